import Foundation
import XCTest
import TrellisFormat

/// The JSON Schema accepts every fixture and rejects unknown keys, checked
/// with scripts/validate-schema (python3 with jsonschema and PyYAML).
final class SchemaTests: XCTestCase {
    static let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func validate(_ paths: [String]) throws -> (status: Int32, output: String) { try Self.validate(paths) }

    static func validate(_ paths: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("scripts/validate-schema").path] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw XCTSkip("python3 is not available") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if output.contains("ModuleNotFoundError") { throw XCTSkip("jsonschema or PyYAML is not installed") }
        return (process.terminationStatus, output)
    }

    func testFixturesAreValid() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path).sorted().map(Fixtures.path)
        XCTAssertEqual(files.count, 4)
        let result = try validate(files)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testUnknownKeyIsRejected() throws {
        let path = NSTemporaryDirectory() + "trellis-schema-\(getpid()).yaml"
        try "root:\n  subview: []\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try validate([path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "\(path): root: Additional properties are not allowed ('subview' was unexpected)\n")
    }

    /// The appearance keys: the canvas's `userInterfaceStyle`, a view's and
    /// the root's `overrideUserInterfaceStyle`, the step; other words rejected.
    func testAppearanceKeys() throws {
        let path = NSTemporaryDirectory() + "trellis-schema-style-\(getpid()).yaml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let good = """
            canvas: {device: iphone-15, userInterfaceStyle: dark}
            root:
              overrideUserInterfaceStyle: unspecified
              subviews:
                - {id: card, overrideUserInterfaceStyle: light}
            steps:
              - userInterfaceStyle: light

            """
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try validate([path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertNoThrow(try LayoutFile.load(path: path), "the loader agrees")
        try good.replacingOccurrences(of: "userInterfaceStyle: dark", with: "userInterfaceStyle: night")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try validate([path])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.output.contains("canvas/userInterfaceStyle: 'night' is not one of ['light', 'dark', 'unspecified']"), bad.output)
    }
}
