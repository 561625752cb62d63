import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Session 15's red-team findings at the file boundaries: paths that are
/// folders, FIFOs or the command's own input, bytes that aren't UTF-8,
/// libyaml's and libxml2's terse errors, and XML that is cheap to write and
/// dear to parse. Each runs the built binary under the limits of
/// ``HostileInputTests``.
extension HostileInputTests {
    /// A fresh folder for files a test writes itself.
    func scratchFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// Exit 2 whose message has every one of `parts`.
    func assertRefused(_ run: Run, _ parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        for part in parts { XCTAssertTrue(run.stderr.contains(part), "no '\(part)' in: \(run.stderr)", file: file, line: line) }
    }

    // MARK: Reading

    /// An empty file read as "can't read 'e.yaml'" with no reason (Foundation
    /// returns no data at the end of a file, which was taken for a failure).
    func testAnEmptyLayoutFileIsEmptyNotUnreadable() throws {
        let (r, _) = try run("e.yaml", "", ["layout"])
        assertLocated(r, "e.yaml:1:1", "the layout file is empty")
    }

    /// A folder named like a layout file was "no such file".
    func testAFolderNamedLikeALayoutFileIsCalledAFolder() throws {
        let dir = try scratchFolder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d.yaml"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d.xib"), withIntermediateDirectories: true)
        assertRefused(try limited(["layout", "d.yaml"], in: dir), ["d.yaml: error: can't read 'd.yaml': it is a folder",
                                                                   "suggestion: name a file inside it"])
        assertRefused(try limited(["lint", "d.xib"], in: dir), ["d.xib: error: can't read 'd.xib': it is a folder"])
    }

    /// A FIFO nobody writes to: the open no longer waits for a writer; with
    /// none, it reads as an empty file.
    func testAFIFOWithNoWriterIsReadNotWaitedOn() throws {
        let dir = try scratchFolder()
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("f.yaml").path, 0o600), 0)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("f.xib").path, 0o600), 0)
        let yaml = try limited(["layout", "f.yaml"], in: dir)
        assertRefused(yaml, ["f.yaml:1:1: error: the layout file is empty"])
        assertRefused(try limited(["lint", "f.xib"], in: dir), ["f.xib:1:1: error: the file is empty"])
    }

    /// Latin-1 bytes: placed at the first bad byte, with what to do.
    func testBytesThatAreNotUTF8ArePlacedAtTheFirstBadByte() throws {
        let dir = try scratchFolder()
        try Data("canvas: {width: 100, height: 100}\nroot:\n  subviews:\n    - {id: caf".utf8 + [0xE9] + "}\n".utf8)
            .write(to: dir.appendingPathComponent("l.yaml"))
        assertRefused(try limited(["layout", "l.yaml"], in: dir),
                      ["l.yaml:4:15: error: byte 0xE9 is not UTF-8 text", "suggestion: save the file as UTF-8"])
        try Data([0xFF, 0xFE] + Array("root: {}\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: dir.appendingPathComponent("u.yaml"))
        assertRefused(try limited(["layout", "u.yaml"], in: dir), ["u.yaml:1:1: error: can't read 'u.yaml': the text is UTF-16, not UTF-8", "suggestion: save the file as UTF-8"])
        try Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document caf".utf8 + [0xE9] + "=\"1\"/>\n".utf8)
            .write(to: dir.appendingPathComponent("l.xib"))
        assertRefused(try limited(["lint", "l.xib"], in: dir), ["l.xib:2:14: error: byte 0xE9 is not UTF-8 text"])
    }

    // MARK: libyaml's words

    /// 100,000 `[`: libyaml's own limit stopped it first, with
    /// "Maximum nesting level reached, set with yaml_set_max_nest_level())".
    func testDeepFlowNestingIsTheNestingLimitInOurWords() throws {
        let (r, _) = try run("deep.yaml", "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                             ["layout"])
        assertRefused(r, ["deep.yaml:1:", "the file nests more than 64 levels deep", "expected: at most 64 levels"])
        XCTAssertFalse(r.stderr.contains("yaml_set_max_nest_level"), r.stderr)
    }

    func testATabIndentSaysToUseSpaces() throws {
        let (r, _) = try run("t.yaml", "root:\n  subviews:\n\t- id: a\n", ["layout"])
        assertRefused(r, ["t.yaml:3:1: error: invalid YAML", "suggestion: replace the tab with spaces"])
    }

    func testASecondDocumentSaysOneLayoutPerFile() throws {
        let (r, _) = try run("m.yaml", "root: {}\n---\nroot: {}\n", ["layout"])
        assertRefused(r, ["m.yaml:2:1: error: invalid YAML", "expected: one layout per file"])
    }

    func testAnAliasInsideItsOwnAnchorSaysWhy() throws {
        let (r, _) = try run("a.yaml", "root: &r {subviews: [*r]}\n", ["layout"])
        assertRefused(r, ["a.yaml:1:22: error: invalid YAML: found undefined alias",
                          "suggestion: define the anchor before the alias"])
    }

    /// A NUL in a label's text was placed at 1:1.
    func testAControlCharacterIsPlacedWhereItIs() throws {
        let (r, _) = try run("c.yaml", "root:\n  subviews:\n    - {id: a, type: label, text: \"ab\u{1}c\"}\n", ["layout"])
        assertRefused(r, ["c.yaml:3:37: error: can't read the file: control characters are not allowed (U+0001)",
                          "suggestion: remove the character"])
    }

    // MARK: Outputs

    /// `render a.yaml -o a.yaml` replaced the layout file with a PNG.
    func testRenderingOverTheInputIsRefusedAndTheInputKept() throws {
        let text = "canvas: {width: 50, height: 50}\nroot: {}\n"
        let (r, dir) = try run("a.yaml", text, ["render", "FILE", "-o", "./a.yaml"])
        assertRefused(r, ["./a.yaml: error: -o names the input", "suggestion: give -o another name"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8), text)
    }

    /// `import a.xib -o a.xib` replaced the storyboard with YAML.
    func testImportingOverTheInputIsRefusedAndTheInputKept() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="R"><rect key="frame" x="0" y="0" width="100" height="100"/></view></objects></document>

            """
        let (r, dir) = try run("a.xib", xib, ["import", "FILE", "-o", "a.xib"])
        assertRefused(r, ["a.xib: error: -o names the input"])
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.xib"), encoding: .utf8), xib)
    }

    /// `diff a.png b.png -o a.png` replaced the reference with the diff.
    func testADiffImageOverAnInputIsRefused() throws {
        let (made, dir) = try run("p.yaml", "canvas: {width: 4, height: 4}\nroot: {}\n", ["render", "FILE", "-o", "p.png"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let before = try Data(contentsOf: dir.appendingPathComponent("p.png"))
        assertRefused(try limited(["diff", "p.png", "p.png", "-o", "p.png"], in: dir), ["p.png: error: -o names the input"])
        assertRefused(try limited(["diff", "p.png", "p.png", "--composite", "p.png"], in: dir),
                      ["p.png: error: --composite names the input"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("p.png")), before)
    }

    /// An output that is a FIFO is written in place, never renamed over
    /// (renaming over `/dev/full` replaced the device and reported success);
    /// with no reader it is an error, not a hang.
    func testAnOutputFIFOWithNoReaderIsAnErrorAndStaysAFIFO() throws {
        let dir = try scratchFolder()
        try Data("canvas: {width: 50, height: 50}\nroot: {}\n".utf8).write(to: dir.appendingPathComponent("a.yaml"))
        let fifo = dir.appendingPathComponent("out.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        assertRefused(try limited(["render", "a.yaml", "-o", "out.png"], in: dir), ["can't write out.png: nothing is reading it"])
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
    }

    // MARK: XML

    /// libxml2 2.9 checks each attribute against every earlier one: one
    /// element with 200,000 attributes (2.3 MB) took over 20 s.
    func testAnElementWithThousandsOfAttributesIsRefusedBeforeParsing() throws {
        let attributes = (0..<200_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let xib = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
            + "version=\"3.0\"><objects>\n<view id=\"R\" \(attributes)/></objects></document>\n"
        let (r, _) = try run("wide.xib", xib, ["lint"])
        assertRefused(r, ["wide.xib:3:1: error: <view> has 200001 attributes", "expected: at most 256 attributes on an element"])
    }

    /// Past 10,000,000 bytes libxml2 stopped with "error 1 from the XML parser".
    func testAnInterfaceBuilderFileLargerThanTheParserReadsIsRefusedBySize() throws {
        let dir = try scratchFolder()
        let body = "<!--" + String(repeating: "x", count: 10_000_000) + "-->\n"
        try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body + "<document/>\n").utf8)
            .write(to: dir.appendingPathComponent("big.storyboard"))
        assertRefused(try limited(["lint", "big.storyboard"], in: dir),
                      ["big.storyboard: error: the file is larger than 10000000 bytes"])
    }

    /// libxml2's numbers as words: an entity bomb, an undeclared entity.
    func testXMLErrorsAreWordsNotNumbers() throws {
        var entities = "<!ENTITY a \"aaaaaaaaaa\">"
        for (name, previous) in zip("bcdefgh", "abcdefg") {
            entities += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [\(entities)]>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label id=\"L\" text=\"&h;\"/></objects></document>\n"
        let (r, _) = try run("bomb.xib", bomb, ["lint"])
        assertRefused(r, ["bomb.xib:3:", "malformed XML: entity expansion refused: entities refer to themselves or expand too far"])
        let (u, _) = try run("u.xib", "<?xml version=\"1.0\"?>\n<document a=\"&nope;\"/>\n", ["lint"])
        assertRefused(u, ["u.xib:2:", "an entity is used that isn't declared"])
    }

    /// A scene of more views than a layout file takes was imported in full
    /// and refused at the end: 120,000 views (9.6 MB) asked for more than
    /// 1 GB and aborted. Refused now at the first view past the limit.
    func testASceneOfMoreViewsThanALayoutTakesIsRefusedBeforeImport() throws {
        let views = (0..<10_001).map { "<view id=\"w\($0)\"/>\n" }.joined()
        let storyboard = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes>\n"
            + "<scene sceneID=\"s1\"><objects><viewController id=\"vc1\"><view key=\"view\" id=\"v1\"><subviews>\n"
            + views + "</subviews></view></viewController></objects></scene></scenes></document>\n"
        let (r, _) = try run("many.storyboard", storyboard, ["layout"])
        assertRefused(r, ["many.storyboard:10003:1: error: scene s1 has 10002 views",
                          "expected: at most 10000 views in a scene"])
    }

    /// `render a/x.yaml b/x.yaml -o out/` drew both to out/x.png, the
    /// second replacing the first, and said "wrote out/x.png" twice.
    func testTwoFilesWhosePicturesWouldShareANameAreRefused() throws {
        let dir = try scratchFolder()
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("canvas: {width: 20, height: 20}\nroot: {}\n".utf8).write(to: dir.appendingPathComponent("\(folder)/x.yaml"))
        }
        assertRefused(try limited(["render", "a/x.yaml", "b/x.yaml", "-o", "out/"], in: dir),
                      ["b/x.yaml: error: its picture would be named 'x', as a/x.yaml's is"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/x.png").path))
        let twice = try limited(["render", "a/x.yaml", "./a/x.yaml", "-o", "out/"], in: dir)
        XCTAssertEqual(twice.status, 0, twice.stderr)
        XCTAssertEqual(twice.stdout, "wrote out/x.png\n")
    }

    /// Under `ulimit -v` 1 GB, two images inside --max-pixels (8,000 and
    /// 8,192 square) and their diff aborted while allocating. The sizes in
    /// the IHDRs are checked against what the limit leaves, before decoding.
    func testADiffThatWouldOutgrowTheAddressSpaceLimitIsRefusedFirst() throws {
        let dir = try scratchFolder()
        func header(_ side: UInt32) -> Data {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            for _ in 0..<2 { bytes += [UInt8(side >> 24), UInt8(side >> 16 & 0xFF), UInt8(side >> 8 & 0xFF), UInt8(side & 0xFF)] }
            return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
        }
        try header(8000).write(to: dir.appendingPathComponent("a.png"))
        try header(8192).write(to: dir.appendingPathComponent("b.png"))
        assertRefused(try limited(["diff", "a.png", "b.png", "-o", "d.png"], in: dir),
                      ["error: comparing a.png (8000x8000) and b.png (8192x8192) and drawing the difference needs about",
                       "(ulimit -v)"])
        // Without the diff image they fit: the decoder has its say.
        let counted = try limited(["diff", "a.png", "b.png"], in: dir)
        XCTAssertEqual(counted.status, 2, counted.stderr)
        XCTAssertFalse(counted.stderr.contains("ulimit"), counted.stderr)
    }

    /// A stack's spacing had no range: 1e308 was taken, the views after it
    /// came out of the engine not finite (an .xib's `spacing="1e308"` too).
    func testAStackSpacingPastTheCoordinateRangeIsALocatedError() throws {
        let line = "    - {id: s, type: stackView, spacing: 1e308, customSpacing: {a: -2e7}, subviews: [{id: a}, {id: b}]}\n"
        let (r, _) = try run("s.yaml", "root:\n  subviews:\n" + line, ["layout"])
        assertLocated(r, "s.yaml:3:41", "expected: a number from -10000000 to 10000000, or system")
        let (custom, _) = try run("c.yaml", "root:\n  subviews:\n" + line.replacingOccurrences(of: "1e308", with: "8"), ["layout"])
        assertLocated(custom, "c.yaml:3:63", "expected: a number from -10000000 to 10000000, or system")
    }

    /// An image read beside the layout file: its size, from the PNG's
    /// header, may be 2^31 - 1 pixels a side, past the size range; and a
    /// FIFO named like it made the open wait for ever.
    func testAnImageFileTooLargeOrNotAFileIsAnErrorNotAWait() throws {
        let dir = try scratchFolder()
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0x7F, 0xFF, 0xFF, 0xFF, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: dir.appendingPathComponent("big.png"))
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600), 0)
        for name in ["big", "pipe"] {
            try Data("root:\n  subviews:\n    - {id: i, type: imageView, image: {name: \(name)}}\n".utf8)
                .write(to: dir.appendingPathComponent("\(name).yaml"))
        }
        let big = try limited(["layout", "big.yaml"], in: dir)
        assertLocated(big, "big.yaml:3:46", "expected: an image of at most 10000000 points a side")
        let pipe = try limited(["layout", "pipe.yaml"], in: dir)
        assertLocated(pipe, "pipe.yaml:3:46", "expected: pipe.png (or @2x/@3x)")
    }
}
