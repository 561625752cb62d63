import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Table cells on the 390-point phone (`retina6_0`, iPhone 12 to 14) take
/// the 20-point margins of the 393-point one, while a plain root keeps 16
/// (its own width decides; docs/INTERFACE-BUILDER.md, "Cell margins from
/// 390 points"): passforios' rows (tools 23504) are stored with their
/// text 20 in. Hand-written: a controller whose root holds a box pinned to
/// its margins and, below, a full-width table with a cell whose label is
/// pinned to the content view's margins.
final class PhoneCellMarginTests: XCTestCase {
    func storyboard(device: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Pcm-vc-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Pcm-sc-001">
                    <objects>
                        <viewController id="Pcm-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pcm-rt-002">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pcm-bx-003">
                                        <rect key="frame" x="16" y="100" width="\(width - 32)" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Pcm-c1-004"/>
                                        </constraints>
                                    </view>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Pcm-tv-005">
                                        <rect key="frame" x="0.0" y="200" width="\(width)" height="300"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="300" id="Pcm-c2-006"/>
                                        </constraints>
                                        <sections>
                                            <tableViewSection id="Pcm-se-007">
                                                <cells>
                                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Pcm-ce-008">
                                                        <rect key="frame" x="0.0" y="50" width="\(width)" height="60"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pcm-ce-008" id="Pcm-cv-009">
                                                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <subviews>
                                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pcm-lb-010">
                                                                    <rect key="frame" x="20" y="10" width="\(width - 40)" height="40"/>
                                                                </view>
                                                            </subviews>
                                                            <constraints>
                                                                <constraint firstItem="Pcm-lb-010" firstAttribute="leading" secondItem="Pcm-cv-009" secondAttribute="leadingMargin" id="Pcm-c3-011"/>
                                                                <constraint firstAttribute="trailingMargin" secondItem="Pcm-lb-010" secondAttribute="trailing" id="Pcm-c4-012"/>
                                                                <constraint firstItem="Pcm-lb-010" firstAttribute="top" secondItem="Pcm-cv-009" secondAttribute="top" constant="10" id="Pcm-c5-013"/>
                                                                <constraint firstAttribute="bottom" secondItem="Pcm-lb-010" secondAttribute="bottom" constant="10" id="Pcm-c6-014"/>
                                                            </constraints>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Pcm-bx-003" firstAttribute="leading" secondItem="Pcm-rt-002" secondAttribute="leadingMargin" id="Pcm-c7-015"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="Pcm-bx-003" secondAttribute="trailing" id="Pcm-c8-016"/>
                                    <constraint firstItem="Pcm-bx-003" firstAttribute="top" secondItem="Pcm-rt-002" secondAttribute="top" constant="100" id="Pcm-c9-017"/>
                                    <constraint firstItem="Pcm-tv-005" firstAttribute="leading" secondItem="Pcm-rt-002" secondAttribute="leading" id="Pcm-ca-018"/>
                                    <constraint firstAttribute="trailing" secondItem="Pcm-tv-005" secondAttribute="trailing" id="Pcm-cb-019"/>
                                    <constraint firstItem="Pcm-tv-005" firstAttribute="top" secondItem="Pcm-rt-002" secondAttribute="top" constant="200" id="Pcm-cc-020"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(device: String, width: Int, height: Int) throws -> [String: String] {
        try TrellisInterfaceBuilderTests.frames(of: try importedScene(
            xml: storyboard(device: device, width: width, height: height), file: "PhoneCells.storyboard"))
    }

    func testTheThreeNinetyPointPhonesCellsTakeTwentyItsRootSixteen() throws {
        let f = try frames(device: "retina6_0", width: 390, height: 844)
        XCTAssertEqual(f["Pcm-lb-010"], "20,10,350,40")
        XCTAssertEqual(f["Pcm-bx-003"], "16,100,358,40")
    }

    func testTheThreeSeventyFivePointPhoneKeepsSixteenInItsCells() throws {
        let f = try frames(device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(f["Pcm-lb-010"], "16,10,343,40")
        XCTAssertEqual(f["Pcm-bx-003"], "16,100,343,40")
    }
}
