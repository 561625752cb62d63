import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import trellis

/// A FIFO named like a layout file in the served folder: opening it for
/// reading waited for a writer that never came, and as the preview builds
/// one request at a time, every later request waited too (the server hung
/// for good). It reads as an empty file now.
final class PreviewFIFOTests: XCTestCase {
    func testAFIFOInTheFolderIsAnEmptyFileNotAHang() throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        XCTAssertEqual(mkfifo(fixture.site.appendingPathComponent("pipe.yaml").path, 0o600), 0)
        let site = try fixture.site()
        let answer = site.respond(method: "GET", target: "/api/views?file=pipe.yaml")
        XCTAssertEqual(answer.status, 422, answer.text)
        XCTAssertTrue(answer.text.contains("the layout file is empty"), answer.text)
        XCTAssertEqual(site.respond(method: "GET", target: "/api/views?file=card.yaml").status, 200)
    }
}
