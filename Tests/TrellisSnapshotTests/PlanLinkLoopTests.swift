import Foundation
import TrellisSnapshot
import XCTest

/// Links in a scanned folder are followed, each real folder once: a link
/// back up the tree (`up -> ..`) and one to itself (`self -> .`) made the
/// walk branch at every level, and `snapshot record FOLDER` ran for hours.
final class PlanLinkLoopTests: SnapshotTestCase {
    func testLinksBackUpTheTreeAreWalkedOnce() throws {
        try copyFixture("card.yaml")
        try FileManager.default.createSymbolicLink(atPath: layouts + "/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: layouts + "/self", withDestinationPath: ".")
        // Untimed: the loop made the walk branch for hours, not seconds, so
        // a returning bug hangs here (each folder once gives the two cases).
        let plan = try SnapshotPlan.make(paths: [layouts])
        XCTAssertEqual(plan.cases.map(\.description), ["card/iphone-se-portrait.step-0", "card/iphone-se-portrait.step-1"])
    }

    /// A configuration file that is a FIFO nobody writes to read as empty
    /// (FileManager's read waited for ever): "expected 'devices:'".
    func testAConfigurationFIFOIsReadNotWaitedOn() throws {
        try copyFixture("card.yaml")
        XCTAssertEqual(mkfifo(temp.path + "/" + SnapshotConfig.fileName, 0o600), 0)
        XCTAssertThrowsError(try SnapshotPlan.make(paths: [layouts])) { error in
            XCTAssertTrue("\(error)".contains(SnapshotConfig.fileName), "\(error)")
        }
    }
}
