import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A table controller's table has its cells' margins, not a plain root's
/// (docs/INTERFACE-BUILDER.md, "Root margins by the root's width"): on the
/// 393-point phone a plain controller's view keeps 16, but the table's
/// margins are the 20 its cells take there, so a header view preserving
/// them holds a view pinned 10 outside them at x 10 (LNPopupController's
/// search bar, tools 25094). Hand-written: a static table whose header
/// holds a box pinned to the header's margins, 10 outside.
final class TableRootMarginTests: XCTestCase {
    func storyboard(device: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="25094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Trm-vc-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Trm-sc-001">
                    <objects>
                        <tableViewController id="Trm-vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="Trm-tv-002">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="Trm-hd-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Trm-bx-004">
                                            <rect key="frame" x="10" y="5" width="\(width - 20)" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="Trm-c1-005"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Trm-bx-004" firstAttribute="leading" secondItem="Trm-hd-003" secondAttribute="leadingMargin" constant="-10" id="Trm-c2-006"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Trm-bx-004" secondAttribute="trailing" constant="-10" id="Trm-c3-007"/>
                                        <constraint firstItem="Trm-bx-004" firstAttribute="centerY" secondItem="Trm-hd-003" secondAttribute="centerY" id="Trm-c4-008"/>
                                    </constraints>
                                </view>
                                <sections>
                                    <tableViewSection id="Trm-se-009">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Trm-lb-011" style="IBUITableViewCellStyleDefault" id="Trm-ce-010">
                                                <rect key="frame" x="0.0" y="50" width="\(width)" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Trm-ce-010" id="Trm-cv-012">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Trm-lb-011">
                                                            <rect key="frame" x="20" y="0.0" width="\(width - 40)" height="60"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
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

    func testATableControllersTableHasItsCellsMargins() throws {
        let f = try frames(of: try importedScene(xml: storyboard(device: "retina6_12", width: 393, height: 852), file: "TableRoot.storyboard"))
        XCTAssertEqual(f["Trm-bx-004"], "10,5,373,40")
        // The 375-point phone: 16 for the table as for its cells.
        let g = try frames(of: try importedScene(xml: storyboard(device: "retina4_7", width: 375, height: 667), file: "TableRoot.storyboard"))
        XCTAssertEqual(g["Trm-bx-004"], "6,5,363,40")
    }
}
