import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// What `trellis import` writes is a layout file: every scene of every
/// fixture, imported, passes docs/trellis-layout.schema.json (checked with
/// scripts/validate-schema). Cell-metrics keys added to the reader but not
/// to the schema had made imported tables fail it (twice, and
/// `groupedContentInset` in session 21).
final class ImportSchemaTests: XCTestCase {
    func testImportedScenesPassTheSchema() throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        // Xcode 4's grouped rows (`groupedContentInset`) come from a test's
        // document rather than a fixture file.
        let xcode4 = folder.appendingPathComponent("Xcode4Grouped.storyboard").path
        try Xcode4GroupedRowTests.file(prototypes: false).write(toFile: xcode4, atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path).sorted()
            .map { (name: $0, path: Fixtures.path($0)) } + [(name: "Xcode4Grouped.storyboard", path: xcode4)]
        for (file, source) in sources {
            let doc = try InterfaceBuilderFile.load(path: source)
            for scene in doc.scenes {
                let path = folder.appendingPathComponent("\(file)-\(scene.id).yaml").path
                try doc.imported(scene).yaml.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        XCTAssertGreaterThan(paths.count, 15)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("scripts/validate-schema").path] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw XCTSkip("python3 is not available") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if output.contains("ModuleNotFoundError") { throw XCTSkip("jsonschema or PyYAML is not installed") }
        XCTAssertEqual(process.terminationStatus, 0, output.split(separator: "\n").filter { !$0.hasSuffix(": ok") }.joined(separator: "\n"))
    }
}
