import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// A root stored as the whole screen under an opaque navigation bar
/// (`translucent="NO"`) is laid out below the bar, as UIKit lays out a
/// controller's view when `extendedLayoutIncludesOpaqueBars` is false (its
/// documented default, UIViewController) and as Xcode stores its views
/// (docs/INTERFACE-BUILDER.md, "Roots stored whole under opaque bars").
/// Hand-written, Xcode 12.4 (17506) on the 414 × 896 phone (a 44-point
/// status bar): a navigation controller with an opaque bar whose root,
/// stored 414 × 896 at 0, 0, holds a box pinned to the safe area's top, a
/// box centred in the root and a box pinned to the safe area's bottom, as
/// an App Brewery Flash Chat copy stores its screens (the safe area's top
/// at 0, the centre at 808 / 2, the bottom at 808 − 34); the same root
/// with `extendedLayoutIncludesOpaqueBars="YES"` reaches under the bar and
/// keeps the whole screen.
final class OpaqueBarWholeRootTests: XCTestCase {
    typealias D = IBTestDocument

    func document(extended: Bool) throws -> IBDocument {
        let root = D.viewController("Obw-vc", root: "Obw-rv", (0, 0, 414, 896), safeArea: "Obw-sa", subviews: [
            D.box("Obw-top", (0, 0, 414, 100), height: 100, ids: ["Obw-h1"]),
            D.box("Obw-mid", (0, 379, 414, 50), height: 50, ids: ["Obw-h2"]),
            D.box("Obw-bot", (0, 714, 414, 60), height: 60, ids: ["Obw-h3"]),
        ], constraints: [
            D.constraint("Obw-top", "top", "Obw-sa", "top", id: "Obw-c1"),
            D.constraint("Obw-top", "leading", "Obw-rv", "leading", id: "Obw-c2"),
            D.constraint(nil, "trailing", "Obw-top", "trailing", id: "Obw-c3"),
            D.constraint("Obw-mid", "centerY", "Obw-rv", "centerY", id: "Obw-c4"),
            D.constraint("Obw-mid", "leading", "Obw-rv", "leading", id: "Obw-c5"),
            D.constraint(nil, "trailing", "Obw-mid", "trailing", id: "Obw-c6"),
            D.constraint("Obw-sa", "bottom", "Obw-bot", "bottom", id: "Obw-c7"),
            D.constraint("Obw-bot", "leading", "Obw-rv", "leading", id: "Obw-c8"),
            D.constraint(nil, "trailing", "Obw-bot", "trailing", id: "Obw-c9"),
        ])
        let controller = extended
            ? root.replacingOccurrences(of: "<viewController id=\"Obw-vc\"", with: "<viewController extendedLayoutIncludesOpaqueBars=\"YES\" id=\"Obw-vc\"")
            : root
        let bar = [#"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Obw-nb">"#,
                   D.frame(0, 44, 414, 44), "</navigationBar>"].joined(separator: "\n")
        let navigation = D.navigationController("Obw-nc", root: "Obw-vc", segue: "Obw-sg")
            .replacingOccurrences(of: "sceneMemberID=\"viewController\">", with: "sceneMemberID=\"viewController\">\n" + bar)
        let text = D.storyboard(toolsVersion: 17506, device: "retina6_1", scenes: [
            D.scene("Obw-nsc", controller: navigation), D.scene("Obw-sc", controller: controller),
        ])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "opaque-root.storyboard")
    }

    func boxes(extended: Bool) throws -> [String?] {
        let doc = try document(extended: extended)
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Obw-vc" })
        let f = try frames(of: try doc.imported(scene))
        return ["Obw-top", "Obw-mid", "Obw-bot"].map { f[$0] }
    }

    func testAWholeScreenRootIsLaidOutBelowAnOpaqueBar() throws {
        // The root is 896 − 44 − 44 = 808 high below the bar: the safe
        // area's top at 0, the centre at 404, the bottom inset the home
        // indicator's 34.
        XCTAssertEqual(try boxes(extended: false), ["0,0,414,100", "0,379,414,50", "0,714,414,60"])
    }

    func testExtendedLayoutUnderOpaqueBarsKeepsTheWholeScreen() throws {
        // Under the bar as under a translucent one: the safe area's top at
        // 44 + 44, the centre at 448, the bottom 34 above the screen's.
        XCTAssertEqual(try boxes(extended: true), ["0,88,414,100", "0,423,414,50", "0,802,414,60"])
    }
}
