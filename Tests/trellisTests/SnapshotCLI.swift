import Foundation
import XCTest

/// Running `trellis snapshot …` as CI does: the built binary, an
/// environment of the test's choosing, a temporary folder with copies of
/// the snapshot fixture.
class SnapshotCLITestCase: XCTestCase {
    struct Run { let status: Int32; let stdout: String; let stderr: String }

    static let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TrellisSnapshotTests/Fixtures/card.yaml").path

    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func path(_ relative: String) -> String { dir.appendingPathComponent(relative).path }

    /// Runs in the temporary folder, so paths in output are relative to it.
    func trellis(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("no trellis binary at \(binary.path)") }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        for key in ["GITHUB_STEP_SUMMARY", "GITHUB_WORKSPACE", "CI", "TRELLIS_RECORD"] { env[key] = nil }
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `layouts/a/card.yaml` and `layouts/b/card.yaml`, recorded; then a's
    /// title moves 4 pt, so a's two snapshots fail and b's two pass.
    func recordedLayoutsWithOneChange() throws {
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: path("layouts/\(folder)"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.card, toPath: path("layouts/\(folder)/card.yaml"))
        }
        let record = try trellis(["snapshot", "record", "layouts", "--mode", "all", "--artifacts", "recording", "--quiet"])
        XCTAssertEqual(record.status, 0, record.stderr)
        let file = path("layouts/a/card.yaml")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "title.leading == root.leading + 16", with: "title.leading == root.leading + 20")
            .write(toFile: file, atomically: true, encoding: .utf8)
    }
}
