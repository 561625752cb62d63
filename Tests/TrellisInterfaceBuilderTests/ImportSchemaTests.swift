import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// What `trellis import` writes is a layout file: every scene of every
/// fixture, imported, passes docs/trellis-layout.schema.json (checked with
/// scripts/validate-schema). Two cell-metrics keys added to the reader but
/// not to the schema had made imported tables fail it.
final class ImportSchemaTests: XCTestCase {
    func testImportedScenesPassTheSchema() throws {
        let repository = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path).sorted() {
            let doc = try InterfaceBuilderFile.load(path: Fixtures.path(file))
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
