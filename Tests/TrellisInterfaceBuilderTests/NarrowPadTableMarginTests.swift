import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A table narrower than 374 points keeps 16-point cell margins on an iPad
/// canvas too, where a full-width table takes the regular width's 20
/// (docs/INTERFACE-BUILDER.md, "Tables"; docs/TABLES.md, "cell margins").
/// Such a table is a split view's primary column or a popover's, which
/// UIKit gives a compact width. Hand-written in Xcode 15's format (tools
/// 23504) on the 820 × 1180 iPad: a table controller with one basic row.
/// Seafile's settings column (23504, 320 wide) and the Stanford course's
/// EmojiArt document list (13771, 320 wide on the 10.5-inch iPad) store
/// their rows' text at 16, 288 wide.
final class NarrowPadTableMarginTests: XCTestCase {
    func storyboard(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <device id="ipad10_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="NpT-sc-001">
                    <objects>
                        <tableViewController id="NpT-vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="NpT-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="1180"/>
                                <sections>
                                    <tableViewSection id="NpT-se-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="NpT-lb-001" style="IBUITableViewCellStyleDefault" id="NpT-ce-001">
                                                <rect key="frame" x="0.0" y="50" width="\(width)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="NpT-ce-001" id="NpT-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Account" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="NpT-lb-001">
                                                            <rect key="frame" x="16" y="0.0" width="\(width - 32)" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func label(width: Int) throws -> [Substring] {
        let doc = try InterfaceBuilderFile.parse(Data(storyboard(width: width).utf8), file: "Settings.storyboard")
        let f = try frames(of: try doc.imported(try XCTUnwrap(doc.scene("NpT-vc-001"))))
        return try XCTUnwrap(f["NpT-lb-001"]).split(separator: ",")
    }

    /// A 320-point column on the iPad: the text at 16, 288 wide.
    func testANarrowTableOnAnIPadKeepsSixteen() throws {
        let l = try label(width: 320)
        XCTAssertEqual(l[0], "16")
        XCTAssertEqual(l[2], "288")
    }

    /// The whole 820-point screen: the regular width's 20.
    func testAFullWidthTableOnAnIPadTakesTwenty() throws {
        let l = try label(width: 820)
        XCTAssertEqual(l[0], "20")
        XCTAssertEqual(l[2], "780")
    }
}
