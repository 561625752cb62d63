import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Standard rows on Xcode 26's canvas (tools 24000+; docs/INTERFACE-BUILDER.md,
/// "Tables"): 51 points in a table with `estimatedRowHeight="-1"`, 52 in a
/// table Xcode wrote no `estimatedRowHeight` for (Delta's Settings, 24128;
/// GoMap's main menu, 24765), 8 more on an iPad (Nextcloud Talk, 24127: 59
/// and 60); and a value1 row of 20.5-point labels inside the 15-point
/// margins is a standard row, not 51.5: the built-in label's downward
/// shift (`builtInLabelCenterOffset`) doesn't make the row taller. Written
/// here in Xcode 26's format for a 375 × 667 phone at 2×.
final class NewestCanvasRowTests: XCTestCase {
    func storyboard(estimate: String?, device: String = "retina4_7", width: Int = 375, rowHeight: String = "-1") -> String {
        let estimated = estimate.map { #" estimatedRowHeight="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="New-sc-001">
                        <objects>
                            <tableViewController id="New-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="\(rowHeight)"\(estimated) sectionHeaderHeight="18" sectionFooterHeight="18" id="New-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="New-sn-004">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="New-t1-lbl" detailTextLabel="New-d1-lbl" style="IBUITableViewCellStyleValue1" id="New-c1-cel">
                                                    <rect key="frame" x="0.0" y="18" width="\(width)" height="51"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="New-c1-cel" id="New-v1-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(width - 26)" height="51"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Speed" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="New-t1-lbl">
                                                                <rect key="frame" x="16" y="16" width="49" height="20.5"/>
                                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Normal" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="New-d1-lbl">
                                                                <rect key="frame" x="250" y="16" width="57" height="20.5"/>
                                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="New-c2-cel">
                                                    <rect key="frame" x="0.0" y="69" width="\(width)" height="51"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="New-c2-cel" id="New-v2-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="51"/>
                                                        <autoresizingMask key="autoresizingMask"/>
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

    /// `estimatedRowHeight="-1"`: the value1 row fits its labels in 15 +
    /// 20.5 + 15 = 50.5 and takes the standard 51 (Xcode stores 51 with the
    /// labels at 16; the 0.42-point shift puts them at 15.67, 15.5 on the
    /// grid); the empty row is 51 too.
    func testStandardRowsAre51WithAnEstimate() throws {
        let imported = try importedScene(xml: storyboard(estimate: "-1"), file: "Settings.storyboard")
        XCTAssertTrue(imported.yaml.contains("standardRowHeight: 51,"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["New-c1-cel"], "0,18,375,51")
        XCTAssertEqual(f["New-t1-lbl"], "16,15.5,49,20.5")
        XCTAssertEqual(f["New-c2-cel"], "0,69,375,51")
    }

    /// No `estimatedRowHeight` attribute: 52 for both rows (Delta's DS and
    /// controller-skin tables, GoMap's main menu).
    func testStandardRowsAre52WithoutAnEstimate() throws {
        let imported = try importedScene(xml: storyboard(estimate: nil), file: "Settings.storyboard")
        XCTAssertTrue(imported.yaml.contains("standardRowHeight: 52,"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["New-c1-cel"], "0,18,375,52")
        XCTAssertEqual(f["New-t1-lbl"], "16,16,49,20.5")
        XCTAssertEqual(f["New-c2-cel"], "0,70,375,52")
    }

    /// On an iPad canvas the empty row is 8 taller (59, 60 without an
    /// estimate: Nextcloud Talk's prototypes); the value1 row keeps the
    /// phone's least height.
    func testIPadStandardRowsAre59And60() throws {
        for (estimate, standard, builtIn) in [("-1", 59, 51), (nil, 60, 52)] as [(String?, Int, Int)] {
            let f = try frames(of: try importedScene(xml: storyboard(estimate: estimate, device: "ipad12_9rounded", width: 1024), file: "Pad.storyboard"))
            XCTAssertEqual(f["New-c1-cel"], "0,18,1024,\(builtIn)", estimate ?? "none")
            XCTAssertEqual(f["New-c2-cel"], "0,\(18 + builtIn),1024,\(standard)", estimate ?? "none")
        }
    }

    /// A fixed row too short for its labels and the margins (44 < 15 +
    /// 20.5 + 15) keeps the labels whole and centred, as UIKit's frames do:
    /// GoMap's Settings (24506) stores its 44-point value1 rows' labels at
    /// 12, 20.5 high, where required margins squeezed them to 14.
    func testFixedRowKeepsTheLabelsWhole() throws {
        let f = try frames(of: try importedScene(xml: storyboard(estimate: "-1", rowHeight: "44"), file: "Fixed.storyboard"))
        XCTAssertEqual(f["New-c1-cel"], "0,18,375,44")
        XCTAssertEqual(f["New-t1-lbl"], "16,12,49,20.5")
        XCTAssertEqual(f["New-d1-lbl"]?.hasSuffix(",12,57,20.5"), true, f["New-d1-lbl"] ?? "")
    }
}
