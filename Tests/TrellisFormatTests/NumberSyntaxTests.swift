import Foundation
import XCTest
@testable import TrellisFormat

/// The number forms a file may write, and agreement with the schema's
/// validator (scripts/validate-schema reads YAML with the same rule).
final class NumberSyntaxTests: XCTestCase {
    static let numbers = ["0", "12", "-3", "+1", "0.5", ".5", "-.5", "1.", "1e3", "1E+3", "2.5e-2", "1.0e+3", "-0"]
    static let notNumbers = ["010", "0x10", "1_000", ".inf", "-.inf", ".nan", "1:30", "0o7", "0b1", "e3", "1e", "1e+",
                             ".", "+", "-", "", "1.2.3", "١٢", "1 ", " 1", "1,5"]

    func testTheFormsAFileMayWrite() {
        for s in Self.numbers { XCTAssertTrue(NumberSyntax.isNumber(s), s) }
        for s in Self.notNumbers { XCTAssertFalse(NumberSyntax.isNumber(s), s) }
    }

    /// A form that isn't a number is a string where a string is expected.
    func testNonNumbersAreStrings() throws {
        let doc = try LayoutFile.parse("root:\n  subviews:\n    - {id: a, type: label, text: 0x10}\n", file: "t.yaml")
        XCTAssertEqual(doc.views[1].text, "0x10")
        XCTAssertThrowsError(try LayoutFile.parse("root:\n  subviews:\n    - {id: a, type: label, text: 1e3}\n", file: "t.yaml"))
    }

    /// Runs scripts/validate-schema's loader over every form and checks it
    /// reads numbers exactly where the loader does.
    func testTheValidatorReadsTheSameNumbers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/validate-schema").path
        let forms = (Self.numbers + Self.notNumbers).filter { !$0.isEmpty && !$0.hasPrefix(" ") && !$0.hasSuffix(" ") && !$0.contains(",") }
        let yaml = "items:\n" + forms.map { "  - \($0)\n" }.joined()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("forms-\(UUID().uuidString).yaml")
        try Data(yaml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys
            from importlib.machinery import SourceFileLoader
            m = SourceFileLoader("vs", sys.argv[1]).load_module()
            for v in m.load(sys.argv[2])["items"]:
                print("number" if isinstance(v, (int, float)) and not isinstance(v, bool) else "other")
            """, script, file.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("python3 with yaml and jsonschema isn't available") }
        let kinds = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(kinds.count, forms.count)
        for (form, kind) in zip(forms, kinds) {
            XCTAssertEqual(kind == "number", YNode.plainType(form) == .number, form)
        }
    }
}
