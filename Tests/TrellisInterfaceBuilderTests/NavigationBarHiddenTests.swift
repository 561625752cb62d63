import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `navigationBarHidden="YES"` on a navigation controller
/// (UINavigationController's `isNavigationBarHidden`; Apple: "A Boolean
/// value that indicates whether the navigation bar is hidden"): its root
/// and the controllers pushed onto its stack sit under no navigation bar
/// (docs/INTERFACE-BUILDER.md, "Bars"). Hand-written: a navigation
/// controller whose root pushes a second screen; each screen's box is
/// pinned to its top layout guide, as artsy's Eidolon stores its Kiosk
/// fulfillment screens (tools 13771: labels pinned to the guide at y 20 +
/// their constants, not 64 +), and a third screen is pushed from a stack
/// whose bar shows.
final class NavigationBarHiddenTests: XCTestCase {
    typealias D = IBTestDocument

    /// A screen under its top layout guide: a box 50 high, 10 below the
    /// guide, across the root; `next`: the screen it pushes.
    func controller(_ id: String, next: String? = nil) -> String {
        D.scene("\(id)-sc", controller: D.viewController(
            id, guides: (top: "\(id)-tg", bottom: "\(id)-bg"), root: "\(id)-rv", (0, 0, 375, 667),
            subviews: [D.box("\(id)-bx", (0, 30, 375, 50), height: 50, ids: ["\(id)-c4"])],
            constraints: [D.constraint("\(id)-bx", "top", "\(id)-tg", "bottom", constant: 10, id: "\(id)-c1"),
                          D.constraint("\(id)-bx", "leading", "\(id)-rv", "leading", id: "\(id)-c2"),
                          D.constraint(nil, "trailing", "\(id)-bx", "trailing", id: "\(id)-c3")],
            after: D.connections(next.map { [D.segue(to: $0, kind: "push", id: "\(id)-sg")] } ?? [])))
    }

    func navigation(_ id: String, root: String, hidden: Bool) -> String {
        D.scene("\(id)-sc", controller: D.navigationController(id, root: root, segue: "\(id)-sg", navigationBarHidden: hidden))
    }

    func document(hidden: Bool) throws -> IBDocument {
        let text = D.storyboard(toolsVersion: 13771, appearance: nil, safeAreas: false, scenes: [
            navigation("Nbh-nc", root: "Nbh-root", hidden: hidden),
            controller("Nbh-root", next: "Nbh-next"),
            controller("Nbh-next"),
            navigation("Nbh-shown", root: "Nbh-other", hidden: false),
            controller("Nbh-other", next: "Nbh-third"),
            controller("Nbh-third"),
        ])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "hidden-bar.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testAHiddenNavigationBarGivesItsStackNoBar() throws {
        let doc = try document(hidden: true)
        XCTAssertEqual(doc.scene("Nbh-root")?.topBars, 0)
        XCTAssertEqual(doc.scene("Nbh-next")?.topBars, 0)    // pushed: the bar stays hidden
        XCTAssertEqual(try box(doc, "Nbh-root"), "0,30,375,50")   // 20 (status bar) + 10
        XCTAssertEqual(try box(doc, "Nbh-next"), "0,30,375,50")
        // Another stack in the same storyboard keeps its bar.
        XCTAssertEqual(doc.scene("Nbh-other")?.topBars, 44)
        XCTAssertEqual(doc.scene("Nbh-third")?.topBars, 44)
        XCTAssertEqual(try box(doc, "Nbh-third"), "0,74,375,50")  // 20 + 44 + 10
    }

    func testWithoutTheAttributeTheBarShows() throws {
        let doc = try document(hidden: false)
        XCTAssertEqual(doc.scene("Nbh-root")?.topBars, 44)
        XCTAssertEqual(doc.scene("Nbh-next")?.topBars, 44)
        XCTAssertEqual(try box(doc, "Nbh-root"), "0,74,375,50")
    }
}
