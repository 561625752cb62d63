import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A title-less button whose normal state shows an SF Symbol as its
/// background image is stored like an image view showing it
/// (docs/INTERFACE-BUILDER.md, "SF Symbol image views", "Symbol
/// background images of buttons"): the frame is the glyph, the alignment
/// rectangle the constraints size is the line around it. A hand-written
/// storyboard on the 414-point phone (@2x): a `plus` background
/// constrained 25 × 25 (stored 21 high, 2 lower: `plus` is 4 points
/// shorter than its line, centred a sixth of a point below its middle), an
/// `arrow.right.circle.fill` pinned top and bottom 49.17 apart (stored 48
/// high: the circle family is 7/6 shorter), and a button with a title over
/// the same background, which keeps its frame.
final class IBSymbolButtonTests: XCTestCase {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Sbb-sc-001">
                <objects>
                    <viewController id="Sbb-vc-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Sbb-rt-003">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sbb-pl-004">
                                    <rect key="frame" x="369" y="102" width="25" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="25" id="Sbb-c1-005"/>
                                        <constraint firstAttribute="height" constant="25" id="Sbb-c2-006"/>
                                    </constraints>
                                    <state key="normal" backgroundImage="plus" catalog="system"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sbb-ar-007">
                                    <rect key="frame" x="180" y="301" width="55" height="48"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                    <state key="normal" backgroundImage="arrow.right.circle.fill" catalog="system">
                                        <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </state>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sbb-ti-008">
                                    <rect key="frame" x="20" y="400" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="Sbb-c3-009"/>
                                        <constraint firstAttribute="height" constant="40" id="Sbb-c4-010"/>
                                    </constraints>
                                    <state key="normal" title="Go" backgroundImage="plus" catalog="system"/>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Sbb-sa-011"/>
                            <constraints>
                                <constraint firstItem="Sbb-sa-011" firstAttribute="trailing" secondItem="Sbb-pl-004" secondAttribute="trailing" constant="20" id="Sbb-c5-012"/>
                                <constraint firstItem="Sbb-pl-004" firstAttribute="top" secondItem="Sbb-rt-003" secondAttribute="top" constant="100" id="Sbb-c6-013"/>
                                <constraint firstItem="Sbb-ar-007" firstAttribute="leading" secondItem="Sbb-sa-011" secondAttribute="leading" constant="180" id="Sbb-c7-014"/>
                                <constraint firstItem="Sbb-sa-011" firstAttribute="trailing" secondItem="Sbb-ar-007" secondAttribute="trailing" constant="179" id="Sbb-c8-015"/>
                                <constraint firstItem="Sbb-ar-007" firstAttribute="top" secondItem="Sbb-rt-003" secondAttribute="top" constant="300" id="Sbb-c9-016"/>
                                <constraint firstItem="Sbb-rt-003" firstAttribute="bottom" secondItem="Sbb-ar-007" secondAttribute="bottom" constant="546.83333333333337" id="Sbb-ca-017"/>
                                <constraint firstItem="Sbb-ti-008" firstAttribute="leading" secondItem="Sbb-rt-003" secondAttribute="leading" constant="20" id="Sbb-cb-018"/>
                                <constraint firstItem="Sbb-ti-008" firstAttribute="top" secondItem="Sbb-rt-003" secondAttribute="top" constant="400" id="Sbb-cc-019"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="arrow.right.circle.fill" catalog="system" width="128" height="121"/>
            <image name="plus" catalog="system" width="128" height="113"/>
        </resources>
    </document>
    """

    func testSymbolBackgroundsTakeTheImageViewsInsets() throws {
        let f = try frames(of: try importedScene(xml: Self.xml, file: "SymbolButtons.storyboard"))
        // plus: the line 100...125, the glyph 21 high from 100 + 2 + 1/6.
        XCTAssertEqual(f["Sbb-pl-004"], "369,102,25,21")
        // arrow.right.circle.fill: the line 300...349.17, the glyph 48 high
        // from 300 + 7/12 + 1/6 = 300.75, 301 at @2x.
        XCTAssertEqual(f["Sbb-ar-007"], "180,301,55,48")
        // A title: the background stretches behind it, no insets.
        XCTAssertEqual(f["Sbb-ti-008"], "20,400,40,40")
    }

    /// The import writes the insets and the line's height as the intrinsic
    /// height (the stored 21 less the insets' −4).
    func testImportWritesTheInsets() throws {
        let yaml = try importedScene(xml: Self.xml, file: "SymbolButtons.storyboard").yaml
        let plus = try XCTUnwrap(yaml.split(separator: "\n").first { $0.contains("id: Sbb_pl_004") })
        XCTAssertTrue(plus.contains("alignmentRectInsets: {top: -2.1666") && plus.contains("bottom: -1.8333"), String(plus))
        XCTAssertTrue(plus.contains("intrinsicSize: {width: 25, height: 25}"), String(plus))
        let titled = try XCTUnwrap(yaml.split(separator: "\n").first { $0.contains("id: Sbb_ti_008") })
        XCTAssertFalse(titled.contains("alignmentRectInsets"), String(titled))
    }
}
