import Foundation
import XCTest
@testable import TrellisFormat

/// The loader and the JSON Schema (through scripts/validate-schema) accept
/// and refuse the same numbers: each file here is checked by both.
final class SchemaLimitsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// (file text, valid?) at and just past each bound the schema can see.
    static let cases: [(String, Bool)] = [
        ("canvas: {width: 10000, height: 1, scale: 4}\nroot: {}\n", true),
        ("canvas: {width: 10001, height: 1}\nroot: {}\n", false),
        ("canvas: {width: 100, height: 100, scale: 0.5}\nroot: {}\n", false),
        ("canvas: {width: 1e3, height: .5e3}\nroot: {}\n", true),
        ("canvas: {width: 0x100, height: 100}\nroot: {}\n", false),
        ("canvas: {width: 010, height: 100}\nroot: {}\n", false),
        ("canvas: {width: 100, height: 100, safeArea: {top: 10000000}}\nroot: {}\n", true),
        ("canvas: {width: 600, height: 100, screen: {width: 414, height: 896}}\nroot: {}\n", true),
        ("canvas: {device: iphone-se, screen: {width: 414, height: 896}}\nroot: {}\n", false),
        ("canvas: {width: 600, height: 100, screen: {width: 10001, height: 896}}\nroot: {}\n", false),
        ("canvas: {width: 100, height: 100, safeArea: {top: 10000001}}\nroot: {}\n", false),
        ("root:\n  margins: 1e7\n", true),
        ("root:\n  margins: 1.00000001e7\n", false),
        // UIKit's layout margins may be negative (Interface Builder stores them).
        ("root:\n  margins: {top: -50, leading: -1e7}\n", true),
        ("root:\n  margins: -1.00000001e7\n", false),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, lines: 10000, font: 1000}\n", true),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, lines: 10001}\n", false),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, font: 0.4}\n", false),
        ("root:\n  subviews:\n    - {id: a, frame: {x: -1e7, y: 1e7, width: 0, height: 1e7}}\n", true),
        ("root:\n  subviews:\n    - {id: a, frame: {x: -1e8, y: 0, width: 0, height: 0}}\n", false),
        ("root:\n  subviews:\n    - {id: a, intrinsicSize: {width: 2e7}}\n", false),
        ("root:\n  subviews:\n    - {id: a}\nconstraints:\n  - {vfl: 'H:|-m-[a]', metrics: {m: -1e7}}\n", true),
        ("root:\n  subviews:\n    - {id: a}\nconstraints:\n  - {vfl: 'H:|-m-[a]', metrics: {m: -1e9}}\n", false),
        ("root:\n  subviews:\n    - {id: a}\nconstraints:\n  - w: a.width == 1\nsteps:\n  - constant: {w: 1e9}\n", false),
        // The whole text's length; its paragraphs' lengths are checked by the loader only.
        ("root:\n  subviews:\n    - {id: a, type: label, text: \"\(Array(repeating: String(repeating: "x", count: 99), count: 10_000).joined(separator: "\\n"))\"}\n", true),
        ("root:\n  subviews:\n    - {id: a, type: label, text: \"\(Array(repeating: String(repeating: "x", count: 99), count: 10_001).joined(separator: "\\n"))\"}\n", false),
    ]

    func testTheLoaderAndTheSchemaAgreeAtEveryBound() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("schema-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, (text, valid)) in Self.cases.enumerated() {
            let loads = (try? LayoutFile.parse(text, file: "t.yaml")) != nil
            XCTAssertEqual(loads, valid, "loader: \(text)")
            let path = dir.appendingPathComponent("case\(i).yaml").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent("scripts/validate-schema").path] + paths
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus <= 1, text.contains(": ok") || text.contains("case") else {
            throw XCTSkip("python3 with yaml and jsonschema isn't available")
        }
        for (i, (source, valid)) in Self.cases.enumerated() {
            let ok = text.contains("case\(i).yaml: ok\n")
            XCTAssertEqual(ok, valid, "schema: \(source)\n\(text)")
        }
    }
}
