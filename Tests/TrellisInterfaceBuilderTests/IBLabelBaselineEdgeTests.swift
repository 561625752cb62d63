import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Labels stretched or squeezed by their constraints keep their baseline
/// anchors at their edges (docs/INTERFACE-BUILDER.md, "Baselines of labels
/// taller or shorter than their text"): a hand-written storyboard on the
/// 375 × 667 phone (@2x), laid out as `trellis` lays out Interface Builder
/// files with stored text sizes (``SystemFontBaselines``: San Francisco's
/// ascender 1950/2048 and descender 494/2048 of the point size, 16.19 and
/// 4.1 at 17 points). The shapes of Blockstream's amount cells and Esri's
/// settings rows (a 17-point label 22.33 or 21 tall, a first-baseline
/// neighbour stored level with its top) and of Firebase's post cells (a
/// last-baseline neighbour stored level with its bottom).
final class IBLabelBaselineEdgeTests: XCTestCase {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Lbe-sc-001">
                <objects>
                    <viewController id="Lbe-vc-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Lbe-rt-003">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Amount" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbe-la-004">
                                    <rect key="frame" x="20" y="100" width="61.5" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Lbe-c1-005"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="USD" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbe-lb-006">
                                    <rect key="frame" x="89.5" y="100" width="33" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Total" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbe-lc-007">
                                    <rect key="frame" x="20" y="200" width="41" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Lbe-c2-008"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="42" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbe-ld-009">
                                    <rect key="frame" x="69" y="209.5" width="19" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Lbe-la-004" firstAttribute="leading" secondItem="Lbe-rt-003" secondAttribute="leading" constant="20" id="Lbe-c3-010"/>
                                <constraint firstItem="Lbe-la-004" firstAttribute="top" secondItem="Lbe-rt-003" secondAttribute="top" constant="100" id="Lbe-c4-011"/>
                                <constraint firstItem="Lbe-lb-006" firstAttribute="leading" secondItem="Lbe-la-004" secondAttribute="trailing" constant="8" symbolic="YES" id="Lbe-c5-012"/>
                                <constraint firstItem="Lbe-lb-006" firstAttribute="firstBaseline" secondItem="Lbe-la-004" secondAttribute="firstBaseline" id="Lbe-c6-013"/>
                                <constraint firstItem="Lbe-lc-007" firstAttribute="leading" secondItem="Lbe-rt-003" secondAttribute="leading" constant="20" id="Lbe-c7-014"/>
                                <constraint firstItem="Lbe-lc-007" firstAttribute="top" secondItem="Lbe-rt-003" secondAttribute="top" constant="200" id="Lbe-c8-015"/>
                                <constraint firstItem="Lbe-ld-009" firstAttribute="leading" secondItem="Lbe-lc-007" secondAttribute="trailing" constant="8" symbolic="YES" id="Lbe-c9-016"/>
                                <constraint firstItem="Lbe-ld-009" firstAttribute="baseline" secondItem="Lbe-lc-007" secondAttribute="baseline" id="Lbe-ca-017"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func frames(measurer: any TextMeasuring) throws -> [String: String] {
        let imported = try importedScene(xml: Self.xml, file: "Amounts.storyboard")
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.textMeasurer = measurer
        layout.window.layoutIfNeeded()
        var out: [String: String] = [:]
        for (name, view) in layout.views { if let ib = imported.viewsByName[name] { out[ib.id] = describe(view.frame) } }
        return out
    }

    /// "USD" takes the first baseline of "Amount", 30 tall: 16.19 below
    /// its top, so "USD" starts at 100, as stored (the text centred in
    /// "Amount" would put it near 105). "42" takes the last baseline of
    /// "Total": 4.1 above its bottom, so "42" ends at 230 and starts 20.5
    /// higher, at 209.5, as stored (centred: near 205).
    func testNeighboursOfStretchedLabelsSitAtTheirEdges() throws {
        let f = try frames(measurer: SystemFontBaselines(FixedAdvanceTextMeasurer()))
        XCTAssertEqual(f["Lbe-la-004"], "20,100,61.5,30")
        XCTAssertEqual(f["Lbe-lb-006"], "89.5,100,33,20.5")
        XCTAssertEqual(f["Lbe-lc-007"], "20,200,41,30")
        XCTAssertEqual(f["Lbe-ld-009"], "69,209.5,19,20.5")
    }

    /// The stored sizes stay the measurer's to draw: only the baselines are
    /// San Francisco's (the fixed-advance measurer's line is 20.4 tall).
    func testSystemFontBaselinesKeepsTheBaseMeasurersSizes() {
        let base = FixedAdvanceTextMeasurer()
        let m = SystemFontBaselines(base)
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(m.layout("Total", font: font, numberOfLines: 1, width: nil).size.height, 20.4, accuracy: 1e-9)
        let b = m.baselineLayout("Total", font: font, numberOfLines: 1, width: nil)
        XCTAssertEqual(b.firstBaseline, 1950.0 / 2048 * 17, accuracy: 1e-9)
        XCTAssertEqual(b.size.height - b.lastBaseline, 494.0 / 2048 * 17, accuracy: 1e-9)
    }
}
