import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Inset-grouped rows narrower than 374 points keep 16-point margins on a
/// large phone (docs/INTERFACE-BUILDER.md, "Tables"; docs/TABLES.md, "cell
/// margins"), on a storyboard written by hand in Xcode 26's format (tools
/// 25094): a table controller's inset-grouped table with one default-style
/// row. Xcode 26's canvas stores a 393-point phone's inset-grouped rows at
/// x 20, 353 wide, their text at 16 and 321 wide (LNPopupController's
/// gallery, 25094), where a 414-point phone's 374-wide rows take 20 on each
/// side (NetNewsWire's Settings, 24765) and a full-width 393-point row takes
/// 20 (GoMap's, LNPopupController's plain tables).
final class InsetGroupedRowMarginTests: XCTestCase {
    func storyboard(device: String, width: Int, height: Int, style: String, tools: String = "25094") -> String {
        let inset = style == "insetGrouped" ? 20 : 0
        let row = width - 2 * inset
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="IgM-sc-001">
                    <objects>
                        <tableViewController id="IgM-vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="51" sectionHeaderHeight="18" sectionFooterHeight="18" id="IgM-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <sections>
                                    <tableViewSection id="IgM-se-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="IgM-lb-001" style="IBUITableViewCellStyleDefault" id="IgM-ce-001">
                                                <rect key="frame" x="\(inset)" y="38" width="\(row)" height="51"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="IgM-ce-001" id="IgM-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(row)" height="51"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsLetterSpacingToFitWidth="YES" adjustsFontSizeToFit="NO" id="IgM-lb-001">
                                                            <rect key="frame" x="16" y="0.0" width="\(row - 32)" height="51"/>
                                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
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

    func frames(device: String, width: Int, height: Int, style: String = "insetGrouped", tools: String = "25094") throws -> [String: String] {
        let doc = try InterfaceBuilderFile.parse(Data(storyboard(device: device, width: width, height: height, style: style, tools: tools).utf8),
                                                 file: "Gallery.storyboard")
        return try TrellisInterfaceBuilderTests.frames(of: try doc.imported(try XCTUnwrap(doc.scene("IgM-vc-001"))))
    }

    /// 393-point phone: the row inset by the table's 20, its text at 16.
    func testNarrowInsetGroupedRowsKeepSixteen() throws {
        let f = try frames(device: "retina6_12", width: 393, height: 852)
        XCTAssertEqual(f["IgM-ce-001"]?.split(separator: ",").first, "20")
        XCTAssertEqual(f["IgM-ce-001"]?.split(separator: ",")[2], "353")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",").first, "16")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",")[2], "321")
    }

    /// Xcode 15's canvas (tools 23727; 23504 too) keeps the table's 20 in
    /// the 353-wide rows: ZerobugPark's ShoppingList (23504) and an
    /// EmojiDictionary course copy (23727) store views pinned to the
    /// rows' margins 20 in ("Inset-grouped rows on a 393-point phone").
    func testXcode15InsetGroupedRowsKeepTheTablesTwenty() throws {
        let f = try frames(device: "retina6_12", width: 393, height: 852, tools: "23727")
        XCTAssertEqual(f["IgM-ce-001"]?.split(separator: ",")[2], "353")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",").first, "20")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",")[2], "313")
    }

    /// 414-point phone: 374-wide rows take the large phone's 20.
    func testWideInsetGroupedRowsTakeTwenty() throws {
        let f = try frames(device: "retina6_5", width: 414, height: 896)
        XCTAssertEqual(f["IgM-ce-001"]?.split(separator: ",")[2], "374")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",").first, "20")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",")[2], "334")
    }

    /// A full-width row on the 393-point phone keeps 20 (only inset rows
    /// are narrowed).
    func testFullWidthRowsOnTheSamePhoneTakeTwenty() throws {
        let f = try frames(device: "retina6_12", width: 393, height: 852, style: "grouped")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",").first, "20")
        XCTAssertEqual(f["IgM-lb-001"]?.split(separator: ",")[2], "353")
    }
}
