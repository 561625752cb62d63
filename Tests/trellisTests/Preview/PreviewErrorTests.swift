import Foundation
import XCTest
@testable import trellis

/// A file that doesn't build is answered with the message `trellis render`
/// would print, taken apart (file, line, column, what was expected, the
/// suggestion) for the page; the server goes on answering.
final class PreviewErrorTests: XCTestCase {
    var fixture: PreviewFixture!

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() { fixture.remove() }

    func testABrokenFileAnswersWithItsLocatedError() throws {
        let site = try fixture.site()
        let answer = site.respond(method: "GET", target: "/api/preview?file=broken.yaml")
        XCTAssertEqual(answer.status, 422)
        let body = try json(answer)
        XCTAssertEqual(body["ok"] as? Bool, false)
        XCTAssertNil(body["svg"])
        let error = try XCTUnwrap(body["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, "broken.yaml", "named as on the page, not by the temporary folder's path")
        XCTAssertEqual(error["line"] as? Int, 8)
        XCTAssertEqual(error["column"] as? Int, 23)
        XCTAssertEqual(error["message"] as? String, "unknown view 'titel'")
        XCTAssertEqual(error["suggestion"] as? String, "did you mean 'title'?")
        XCTAssertTrue((error["expected"] as? String)?.hasPrefix("a view id") == true)
        let text = try XCTUnwrap(error["text"] as? String)
        XCTAssertTrue(text.hasPrefix("broken.yaml:8:23: error: unknown view 'titel'"), text)
        XCTAssertTrue(text.contains("^~~~~"), "the excerpt with the caret: \(text)")
        XCTAssertFalse(answer.text.contains(fixture.base.path), "no temporary path in the answer")
        // And the next request is answered as ever.
        XCTAssertEqual(site.respond(method: "GET", target: "/api/preview?file=card.yaml").status, 200)
    }

    func testThePictureRouteAnswersWithTheMessageAsText() throws {
        let answer = try fixture.site().respond(method: "GET", target: "/picture.svg?file=broken.yaml")
        XCTAssertEqual(answer.status, 422)
        XCTAssertEqual(answer.contentType, "text/plain; charset=utf-8")
        XCTAssertTrue(answer.text.hasPrefix("broken.yaml:8:23: error: unknown view 'titel'"), answer.text)
    }

    func testAFileInAFolderBelowIsNamedWithItsFolder() throws {
        try PreviewFixture.broken.write(to: fixture.site.appendingPathComponent("sub/bad.yaml"), atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(try json(try fixture.site().respond(method: "GET", target: "/api/views?file=sub/bad.yaml"))["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, "sub/bad.yaml")
    }

    func testAStepPastTheLastIsAnErrorOfTheFile() throws {
        let answer = try fixture.site().respond(method: "GET", target: "/api/preview?file=card.yaml&step=5")
        XCTAssertEqual(answer.status, 422)
        let error = try XCTUnwrap(try json(answer)["error"] as? [String: Any])
        XCTAssertEqual(error["message"] as? String, "step 5 doesn't exist; the file has steps 0...1")
        XCTAssertEqual(error["file"] as? String, "card.yaml")
    }

    func testMalformedYAMLIsLocatedToo() throws {
        try "root:\n  subviews: [\n".write(to: fixture.site.appendingPathComponent("torn.yaml"), atomically: true, encoding: .utf8)
        let answer = try fixture.site().respond(method: "GET", target: "/api/preview?file=torn.yaml")
        XCTAssertEqual(answer.status, 422)
        let error = try XCTUnwrap(try json(answer)["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, "torn.yaml")
        XCTAssertNotNil(error["line"] as? Int, "\(error)")
    }

    func testUnknownChoicesAreBadRequestsNamingWhatIsAccepted() throws {
        let site = try fixture.site()
        let cases: [(String, String)] = [
            ("device=nokia-3310", "expected one of iphone-se, iphone-15"),
            ("orientation=sideways", "expected portrait or landscape"),
            ("step=two", "is not a step number"),
            ("step=-1", "is not a step number"),
            ("theme=sepia", "expected light or dark"),
            ("appearance=dim", "unknown appearance 'dim'; expected light or dark"),
        ]
        for (query, expected) in cases {
            let answer = site.respond(method: "GET", target: "/api/preview?file=card.yaml&\(query)")
            XCTAssertEqual(answer.status, 400, query)
            XCTAssertTrue(answer.text.contains(expected), "\(query): \(answer.text)")
        }
    }

    func testMessagesAreTakenApart() {
        let located = LocatedMessage("a/b.yaml:3:7: error: unknown view 'x'\n    - x.top == y.top\n      ^\n  expected: a view id\n  suggestion: did you mean 'y'?")
        XCTAssertEqual(located.file, "a/b.yaml")
        XCTAssertEqual(located.line, 3)
        XCTAssertEqual(located.column, 7)
        XCTAssertEqual(located.message, "unknown view 'x'")
        XCTAssertEqual(located.expected, "a view id")
        XCTAssertEqual(located.suggestion, "did you mean 'y'?")
        let unplaced = LocatedMessage("card.yaml: error: no scenes")
        XCTAssertEqual(unplaced.file, "card.yaml")
        XCTAssertNil(unplaced.line)
        XCTAssertEqual(unplaced.message, "no scenes")
        let bare = LocatedMessage("refused: nope")
        XCTAssertNil(bare.file)
        XCTAssertEqual(bare.message, "refused: nope")
    }
}
