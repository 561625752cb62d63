import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Symbol images sized by their configurations (SymbolSnippets.swift).
/// Trellis's rule (docs/LAYOUT.md, "Symbols"): a symbol is a square 20
/// points per 17 points of size, × 0.8 at the small scale and × 1.3 at the
/// large; a text style's size is its Large Dynamic Type size (HIG).
final class SymbolSnippetTests: XCTestCase {
    private let unit = 20.0 / 17

    func testUnconfiguredSymbolIsTwentyPoints() {
        let star = UIImage(systemName: "star")!
        XCTAssertEqual(star.size, CGSize(width: 20, height: 20))
        XCTAssertTrue(star.isSymbolImage)
        // Apple, `symbolConfiguration`: a symbol's is a configuration "with
        // unspecified values"; other images have none.
        XCTAssertEqual(star.symbolConfiguration, UIImage.SymbolConfiguration.unspecified)
        XCTAssertNil(UIImage(size: CGSize(width: 4, height: 4)).symbolConfiguration)
        XCTAssertNil(UIImage(systemName: ""))
    }

    func testStatusSymbols() {
        let view = StatusSymbolsView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        view.layoutIfNeeded()
        // largeTitle is 34 points: 40 square.
        XCTAssertEqual(view.headline.intrinsicContentSize.width, 34 * unit, accuracy: 1e-9)
        // 17 points at the small scale: 16.
        XCTAssertEqual(view.small.intrinsicContentSize.width, 17 * unit * 0.8, accuracy: 1e-9)
        XCTAssertEqual(view.small.image?.symbolConfiguration?.weight, .semibold)
        // The view's preferred configuration (34 points, large): 52.
        XCTAssertEqual(view.preferred.intrinsicContentSize.height, 34 * unit * 1.3, accuracy: 1e-9)
        // Tinting keeps the size and records the colour and mode.
        XCTAssertEqual(view.tinted.image?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(view.tinted.image?.renderingMode, .alwaysOriginal)
        XCTAssertEqual(view.tinted.image?.imageTintColor, .systemRed)
        // The stack centres the row on the tallest (52): 8 + (52 - 40) / 2.
        XCTAssertEqual(view.headline.frame.minY, (34 * unit * 1.3 - 34 * unit) / 2, accuracy: 0.34)
        XCTAssertEqual(view.stack.frame.width, (34 + 13.6 + 44.2 + 17) * unit + 24, accuracy: 0.34)
    }

    /// Apple, `applying(_:)`: "the new image attributes replace any previous
    /// attributes you supplied"; unspecified ones are kept.
    func testApplyingReplacesOnlyWhatIsGiven() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(combined.pointSize, 20)
        XCTAssertEqual(combined.weight, .bold)
        XCTAssertEqual(combined.scale, .large)
        // A text style replaces a point size (whichever is given last sizes).
        let styled = combined.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        XCTAssertNil(styled.pointSize)
        XCTAssertEqual(styled.textStyle, .caption1)
        XCTAssertEqual(UIImage(systemName: "a", withConfiguration: styled)!.size.width, 12 * unit * 1.3, accuracy: 1e-9)
        XCTAssertNil(combined.configurationWithoutPointSizeAndWeight().pointSize)
        XCTAssertEqual(combined.configurationWithoutScale().scale, .unspecified)
    }

    /// The image's own configuration is the "more specific" one (Apple,
    /// `UIImage.symbolConfiguration`): it wins over the view's preferred one
    /// where it says; the view's fills the rest.
    func testImageConfigurationWinsOverTheViewsPreferredOne() {
        let image = UIImage(systemName: "bolt")!.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .regular, scale: .small)
        XCTAssertEqual(view.intrinsicContentSize.width, 10 * unit * 0.8, accuracy: 1e-9)
        view.preferredSymbolConfiguration = nil
        XCTAssertEqual(view.intrinsicContentSize.width, 10 * unit, accuracy: 1e-9)
    }

    /// Non-symbol images keep their size: `withConfiguration` returns them
    /// as they are, `applyingSymbolConfiguration` gives nil.
    func testBitmapsIgnoreSymbolConfigurations() {
        let photo = UIImage(size: CGSize(width: 30, height: 10))
        XCTAssertTrue(photo.withConfiguration(UIImage.SymbolConfiguration(pointSize: 80)) === photo)
        XCTAssertNil(photo.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 80)))
        XCTAssertEqual(photo.withRenderingMode(.alwaysTemplate).size, CGSize(width: 30, height: 10))
    }

    /// A legacy button's image follows `setPreferredSymbolConfiguration(_:forImageIn:)`:
    /// 25.5 points is 30 square; no title, no insets.
    func testLegacyButtonSymbolConfiguration() {
        let button = makeShareButton()
        XCTAssertEqual(button.intrinsicContentSize.width, 30, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, 30, accuracy: 1e-9)
        XCTAssertEqual(button.preferredSymbolConfigurationForImage(in: .normal)?.pointSize, 25.5)
        XCTAssertNil(button.preferredSymbolConfigurationForImage(in: .selected))
    }
}
