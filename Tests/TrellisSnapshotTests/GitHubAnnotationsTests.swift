import Foundation
import TrellisSnapshot
import XCTest

/// `--reporter github`'s workflow commands: escaped as the runner
/// unescapes, at the layout file and the step's line.
final class GitHubAnnotationsTests: SnapshotTestCase {
    /// The runner's unescaping (actions/runner ActionCommand): the inverse
    /// the escaping has to meet, `%25` last so `%253A` stays `%3A`.
    func unescapeProperty(_ s: String) -> String {
        s.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    func testEscapingFollowsTheRunnersRules() {
        XCTAssertEqual(GitHubAnnotations.escapeData("50% off\r\nnext: a, b"), "50%25 off%0D%0Anext: a, b",
                       "the message keeps : and ,")
        XCTAssertEqual(GitHubAnnotations.escapeProperty("a,b:c%d\ne"), "a%2Cb%3Ac%25d%0Ae")
        for tricky in ["%3A literal", "100%", "x,y:z\r\n%2C", ""] {
            XCTAssertEqual(unescapeProperty(GitHubAnnotations.escapeProperty(tricky)), tricky, tricky)
        }
        XCTAssertEqual(GitHubAnnotations.command(.error, [("file", "Screens/a,b:c.yaml"), ("line", "3"), ("title", "Snapshot x: failed")],
                                                 "1 frame change\n  title.frame.x 16 → 20 (+4)"),
                       "::error file=Screens/a%2Cb%3Ac.yaml,line=3,title=Snapshot x%3A failed::1 frame change%0A  title.frame.x 16 → 20 (+4)")
        XCTAssertEqual(GitHubAnnotations.command(.warning, [], "plain"), "::warning::plain")
    }

    func testAFailingSnapshotIsAnErrorAtItsLayoutFileAndStepLine() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        // Only step 1 (line 23 of the fixture) changes.
        try edit(layouts + "/card.yaml", "card-leading: 48", "card-leading: 40")
        let run = try run(mode: .never)
        let lines = GitHubAnnotations.make(run, workspace: temp.path)
        XCTAssertEqual(lines.count, 1, lines.joined(separator: "\n"))
        let line = try XCTUnwrap(lines.first)
        XCTAssertTrue(line.hasPrefix("::error file=layouts/card.yaml,line=23,title=Snapshot card/iphone-se-portrait.step-1 failed::"
                                     + "card/iphone-se-portrait.step-1: differs from the reference: 3 frame changes"), line)
        XCTAssertTrue(line.contains("%0A  frames:%0A    card.frame.x 48 → 40 (−8)%0A    card.frame.width 311 → 319 (+8)"), line)
        XCTAssertFalse(line.contains("\n"), "one command, one line")
        // Outside the workspace the path stays as given.
        XCTAssertTrue(GitHubAnnotations.make(run, workspace: "/elsewhere")[0].hasPrefix("::error file=\(layouts)/card.yaml,line=23,"))
    }

    func testAStepThatCantBeAppliedPointsAtItsLine() throws {
        try copyFixture("card.yaml")
        try edit(layouts + "/card.yaml", "  - constant: {card-leading: 48}", "  - constant: {card-leading: 48}\n  - priority: {title-leading: 500}")
        let run = try run(mode: .all)
        let error = try XCTUnwrap(run.results.first { $0.status == .error }, run.results.map(\.summary).joined(separator: "\n"))
        XCTAssertEqual(error.source, SnapshotSource(file: layouts + "/card.yaml", line: 24))
        let line = try XCTUnwrap(GitHubAnnotations.make(run, workspace: temp.path).first)
        XCTAssertTrue(line.hasPrefix("::error file=layouts/card.yaml,line=24,title=Snapshot card/iphone-se-portrait.step-2 can't be drawn::"), line)
    }

    func testOrphansWarnOrFailAsTheRunDoes() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/card/old-device.step-0.png")
        var run = try run(mode: .never)
        XCTAssertEqual(GitHubAnnotations.make(run, workspace: temp.path),
                       ["::warning file=layouts/__Snapshots__/card/old-device.step-0.png,title=Orphaned snapshot reference::"
                        + "No layout produces this reference; --prune removes it."])
        run.failOnOrphans = true
        XCTAssertEqual(GitHubAnnotations.make(run, workspace: temp.path),
                       ["::error file=layouts/__Snapshots__/card/old-device.step-0.png,title=Orphaned snapshot reference::"
                        + "No layout produces this reference; it fails the run (--fail-on-orphans). Delete it, or run with --prune."])
    }
}
