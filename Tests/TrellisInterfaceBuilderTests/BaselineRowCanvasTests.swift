import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// How Xcode's canvas bounds and places a baseline-aligned row of a
/// horizontal stack (docs/INTERFACE-BUILDER.md, "Baseline-aligned rows on
/// the canvas"): only the first arranged view is kept inside the stack on
/// the side away from the aligned baseline (later views may poke out
/// above a first-baseline row, UIKit's rdar://32291130), and a
/// first-baseline row sits at the bottom of a taller stack. Files written
/// by hand; frames computed by hand. The first-baseline rows hold two
/// text fields of one font, 20 and 40 high: a field's line is centred, so
/// the taller one's baselines sit 10 lower below its top and it reaches
/// 10 above and 10 below the shorter one. The last-baseline row holds
/// plain boxes, whose last baselines are their bottoms (a view without
/// text; its first baseline is its top, Apple's `forFirstBaselineLayout`).
final class BaselineRowCanvasTests: XCTestCase {
    /// A horizontal stack at (20, 100) on a 375-point screen holding a
    /// 50 × 20 view and then a 50 × 40 view (`element`: plain views or
    /// text fields); `height` adds a height constraint to the stack.
    func rowFrames(alignment: String, element: String = "view", height: String? = nil) throws -> [String: String] {
        let extra = element == "textField" ? #"borderStyle="roundedRect" "# : ""
        let font = element == "textField" ? #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"# : ""
        func open(_ id: String, _ x: Int, _ y: Int, _ h: Int) -> String {
            #"<\#(element) contentMode="scaleToFill" \#(extra)translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#
                + #"<rect key="frame" x="\#(x)" y="\#(y)" width="50" height="\#(h)"/>"#
        }
        let heightConstraint = height.map {
            #"<constraint firstItem="Brc-st-002" firstAttribute="height" constant="\#($0)" id="Brc-c9-012"/>"#
        } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Brc-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="Brc-st-002">
                                <rect key="frame" x="20" y="100" width="100" height="20"/>
                                <subviews>
                                    \(open("Brc-aa-003", 0, 0, 20))
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="Brc-c1-004"/>
                                            <constraint firstAttribute="height" constant="20" id="Brc-c2-005"/>
                                        </constraints>
                                        \(font)
                                    </\(element)>
                                    \(open("Brc-bb-006", 50, element == "textField" ? -10 : -20, 40))
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="Brc-c3-007"/>
                                            <constraint firstAttribute="height" constant="40" id="Brc-c4-008"/>
                                        </constraints>
                                        \(font)
                                    </\(element)>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Brc-st-002" firstAttribute="leading" secondItem="Brc-rt-001" secondAttribute="leading" constant="20" id="Brc-c5-009"/>
                            <constraint firstItem="Brc-st-002" firstAttribute="top" secondItem="Brc-rt-001" secondAttribute="top" constant="100" id="Brc-c6-010"/>
                            \(heightConstraint)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        return try frames(of: try importedScene(xml: xml, file: "row.xib"))
    }

    /// Esri's query form (tools 17506: a field and a button poke 7 and 6
    /// points above a label-first row) and WooCommerce's account screen
    /// (21225: a button 4.5 above): the stack starts at the first view's
    /// top and ends at the lowest bottom, so the taller later box pokes
    /// out above it.
    /// Here the taller field pokes out 10 above, the stack 30 high.
    func testOnlyTheFirstViewBoundsTheTopOfAFirstBaselineRow() throws {
        let f = try rowFrames(alignment: "firstBaseline", element: "textField")
        XCTAssertEqual(f["Brc-st-002"], "20,100,100,30")
        XCTAssertEqual(f["Brc-aa-003"], "0,0,50,20")
        XCTAssertEqual(f["Brc-bb-006"], "50,-10,50,40")
    }

    /// Corona-Warn-App's list item (17701: a row 18 high at y 179 of a
    /// 197-point stack), Nordic's and WooCommerce's cells: a first-baseline
    /// row sits at the bottom of a taller stack.
    /// Here the lowest bottom, the taller field's (10 below the shorter
    /// one's), sits at the stack's.
    func testAFirstBaselineRowSitsAtTheBottomOfATallerStack() throws {
        let f = try rowFrames(alignment: "firstBaseline", element: "textField", height: "100")
        XCTAssertEqual(f["Brc-st-002"], "20,100,100,100")
        XCTAssertEqual(f["Brc-aa-003"], "0,70,50,20")
        XCTAssertEqual(f["Brc-bb-006"], "50,60,50,40")
    }

    /// The mirror for last baselines (Pocket Casts' list summary, 23094: a
    /// button 28 high from the top of a 20-point row whose first view ends
    /// at its bottom): the row sits at the top, and every view stays below
    /// the stack's top.
    func testALastBaselineRowSitsAtTheTopOfATallerStack() throws {
        let f = try rowFrames(alignment: "lastBaseline", height: "100")
        XCTAssertEqual(f["Brc-aa-003"], "0,20,50,20")
        XCTAssertEqual(f["Brc-bb-006"], "50,0,50,40")
    }

    /// At run time (a layout file, no canvas frames) Trellis keeps every
    /// view inside the stack and the row at the top (docs/LAYOUT.md,
    /// "Baselines").
    func testRunTimeKeepsEveryViewInsideAndTheRowAtTheTop() throws {
        let text = """
            root:
              subviews:
                - id: row
                  type: stackView
                  alignment: firstBaseline
                  subviews:
                    - {id: a, type: textField}
                    - {id: b, type: textField}
            constraints:
              - row.leading == root.leading + 20
              - row.top == root.top + 100
              - row.height == 100
              - a.width == 50
              - a.height == 20
              - b.width == 50
              - b.height == 40
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "row.yaml"))
        layout.window.layoutIfNeeded()
        // Text fields of one font, 20 and 40 high: the taller one's centred
        // line sits 10 lower below its top, so the shorter one starts 10
        // down and the row (0...40) sits at the top of the 100-point stack.
        XCTAssertEqual(layout.view("a").map { describe($0.frame) }, "0,10,50,20")
        XCTAssertEqual(layout.view("b").map { describe($0.frame) }, "50,0,50,40")
    }
}
