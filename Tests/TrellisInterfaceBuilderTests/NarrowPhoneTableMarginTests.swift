import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// On the 414-point phones a table from about 340 points wide takes the
/// large phone's 20-point cell margins, one narrower keeps the compact 16
/// (docs/INTERFACE-BUILDER.md, "Tables"; docs/TABLES.md, "cell margins").
/// Stored: TeleMed's 359-wide side menus (18122, `retina5_5`: custom
/// labels pinned 2 past the content view's margin at 22, built-in text
/// ending 20 before the row) and Blockstream's 342-wide sheet table
/// (23504, `retina6_1`: text at 20, 302 wide) at 20; KeePassium's 300-wide
/// alert table and a Kodeco StoreSearch's 320-wide table at 16. The
/// boundary, 331, is a guess between 320 and 342. Hand-written in Xcode
/// 13's format on the 414 × 736 phone: a controller whose view holds a
/// table of one basic row, pinned to the root's leading edge.
final class NarrowPhoneTableMarginTests: XCTestCase {
    func storyboard(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina5_5" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="NpP-sc-001">
                    <objects>
                        <viewController id="NpP-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="NpP-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="NpP-tv-001">
                                        <rect key="frame" x="0.0" y="20" width="\(width)" height="244"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(width)" id="NpP-c0-001"/>
                                            <constraint firstAttribute="height" constant="244" id="NpP-c0-002"/>
                                        </constraints>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Menu" textLabel="NpP-lb-001" style="IBUITableViewCellStyleDefault" id="NpP-ce-001">
                                                <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="NpP-ce-001" id="NpP-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Messages" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="NpP-lb-001">
                                                            <rect key="frame" x="20" y="0.0" width="\(width - 40)" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="NpP-sa-001"/>
                                <constraints>
                                    <constraint firstItem="NpP-tv-001" firstAttribute="leading" secondItem="NpP-rv-001" secondAttribute="leading" id="NpP-c1-001"/>
                                    <constraint firstItem="NpP-tv-001" firstAttribute="top" secondItem="NpP-sa-001" secondAttribute="top" id="NpP-c2-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func label(width: Int) throws -> [Substring] {
        let doc = try InterfaceBuilderFile.parse(Data(storyboard(width: width).utf8), file: "Menu.storyboard")
        let f = try frames(of: try doc.imported(try XCTUnwrap(doc.scene("NpP-vc-001"))))
        return try XCTUnwrap(f["NpP-lb-001"]).split(separator: ",")
    }

    /// Blockstream's 342-wide table: the text at 20, 302 wide.
    func testA342PointTableTakesTwenty() throws {
        let l = try label(width: 342)
        XCTAssertEqual(l[0], "20")
        XCTAssertEqual(l[2], "302")
    }

    /// TeleMed's 359-wide menu: 20.
    func testA359PointTableTakesTwenty() throws {
        let l = try label(width: 359)
        XCTAssertEqual(l[0], "20")
        XCTAssertEqual(l[2], "319")
    }

    /// A 320-point table (a Kodeco StoreSearch's, KeePassium's 300): 16.
    func testA320PointTableKeepsSixteen() throws {
        let l = try label(width: 320)
        XCTAssertEqual(l[0], "16")
        XCTAssertEqual(l[2], "288")
    }
}
