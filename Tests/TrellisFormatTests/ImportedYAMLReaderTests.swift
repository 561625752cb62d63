import XCTest
@testable import TrellisFormat

/// ImportedYAMLReader.swift: the import's YAML read without Yams gives
/// Yams's tree (scalars, quoting styles, positions), and anything outside
/// the part of YAML the import writes is left to Yams.
final class ImportedYAMLReaderTests: XCTestCase {
    func fast(_ text: String) -> YNode? {
        ImportedYAMLReader.read(text, source: SourceFile(name: "t.yaml", text: text), maxNodes: Limits.maxImportedNodes)
    }

    func yams(_ text: String) throws -> YNode? {
        try YNode.parse(text, source: SourceFile(name: "t.yaml", text: text), maxBytes: Limits.maxImportedBytes,
                        maxNodes: Limits.maxImportedNodes)
    }

    func assertSame(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let a = fast(text) else { return XCTFail("the reader gave up on:\n\(text)", file: file, line: line) }
        guard let b = try yams(text) else { return XCTFail("Yams read nothing", file: file, line: line) }
        XCTAssertNil(a.firstDifference(from: b), "differs at \(a.firstDifference(from: b)!):\n\(text)", file: file, line: line)
    }

    func assertGivesUp(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(fast(text), "expected Yams's part:\n\(text)", file: file, line: line)
    }

    func testTheImportsShapesReadAsYamsReadsThem() throws {
        try assertSame("""
            # Imported by trellis from a.storyboard, scene s (view controller v)
            title: "Sign in"
            canvas: {width: 414, height: 896, scale: 2, name: retina6_1-portrait, bars: {top: navigation}, safeArea: {top: 92, left: 0, bottom: 34, right: 0}, lateCompressionResistance: true}
            root:  # IB root
              color: "systemBackground"
              margins: {top: 8, left: -20.5, bottom: .5, right: +1}
              subviews:
                - id: sv  # IB n1-sv
                  type: scrollView
                  subviews:
                    - {id: hero, type: imageView, intrinsicSize: {width: none, height: 240}}  # IB n1-hero

                    - {id: t, type: label, text: "A \\"title\\"\\tand\\\\ a\\nbreak \\u0007 é 漢字 😀", font: "System 24"}  # IB t 'ü'
                    - {cell: cell0}
                - id: b
                  list: [a, "b", {c: 1}, [d, e], []]
                  empty: {}
            constraints:
              - ib-n1-w0: "t.leading == sv.leading + 20"  # IB n1-w0, line 40
              - id: c1  # IB c1, line 41
                constraint: "t.top == sv.top"
                when: {horizontal: regular}
                placeholder: true
            """)
        // No final line break, a comment as the last line, CRLF-free.
        try assertSame("root: {}  # IB x")
        try assertSame("root:\n  color: red\n# end")
        try assertSame("a: 1\nb:\n  - x\n  - y\nc: 2\n")
        // A table's header view: a flow mapping on the line after its key.
        try assertSame("root:\n  subviews:\n    - id: t\n      headerView:\n          {id: s, frame: {x: 0, y: 0}}  # IB s\n      sections: []\n")
    }

    func testColumnsCountUnicodeScalars() throws {
        try assertSame("title: \"é漢😀\"\nroot: {a: \"😀\", b: c}\n")
        let node = fast("title: \"é漢😀\"\nroot: {a: \"😀\", b: c}\n")
        guard case let .mapping(pairs) = node?.kind, case let .mapping(inner) = pairs[1].value.kind else { return XCTFail() }
        XCTAssertEqual(inner[1].key.position, SourcePosition(line: 2, column: 16))
    }

    func testOtherYAMLIsLeftToYams() {
        for text in ["root: &a {}\n", "root: *a\n", "root: !!map {}\n", "title: 'single'\nroot: {}\n",
                     "title: |\n  block\nroot: {}\n", "root: {a: 1,\n  b: 2}\n", "title: two words\nroot: {}\n",
                     "root: {}\nroot: {}\n", "root: {a: 1, a: 2}\n", "root:\n", "root:\n- a\n", "---\nroot: {}\n",
                     "root: {a: 1}\r\n", "root:\t{}\n", "title: \"a\\x41\"\nroot: {}\n", "title: \"\u{2028}\"\nroot: {}\n",
                     "title: a:b\nroot: {}\n", "title: a#b\nroot: {}\n", "root: {a: 1,}\n", "root: [a: 1]\n",
                     "  root: {}\n", "- a\n", "root:\n  - - a\n", "root:\n  -\n    a: 1\n", "? a\n: b\n",
                     "title: \"\u{FEFF}\"\n", "root: {}\n  x: 1\n", "root:\n    a: 1\n  b: 2\n", ""] {
            assertGivesUp(text)
        }
    }

    /// Duplicate keys are found among a mapping's first pairs and, past
    /// eight, in a set (`SeenKeys`): both left to Yams, which reports them;
    /// long mappings of distinct keys still read as Yams reads them.
    func testDuplicateKeysInLongMappingsAreLeftToYams() throws {
        let keys = (1...12).map { "k\($0)" }
        for n in [2, 8, 9, 12] {
            let flow = "root: {" + keys.prefix(n).map { "\($0): 1" }.joined(separator: ", ") + "}\n"
            let block = "root:\n" + keys.prefix(n).map { "  \($0): 1\n" }.joined()
            try assertSame(flow)
            try assertSame(block)
            for repeated in [keys[0], keys[n - 1]] {
                assertGivesUp("root: {" + keys.prefix(n).map { "\($0): 1" }.joined(separator: ", ") + ", \(repeated): 2}\n")
                assertGivesUp(block + "  \(repeated): 2\n")
            }
        }
    }

    func testLongKeysAreLeftToYams() {
        assertGivesUp("root:\n  " + String(repeating: "k", count: 1100) + ": 1\n")
    }

    func testErrorsStillComeFromTheLayoutReader() {
        // A tree the reader builds but the format refuses: the same error as before.
        XCTAssertThrowsError(try LayoutFile.parseImported("root:\n  colour: red\n", file: "s.storyboard#x")) { error in
            XCTAssertEqual((error as? FormatError)?.line, 2)
        }
        XCTAssertThrowsError(try LayoutFile.parseImported("root: {}\nroot: {}\n", file: "s.storyboard#x")) { error in
            XCTAssertEqual((error as? FormatError)?.line, 2)
        }
    }
}
