import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Names for views whose ids differ only in punctuation: Interface Builder
/// takes any characters in an id, and `a-1`, `a.1`, `a:1` all become
/// `a_1`. The fallback appended "_" until a name was free, retrying every
/// earlier name: 9,000 such views ran for minutes.
final class IBNamesTests: XCTestCase {
    func testFreeNamesAreTheLoopsThenNumbered() {
        var free = Underscored()
        var taken: Set<String> = ["a_1"]
        var got: [String] = []
        for _ in 0..<6 {
            let n = free.free("a_1", in: taken)
            taken.insert(n)
            got.append(n)
        }
        XCTAssertEqual(got, ["a_1_", "a_1__", "a_1___", "a_1_4", "a_1_5", "a_1_6"])
        // A name taken meanwhile by someone else is skipped.
        taken.insert("a_1_8")
        XCTAssertEqual(free.free("a_1", in: taken), "a_1_7")
        taken.insert("a_1_7")
        XCTAssertEqual(free.free("a_1", in: taken), "a_1_9")
    }

    static func storyboard(ids: [String]) -> String {
        var views = ""
        for id in ids {
            views += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n"
        }
        var constraints = ""
        for (k, id) in ids.enumerated() {
            constraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"10\" id=\"\(id)#\(k % 2)\"/>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <scenes><scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews>
            \(views)</subviews><constraints>
            \(constraints)</constraints></view></viewController></objects></scene></scenes></document>

            """
    }

    /// The fallback's cost counted, not timed: each call asks about the
    /// name the last one gave (taken since) and the next, 2 n questions for
    /// n names, where retrying every earlier name asked n * (n + 1) / 2.
    func testEachFreeNameIsAskedAboutOnce() {
        var free = Underscored()
        var taken: Set<String> = ["x_"]
        var questions = 0
        for _ in 0..<2000 {
            let name = free.free("x_") { questions += 1; return taken.contains($0) }
            taken.insert(name)
        }
        XCTAssertEqual(taken.count, 2001)
        XCTAssertEqual(questions, 2 * 2000)
    }

    /// Untimed: the cost is counted by testEachFreeNameIsAskedAboutOnce.
    func testIdsDifferingInPunctuationGetShortUniqueNames() throws {
        let marks = Array("-.:/,;!~")
        var ids: [String] = []
        for a in marks { for b in marks { for c in marks { ids.append("x\(a)\(b)\(c)") } } }
        let text = Self.storyboard(ids: Array(ids.prefix(500)))
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Punctuation.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        let names = Set(imported.names.values)
        XCTAssertEqual(names.count, 501)
        XCTAssertTrue(names.contains("x___"), "\(names.sorted().prefix(5))")
        XCTAssertTrue(names.contains("x____"))
        XCTAssertTrue(names.contains("x____499"), "\(names.sorted().suffix(5))")
        XCTAssertLessThanOrEqual(names.map(\.count).max() ?? 0, 8)
        // Constraint ids `x-.:#0` and `x-.:#1` share their name's base too.
        XCTAssertEqual(imported.document.constraints.count, 500)
    }
}
