import Foundation
import XCTest

/// What a killed `record` leaves behind, and where `record`'s errors go.
final class RecordFaultTests: XCTestCase {
    struct Run { let status: Int32; let stdout: String; let stderr: String }

    static let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TrellisFormatTests/Fixtures/card.yaml").path

    func trellis(_ arguments: [String]) throws -> Run {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("no trellis binary at \(binary.path)") }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// A `.card.png.tmp-XXXXXX` beside the references (a record killed
    /// between writing and renaming) is named as such by the next run, not
    /// passed off as a reference, and `--prune` removes it.
    func testATemporaryFileFromAKilledRecordIsReportedAndPruned() throws {
        let dir = try folder()
        try FileManager.default.copyItem(atPath: Self.card, toPath: dir.appendingPathComponent("card.yaml").path)
        let artifacts = dir.appendingPathComponent("artifacts").path
        XCTAssertEqual(try trellis(["snapshot", "record", dir.path, "--mode", "all", "--artifacts", artifacts, "--quiet"]).status, 0)
        let snapshots = dir.appendingPathComponent("__Snapshots__")
        let png = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: snapshots.path).first { $0.hasSuffix(".png") })
        let reference = snapshots.appendingPathComponent(png)
        let leftover = reference.deletingLastPathComponent().appendingPathComponent(".\(reference.lastPathComponent).tmp-Ab12Cd")
        try Data([0x89, 0x50]).write(to: leftover)

        let verify = try trellis(["snapshot", "verify", dir.path, "--artifacts", artifacts, "--quiet"])
        XCTAssertTrue(verify.stdout.contains("temporary files left by an interrupted write (a killed record"), verify.stdout)
        XCTAssertTrue(verify.stdout.contains(leftover.lastPathComponent), verify.stdout)
        XCTAssertFalse(verify.stdout.contains("orphaned references"), verify.stdout)

        let prune = try trellis(["snapshot", "record", dir.path, "--prune", "--artifacts", artifacts, "--quiet"])
        XCTAssertEqual(prune.status, 0, prune.stderr)
        XCTAssertTrue(prune.stdout.contains("removed temporary files left by an interrupted write"), prune.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
    }

    /// A layout that can't be loaded is an error on standard error, with its place.
    func testRecordErrorsGoToStandardError() throws {
        let dir = try folder()
        try "canvas: {width: 1e9, height: 100}\nroot: {}\n".write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let run = try trellis(["snapshot", "record", dir.path, "--artifacts", dir.appendingPathComponent("a").path, "--quiet"])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("bad.yaml:1:17"), run.stderr)
        XCTAssertFalse(run.stdout.contains("error:"), run.stdout)
    }
}
