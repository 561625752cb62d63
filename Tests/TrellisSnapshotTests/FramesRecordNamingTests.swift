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

/// A scroll view's record: its content size and offset; its content's
/// frames in content coordinates, absolute frames on screen.
final class FramesRecordScrollTests: XCTestCase {
    func testScrollViewsRecordContentSizeAndOffset() {
        let window = UIWindow(width: 320, height: 480, scale: 2)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.accessibilityIdentifier = "scroll"
        let box = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 50))
        box.accessibilityIdentifier = "box"
        scroll.addSubview(box)
        window.rootView.addSubview(scroll)
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        let text = FramesRecord.json(window: window, views: FramesRecord.namedViews(window.rootView)).render()
        XCTAssertTrue(text.contains("\"contentSize\""), text)
        let data = Data(text.utf8)
        let object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        let views = object["views"] as! [[String: Any]]
        let scrollRecord = views.first { $0["id"] as? String == "scroll" }!
        XCTAssertEqual((scrollRecord["contentOffset"] as! [String: Any])["y"] as? Double, 400)
        XCTAssertEqual((scrollRecord["contentSize"] as! [String: Any])["height"] as? Double, 1000)
        let boxRecord = views.first { $0["id"] as? String == "box" }!
        XCTAssertEqual((boxRecord["frame"] as! [String: Any])["y"] as? Double, 600)
        XCTAssertEqual((boxRecord["absoluteFrame"] as! [String: Any])["y"] as? Double, 200)
    }
}
