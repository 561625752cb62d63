import Badges
import SnapshotTesting
import TrellisLayout
import TrellisSnapshotStrategies
import XCTest

final class BadgeTests: XCTestCase {
    func testBadgeAtItsOwnSize() {
        assertSnapshot(of: BadgeView(text: "New") as UIView, as: .trellisImage(device: "iphone-se", layout: .sizeThatFits))
        assertSnapshot(of: BadgeView(text: "New") as UIView, as: .trellisFrames(device: "iphone-se", layout: .sizeThatFits))
    }
}
