import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Multi-line text-style labels space their lines at the style's leading
/// (docs/INTERFACE-BUILDER.md, "Text styles' leading"): a hand-written
/// form on the 393 × 852 phone, a four-line Subhead paragraph stored
/// 78 high (San Francisco's 17.9 for the first line + 3 × 20) and a
/// Subhead label whose first baseline is 50 below the paragraph's last,
/// the shape of VLC's donation forms (tools 24506), which store the
/// label 110 below the paragraph's top.
final class IBTextStyleLeadingTests: XCTestCase {
    func file(style: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Tsl-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Notes&#10;on four&#10;short&#10;lines" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tsl-lb-002">
                            <rect key="frame" x="20" y="100" width="300" height="78"/>
                            <fontDescription key="fontDescription" \(style)/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Card number" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tsl-lb-003">
                            <rect key="frame" x="20" y="210" width="84" height="18"/>
                            <fontDescription key="fontDescription" \(style)/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tsl-lb-002" firstAttribute="top" secondItem="Tsl-rt-001" secondAttribute="top" constant="100" id="Tsl-c1-004"/>
                        <constraint firstItem="Tsl-lb-002" firstAttribute="leading" secondItem="Tsl-rt-001" secondAttribute="leading" constant="20" id="Tsl-c2-005"/>
                        <constraint firstItem="Tsl-lb-003" firstAttribute="leading" secondItem="Tsl-lb-002" secondAttribute="leading" id="Tsl-c3-006"/>
                        <constraint firstItem="Tsl-lb-003" firstAttribute="firstBaseline" secondItem="Tsl-lb-002" secondAttribute="baseline" constant="50" id="Tsl-c4-007"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func imported(style: String) throws -> ImportedScene {
        try importedScene(xml: file(style: style), file: "Form.xib")
    }

    /// The import writes the style by UIKit's name, not "System 15".
    func testTheImportKeepsTheTextStyle() throws {
        let scene = try imported(style: #"style="UICTFontTextStyleSubhead""#)
        XCTAssertEqual(scene.viewsByName.values.first { $0.id == "Tsl-lb-002" }?.font, "subheadline")
        XCTAssertTrue(scene.yaml.contains(#"font: "subheadline""#), scene.yaml)
        // Xcode writes the large title as Title0.
        let large = try imported(style: #"style="UICTFontTextStyleTitle0""#)
        XCTAssertEqual(large.viewsByName.values.first { $0.id == "Tsl-lb-002" }?.font, "largeTitle")
    }

    /// Stored sizes, the fixed-advance measurer's lines (18 at 15 points,
    /// baseline 14.25): four lines at the 20-point leading fill the
    /// stored 78, the last baseline at 100 + 74.25, the label 50 below it
    /// at 224.25 - 14.25 = 210, where the file stores it. A label's last
    /// baseline is its descent above its bottom edge at any line spacing
    /// ("Baselines of labels taller or shorter than their text"), so four
    /// lines stacked at the font's own height (72 in the stored 78) give
    /// 210 too; they gave 207 while the anchors followed the centred text.
    func testTheNextLabelLandsOnItsStoredFrame() throws {
        let styled = try frames(of: try imported(style: #"style="UICTFontTextStyleSubhead""#))
        XCTAssertEqual(styled["Tsl-lb-002"], "20,100,300,78")
        XCTAssertEqual(styled["Tsl-lb-003"], "20,210,84,18")
        let bySize = try frames(of: try imported(style: #"type="system" pointSize="15""#))
        XCTAssertEqual(bySize["Tsl-lb-003"], "20,210,84,18")
    }

    /// `TRELLIS_IB_TEXT=measured`: San Francisco's first line (17.9) and
    /// three leadings, 77.9, rounded to the 3× pixel: 78, the stored height.
    func testMeasuredTextIsTheStoredHeight() throws {
        let doc = try InterfaceBuilderFile.parse(Data(file(style: #"style="UICTFontTextStyleSubhead""#).utf8), file: "Form.xib")
        let scene = try doc.imported(doc.scenes[0], textSizing: .measured)
        let layout = try LayoutBuilder.build(scene.document)
        layout.window.textMeasurer = SystemFontLineHeights(FixedAdvanceTextMeasurer())
        layout.window.layoutIfNeeded()
        let notes = layout.views.first { scene.viewsByName[$0.0]?.id == "Tsl-lb-002" }!.1
        XCTAssertEqual(notes.frame.height, 78, accuracy: 0.01)
    }
}
