import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisSnapshot
import XCTest

/// The four reports are written and well-formed.
final class ReportTests: SnapshotTestCase {
    func failingRun() throws -> SnapshotRun {
        try copyFixture("card.yaml")
        try copyFixture("card.yaml", to: "layouts/second")
        _ = try run(mode: .all)
        try edit(layouts + "/card.yaml", "title.leading == root.leading + 16", "title.leading == root.leading + 20")
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/card/old-device.step-0.png")
        return try run(mode: .never)
    }

    func testReportsAreWrittenAndWellFormed() throws {
        let run = try failingRun()
        XCTAssertEqual(run.count(.failed), 2)
        XCTAssertEqual(run.count(.passed), 2)
        let written = try Reports.write(run, to: artifacts)

        // JUnit parses and counts.
        let junit = try XCTUnwrap(FileManager.default.contents(atPath: written.junit))
        let collector = JUnitCollector()
        let parser = XMLParser(data: junit)
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "junit.xml parses: \(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(collector.suites, 2)
        XCTAssertEqual(collector.testcases, 4)
        XCTAssertEqual(collector.failures.count, 2)
        XCTAssertEqual(collector.rootAttributes["failures"], "2")
        XCTAssertTrue(collector.failures[0].contains("title.frame.x 16 → 20 (+4)"), collector.failures[0])

        // JSON parses and says the same.
        let data = try XCTUnwrap(FileManager.default.contents(atPath: written.json))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["failed"] as? Int, 2)
        XCTAssertEqual(summary["passed"] as? Int, 2)
        XCTAssertEqual(summary["exitCode"] as? Int, 1)
        XCTAssertEqual((json["orphans"] as? [String])?.count, 1)
        let first = try XCTUnwrap((json["snapshots"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["framesDifferences"] as? [String], ["title.frame.x 16 → 20 (+4)"])

        // HTML: self-contained, every failure with its three images, a slider, passes listed.
        let html = try String(contentsOfFile: written.html, encoding: .utf8)
        XCTAssertFalse(html.contains("http://") || html.contains("https://") || html.contains("src=\"/") || html.contains("<link"),
                       "no network, no outside files")
        XCTAssertEqual(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1, 2 * (3 + 2),
                       "reference, actual, diff and the slider's two images for each failure")
        XCTAssertTrue(html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("title.frame.x 16 <span class=\"arrow\">→</span> <span class=\"new\">20</span>"))
        XCTAssertTrue(html.contains("<code>second/card/iphone-se-portrait.step-0</code>") == false)
        XCTAssertEqual(html.components(separatedBy: "<td class=\"ok\">✓</td>").count - 1, 2, "passes listed")
        XCTAssertTrue(html.contains("old-device.step-0.png"), "orphans listed")
        XCTAssertTrue(html.hasSuffix("</html>\n"))

        // Markdown links the artifact images relative to itself.
        let markdown = try String(contentsOfFile: written.markdown, encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("# Trellis snapshots: 2 of 4 snapshots fail\n"), markdown)
        let links = markdown.components(separatedBy: "](").dropFirst().map { $0.prefix { $0 != ")" } }
        XCTAssertEqual(links.count, 8, "reference, actual, diff and composite for each failure")
        for link in links {
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts + "/" + link), String(link))
        }
        // --base-url: the same images, under the served address.
        let served = MarkdownReport.make(run, artifactsDirectory: artifacts, baseURL: "https://ci.example/artifacts/")
        let servedLinks = served.components(separatedBy: "](").dropFirst().map { $0.prefix { $0 != ")" } }
        XCTAssertEqual(servedLinks, links.map { "https://ci.example/artifacts/" + $0 })
        XCTAssertTrue(markdown.contains("```\ntitle.frame.x 16 → 20 (+4)\n```"))
    }

    func testJUnitEscapesEverything() {
        var result = SnapshotResult(name: SnapshotName(directory: "d", group: "g", base: "a&b"), title: "t", status: .failed,
                                    summary: "<bad> \"quotes\" & 'apostrophes'\u{1}")
        result.framesDifferences = ["x → y"]
        let xml = JUnitReport.make(SnapshotRun(results: [result], orphans: [], pruned: [], seconds: 0, mode: .never, shard: nil))
        let parser = XMLParser(data: Data(xml.utf8))
        XCTAssertTrue(parser.parse(), xml)
    }
}

final class JUnitCollector: NSObject, XMLParserDelegate {
    var suites = 0
    var testcases = 0
    var failures: [String] = []
    var rootAttributes: [String: String] = [:]
    private var text: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": rootAttributes = attributes
        case "testsuite": suites += 1
        case "testcase": testcases += 1
        case "failure": text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", let t = text { failures.append(t); text = nil }
    }
}
