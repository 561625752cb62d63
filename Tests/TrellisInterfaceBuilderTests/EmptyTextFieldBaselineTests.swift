import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// An empty text field with no placeholder keeps its font's baseline
/// (docs/INTERFACE-BUILDER.md, "Empty text fields"): a hand-written form row
/// on the 375 × 667 phone, a 17-point "Room:" label 40 above the root's
/// centre and a 30-point field after it on the label's baseline, the shape
/// of Twilio's video quickstarts (tools 22505 to 23094), which store the
/// field 5 points above the label.
final class EmptyTextFieldBaselineTests: XCTestCase {
    func file(fieldAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Etf-sc-001">
                    <objects>
                        <viewController id="Etf-vc-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Etf-tg-003"/>
                                <viewControllerLayoutGuide type="bottom" id="Etf-bg-004"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Etf-rt-005">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Room:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Etf-lb-006">
                                        <rect key="frame" x="16" y="283.5" width="49" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" \(fieldAttributes)translatesAutoresizingMaskIntoConstraints="NO" id="Etf-tf-007">
                                        <rect key="frame" x="86" y="278.5" width="273" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Etf-c1-008"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Etf-lb-006" firstAttribute="centerY" secondItem="Etf-rt-005" secondAttribute="centerY" constant="-40" id="Etf-c2-009"/>
                                    <constraint firstAttribute="leadingMargin" secondItem="Etf-lb-006" secondAttribute="leading" id="Etf-c3-010"/>
                                    <constraint firstItem="Etf-tf-007" firstAttribute="leading" secondItem="Etf-lb-006" secondAttribute="trailing" constant="21" id="Etf-c4-011"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="Etf-tf-007" secondAttribute="trailing" id="Etf-c5-012"/>
                                    <constraint firstItem="Etf-tf-007" firstAttribute="baseline" secondItem="Etf-lb-006" secondAttribute="baseline" id="Etf-c6-013"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(fieldAttributes: String = "") throws -> [String: String] {
        try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: file(fieldAttributes: fieldAttributes), file: "Room.storyboard"))
    }

    /// Label: centre 333.5 - 40, top 283.25 -> 283.5 at @2x, its stored
    /// 49 × 20.5. The field's centre is the label's (same font, both centre
    /// their line): 293.75 - 15 = 278.75 -> 278.5, where Xcode stores it.
    /// Its bottom edge as its baseline would put it 9 points higher.
    func testAnEmptyFieldSitsOnItsFontsBaseline() throws {
        let f = try frames()
        XCTAssertEqual(f["Etf-lb-006"], "16,283.5,49,20.5")
        XCTAssertEqual(f["Etf-tf-007"], "86,278.5,273,30")
    }

    /// Text or a placeholder in the same font doesn't move it.
    func testTextOrAPlaceholderKeepsTheSamePlace() throws {
        let empty = try frames()["Etf-tf-007"]
        XCTAssertEqual(try frames(fieldAttributes: #"text="Lobby" "#)["Etf-tf-007"], empty)
        XCTAssertEqual(try frames(fieldAttributes: #"placeholder="Room name" "#)["Etf-tf-007"], empty)
    }
}
