import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A `show` segue from a tab's controller that is in no navigation stack
/// presents its destination modally (Apple, `show(_:sender:)`: "If the
/// targetViewController(forAction:sender:) method returns nil, this method
/// uses the window's root view controller to present vc modally"), over the
/// tab bar. Xcode 10 and later lay the destination out without the tab bar;
/// Xcode 8.3 carried the bar along (docs/INTERFACE-BUILDER.md, "Shown from a
/// tab outside a navigation stack"). Hand-written: a tab bar controller
/// with a plain tab and a navigation tab; each tab's controller shows a
/// screen whose box is pinned to its bottom layout guide.
final class ShowFromTabTests: XCTestCase {
    typealias D = IBTestDocument

    /// A screen with a box 100 high 8 above its bottom layout guide,
    /// across the root; `next`: the screen it shows.
    func controller(_ id: String, next: String? = nil) -> String {
        D.scene("\(id)-sc", controller: D.viewController(
            id, guides: (top: "\(id)-tg", bottom: "\(id)-bg"), root: "\(id)-rv", (0, 0, 375, 667),
            subviews: [D.box("\(id)-bx", (0, 500, 375, 100), height: 100, ids: ["\(id)-c0"])],
            constraints: [D.constraint("\(id)-bg", "top", "\(id)-bx", "bottom", constant: 8, id: "\(id)-c1"),
                          D.constraint("\(id)-bx", "leading", "\(id)-rv", "leading", id: "\(id)-c2"),
                          D.constraint(nil, "trailing", "\(id)-bx", "trailing", id: "\(id)-c3")],
            after: D.connections(next.map { [D.segue(to: $0, kind: "show", id: "\(id)-sg")] } ?? [])))
    }

    func document(tools: String) throws -> IBDocument {
        let text = D.storyboard(toolsVersion: tools, appearance: nil, safeAreas: false, scenes: [
            D.scene("Sft-tb-sc", controller: D.tabBarController("Sft-tb", tabs: [("Sft-home", "Sft-tb-s1"), ("Sft-nc", "Sft-tb-s2")])),
            D.scene("Sft-nc-sc", controller: D.navigationController("Sft-nc", root: "Sft-list", segue: "Sft-nc-sg")),
            controller("Sft-home", next: "Sft-shown"),
            controller("Sft-shown"),
            controller("Sft-list", next: "Sft-pushed"),
            controller("Sft-pushed"),
        ])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "show.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    /// Xcode 10 on: the shown screen is a modal presentation, no tab bar
    /// (a hackathon fitness app's video chat, tools 14113; a cat-translator
    /// app's emotion screen, tools 23504). The tab
    /// itself and a screen pushed inside the navigation tab keep the bar.
    func testAScreenShownFromATabOutsideANavigationStackHasNoTabBar() throws {
        for tools in ["14113", "15505", "23504"] {
            let doc = try document(tools: tools)
            XCTAssertEqual(doc.scene("Sft-home")?.bottomBars, 49, "tools \(tools)")
            XCTAssertEqual(doc.scene("Sft-shown")?.bottomBars, 0, "tools \(tools)")
            XCTAssertEqual(doc.scene("Sft-pushed")?.bottomBars, 49, "tools \(tools)")
            // 667 − 8 − 100 without the bar; 667 − 49 − 8 − 100 with it.
            XCTAssertEqual(try box(doc, "Sft-shown"), "0,559,375,100", "tools \(tools)")
            XCTAssertEqual(try box(doc, "Sft-pushed"), "0,510,375,100", "tools \(tools)")
        }
    }

    /// Xcode 8.3 keeps the tab bar on the shown screen: ExploreWorld (tools
    /// 12121) stores its club screens' buttons 8 above the bottom layout
    /// guide ending at 610 = 667 − 49 − 8.
    func testXcode8CarriesTheTabBarAlong() throws {
        let doc = try document(tools: "12121")
        XCTAssertEqual(doc.scene("Sft-shown")?.bottomBars, 49)
        XCTAssertEqual(try box(doc, "Sft-shown"), "0,510,375,100")
    }
}
