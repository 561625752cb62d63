import Foundation
import XCTest
@testable import trellis

/// `PreviewSite`'s routes, with no server or browser: what each path
/// answers, methods and hosts refused, and the page itself.
final class PreviewRoutingTests: XCTestCase {
    var fixture: PreviewFixture!

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() { fixture.remove() }

    func testThePageIsOneSelfContainedDocument() throws {
        let site = try fixture.site()
        let page = site.respond(method: "GET", target: "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.contentType, "text/html; charset=utf-8")
        XCTAssertTrue(page.text.contains("<title>trellis preview</title>"))
        // Nothing fetched from elsewhere, and the browser is told so.
        XCTAssertTrue(page.text.contains("Content-Security-Policy"))
        XCTAssertTrue(page.text.contains("connect-src 'self'"))
        for external in ["src=\"http", "href=\"http", "https://", "<link", "@import", "<script src"] {
            XCTAssertFalse(page.text.contains(external), "the page refers to something outside: \(external)")
        }
        XCTAssertEqual(site.respond(method: "GET", target: "/index.html").status, 200)
    }

    func testUnknownPathsAndMethods() throws {
        let site = try fixture.site()
        XCTAssertEqual(site.respond(method: "GET", target: "/card.yaml").status, 404, "files are not served as files")
        XCTAssertEqual(site.respond(method: "GET", target: "/api/nothing").status, 404)
        XCTAssertEqual(site.respond(method: "GET", target: "/../secret.yaml").status, 404)
        let post = site.respond(method: "POST", target: "/api/preview?file=card.yaml")
        XCTAssertEqual(post.status, 405)
        XCTAssertTrue(post.text.contains("only reads"))
        XCTAssertEqual(site.respond(method: "HEAD", target: "/").status, 200)
    }

    func testFilesListsTheLayoutFilesInsideOnly() throws {
        let answer = try json(try fixture.site().respond(method: "GET", target: "/api/files"))
        XCTAssertEqual(answer["files"] as? [String], ["broken.yaml", "card.yaml", "sub/inner.yaml"],
                       "sorted; no .txt; the link leading out is left out")
        XCTAssertTrue(answer["initial"] is NSNull, "a folder was named: nothing opened first")
        XCTAssertEqual(answer["folder"] as? String, "site")
        XCTAssertEqual((answer["devices"] as? [String])?.first, "iphone-se")
        XCTAssertEqual(answer["version"] as? Int, 0)
    }

    func testANamedFileIsOpenedFirstAndItsFolderServed() throws {
        let site = try fixture.site(file: "card.yaml")
        let answer = try json(site.respond(method: "GET", target: "/api/files"))
        XCTAssertEqual(answer["initial"] as? String, "card.yaml")
        XCTAssertEqual((answer["files"] as? [String])?.count, 3)
        // No `file=`: the named file.
        let views = site.respond(method: "GET", target: "/api/views")
        XCTAssertEqual(views.status, 200)
        XCTAssertEqual(try json(views)["file"] as? String, "card.yaml")
    }

    func testWithoutAFileToShowTheRequestSaysSo() throws {
        let answer = try fixture.site().respond(method: "GET", target: "/api/views")
        XCTAssertEqual(answer.status, 400)
        XCTAssertTrue(answer.text.contains("missing 'file'"))
    }

    func testEventsAreAStream() throws {
        let answer = try fixture.site().respond(method: "GET", target: "/events")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.contentType, "text/event-stream")
        XCTAssertEqual(answer.body, .events)
    }

    /// DNS rebinding: another site's name resolved to 127.0.0.1 arrives with
    /// that name in Host.
    func testOnlyThisMachinesNamesAreAnswered() throws {
        let site = try fixture.site()
        XCTAssertEqual(site.respond(method: "GET", target: "/", host: "evil.example:8765").status, 403)
        XCTAssertEqual(site.respond(method: "GET", target: "/api/files", host: "evil.example").status, 403)
        for host in ["127.0.0.1:8765", "localhost:8765", "LOCALHOST", "[::1]:8765", "127.0.0.1"] {
            XCTAssertEqual(site.respond(method: "GET", target: "/", host: host).status, 200, host)
        }
        XCTAssertEqual(PreviewSite.hostName("[::1]:80"), "::1")
        XCTAssertEqual(PreviewSite.hostName("Example.COM:1"), "example.com")
    }
}
