import Foundation
import XCTest

/// The `trellis` binary as a user runs it: exit codes (0 success, 2 bad
/// input), the frames record, errors with file:line:column, and pictures
/// that come out byte-identical run after run.
final class CommandLineTests: XCTestCase {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let card = packageRoot.appendingPathComponent("Tests/TrellisFormatTests/Fixtures/card.yaml").path

    /// The binary built beside the test runner (whatever the scratch path).
    var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
    }

    func trellis(_ arguments: [String]) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("the trellis binary isn't built next to the tests (\(binary.path))")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    func testLayoutJSONRecordsEveryFrame() throws {
        let run = try trellis(["layout", Self.card, "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try XCTUnwrap(object["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["id"] as? String }, ["root", "card", "title", "body", "button", "badge"])
        // card: 16 below the safe area (20 on iphone-se) and the root's 16-point margins.
        let card = try XCTUnwrap(views.first { $0["id"] as? String == "card" })
        let frame = try XCTUnwrap(card["frame"] as? [String: Double])
        XCTAssertEqual(frame, ["x": 16, "y": 36, "width": 343, "height": frame["height"]!])
        // title sits at the card's 12-point margins: (12, 12) in the card, (28, 48) in the root.
        let title = try XCTUnwrap(views.first { $0["id"] as? String == "title" })
        XCTAssertEqual((title["absoluteFrame"] as? [String: Double])?["x"], 28)
        XCTAssertEqual((title["absoluteFrame"] as? [String: Double])?["y"], 48)
        XCTAssertNotNil(object["guides"] as? [Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [String: Any])
        XCTAssertEqual((diagnostics["broken"] as? [Any])?.count, 0)
    }

    /// `--scene` on a layout file (one screen) is an error, not ignored;
    /// beside a storyboard it picks that file's scene and the layout file
    /// renders as always.
    func testASceneOfALayoutFileIsAnError() throws {
        for command in [["layout"], ["layout", "--json"], ["explain"], ["render", "-o", try temporaryDirectory().appendingPathComponent("c.png").path]] {
            let run = try trellis(command + [Self.card, "--scene", "main"])
            XCTAssertEqual(run.status, 2, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("card.yaml: error: --scene 'main' picks a scene of a .storyboard or .xib"), run.stderr)
        }
    }

    func testLayoutAfterAStep() throws {
        // Step 1 sets button-right's constant to -20: the button moves 20 left.
        let before = try trellis(["layout", Self.card])
        let after = try trellis(["layout", Self.card, "--step", "1"])
        XCTAssertEqual(after.status, 0, after.stderr)
        let line = { (run: Run) in run.stdout.split(separator: "\n").first { $0.hasPrefix("button") }.map(String.init) }
        XCTAssertNotEqual(line(before), line(after))
        let missing = try trellis(["layout", Self.card, "--step", "9"])
        XCTAssertEqual(missing.status, 2)
        // Placed at the file's `steps:` key, where the steps are counted.
        XCTAssertTrue(missing.stderr.contains("card.yaml:43:1: error: step 9 doesn't exist; the file has steps 0...3"), missing.stderr)
        // A file with no steps has no such place: the file alone.
        let dir = try temporaryDirectory()
        let plain = dir.appendingPathComponent("plain.yaml").path
        try "canvas: {width: 100, height: 100}\nroot: {}\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let none = try trellis(["layout", plain, "--step", "1"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.hasPrefix("\(plain): error: step 1 doesn't exist; the file has steps 0...0"), none.stderr)
    }

    func testBadInputExitsWithTwoAndPointsAtTheProblem() throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("typo.yaml")
        try """
            canvas:
              device: iphone-se
            root:
              subviews:
                - id: title
                  type: label
                  text: Hi
            constraints:
              - title.top == titel.bottom + 8
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = try trellis(["layout", file.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("typo.yaml:9:18: error: unknown view 'titel'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("did you mean 'title'?"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testUsageErrorsExitWithTwo() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path))
        XCTAssertEqual(try trellis(["render", Self.card, "--show", "frames,bogus"]).status, 2)
        XCTAssertEqual(try trellis(["render", Self.card, "--scale", "4"]).status, 2)
        XCTAssertEqual(try trellis(["layout", Self.card, "--device", "iphone-99"]).status, 2)
        XCTAssertEqual(try trellis(["layout", "/nonexistent/file.yaml"]).status, 2)
        XCTAssertEqual(try trellis(["frobnicate"]).status, 2)
        XCTAssertEqual(try trellis(["--help"]).status, 0)
    }

    func testRenderingTwiceGivesIdenticalBytesInEveryFormat() throws {
        let dir = try temporaryDirectory()
        for format in ["png", "svg", "pdf"] {
            let a = dir.appendingPathComponent("a.\(format)").path
            let b = dir.appendingPathComponent("b.\(format)").path
            XCTAssertEqual(try trellis(["render", Self.card, "--format", format, "-o", a]).status, 0)
            XCTAssertEqual(try trellis(["render", Self.card, "--format", format, "-o", b]).status, 0)
            let first = try Data(contentsOf: URL(fileURLWithPath: a))
            XCTAssertGreaterThan(first.count, 1000)
            XCTAssertEqual(first, try Data(contentsOf: URL(fileURLWithPath: b)), format)
        }
        let png = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// `-o` naming a folder that doesn't exist yet (several pictures, or a
    /// trailing `/`) makes it; a single picture's missing folder is bad input.
    func testAMissingOutputFolderIsMadeForSeveralPictures() throws {
        let dir = try temporaryDirectory()
        let steps = dir.appendingPathComponent("artifacts/steps").path
        let run = try trellis(["render", Self.card, "--all-steps", "-o", steps])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: steps).count, 4)
        let slash = dir.appendingPathComponent("one/").path + "/"
        XCTAssertEqual(try trellis(["render", Self.card, "-o", slash]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: slash + "card.png"))
        let single = try trellis(["render", Self.card, "-o", dir.appendingPathComponent("nowhere/card.png").path])
        XCTAssertEqual(single.status, 2)
        XCTAssertTrue(single.stderr.contains("can't write"), single.stderr)
    }

    func testAllStepsWritesOnePictureAStepOrAFilmstrip() throws {
        let dir = try temporaryDirectory()
        let run = try trellis(["render", Self.card, "--all-steps", "-o", dir.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(names, ["card.step-0.png", "card.step-1.png", "card.step-2.png", "card.step-3.png"])
        let strip = try trellis(["render", Self.card, "--all-steps", "--filmstrip", "-o", dir.path])
        XCTAssertEqual(strip.status, 0, strip.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("card.steps.png").path))
    }

    func testExplainShowsConstraintsDiagnosticsAndEachStepsPasses() throws {
        let run = try trellis(["explain", Self.card])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Constraints as written -> as the engine sees them:"))
        XCTAssertTrue(run.stdout.contains("card.top == root.safeArea.top + 16"))
        XCTAssertTrue(run.stdout.contains("Generated by the system (per view):"))
        XCTAssertTrue(run.stdout.contains("Ambiguity: none"))
        XCTAssertTrue(run.stdout.contains("Step 1:"))
        XCTAssertTrue(run.stdout.contains("solve #"))
        XCTAssertTrue(run.stdout.contains("layout subviews: "))
    }

    func testDiffExitsZeroWhenEqualOneWhenDifferentTwoOnBadInput() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        XCTAssertEqual(try trellis(["render", Self.card, "--step", "0", "-o", a]).status, 0)
        XCTAssertEqual(try trellis(["render", Self.card, "--step", "1", "-o", b]).status, 0)
        let same = try trellis(["diff", a, a, "--json"])
        XCTAssertEqual(same.status, 0, same.stderr)
        let equal = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(equal["differentPixels"] as? Int, 0)
        XCTAssertEqual(equal["sizeMismatch"] as? Bool, false)
        let different = try trellis(["diff", a, b, "--json", "-o", dir.appendingPathComponent("d.png").path])
        XCTAssertEqual(different.status, 1, different.stderr)
        let counts = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(different.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(counts.keys), ["width", "height", "differentPixels", "antialiasedPixels", "sizeMismatch"])
        XCTAssertGreaterThan(counts["differentPixels"] as? Int ?? 0, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
        XCTAssertEqual(try trellis(["diff", a, dir.appendingPathComponent("missing.png").path]).status, 2)
    }

    func testSnapshotVerifyFailsReadablyWhenALayoutChanges() throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("card.yaml")
        try FileManager.default.copyItem(atPath: Self.card, toPath: file.path)
        let artifacts = dir.appendingPathComponent("artifacts").path
        let record = try trellis(["snapshot", "record", dir.path, "--mode", "all", "--artifacts", artifacts])
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertEqual(try trellis(["snapshot", "verify", dir.path, "--artifacts", artifacts]).status, 0)
        // Move the card 4 points down: its frame and the picture both change.
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "card.top == root.safeArea.top + 16", with: "card.top == root.safeArea.top + 20")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let verify = try trellis(["snapshot", "verify", dir.path, "--artifacts", artifacts])
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue((verify.stdout + verify.stderr).contains("card.frame.y 36 → 40"), verify.stdout + verify.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts + "/report.html"))
    }
}
