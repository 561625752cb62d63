import Foundation
import XCTest

/// Small, mostly valid files that used to trap the process (issue 15), run
/// through the built binary under 1 GB of address space and a hang guard.
/// Each must end as a located error (exit 2, `file:line:col`, the
/// allowed range) or as a success with sane output: never a signal.
///
/// No test here asserts a duration: under load (two cores, five builds)
/// a 10-second limit failed correct code. A hang is still caught by the
/// guard; a superlinear cost is caught by a count of the work where it is
/// done (LabelPlacerWorkTests, NameSuggestionsTests, IBNamesTests), and
/// timed by `trellis bench` (docs/PERFORMANCE.md).
final class HostileInputTests: XCTestCase {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
    }

    /// Writes `text` to NAME in a fresh folder and runs `trellis ARGS… FILE`
    /// (the file last, or where `FILE` appears in `args`).
    func run(_ name: String, _ text: String, _ args: [String]) throws -> (Run, URL) {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("the trellis binary isn't built next to the tests (\(binary.path))")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let arguments = args.contains("FILE") ? args.map { $0 == "FILE" ? file.path : $0 } : args + [file.path]
        return (try limited(arguments, in: dir), dir)
    }

    /// How long a run may take before it counts as a hang: far past any
    /// run's time on a loaded machine, so it never fails correct code.
    static let hangGuard = 300.0

    /// Runs the binary with `ulimit -v` at 1 GB, killing it after
    /// ``hangGuard`` seconds.
    func limited(_ arguments: [String], in dir: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 1048576; exec \"$0\" \"$@\"", binary.path] + arguments
        process.currentDirectoryURL = dir
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.hangGuard, execute: killer)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        let run = Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
        XCTAssertEqual(process.terminationReason, .exit, "killed by a signal or the hang guard: \(run.stderr)")
        return run
    }

    /// Exit 2 with `NAME:LINE:COL: error:` and the words `expected`.
    func assertLocated(_ run: Run, _ place: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(place + ": error:"), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(expected), run.stderr, file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
    }

    // MARK: The seven traps

    func testAConstantTooLargeForAnIntIsALocatedErrorNotATrapInExplain() throws {
        let (r, _) = try run("c.yaml", "root:\n  subviews:\n    - {id: a}\nconstraints:\n  - a.width == 9223372036854775808\n",
                             ["explain"])
        assertLocated(r, "c.yaml:5:16", "expected: a number from -10000000 to 10000000")
    }

    func testAnEnormousCanvasHeightIsALocatedErrorForEveryCommand() throws {
        for command in ["layout", "explain", "render"] {
            let (r, _) = try run("c.yaml", "canvas: {width: 320, height: 1e308}\nroot: {}\n", [command])
            assertLocated(r, "c.yaml:1:30", "expected: a number from 1 to 10000")
        }
    }

    func testLinesBeyondIntIsALocatedErrorWhileReading() throws {
        let (r, _) = try run("l.yaml", "root:\n  subviews:\n    - {id: a, type: label, text: x, lines: 1e19}\n", ["layout"])
        assertLocated(r, "l.yaml:3:44", "expected: a whole number from 0 to 10000")
    }

    func testATinyFontOnAWrappingLabelIsALocatedError() throws {
        let yaml = "root:\n  subviews:\n    - {id: a, type: label, text: hello world, lines: 0, font: 1e-300}\n"
            + "constraints:\n  - a.width == 100\n"
        let (r, _) = try run("f.yaml", yaml, ["layout"])
        assertLocated(r, "f.yaml:3:63", "expected: a number from 0.5 to 1000")
    }

    /// 3,000,000 points is inside the coordinate range but is 3e9 Pango
    /// units, past Int32: the label is measured unbounded instead.
    func testAWrappingLabelWiderThanPangoUnitsCanHoldLaysOut() throws {
        let yaml = "root:\n  subviews:\n    - {id: a, type: label, text: hello world wrapping text, lines: 0}\n"
            + "constraints:\n  - a.width == 3000000\n  - a.top == root.top\n  - a.leading == root.leading\n"
        let (r, _) = try run("w.yaml", yaml, ["layout"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("a     (0, 0, 3000000, "), r.stdout)
    }

    /// Negative heights made `min(minY)...max(maxY)` an inverted range.
    func testNegativeHeightsAndACenterXPairRender() throws {
        let yaml = """
            canvas: {width: 320, height: 480}
            root:
              subviews:
                - {id: a}
                - {id: b}
            constraints:
              - a.height == -10
              - b.height == -10
              - a.width == 50
              - b.width == 50
              - a.top == root.top + 20
              - b.top == root.top + 100
              - a.centerX == b.centerX
              - a.leading == root.leading + 10

            """
        let (r, dir) = try run("n.yaml", yaml, ["render", "FILE", "-o", "n.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("n.png").path))
    }

    func testCanvasSizesPastInt32AreLocatedErrorsForRender() throws {
        let (wide, _) = try run("w.yaml", "canvas: {width: 1e19, height: 100}\nroot: {}\n", ["render"])
        assertLocated(wide, "w.yaml:1:17", "expected: a number from 1 to 10000")
        let (tiny, _) = try run("t.yaml", "canvas: {width: 1e15, height: 100, scale: 1e-300}\nroot: {}\n", ["render"])
        assertLocated(tiny, "t.yaml:1:17", "expected: a number from 1 to 10000")
        let (scale, _) = try run("s.yaml", "canvas: {width: 100, height: 100, scale: 1e-300}\nroot: {}\n", ["render"])
        assertLocated(scale, "s.yaml:1:42", "expected: a number from 1 to 4")
    }

    // MARK: Cost, JSON, places

    /// 477 bytes whose anchors each repeat the one before nine times: 9^9
    /// nodes expanded. Refused at the alias that crosses the budget: the
    /// place (line 6, the first level whose expansion passes 100,000
    /// nodes) shows that no more was expanded, with no clock involved.
    func testAnAliasBombIsRefusedAtTheBudget() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for i in 1...8 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]") }
        lines.append("root: {}")
        let (r, _) = try run("bomb.yaml", lines.joined(separator: "\n") + "\n", ["layout"])
        assertLocated(r, "bomb.yaml:6:10", "expected: at most 100000 values, mappings and lists, aliases expanded")
    }

    func testLayoutJSONIsStrictJSONAtTheLimits() throws {
        let yaml = """
            canvas: {width: 10000, height: 10000}
            root:
              subviews:
                - {id: a, intrinsicSize: {width: 10000000, height: 0.001}}
                - {id: b}
            constraints:
              - a.top == root.top - 10000000
              - a.leading == root.leading
              - b.width == 1000 * a.width
              - b.height == 1000 * b.width
              - b.top == a.bottom
              - b.leading == a.leading

            """
        let (r, _) = try run("j.yaml", yaml, ["layout", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)), r.stdout)
        XCTAssertFalse(r.stdout.contains("inf") || r.stdout.contains("nan"), r.stdout)
    }

    /// Every value in range, yet 110 widths each 1000 times the last
    /// overflow a Double: the frames are nulls named under
    /// `diagnostics.notFinite`, and the text record says so.
    func testAnEngineResultThatOverflowsIsADiagnosticNotANumber() throws {
        var lines = ["canvas: {width: 320, height: 480}", "root:", "  subviews:"]
        lines += (0..<110).map { "    - {id: v\($0)}" }
        lines += ["constraints:", "  - v0.width == 10000000"]
        lines += (1..<110).map { "  - v\($0).width == 1000 * v\($0 - 1).width" }
        lines += (0..<110).flatMap { ["  - v\($0).height == 10", "  - v\($0).top == root.top", "  - v\($0).leading == root.leading"] }
        let yaml = lines.joined(separator: "\n") + "\n"
        let (json, _) = try run("chain.yaml", yaml, ["layout", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [String: Any])
        XCTAssertEqual((diagnostics["notFinite"] as? [String])?.last, "v109")
        XCTAssertFalse(json.stdout.contains("inf"), json.stdout)
        let (text, _) = try run("chain.yaml", yaml, ["layout"])
        XCTAssertTrue(text.stdout.contains("not finite: v109 (the engine's result overflowed)"), text.stdout)
        XCTAssertTrue(text.stdout.contains("v109  (0, 0, not finite, 10)"), text.stdout)
        assertNoInfOrNaN(text.stdout)
    }

    /// `trellis explain` prints frames after each step and constraints as
    /// the engine sees them: an overflowed frame is named under `Not
    /// finite:` and written `not finite`, never `inf` or `nan`.
    func testExplainNeverPrintsInfOrNaN() throws {
        var lines = ["canvas: {width: 320, height: 480}", "root:", "  subviews:"]
        lines += (0..<110).map { "    - {id: v\($0)}" }
        lines += ["constraints:", "  - first: v0.width == 10000000"]
        lines += (1..<110).map { "  - v\($0).width == 1000 * v\($0 - 1).width" }
        lines += (0..<110).flatMap { ["  - v\($0).height == 10", "  - v\($0).top == root.top", "  - v\($0).leading == root.leading"] }
        lines += ["steps:", "  - title: Narrower", "    constant: {first: 9000000}"]
        let (r, _) = try run("chain.yaml", lines.joined(separator: "\n") + "\n", ["explain"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Not finite: v101, v102, v103, v104, v105, v106, v107, v108, v109 (the engine's result overflowed)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  v109             (0, 0, not finite, 10)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  v100             (0, 0, 9e+306, 10)"), r.stdout)
        assertNoInfOrNaN(r.stdout)
    }

    /// No `inf`, `-inf` or `nan` as a word (names such as `info` are fine).
    func assertNoInfOrNaN(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        for bad in ["inf", "nan", "infinity"] {
            XCTAssertFalse(words.contains(bad), "'\(bad)' printed: \(text.suffix(2000))", file: file, line: line)
        }
    }

    func testAnIntrinsicSizeThatReadsAsInfinityIsOutOfRange() throws {
        let (r, _) = try run("i.yaml", "root:\n  subviews:\n    - {id: a, intrinsicSize: {width: 1.8e308, height: 10}}\n",
                             ["layout", "--json"])
        assertLocated(r, "i.yaml:3:38", "1.8e308 is out of range")
    }

    func testA100000PointCanvasAndScale1000AreRefusedByTheLoader() throws {
        let (big, _) = try run("b.yaml", "canvas: {width: 100000, height: 100}\nroot: {}\n", ["render"])
        assertLocated(big, "b.yaml:1:17", "expected: a number from 1 to 10000")
        let (scale, _) = try run("s.yaml", "canvas: {width: 320, height: 100, scale: 1000}\nroot: {}\n", ["render"])
        assertLocated(scale, "s.yaml:1:42", "expected: a number from 1 to 4")
    }

    /// Within every file limit, 10000 × 10000 points at scale 4 is too many
    /// pixels: render says so in its own words, at the canvas.
    func testAPictureTooLargeToDrawIsALocatedRenderError() throws {
        let (r, _) = try run("p.yaml", "title: big\ncanvas: {width: 10000, height: 10000, scale: 4}\nroot: {}\n", ["render"])
        assertLocated(r, "p.yaml:2:9", "render makes at most 32767 pixels a side")
        XCTAssertFalse(r.stderr.contains("invalid value (typically too big)"), r.stderr)
    }

    /// An output that can't be written names the file and the path, not a
    /// place in the file (the file isn't at fault).
    func testAnUnwritableOutputNamesTheFile() throws {
        let (r, _) = try run("u.yaml", "canvas: {width: 100, height: 100}\nroot: {}\n",
                             ["render", "FILE", "-o", "/nonexistent-folder/u.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("u.yaml: error: can't write /nonexistent-folder/u.png"), r.stderr)
    }

    /// `1e3` is a number (as in YAML 1.2 and JSON, and in the validator's
    /// loader); hexadecimal is not, with a message saying what to write.
    func testNumberFormsAgreeWithTheSchema() throws {
        let (e3, _) = try run("e.yaml", "canvas: {width: 1e3, height: 100}\nroot: {}\n", ["layout"])
        XCTAssertEqual(e3.status, 0, e3.stderr)
        XCTAssertTrue(e3.stdout.contains("root  (0, 0, 1000, 100)"), e3.stdout)
        let (hex, _) = try run("h.yaml", "canvas: {width: 0x100, height: 100}\nroot: {}\n", ["layout"])
        assertLocated(hex, "h.yaml:1:17", "written in decimal")
    }

    func testAFileLargerThanTheLimitIsRefusedByName() throws {
        let text = "title: big\n" + String(repeating: "# padding padding padding padding padding padding\n", count: 85_000)
            + "root: {}\n"
        let (r, _) = try run("big.yaml", text, ["layout"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("big.yaml: error: the file is larger than 4194304 bytes"), r.stderr)
    }

    /// A device that never ends is refused after the first four megabytes.
    func testAnEndlessFileIsRefusedWithoutReadingItAll() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("zero.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        let r = try limited(["layout", link.path], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("zero.yaml: error: the file is larger than 4194304 bytes"), r.stderr)
    }
}
