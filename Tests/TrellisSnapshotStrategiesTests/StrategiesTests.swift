import Foundation
import SnapshotTesting
import TrellisLayout
import TrellisSnapshotStrategies
import TrellisSnapshotTesting
import XCTest

/// The swift-snapshot-testing strategies, driven through that library's own
/// `verifySnapshot` (record modes, folders, messages) in a scratch folder.
final class StrategiesTests: XCTestCase {
    var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sst-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func makeCard(inset: CGFloat = 16) -> UIView {
        let card = UIView()
        card.backgroundColor = .white
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: inset),
            title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        return card
    }

    func testImageRecordsThenVerifiesThenFailsWithACount() throws {
        let first = verifySnapshot(of: makeCard(), as: .trellisImage(device: "iphone-se"), named: "card",
                                   record: .all, snapshotDirectory: directory.path, testName: "card")
        XCTAssertNotNil(first, "recording reports itself as a failure, as the library does")
        let png = directory.appendingPathComponent("card.card.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path))
        XCTAssertEqual(try Data(contentsOf: png).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))

        XCTAssertNil(verifySnapshot(of: makeCard(), as: .trellisImage(device: "iphone-se"), named: "card",
                                    record: .never, snapshotDirectory: directory.path, testName: "card"))

        let moved = verifySnapshot(of: makeCard(inset: 40), as: .trellisImage(device: "iphone-se"), named: "card",
                                   record: .never, snapshotDirectory: directory.path, testName: "card")
        XCTAssertTrue(moved?.contains("Snapshot differs from the reference in") ?? false, moved ?? "passed")
    }

    /// A dark variant: its own reference, a different picture from the
    /// light one (systemBackground black, the label white).
    func testADarkVariantIsItsOwnReference() throws {
        func card() -> UIView { let v = makeCard(); v.backgroundColor = .systemBackground; return v }
        XCTAssertNotNil(verifySnapshot(of: card(), as: .trellisImage(device: "iphone-se"), named: "light",
                                       record: .all, snapshotDirectory: directory.path, testName: "card"))
        XCTAssertNotNil(verifySnapshot(of: card(), as: .trellisImage(device: "iphone-se", userInterfaceStyle: .dark), named: "dark",
                                       record: .all, snapshotDirectory: directory.path, testName: "card"))
        let light = try Data(contentsOf: directory.appendingPathComponent("card.light.png"))
        let dark = try Data(contentsOf: directory.appendingPathComponent("card.dark.png"))
        XCTAssertNotEqual(light, dark)
        XCTAssertNil(verifySnapshot(of: card(), as: .trellisImage(device: "iphone-se", userInterfaceStyle: .dark), named: "dark",
                                    record: .never, snapshotDirectory: directory.path, testName: "card"))
        let mixed = verifySnapshot(of: card(), as: .trellisImage(device: "iphone-se"), named: "dark",
                                   record: .never, snapshotDirectory: directory.path, testName: "card")
        XCTAssertTrue(mixed?.contains("Snapshot differs from the reference in") ?? false, mixed ?? "passed")
    }

    func testFramesAreAReadableTextDiff() throws {
        XCTAssertNotNil(verifySnapshot(of: makeCard(), as: .trellisFrames(device: "iphone-se"), named: "card",
                                       record: .all, snapshotDirectory: directory.path, testName: "frames"))
        let text = try String(contentsOf: directory.appendingPathComponent("frames.card.frames.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"title\""), text)
        let moved = verifySnapshot(of: makeCard(inset: 40), as: .trellisFrames(device: "iphone-se"), named: "card",
                                   record: .never, snapshotDirectory: directory.path, testName: "frames")
        // The line diff names the moved frame's numbers.
        XCTAssertTrue(moved?.contains("40") ?? false, moved ?? "passed")
    }

    func testAViewControllerAndALayoutFile() throws {
        final class Screen: UIViewController {}
        XCTAssertNotNil(verifySnapshot(of: Screen() as UIViewController, as: .trellisImage(device: "iphone-se"),
                                       named: "vc", record: .all, snapshotDirectory: directory.path, testName: "vc"))
        XCTAssertNil(verifySnapshot(of: Screen() as UIViewController, as: .trellisImage(device: "iphone-se"),
                                    named: "vc", record: .never, snapshotDirectory: directory.path, testName: "vc"))

        let file = directory.appendingPathComponent("box.yaml")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        canvas: {device: iphone-se}
        root:
          subviews:
            - {id: box, color: "#3366CC"}
        constraints:
          - box.top == root.safeArea.top + 20
          - H:|-[box]-|
          - box.height == 80
        """.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNotNil(verifySnapshot(of: file, as: .trellisLayout(), named: "file", record: .all,
                                       snapshotDirectory: directory.path, testName: "file"))
        XCTAssertNil(verifySnapshot(of: file, as: .trellisLayout(), named: "file", record: .never,
                                    snapshotDirectory: directory.path, testName: "file"))
    }
}
