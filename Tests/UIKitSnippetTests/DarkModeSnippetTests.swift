import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// System colours are dynamic: each resolves to its light or dark value by
/// the traits' `userInterfaceStyle` (Apple, `UIColor`: "standard colors",
/// "UI element colors"). Values: the system colours and greys are the
/// Human Interface Guidelines' default light and dark (iOS 15 and later);
/// the semantic colours are the values UIKit reports when resolving them
/// (docs/LAYOUT.md, "Colours").
final class DarkModeSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), Int((a * 100).rounded())]
    }

    func testSystemColoursResolveToTheirDarkValues() {
        XCTAssertEqual(rgba(.systemBlue, light), [0, 122, 255, 100])
        XCTAssertEqual(rgba(.systemBlue, dark), [10, 132, 255, 100])
        XCTAssertEqual(rgba(.systemRed, dark), [255, 69, 58, 100])
        XCTAssertEqual(rgba(.systemGreen, dark), [48, 209, 88, 100])
        XCTAssertEqual(rgba(.systemGray, dark), [142, 142, 147, 100], "the same in both")
        XCTAssertEqual(rgba(.systemGray6, light), [242, 242, 247, 100])
        XCTAssertEqual(rgba(.systemGray6, dark), [28, 28, 30, 100])
        XCTAssertEqual(rgba(.tintColor, dark), rgba(.systemBlue, dark))
    }

    func testSemanticColoursResolveToTheirDarkValues() {
        XCTAssertEqual(rgba(.label, light), [0, 0, 0, 100])
        XCTAssertEqual(rgba(.label, dark), [255, 255, 255, 100])
        XCTAssertEqual(rgba(.secondaryLabel, dark), [235, 235, 245, 60])
        XCTAssertEqual(rgba(.systemBackground, dark), [0, 0, 0, 100])
        XCTAssertEqual(rgba(.secondarySystemBackground, dark), [28, 28, 30, 100])
        XCTAssertEqual(rgba(.systemGroupedBackground, dark), [0, 0, 0, 100])
        XCTAssertEqual(rgba(.secondarySystemGroupedBackground, light), [255, 255, 255, 100])
        XCTAssertEqual(rgba(.secondarySystemGroupedBackground, dark), [28, 28, 30, 100])
        XCTAssertEqual(rgba(.separator, light), [60, 60, 67, 29])
        XCTAssertEqual(rgba(.separator, dark), [84, 84, 88, 60])
        XCTAssertEqual(rgba(.systemFill, dark), [120, 120, 128, 36])
        // Fixed colours don't change.
        XCTAssertEqual(rgba(.white, dark), [255, 255, 255, 100])
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark), UIColor.red)
        // A translucent dynamic colour stays dynamic (UIKit keeps it so).
        XCTAssertEqual(rgba(UIColor.label.withAlphaComponent(0.5), dark), [255, 255, 255, 50])
    }

    /// The window's override reaches the controller's traits; its
    /// `traitCollectionDidChange(_:)` runs and the screen re-resolves the
    /// `CGColor` border by hand (Apple: a layer's colours don't adapt).
    func testSettingsScreenFollowsTheWindowsStyle() {
        let vc = AppearanceSettingsViewController()
        let window = shown.show(vc)
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(vc.card.layer.borderColor, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29).cgColor)
        vc.toggle.setOn(true, animated: false)
        vc.toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(window.overrideUserInterfaceStyle, .dark)
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(vc.card.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(vc.card.layer.borderColor, UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6).cgColor)
        XCTAssertEqual(vc.card.backgroundColor?.resolvedColor(with: vc.card.traitCollection),
                       UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        XCTAssertEqual(vc.titleLabel.textColor.resolvedColor(with: vc.titleLabel.traitCollection), UIColor(white: 1, alpha: 1))
        XCTAssertTrue(vc.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertFalse(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// `cgColor` of a dynamic colour is resolved with the current traits
    /// (Apple, `UIColor.cgColor`); `performAsCurrent` sets them.
    func testCGColorResolvesWithTheCurrentTraits() {
        XCTAssertEqual(UIColor.label.cgColor, UIColor.black.cgColor)
        var border: CGColor?
        dark.performAsCurrent { border = UIColor.label.cgColor }
        XCTAssertEqual(border, UIColor.white.cgColor)
    }

    /// While a view lays out, its traits are current (Apple,
    /// `UITraitCollection.current`), so `cgColor` set in `layoutSubviews()`
    /// resolves by the view's appearance.
    func testLayoutSubviewsResolvesWithTheViewsTraits() {
        let vc = UIViewController()
        let window = shown.show(vc)
        let card = HairlineCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        vc.view.addSubview(card)
        window.layoutIfNeeded()
        XCTAssertEqual(card.layer.borderColor, UIColor.separator.resolvedColor(with: light).cgColor)
        card.overrideUserInterfaceStyle = .dark
        card.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(card.layer.borderColor, UIColor.separator.resolvedColor(with: dark).cgColor)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "only while it lays out")
    }
}
