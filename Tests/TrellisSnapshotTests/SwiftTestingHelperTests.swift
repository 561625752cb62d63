#if canImport(Testing)
import Foundation
import Testing
import TrellisLayout
import TrellisSnapshot
import TrellisSnapshotTesting

/// The helper under Swift Testing: failures go through `Issue.record`.
/// (scripts/test runs XCTest only; `swift test` runs these too.)
@Suite struct SwiftTestingHelperTests {
    @Test func recordsThenVerifies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-st-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func screen() -> UIView {
            let v = UIView(identifier: "screen")
            let box = UIView(identifier: "box")
            box.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 16),
                box.topAnchor.constraint(equalTo: v.topAnchor, constant: 80),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            return v
        }
        // Recording reports an issue (as in swift-snapshot-testing); expect exactly that.
        withKnownIssue {
            assertLayoutSnapshot(of: screen(), named: "box", device: "iphone-se", record: .missing, snapshotDirectory: directory)
        }
        assertLayoutSnapshot(of: screen(), named: "box", device: "iphone-se", record: .never, snapshotDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: directory + "/recordsThenVerifies.box.iphone-se-portrait.png"))
    }
}
#endif
