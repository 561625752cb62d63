import Foundation
@testable import trellis
import XCTest

/// The Interface Builder document cache is bounded (RecentDocuments.swift):
/// it kept every document a process read, and a `trellis preview` session
/// lives as long as its user works.
final class RecentDocumentsTests: XCTestCase {
    let date = Date(timeIntervalSince1970: 1_000)

    func testTheLeastRecentlyUsedGoesPastTheCount() {
        var recent = RecentDocuments<String>(maxCount: 3, maxBytes: 1_000)
        for name in ["a", "b", "c"] { recent.insert(name.uppercased(), path: name, size: 10, modified: date) }
        // Using `a` makes `b` the least recently used.
        XCTAssertEqual(recent.document("a", size: 10, modified: date), "A")
        recent.insert("D", path: "d", size: 10, modified: date)
        XCTAssertEqual(recent.paths, ["c", "a", "d"])
        XCTAssertNil(recent.document("b", size: 10, modified: date))
        for i in 0..<100 { recent.insert("\(i)", path: "p\(i)", size: 10, modified: date) }
        XCTAssertEqual(recent.count, 3)
        XCTAssertEqual(recent.paths, ["p97", "p98", "p99"])
    }

    func testTheOldestGoPastTheByteBudgetButNeverTheNewest() {
        var recent = RecentDocuments<String>(maxCount: 10, maxBytes: 100)
        recent.insert("A", path: "a", size: 60, modified: date)
        recent.insert("B", path: "b", size: 30, modified: date)
        XCTAssertEqual(recent.bytes, 90)
        recent.insert("C", path: "c", size: 20, modified: date)
        XCTAssertEqual(recent.paths, ["b", "c"])
        // Larger than the whole budget: kept alone, so it isn't read twice.
        recent.insert("Huge", path: "huge", size: 500, modified: date)
        XCTAssertEqual(recent.paths, ["huge"])
        XCTAssertEqual(recent.document("huge", size: 500, modified: date), "Huge")
    }

    /// A file whose size or date changed (or can't be known) is read again.
    func testAChangedFileIsNotUsed() {
        var recent = RecentDocuments<String>(maxCount: 10, maxBytes: 100)
        recent.insert("A", path: "a", size: 10, modified: date)
        XCTAssertNil(recent.document("a", size: 11, modified: date))
        XCTAssertNil(recent.document("a", size: 10, modified: date.addingTimeInterval(1)))
        XCTAssertNil(recent.document("a", size: nil, modified: nil))
        XCTAssertEqual(recent.document("a", size: 10, modified: date), "A")
    }

    /// The process's cache, through the reader the commands use: twelve
    /// storyboards read, eight kept, the first read again.
    func testTheProcessCacheKeepsTheLastEight() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
            </objects></document>

            """
        let paths = try (0..<12).map { i -> String in
            let path = dir.appendingPathComponent("v\(i).xib").path
            try xml.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        for path in paths { XCTAssertTrue(try InterfaceBuilderSupport.loadOnce(path).fresh) }
        XCTAssertEqual(InterfaceBuilderDocumentCache.kept.count, InterfaceBuilderDocumentCache.maxDocuments)
        XCTAssertFalse(try InterfaceBuilderSupport.loadOnce(paths[11]).fresh)
        XCTAssertTrue(try InterfaceBuilderSupport.loadOnce(paths[0]).fresh)
    }
}
