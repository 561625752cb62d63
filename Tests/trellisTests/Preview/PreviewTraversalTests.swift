import Foundation
import XCTest
@testable import trellis

/// The folder is the fence: no name the page can send reads a file outside
/// it, however it is spelled, through every route that reads files.
final class PreviewTraversalTests: XCTestCase {
    var fixture: PreviewFixture!

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() { fixture.remove() }

    static let outside = [
        "../secret.yaml",
        "..%2Fsecret.yaml",
        "%2E%2E/secret.yaml",
        "sub/../../secret.yaml",
        "sub/../card.yaml",            // inside, but not a name the page makes: refused all the same
        "./card.yaml",
        "/etc/passwd",
        "%2Fetc%2Fpasswd",
        "sub//inner.yaml",
        "escape.yaml",                 // a link inside that leads out
        "card.yaml%00.txt",
        "..%5Csecret.yaml",            // a backslash
    ]

    func testEveryRouteRefusesNamesOutsideTheFolder() throws {
        let site = try fixture.site()
        for route in ["/api/preview", "/api/views", "/picture.svg"] {
            for name in Self.outside {
                let answer = site.respond(method: "GET", target: "\(route)?file=\(name)")
                XCTAssertEqual(answer.status, 403, "\(route)?file=\(name): \(answer.text)")
                XCTAssertFalse(answer.text.contains(PreviewFixture.secret), "\(route)?file=\(name) leaked the file")
                XCTAssertTrue(answer.text.contains("not a file inside the served folder"), answer.text)
            }
        }
    }

    func testMissingAndNonLayoutFilesAreNotFound() throws {
        let site = try fixture.site()
        for name in ["missing.yaml", "notes.txt", "sub", "sub/missing.yaml"] {
            let answer = site.respond(method: "GET", target: "/api/views?file=\(name)")
            XCTAssertEqual(answer.status, 404, "\(name): \(answer.text)")
        }
    }

    func testFilesInsideAreServed() throws {
        let site = try fixture.site()
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=card.yaml").status, 200)
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=sub/inner.yaml").status, 200)
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=sub%2Finner.yaml").status, 200)
    }

    /// The folder itself reached through a link is fine: what counts is
    /// where a file lands, judged against the folder's real path.
    func testAFolderNamedThroughALinkStillServes() throws {
        let link = fixture.base.appendingPathComponent("link-to-site")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: fixture.site.path)
        let folder = try PreviewFolder(path: link.path)
        let site = PreviewSite(folder: folder, watcher: FileWatcher(folder: folder))
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=card.yaml").status, 200)
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=escape.yaml").status, 403)
    }

    func testTheCommandRefusesWhatIsNotALayoutOrAFolder() throws {
        XCTAssertThrowsError(try PreviewFolder(path: fixture.site.appendingPathComponent("notes.txt").path)) { error in
            XCTAssertTrue((error as? BadInput)?.message.contains("not a layout file") == true)
        }
        XCTAssertThrowsError(try PreviewFolder(path: fixture.base.appendingPathComponent("nowhere").path)) { error in
            XCTAssertTrue((error as? BadInput)?.message.contains("no such file or folder") == true)
        }
    }
}
