import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 26's canvas puts a rounded-rect text field's baseline lower than
/// the centred line of its system font (docs/INTERFACE-BUILDER.md, "Text
/// fields' baselines in Xcode 26"): a hand-written form row on the
/// 375 × 667 phone, a 17-point "Name:" label 100 below the root's top and
/// a 34-point field of the 14-point system font after it on the label's
/// first baseline, the shape of nRF Connect Device Manager's firmware
/// screen (tools 24765) and, by an image's baseline, Twilio's voice
/// quickstarts (24506).
final class NewestCanvasTextFieldBaselineTests: XCTestCase {
    /// The row; `fieldFirst` pins the field's baseline to the label's (the
    /// label 100 from the top), else the label's to the field's (the field
    /// 100 from the top).
    func file(tools: String = "24506", border: String = #"borderStyle="roundedRect" "#,
              font: String = #"type="system" pointSize="14""#, fieldFirst: Bool = true) -> String {
        let top = fieldFirst
            ? #"<constraint firstItem="Nfb-lb-004" firstAttribute="top" secondItem="Nfb-rt-003" secondAttribute="top" constant="100" id="Nfb-c1-006"/>"#
            : #"<constraint firstItem="Nfb-tf-005" firstAttribute="top" secondItem="Nfb-rt-003" secondAttribute="top" constant="100" id="Nfb-c1-006"/>"#
        let baselines = fieldFirst
            ? #"<constraint firstItem="Nfb-tf-005" firstAttribute="firstBaseline" secondItem="Nfb-lb-004" secondAttribute="firstBaseline" id="Nfb-c5-010"/>"#
            : #"<constraint firstItem="Nfb-lb-004" firstAttribute="firstBaseline" secondItem="Nfb-tf-005" secondAttribute="firstBaseline" id="Nfb-c5-010"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Nfb-sc-001">
                    <objects>
                        <viewController id="Nfb-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Nfb-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Nfb-lb-004">
                                        <rect key="frame" x="16" y="100" width="50" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border)textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Nfb-tf-005">
                                        <rect key="frame" x="74" y="95" width="285" height="34"/>
                                        <fontDescription key="fontDescription" \(font)/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                                <constraints>
                                    \(top)
                                    <constraint firstItem="Nfb-lb-004" firstAttribute="leading" secondItem="Nfb-rt-003" secondAttribute="leading" constant="16" id="Nfb-c2-007"/>
                                    <constraint firstItem="Nfb-tf-005" firstAttribute="leading" secondItem="Nfb-lb-004" secondAttribute="trailing" constant="8" id="Nfb-c3-008"/>
                                    <constraint firstAttribute="trailing" secondItem="Nfb-tf-005" secondAttribute="trailing" constant="16" id="Nfb-c4-009"/>
                                    \(baselines)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(_ xml: String) throws -> [String: String] {
        try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: xml, file: "Name.storyboard"))
    }

    /// The tests' fixed-advance measurer sets a line 1.2 em tall with its
    /// baseline 0.95 em below its top. The label's first baseline: 100 +
    /// 16.15 = 116.15. The field's centred line puts its baseline 17 +
    /// 13.3 - 8.4 = 21.9 below its top: top 94.25, 94.5 at @2x, before
    /// Xcode 26 (Xcode 15's tools, 23504). Xcode 26 (24506) lifts the
    /// field 2.75: 91.5.
    func testXcode26LiftsARoundedRectSystemField() throws {
        let old = try frames(file(tools: "23504"))
        let new = try frames(file())
        XCTAssertEqual(old["Nfb-lb-004"], "16,100,50,20.5")
        XCTAssertEqual(new["Nfb-lb-004"], "16,100,50,20.5")
        XCTAssertEqual(old["Nfb-tf-005"], "74,94.5,285,34")
        XCTAssertEqual(new["Nfb-tf-005"], "74,91.5,285,34")
    }

    /// The field as the constraint's second item, 100 from the top: its
    /// baseline 121.9 puts the label's top at 121.9 - 16.15 = 105.75, 106
    /// at @2x, before Xcode 26; on Xcode 26's canvas the field's baseline
    /// is 2.75 lower and the label's top 108.5.
    func testALabelOnAFieldsBaselineDropsWithIt() throws {
        let old = try frames(file(tools: "23504", fieldFirst: false))
        let new = try frames(file(fieldFirst: false))
        XCTAssertEqual(old["Nfb-tf-005"], "74,100,285,34")
        XCTAssertEqual(new["Nfb-tf-005"], "74,100,285,34")
        XCTAssertEqual(old["Nfb-lb-004"], "16,106,50,20.5")
        XCTAssertEqual(new["Nfb-lb-004"], "16,108.5,50,20.5")
    }

    /// The imported layout file says why the constant moved.
    func testTheImportNotesTheMovedConstant() throws {
        let yaml = try importedScene(xml: file(), file: "Name.storyboard").yaml
        XCTAssertTrue(yaml.contains(#""Nfb_tf_005.firstBaseline == Nfb_lb_004.firstBaseline - 2.75"  # IB Nfb-c5-010, line 28; -2.75 for Xcode 26's text-field baseline"#), yaml)
        XCTAssertFalse(try importedScene(xml: file(tools: "23504"), file: "Name.storyboard").yaml.contains("text-field baseline"))
    }

    /// A field without the rounded border (Twilio's video quickstart,
    /// 24506) and a field in a font by name (VLC's Courier New fields,
    /// 24506) keep the centred line on Xcode 26's canvas.
    func testBorderlessAndNamedFontFieldsKeepTheCentredLine() throws {
        let centred = try frames(file(tools: "23504"))["Nfb-tf-005"]
        XCTAssertEqual(try frames(file(border: ""))["Nfb-tf-005"], centred)
        let courier = #"name="CourierNewPSMT" family="Courier New" pointSize="14""#
        XCTAssertEqual(try frames(file(font: courier))["Nfb-tf-005"],
                       try frames(file(tools: "23504", font: courier))["Nfb-tf-005"])
    }
}
