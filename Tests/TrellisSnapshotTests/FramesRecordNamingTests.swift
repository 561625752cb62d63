import XCTest
import TrellisLayout
@testable import TrellisSnapshot

/// Views built in code are named in frames records by their
/// `accessibilityIdentifier`, else by a path of class and index among
/// same-class siblings under the nearest named ancestor, so adding a view
/// doesn't rename the others.
final class FramesRecordNamingTests: XCTestCase {
    func testIdentifiersFirstThenStablePaths() {
        let root = UIView()
        let card = UIView()
        card.accessibilityIdentifier = "card"
        let title = UILabel(), subtitle = UILabel(), icon = UIView()
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(icon)
        card.addSubview(subtitle)
        let names = FramesRecord.namedViews(root).map(\.id)
        XCTAssertEqual(names, ["UIView", "card", "card/UILabel[0]", "card/UIView[0]", "card/UILabel[1]"])

        // A new view of another class, even first, renames nothing.
        card.insertSubview(UIView(), at: 0)
        let after = FramesRecord.namedViews(root).map(\.id)
        XCTAssertEqual(after, ["UIView", "card", "card/UIView[0]", "card/UILabel[0]", "card/UIView[1]", "card/UILabel[1]"])
        XCTAssertEqual(Set(names.filter { $0.contains("UILabel") }), Set(after.filter { $0.contains("UILabel") }))
    }

    func testDuplicateIdentifiersStayDistinct() {
        let root = UIView()
        for _ in 0..<2 {
            let v = UIView()
            v.accessibilityIdentifier = "row"
            root.addSubview(v)
        }
        XCTAssertEqual(FramesRecord.namedViews(root).map(\.id), ["UIView", "row", "row~2"])
    }
}
