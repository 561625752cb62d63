import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The system font's faces take San Francisco's metrics like its regular
/// face (docs/INTERFACE-BUILDER.md, "Text: the system font's line height"):
/// the import writes `boldSystem`, `italicSystem` and weights as
/// `System-Bold 36`, `System-Thin 80`…, and the baseline anchors of such
/// labels used to fall back to the drawing font's ascender (DejaVu's 0.928
/// of the size where San Francisco's is 1950/2048 = 0.952: 1.9 points short
/// at 80 points). A hand-written xib on the 375-point phone (@2x), the
/// shapes of a sleep timer's thin 80-point digits beside 30-point units in
/// a first-baseline stack and of a bold 36-point total beside a 17-point
/// label on its first baseline.
final class IBSystemFontFacesTests: XCTestCase {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Sff-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="Sff-st-002">
                        <rect key="frame" x="20" y="40" width="76" height="95.5"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="8" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sff-hr-003">
                                <rect key="frame" x="0.0" y="0.0" width="45" height="95.5"/>
                                <fontDescription key="fontDescription" type="system" weight="thin" pointSize="80"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="hr" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sff-un-004">
                                <rect key="frame" x="45" y="47.5" width="31" height="36"/>
                                <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </stackView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Total" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sff-bd-005">
                        <rect key="frame" x="20" y="180" width="86.5" height="43"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="USD" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sff-us-006">
                        <rect key="frame" x="114.5" y="198" width="33" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Sff-st-002" firstAttribute="leading" secondItem="Sff-rt-001" secondAttribute="leading" constant="20" id="Sff-c1-007"/>
                    <constraint firstItem="Sff-st-002" firstAttribute="top" secondItem="Sff-rt-001" secondAttribute="top" constant="40" id="Sff-c2-008"/>
                    <constraint firstItem="Sff-bd-005" firstAttribute="leading" secondItem="Sff-rt-001" secondAttribute="leading" constant="20" id="Sff-c3-009"/>
                    <constraint firstItem="Sff-bd-005" firstAttribute="top" secondItem="Sff-rt-001" secondAttribute="top" constant="180" id="Sff-c4-010"/>
                    <constraint firstItem="Sff-us-006" firstAttribute="leading" secondItem="Sff-bd-005" secondAttribute="trailing" constant="8" id="Sff-c5-011"/>
                    <constraint firstItem="Sff-us-006" firstAttribute="firstBaseline" secondItem="Sff-bd-005" secondAttribute="firstBaseline" id="Sff-c6-012"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <point key="canvasLocation" x="0" y="0"/>
            </view>
        </objects>
    </document>
    """

    func frames(measurer: any TextMeasuring) throws -> [String: String] {
        let imported = try importedScene(xml: Self.xml, file: "Faces.xib")
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.textMeasurer = measurer
        layout.window.layoutIfNeeded()
        var out: [String: String] = [:]
        for (name, view) in layout.views { if let ib = imported.viewsByName[name] { out[ib.id] = describe(view.frame) } }
        return out
    }

    /// "hr" hangs on the thin digit's first baseline: 80 × 1950/2048 =
    /// 76.17 below the stack's top, its own 30 × 1950/2048 = 28.56 below
    /// its top, so it starts 47.61 down, 47.5 at @2x as stored (DejaVu's
    /// ascender put it at 45.5). "USD" on the bold total's first baseline:
    /// 180 + 34.28 − 16.19 = 198.09, 198 as stored (DejaVu's: 197).
    func testThinAndBoldLabelsTakeSanFranciscosAscender() throws {
        let f = try frames(measurer: SystemFontBaselines(FixedAdvanceTextMeasurer()))
        // Frames come out rounded to the @2x pixel, as Xcode stores them.
        XCTAssertEqual(f["Sff-un-004"], "45,47.5,31,36")
        XCTAssertEqual(f["Sff-us-006"], "114.5,198,33,20.5")
        XCTAssertEqual(f["Sff-bd-005"], "20,180,86.5,43")
    }

    /// The faces by name: `System-Bold`, `System-Thin`, `System-Italic`
    /// are the system font; `Systemic` and `HelveticaNeue-Bold` are not.
    func testFacesOfTheSystemFontAreTheSystemFont() {
        for name in ["System", "System-Bold", "System-Thin", "System-Italic", "System-Semibold"] {
            XCTAssertTrue(SystemFontLineHeights.isSystemFont(UIFont(name: name, size: 17)!), name)
        }
        for name in ["Systemic", "HelveticaNeue-Bold", "Avenir-Heavy"] {
            XCTAssertFalse(SystemFontLineHeights.isSystemFont(UIFont(name: name, size: 17)!), name)
        }
        // A bold 36-point line is San Francisco's 42.96 (stored 43).
        let l = SystemFontLineHeights(FixedAdvanceTextMeasurer()).layout("Total", font: UIFont(name: "System-Bold", size: 36)!, numberOfLines: 1, width: nil)
        XCTAssertEqual(l.size.height, 36 * 2444.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(l.firstBaseline, 36 * 1950.0 / 2048, accuracy: 1e-9)
    }
}
