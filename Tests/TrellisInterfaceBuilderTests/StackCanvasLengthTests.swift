import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// Xcode's canvas keeps the stored length of an arranged view that only
/// the stack's low-priority fitting would size (UIKit's
/// `UISV-ambiguity-suppression`, length == 0 at 25), and the stored size of
/// a stack with no arranged subviews (its `UISV-canvas-fit`, 0 at 49).
/// Rule, observed: docs/INTERFACE-BUILDER.md, "Stacks, scroll views and
/// other containers" (12 such views in 9 repositories stored at their
/// designed lengths, none at 0). At run time (no canvas frame) UIKit's
/// zero stays.
final class StackCanvasLengthTests: XCTestCase {
    /// A vertical stack 20 below the root's top, full width: a 40-high box,
    /// a plain view nothing sizes (designed 60 high), an empty horizontal
    /// stack (designed 50 high) and a 30-high box.
    let xml = Doc.xib(toolsVersion: 21701, objects: [
        Doc.view("Scl-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Scl-sk-002", (0, 20, 375, 180), axis: "vertical", arranged: [
                Doc.box("Scl-a1-003", (0, 0, 375, 40), height: 40, ids: ["Scl-c01"]),
                Doc.view("Scl-fr-004", (0, 40, 375, 60)),
                Doc.stackView("Scl-em-005", (0, 100, 375, 50), spacing: 8, arranged: []),
                Doc.box("Scl-b2-006", (0, 150, 375, 30), height: 30, ids: ["Scl-c02"]),
            ]),
        ], constraints: [
            Doc.constraint("Scl-sk-002", "leading", "Scl-rt-001", "leading", id: "Scl-c03"),
            Doc.constraint(nil, "trailing", "Scl-sk-002", "trailing", id: "Scl-c04"),
            Doc.constraint("Scl-sk-002", "top", "Scl-rt-001", "top", constant: 20, id: "Scl-c05"),
        ]),
    ])

    func testTheCanvasKeepsDesignedLengths() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "stack.xib"))
        XCTAssertEqual(f["Scl-fr-004"], "0,40,375,60")
        XCTAssertEqual(f["Scl-em-005"], "0,100,375,50")
        XCTAssertEqual(f["Scl-b2-006"], "0,150,375,30")
        XCTAssertEqual(f["Scl-sk-002"], "0,20,375,180")
    }

    /// A designed length that isn't open moves nothing: the plain view's
    /// height fixed at 10 and the stack's at 130 win over the stored 60 and
    /// 180 (canvas lengths only replace UIKit's zeros, at their priorities).
    func testConstraintsStillWin() throws {
        let fixed = xml
            .replacingOccurrences(of: "id=\"Scl-fr-004\">", with: """
                id="Scl-fr-004"><constraints><constraint firstAttribute="height" constant="10" id="Scl-c06"/></constraints>
                """)
            .replacingOccurrences(of: "<constraint firstItem=\"Scl-sk-002\" firstAttribute=\"leading\"", with: """
                <constraint firstItem="Scl-sk-002" firstAttribute="height" constant="130" id="Scl-c07"/>
                <constraint firstItem="Scl-sk-002" firstAttribute="leading"
                """)
        XCTAssertEqual(fixed.components(separatedBy: "Scl-c0").count, xml.components(separatedBy: "Scl-c0").count + 2)
        let f = try frames(of: try importedScene(xml: fixed, file: "stack.xib"))
        XCTAssertEqual(f["Scl-fr-004"], "0,40,375,10")
        XCTAssertEqual(f["Scl-em-005"], "0,50,375,50")
        XCTAssertEqual(f["Scl-b2-006"], "0,100,375,30")
        XCTAssertEqual(f["Scl-sk-002"], "0,20,375,130")
    }

    /// The same arrangement as a layout file without canvas frames (UIKit
    /// at run time), the stack 70 high: the free view and the empty stack
    /// fit to zero.
    func testRunTimeStacksStillSuppressToZero() throws {
        let text = """
            canvas: {width: 375, height: 667}
            root:
              subviews:
                - id: stack
                  type: stackView
                  axis: vertical
                  subviews:
                    - {id: a}
                    - {id: free}
                    - {id: empty, type: stackView, spacing: 8}
                    - {id: b}
            constraints:
              - stack.leading == root.leading
              - stack.trailing == root.trailing
              - stack.top == root.top + 20
              - stack.height == 70
              - a.height == 40
              - b.height == 30
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "stack.yaml"))
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view("free").map { describe($0.frame) }, "0,40,375,0")
        XCTAssertEqual(layout.view("empty").map { describe($0.frame) }, "0,40,375,0")
        XCTAssertEqual(layout.view("b").map { describe($0.frame) }, "0,40,375,30")
        XCTAssertEqual(layout.view("stack").map { describe($0.frame) }, "0,20,375,70")
    }
}
