import Foundation
import TrellisDiff
import TrellisSnapshot
import XCTest

/// A temporary folder with copies of the fixtures, removed after the test.
class SnapshotTestCase: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")
    var temp: URL!

    override func setUpWithError() throws {
        temp = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temp)
    }

    /// Copies a fixture into the temporary folder; returns its path.
    @discardableResult
    func copyFixture(_ name: String, to folder: String = "layouts") throws -> String {
        let dir = temp.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: target)
        return target.path
    }

    var layouts: String { temp.appendingPathComponent("layouts").path }
    var artifacts: String { temp.appendingPathComponent("artifacts").path }

    func run(_ paths: [String]? = nil, mode: RecordMode, prune: Bool = false) throws -> SnapshotRun {
        var options = SnapshotOptions()
        options.mode = mode
        options.artifactsDirectory = artifacts
        options.prune = prune
        return try SnapshotRunner.run(try SnapshotPlan.make(paths: paths ?? [layouts]), options: options)
    }

    /// Replaces text in a file.
    func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(path) has no '\(old)'")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Every file under a folder, relative.
    func allFiles(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isDir: ObjCBool = false
            FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0), isDirectory: &isDir)
            return !isDir.boolValue
        }.sorted()
    }
}
