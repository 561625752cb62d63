import Foundation
import XCTest
@testable import trellis

/// Saves, new files and deletions each make one new version naming the
/// files; nothing changed, no version.
final class FileWatcherTests: XCTestCase {
    var fixture: PreviewFixture!

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() { fixture.remove() }

    func testChangesAreNoticedAndNamed() throws {
        let folder = try PreviewFolder(path: fixture.site.path)
        let watcher = FileWatcher(folder: folder)
        XCTAssertNil(watcher.poll(), "nothing changed yet")
        XCTAssertEqual(watcher.latest.version, 0)

        // A save that keeps the size (an edit of one digit), written in place.
        let card = fixture.site.appendingPathComponent("card.yaml")
        let handle = try FileHandle(forWritingTo: card)
        try handle.write(contentsOf: Data(PreviewFixture.card.replacingOccurrences(of: "120", with: "140").utf8))
        try handle.close()
        // The same second on a coarse file system: move the time on to be sure.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: card.path)
        XCTAssertEqual(watcher.poll(), FileWatcher.Change(version: 1, files: ["card.yaml"]))
        XCTAssertNil(watcher.poll())

        // Saved by writing a new file and renaming it over the old (as many editors do).
        try Data("canvas: {device: iphone-se}\nroot: {}\n".utf8).write(to: fixture.site.appendingPathComponent("sub/inner.yaml"), options: .atomic)
        try Data("root: {}\n".utf8).write(to: fixture.site.appendingPathComponent("new.yaml"))
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent("broken.yaml"))
        XCTAssertEqual(watcher.poll(), FileWatcher.Change(version: 2, files: ["broken.yaml", "new.yaml", "sub/inner.yaml"]))
        XCTAssertEqual(watcher.latest.version, 2)
        // Not layout files: not watched.
        try "changed".write(to: fixture.site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        XCTAssertNil(watcher.poll())
    }

    func testWaitingForAChange() async throws {
        let folder = try PreviewFolder(path: fixture.site.path)
        let watcher = FileWatcher(folder: folder)
        watcher.start(interval: 0.05)
        let none = await watcher.change(after: 0, timeout: 0.2)
        XCTAssertNil(none)
        try Data("root: {}\n".utf8).write(to: fixture.site.appendingPathComponent("later.yaml"))
        let change = await watcher.change(after: 0, timeout: 5)
        XCTAssertEqual(change?.files, ["later.yaml"])
    }
}
