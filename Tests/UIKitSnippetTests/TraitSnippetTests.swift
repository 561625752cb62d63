import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Traits: inheritance and overrides, iOS 17's trait registration, dynamic
/// colours and Dynamic Type (docs/LAYOUT.md, "Traits").
final class TraitSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// A window's traits on the default iPhone: light, Large text (Dynamic
    /// Type's default, HIG "Typography"), phone, scale 3, compact × regular.
    func testWindowTraitsOfTheDefaultPhone() {
        let window = shown.show(UIViewController())
        let t = window.rootViewController!.view.traitCollection
        XCTAssertEqual(t.userInterfaceStyle, .light)
        XCTAssertEqual(t.preferredContentSizeCategory, .large)
        XCTAssertEqual(t.userInterfaceIdiom, .phone)
        XCTAssertEqual(t.displayScale, 3)
        XCTAssertEqual(t.horizontalSizeClass, .compact)
        XCTAssertEqual(t.verticalSizeClass, .regular)
        XCTAssertEqual(t.legibilityWeight, .regular)
        XCTAssertEqual(t.layoutDirection, .leftToRight)
        // An empty collection has every trait unspecified (Apple, UITraitCollection).
        let empty = UITraitCollection()
        XCTAssertEqual(empty.userInterfaceStyle, .unspecified)
        XCTAssertEqual(empty.preferredContentSizeCategory, .unspecified)
        XCTAssertEqual(empty.horizontalSizeClass, .unspecified)
    }

    /// Apple, "overrideUserInterfaceStyle": set on a view, the style applies
    /// to the view and its subviews; on a controller, to its view and
    /// children; the rest of the window keeps the inherited style.
    func testOverrideUserInterfaceStyleReachesTheSubtreeOnly() {
        let vc = UIViewController()
        let window = shown.show(vc)
        let card = ThemedCardView(), inner = UIView(), sibling = UIView()
        card.addSubview(inner)
        vc.view.addSubview(card)
        vc.view.addSubview(sibling)
        card.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .light)
        vc.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .dark)
        window.overrideUserInterfaceStyle = .light
        vc.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .dark)
    }

    /// The registered handler runs once per change of the registered trait
    /// (iOS 17, `registerForTraitChanges(_:handler:)`), and the card resolves
    /// its dynamic border colour with its new traits.
    func testRegisteredHandlerResolvesTheDynamicColour() {
        let vc = UIViewController()
        let window = shown.show(vc)
        let card = ThemedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        vc.view.addSubview(card)
        XCTAssertEqual(card.layer.borderColor, UIColor(white: 0, alpha: 0.1).cgColor)
        window.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(card.styleChanges, 1)
        XCTAssertEqual(card.layer.borderColor, UIColor(white: 1, alpha: 0.3).cgColor)
        // A change of another trait doesn't call a style handler.
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        XCTAssertEqual(card.styleChanges, 1)
        XCTAssertTrue(window.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(card.styleChanges, 2)
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .light)
    }

    /// `resolvedColor(with:)` and `performAsCurrent(_:)`.
    func testDynamicColourResolvesPerStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let color = ThemedCardView.borderColor
        XCTAssertEqual(color.resolvedColor(with: dark), UIColor(white: 1, alpha: 0.3))
        XCTAssertEqual(color.resolvedColor(with: light), UIColor(white: 0, alpha: 0.1))
        var seen: UIUserInterfaceStyle?
        dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
        XCTAssertEqual(seen, .dark)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        let merged = UITraitCollection(traitsFrom: [light, UITraitCollection(horizontalSizeClass: .regular), dark])
        XCTAssertEqual(merged.userInterfaceStyle, .dark)
        XCTAssertEqual(merged.horizontalSizeClass, .regular)
    }

    /// Content size categories compare in size order (UIKit's Swift overlay);
    /// the five accessibility sizes are `isAccessibilityCategory`.
    func testContentSizeCategoriesCompare() {
        XCTAssertLessThan(UIContentSizeCategory.large, .extraLarge)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityMedium, .extraExtraExtraLarge)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    /// HIG "Typography", Dynamic Type sizes: body is 17 at Large, 23 at
    /// xxxLarge, 40 at AX3 (accessibilityExtraLarge); title1 28 → 48 at AX3.
    /// `UIFontMetrics` scales by the style's ratio (body: 23/17 at xxxLarge).
    func testPreferredFontFollowsTheCategory() {
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize, 40)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: ax3).pointSize, 48)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax3).weight, .semibold)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: xxxl), 23)
        let custom = UIFont(name: "Avenir-Heavy", size: 34)!
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl).pointSize, 46)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: xxxl).pointSize, 40)
    }

    /// With `adjustsFontForContentSizeCategory`, a text-style label takes the
    /// new size when the category changes (Apple: "the object updates its
    /// font automatically"); a fixed-size font stays. The controller's
    /// `traitCollectionDidChange(_:)` stacks the row vertically at an
    /// accessibility size.
    func testLabelsAdjustAndTheRowRestacksAtAccessibilitySizes() {
        let vc = AdaptiveRowViewController()
        let window = shown.show(vc)
        XCTAssertEqual(vc.stack.axis, .horizontal)
        XCTAssertEqual(vc.titleLabel.font.pointSize, 17)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        XCTAssertEqual(vc.titleLabel.font.pointSize, 40)
        XCTAssertEqual(vc.fixedLabel.font.pointSize, 17)
        XCTAssertEqual(vc.stack.axis, .vertical)
        // Stacked: the icon (29) above the label, 8 apart.
        XCTAssertEqual(vc.titleLabel.frame.minY, 29 + 8)
        XCTAssertEqual(vc.stack.frame.height, 29 + 8 + vc.titleLabel.intrinsicContentSize.height)
        window.traitOverrides.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        XCTAssertEqual(vc.titleLabel.font.pointSize, 17)
        XCTAssertEqual(vc.stack.axis, .horizontal)
    }
}
