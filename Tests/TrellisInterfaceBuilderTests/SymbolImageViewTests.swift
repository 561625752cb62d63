import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Image views showing an SF Symbol at the default configuration: the
/// alignment rectangle constraints place is the line the symbol aligns
/// with, the stored frame the glyph inside it (docs/INTERFACE-BUILDER.md,
/// "SF Symbol image views"). Files written by hand, frames computed from
/// the rule: a glyph `d` points shorter than its alignment rectangle has
/// its frame's top `1/6 - d/2` below the rectangle's, the edges then
/// aligned to the 3× device's pixels (circle.fill at 20: 20.75...37.583
/// becomes 20.667...37.667; chevron.right at 100: 101.917...118.417
/// becomes 102...118.333).
final class SymbolImageViewTests: XCTestCase {
    /// A 390 × 844 xib view (`tools`, symbol resources `side` points large)
    /// holding, each with its constraints:
    /// - A, `circle.fill` 18 × 18 at 20, 20 (the circle family: 7/6
    ///   shorter), and a 10-point view 8 below A;
    /// - B, `chevron.right` at 100, 100 with no size constraint, stored
    ///   12.5 × 16.5 (3.5 shorter: a 20-point rectangle), and a view 8
    ///   below B;
    /// - C, `star` (not measured) 24 × 24 at 20, 200;
    /// - D, `circle.fill` 18 × 18 at 20, 250 at the small scale (not
    ///   measured);
    /// - E, `chevron.left` (chevron.right's mirror) 20 × 30 at 20, 300;
    /// - F, `plus.circle.fill` at the large scale, 34 × 34 at 20, 400.5
    ///   (the large circle: 6 taller, its top 1/6 - 3 below);
    /// - G, `circle.fill` 18 × 18 at 20, 450, weight bold (not measured);
    /// - H, `chevron.down` 20 × 20 at 20, 500.5, its image's medium scale
    ///   in a view configured small (10 shorter, its top 1/6 + 5 below).
    func frames(tools: String = "21701", side: Int = 128) throws -> [String: String] {
        let long = side, short = side * 123 / 128, narrow = side * 97 / 128
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Sym-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-aa-002">
                                <rect key="frame" x="20" y="20.666666666666668" width="18" height="16.666666666666664"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="18" id="Sym-aw-003"/>
                                    <constraint firstAttribute="height" constant="18" id="Sym-ah-004"/>
                                </constraints>
                            </imageView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-av-005">
                                <rect key="frame" x="20" y="46" width="100" height="10"/>
                            </view>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-bb-006">
                                <rect key="frame" x="100" y="102" width="12.5" height="16.5"/>
                                <imageReference key="image" image="chevron.right" catalog="system"/>
                            </imageView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-bv-007">
                                <rect key="frame" x="100" y="128" width="100" height="10"/>
                            </view>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-cc-008">
                                <rect key="frame" x="20" y="200" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24" id="Sym-cw-009"/>
                                    <constraint firstAttribute="height" constant="24" id="Sym-ch-010"/>
                                </constraints>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-dd-011">
                                <rect key="frame" x="20" y="250" width="18" height="18"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="18" id="Sym-dw-012"/>
                                    <constraint firstAttribute="height" constant="18" id="Sym-dh-013"/>
                                </constraints>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small"/>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.left" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-ee-014">
                                <rect key="frame" x="20" y="302" width="20" height="26.5"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="Sym-ew-015"/>
                                    <constraint firstAttribute="height" constant="30" id="Sym-eh-016"/>
                                </constraints>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-ff-035">
                                <rect key="frame" x="20" y="397.66666666666669" width="34" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="34" id="Sym-fw-036"/>
                                    <constraint firstAttribute="height" constant="34" id="Sym-fh-037"/>
                                </constraints>
                                <imageReference key="image" image="plus.circle.fill" catalog="system" symbolScale="large"/>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="circle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-gg-040">
                                <rect key="frame" x="20" y="450" width="18" height="18"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="18" id="Sym-gw-041"/>
                                    <constraint firstAttribute="height" constant="18" id="Sym-gh-042"/>
                                </constraints>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="bold"/>
                            </imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="Sym-hh-045">
                                <rect key="frame" x="20" y="505.66666666666669" width="20" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="Sym-hw-046"/>
                                    <constraint firstAttribute="height" constant="20" id="Sym-hh-047"/>
                                </constraints>
                                <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="regular"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Sym-hh-045" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="500.5" id="Sym-c23-048"/>
                            <constraint firstItem="Sym-hh-045" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c24-049"/>
                            <constraint firstItem="Sym-ff-035" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="400.5" id="Sym-c19-038"/>
                            <constraint firstItem="Sym-ff-035" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c20-039"/>
                            <constraint firstItem="Sym-gg-040" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="450" id="Sym-c21-043"/>
                            <constraint firstItem="Sym-gg-040" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c22-044"/>
                            <constraint firstItem="Sym-aa-002" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="20" id="Sym-c01-017"/>
                            <constraint firstItem="Sym-aa-002" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c02-018"/>
                            <constraint firstItem="Sym-av-005" firstAttribute="top" secondItem="Sym-aa-002" secondAttribute="bottom" constant="8" id="Sym-c03-019"/>
                            <constraint firstItem="Sym-av-005" firstAttribute="leading" secondItem="Sym-aa-002" secondAttribute="leading" id="Sym-c04-020"/>
                            <constraint firstItem="Sym-av-005" firstAttribute="width" constant="100" id="Sym-c05-021"/>
                            <constraint firstItem="Sym-av-005" firstAttribute="height" constant="10" id="Sym-c06-022"/>
                            <constraint firstItem="Sym-bb-006" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="100" id="Sym-c07-023"/>
                            <constraint firstItem="Sym-bb-006" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="100" id="Sym-c08-024"/>
                            <constraint firstItem="Sym-bv-007" firstAttribute="top" secondItem="Sym-bb-006" secondAttribute="bottom" constant="8" id="Sym-c09-025"/>
                            <constraint firstItem="Sym-bv-007" firstAttribute="leading" secondItem="Sym-bb-006" secondAttribute="leading" id="Sym-c10-026"/>
                            <constraint firstItem="Sym-bv-007" firstAttribute="width" constant="100" id="Sym-c11-027"/>
                            <constraint firstItem="Sym-bv-007" firstAttribute="height" constant="10" id="Sym-c12-028"/>
                            <constraint firstItem="Sym-cc-008" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="200" id="Sym-c13-029"/>
                            <constraint firstItem="Sym-cc-008" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c14-030"/>
                            <constraint firstItem="Sym-dd-011" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="250" id="Sym-c15-031"/>
                            <constraint firstItem="Sym-dd-011" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c16-032"/>
                            <constraint firstItem="Sym-ee-014" firstAttribute="top" secondItem="Sym-rt-001" secondAttribute="top" constant="300" id="Sym-c17-033"/>
                            <constraint firstItem="Sym-ee-014" firstAttribute="leading" secondItem="Sym-rt-001" secondAttribute="leading" constant="20" id="Sym-c18-034"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="chevron.left" catalog="system" width="\(narrow)" height="\(long)"/>
                    <image name="chevron.right" catalog="system" width="\(narrow)" height="\(long)"/>
                    <image name="chevron.down" catalog="system" width="\(long)" height="\(side * 70 / 128)"/>
                    <image name="circle.fill" catalog="system" width="\(long)" height="\(short)"/>
                    <image name="plus.circle.fill" catalog="system" width="\(long)" height="\(side * 121 / 128)"/>
                    <image name="star" catalog="system" width="\(long)" height="\(side * 116 / 128)"/>
                </resources>
            </document>
            """
        return try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: text, file: "symbols.xib"))
    }

    /// A glyph constrained in size: the constraints size the alignment
    /// rectangle, the frame is the glyph, as Xcode 13 stores a
    /// `circle.fill` constrained 18 × 18 (order-app-uikit: 18 × 16.667,
    /// a point below the constrained top). The next view follows the
    /// rectangle, not the frame.
    func testConstraintsSizeTheLineTheGlyphSitsIn() throws {
        let f = try frames()
        XCTAssertEqual(f["Sym-aa-002"], "20,20.667,18,17")
        XCTAssertEqual(f["Sym-av-005"], "20,46,100,10")
        XCTAssertEqual(f["Sym-ee-014"], "20,302,20,26.333", "chevron.left measures as chevron.right")
    }

    /// The circle family at the large scale: the constraints size the
    /// line, the glyph is 6 points taller (dashpay's 34 × 34 stored 40).
    func testLargeCircleOutgrowsItsLine() throws {
        XCTAssertEqual(try frames()["Sym-ff-035"], "20,397.667,34,40")
    }

    /// The image's own scale wins over the view's configuration, as
    /// NetNewsWire's `chevron.down` (tools 24506) is stored as the medium
    /// glyph, 10 short of its 39-point constraint, in a view set small.
    func testImageScaleWinsOverTheViewConfiguration() throws {
        XCTAssertEqual(try frames()["Sym-hh-045"], "20,505.667,20,10")
    }

    /// A glyph sized by its content keeps its stored frame (its intrinsic
    /// size is the 20-point line), lower than the constrained top by the
    /// glyph's offset in the line; the next view is 8 below the line.
    func testContentSizedGlyphKeepsItsStoredSize() throws {
        let f = try frames()
        XCTAssertEqual(f["Sym-bb-006"], "100,102,12.667,16.333")
        XCTAssertEqual(f["Sym-bv-007"], "100,128,100,10")
    }

    /// Bounded: a symbol not measured, configurations not measured (the
    /// small scale, a bold weight), and
    /// the symbols of Xcode 11.0–11.3 (64-point resources, SF Symbols 1)
    /// that its own table doesn't hold have their frames as alignment
    /// rectangles; the SF Symbols 1 circle is a point short, not 7/6
    /// (``FirstGenerationSymbolTests``).
    func testUnmeasuredConfiguredAndOldSymbolsKeepTheirFrames() throws {
        let f = try frames()
        XCTAssertEqual(f["Sym-cc-008"], "20,200,24,24")
        XCTAssertEqual(f["Sym-dd-011"], "20,250,18,18")
        XCTAssertEqual(f["Sym-gg-040"], "20,450,18,18")
        let old = try frames(tools: "15505", side: 64)
        XCTAssertEqual(old["Sym-aa-002"], "20,20.667,18,17")
        XCTAssertEqual(old["Sym-av-005"], "20,46,100,10")
        XCTAssertEqual(old["Sym-ee-014"], "20,300,20,30")
    }

    /// The metrics: the circle family by suffix, mirrors, unknown names.
    func testMetricsTable() {
        XCTAssertEqual(IBSymbolMetrics.heightDelta("xmark.circle.fill"), -7.0 / 6)
        XCTAssertEqual(IBSymbolMetrics.heightDelta("info.circle"), -7.0 / 6)
        XCTAssertEqual(IBSymbolMetrics.heightDelta("arrow.left"), -5)
        XCTAssertNil(IBSymbolMetrics.heightDelta("applelogo"))
        XCTAssertEqual(IBSymbolMetrics.heightDelta("chevron.down"), -10)
        XCTAssertNil(IBSymbolMetrics.heightDelta("chevron.up"))
        XCTAssertEqual(IBSymbolMetrics.heightDelta("checkmark.circle.fill", large: true), 6)
        XCTAssertNil(IBSymbolMetrics.heightDelta("chevron.right", large: true))
        let i = IBSymbolMetrics.insets("chevron.right")!
        XCTAssertEqual(Double(i.top), -(1.0 / 6 + 1.75), accuracy: 1e-9)
        XCTAssertEqual(Double(i.top + i.bottom), -3.5, accuracy: 1e-9)
    }
}
