import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode's canvas centres a built-in label's text rather than its frame:
/// the frame sits 0.0245 of the font's size below the content view's
/// centre (docs/INTERFACE-BUILDER.md, "Subtitle rows"). A value1 row of
/// 16-point labels in a 44-point row on a 414 × 736 phone at 3×, from
/// Xcode 10 (tools 14313), as FSCalendar's examples store them at 13.
final class BuiltInLabelCentreTests: XCTestCase {
    func file() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina5_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="Lbl-sc-001">
                    <objects>
                        <tableViewController id="Lbl-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Lbl-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <sections>
                                    <tableViewSection id="Lbl-sn-004">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="Lbl-tx-005" detailTextLabel="Lbl-dt-006" style="IBUITableViewCellStyleValue1" id="Lbl-ce-007">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Lbl-ce-007" id="Lbl-cv-008">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="43.666666666666664"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Scope" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-tx-005">
                                                            <rect key="frame" x="20" y="13" width="160.66666666666666" height="19.333333333333332"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                        </label>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Month" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-dt-006">
                                                            <rect key="frame" x="334" y="13" width="60" height="19.333333333333332"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
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

    /// 43.667 / 2 + 0.0245 × 16 − 19.333 / 2 = 12.56: 12.667 on the 3× grid
    /// (13 stored), where the frame centred is 12.17, 12.333.
    func testValue1LabelsSitBelowTheCentre() throws {
        let imported = try importedScene(xml: file(), file: "Calendar.storyboard")
        XCTAssertTrue(imported.yaml.contains("builtInLabelCenterOffset: 0.0245"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Lbl-tx-005"], "20,12.667,160.667,19.333")
        XCTAssertEqual(f["Lbl-dt-006"], "334,12.667,60,19.333")
        // Without the canvas's offset (a layout file's iOS rule) the frame is centred.
        let bare = imported.yaml.replacingOccurrences(of: "builtInLabelCenterOffset: 0.0245", with: "builtInLabelCenterOffset: 0")
        XCTAssertNotEqual(bare, imported.yaml)
        let layout = try LayoutBuilder.build(try LayoutFile.parse(bare, file: "bare.yaml"))
        let label = try XCTUnwrap(layout.views.first { imported.viewsByName[$0.id]?.id == "Lbl-tx-005" }?.view.frame)
        XCTAssertEqual(describe(label), "20,12.333,160.667,19.333")
    }
}
