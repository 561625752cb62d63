import Foundation
import TrellisFormat
import TrellisLayout
import TrellisSnapshot
import TrellisSnapshotTesting
import XCTest

/// `assertLayoutSnapshot` for views made in code and for layout files.
final class TestHelperTests: SnapshotTestCase {
    /// A small screen made in code: a title 16 pt from the leading edge.
    func makeScreen(titleInset: Double = 16) -> UIView {
        let screen = UIView(identifier: "screen")
        screen.backgroundColor = UIColor(red: 1, green: 1, blue: 1)
        let title = UILabel()
        title.trellisIdentifier = "title"
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: titleInset),
            title.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        return screen
    }

    func testNamesSitBesideTheTestFile() {
        let name = LayoutSnapshot.name(filePath: "/src/Tests/AppTests/LoginTests.swift", testName: "testLogin()",
                                       named: "form", configuration: "iphone-15-portrait")
        XCTAssertEqual(name.imagePath, "/src/Tests/AppTests/__Snapshots__/LoginTests/testLogin.form.iphone-15-portrait.png")
        XCTAssertEqual(name.framesPath, "/src/Tests/AppTests/__Snapshots__/LoginTests/testLogin.form.iphone-15-portrait.frames.json")
        let first = LayoutSnapshot.name(filePath: "/x/T.swift", testName: "testA()", named: nil, configuration: "c")
        let second = LayoutSnapshot.name(filePath: "/x/T.swift", testName: "testA()", named: nil, configuration: "c")
        XCTAssertEqual([first.base, second.base], ["testA.1.c", "testA.2.c"], "unnamed snapshots are counted per test")
    }

    func testRecordsThenVerifiesThenFailsReadably() throws {
        let directory = temp.appendingPathComponent("__Snapshots__/TestHelperTests").path
        func check(_ inset: Double, _ mode: RecordMode) throws -> SnapshotResult {
            let screen = makeScreen(titleInset: inset)
            let (window, _) = try LayoutSnapshot.window(for: screen, device: "iphone-se", orientation: .portrait)
            let name = LayoutSnapshot.name(filePath: #filePath, testName: "testRecordsThenVerifiesThenFailsReadably()", named: "screen",
                                           configuration: "iphone-se-portrait", snapshotDirectory: directory)
            return LayoutSnapshot.verify(window: window, views: FramesRecord.namedViews(window.rootView), name: name,
                                         title: "screen", record: mode)
        }
        let recorded = try check(16, .missing)
        XCTAssertEqual(recorded.status, .recorded)
        let recordMessage = try XCTUnwrap(LayoutSnapshot.failureMessage(recorded))
        XCTAssertTrue(recordMessage.hasPrefix("Recorded snapshot TestHelperTests/testRecordsThenVerifiesThenFailsReadably.screen.iphone-se-portrait"),
                      recordMessage)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/testRecordsThenVerifiesThenFailsReadably.screen.iphone-se-portrait.png"))
        XCTAssertNil(LayoutSnapshot.failureMessage(try check(16, .missing)))
        let failed = try check(20, .never)
        let message = try XCTUnwrap(LayoutSnapshot.failureMessage(failed))
        XCTAssertTrue(message.contains("title.frame.x 16 → 20 (+4)"), message)
        XCTAssertTrue(message.hasPrefix("Snapshot TestHelperTests/testRecordsThenVerifiesThenFailsReadably.screen.iphone-se-portrait: differs from the reference"), message)
        // Missing in never mode: the helper's own hint.
        let missing = LayoutSnapshot.verify(
            window: try LayoutSnapshot.window(for: makeScreen(), device: "iphone-se", orientation: .portrait).0, views: [],
            name: SnapshotName(directory: directory, group: "x", base: "absent"), title: "t", record: .never)
        XCTAssertEqual(missing.status, .failed)
        XCTAssertTrue(missing.summary.contains("TRELLIS_RECORD=missing"), missing.summary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/absent.png"))
    }

    func testTheAssertionPassesAgainstARecordedReference() throws {
        let directory = temp.appendingPathComponent("refs").path
        // Record with the function the test uses (the write is reported as a failure, as in swift-snapshot-testing,
        // so record through `verify` here) and then assert.
        let (window, _) = try LayoutSnapshot.window(for: makeScreen(), device: "iphone-15", orientation: .portrait)
        let name = LayoutSnapshot.name(filePath: #filePath, testName: #function, named: "home",
                                       configuration: "iphone-15-portrait", snapshotDirectory: directory)
        XCTAssertEqual(LayoutSnapshot.verify(window: window, views: FramesRecord.namedViews(window.rootView), name: name,
                                             title: "TestHelperTests.swift · \(name.base)", record: .all).status, .recorded)
        assertLayoutSnapshot(of: makeScreen(), named: "home", device: "iphone-15", record: .never, snapshotDirectory: directory)
        let frames = try String(contentsOfFile: name.framesPath, encoding: .utf8)
        XCTAssertTrue(frames.contains("\"id\": \"screen\""), frames)
        XCTAssertTrue(frames.contains("\"id\": \"title\",\n      \"frame\": {\n        \"x\": 16,\n        \"y\": 75,"), frames)
    }

    func testALayoutFileInATest() throws {
        let document = try LayoutFile.load(path: Self.fixtures.appendingPathComponent("card.yaml").path)
        let directory = temp.appendingPathComponent("refs").path
        let layout = try LayoutBuilder.build(document)
        let name = LayoutSnapshot.name(filePath: #filePath, testName: #function, named: "card",
                                       configuration: "iphone-se-portrait", snapshotDirectory: directory)
        XCTAssertEqual(LayoutSnapshot.verify(window: layout.window, views: layout.views, guides: layout.guides, name: name,
                                             title: "card.yaml · \(name.base)", record: .all).status, .recorded)
        assertLayoutSnapshot(of: try LayoutBuilder.build(document), named: "card", record: .never, snapshotDirectory: directory)
    }
}
