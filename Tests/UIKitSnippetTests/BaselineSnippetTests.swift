import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A label taller than its text keeps its baseline anchors at its edges:
/// the first baseline its text's ascent below its top, the last its
/// descent above its bottom, while the text itself is drawn centred.
/// UIKit states a label's baselines to the engine as offsets from its top
/// and bottom measured at its intrinsic size (UILabel's
/// `_firstBaselineOffsetFromTop` and `_baselineOffsetFromBottom`, read from
/// the label's intrinsic-size baseline metrics, not from its bounds), and
/// Xcode's canvas, which runs UIKit's engine, stores stretched labels' neighbours
/// so (docs/LAYOUT.md, "baselines"; docs/INTERFACE-BUILDER.md, "Baselines of
/// labels taller or shorter than their text").
///
/// The test measurer: a 17-point line is 20.4 tall, its baseline 16.15
/// below its top and 4.25 above its bottom. iPhone 15, @3x: frames round
/// to a third of a point.
final class BaselineSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// The title is 60 tall. Its first baseline is 16.15 below the row's
    /// top, so the price's top is at 0 (centred text would have put the
    /// baseline at 30 - 10.2 + 16.15 = 35.95 and the price at 19.8); its
    /// last baseline is 60 - 4.25 = 55.75, so the unit label ends at 60
    /// (centred: 39.8).
    func testATallTitlesNeighboursSitOnItsEdgeBaselines() {
        let controller = PriceRowViewController()
        _ = shown.show(controller)
        XCTAssertEqual(controller.titleLabel.frame.minY, 0, accuracy: 0.01)
        XCTAssertEqual(controller.titleLabel.frame.height, 60, accuracy: 0.01)
        XCTAssertEqual(controller.priceLabel.frame.minY, 0, accuracy: 1.0 / 3)
        XCTAssertEqual(controller.priceLabel.frame.height, 20.4, accuracy: 1.0 / 3)
        XCTAssertEqual(controller.unitLabel.frame.maxY, 60, accuracy: 1.0 / 3)
        XCTAssertEqual(controller.unitLabel.frame.minY, 60 - 20.4, accuracy: 1.0 / 3)
        XCTAssertEqual(controller.unitLabel.frame.maxX, controller.priceLabel.frame.minX - 4, accuracy: 1.0 / 3)
    }
}
