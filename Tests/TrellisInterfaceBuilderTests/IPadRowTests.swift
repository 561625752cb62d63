import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Collapsed custom rows on an iPad canvas (Monal's iPad storyboards,
/// tools 20037 and 32700): 52 less a pixel when empty, 52 when their views
/// have no chain from top to bottom (a centred label), where phones show 44
/// less a pixel for both (no list content configuration: EmptyRowTests). Written here in Xcode 15's format (23504)
/// for a 1024 × 1366 iPad at 2×: rows under the 50-point prototype header.
final class IPadCollapsedRowTests: XCTestCase {
    func testIPadCollapsedRows() throws {
        func file(device: String, width: Int, height: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="Pad-sc-001">
                        <objects>
                            <tableViewController id="Pad-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Pad-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="empty" id="Pad-c1-004">
                                            <rect key="frame" x="0.0" y="50" width="\(width)" height="51.5"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pad-c1-004" id="Pad-v1-005">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="51.5"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="centred" id="Pad-c2-006">
                                            <rect key="frame" x="0.0" y="101.5" width="\(width)" height="52"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pad-c2-006" id="Pad-v2-007">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="52"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="More" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Pad-lb-008">
                                                        <rect key="frame" x="10" y="18" width="\(width - 20)" height="16"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="Pad-lb-008" firstAttribute="leading" secondItem="Pad-v2-007" secondAttribute="leading" constant="10" id="Pad-k1-009"/>
                                                    <constraint firstAttribute="trailing" secondItem="Pad-lb-008" secondAttribute="trailing" constant="10" id="Pad-k2-010"/>
                                                    <constraint firstItem="Pad-lb-008" firstAttribute="centerY" secondItem="Pad-v2-007" secondAttribute="centerY" id="Pad-k3-011"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let pad = try frames(of: try importedScene(xml: file(device: "ipad12_9rounded", width: 1024, height: 1366), file: "Pad.storyboard"))
        XCTAssertEqual(pad["Pad-c1-004"], "0,50,1024,51.5")
        XCTAssertEqual(pad["Pad-c2-006"], "0,101.5,1024,52")
        XCTAssertEqual(pad["Pad-lb-008"], "10,18,1004,16")
        // The same rows on a phone: 44 less a pixel, both.
        let phone = try frames(of: try importedScene(xml: file(device: "retina6_1", width: 414, height: 896), file: "Phone.storyboard"))
        XCTAssertEqual(phone["Pad-c1-004"], "0,50,414,43.5")
        XCTAssertEqual(phone["Pad-c2-006"], "0,93.5,414,43.5")
    }
}
