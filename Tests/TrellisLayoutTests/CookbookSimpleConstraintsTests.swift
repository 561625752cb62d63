import XCTest
import TrellisLayout

/// Apple, *Auto Layout Cookbook*, "Simple Constraints": Simple Single UIView,
/// Adaptive Single UIView, Two Equal-Width Views, Two Different-Width Views,
/// Two Views with Complex Widths. The Cookbook's "Top Layout Guide.Bottom"
/// and "Bottom Layout Guide.Top" are the safe area's top and bottom today;
/// "Superview.LeadingMargin" is the root view's margins guide; "Standard"
/// between siblings is 8 points.
///
/// Windows: iPhone SE 375x667 @2x (status bar 20, root margins 16) and a
/// notched 390x844 @3x (safe area 47/34, root margins 16).
/// SE: margins run from x 16 to 359 (343 wide), the safe area from y 20 to 667.
/// Notched: margins from 16 to 374 (358 wide), safe area from 47 to 810.
final class CookbookSimpleConstraintsTests: XCTestCase {

    // MARK: Simple Single UIView
    // Red UIView.Leading = Superview.LeadingMargin
    // Red UIView.Trailing = Superview.TrailingMargin
    // Red UIView.Top = Top Layout Guide.Bottom + 20.0
    // Bottom Layout Guide.Top = Red UIView.Bottom + 20.0

    func simpleSingleView(_ window: UIWindow) -> UIView {
        let root = window.rootView
        let red = HandLayout.addView("redView", to: root)
        let margins = root.layoutMarginsGuide
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            red.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        return red
    }

    func testSimpleSingleViewOnPhoneSE() {
        let window = HandLayout.phoneSE()
        let red = simpleSingleView(window)
        // y: 20 + 20 = 40 to 667 - 0 - 20 = 647.
        assertHandFrame(red, 16, 40, 343, 607)
        XCTAssertFalse(red.hasAmbiguousLayout)
    }

    func testSimpleSingleViewOnNotchedPhone() {
        let window = HandLayout.notchedPhone()
        let red = simpleSingleView(window)
        // y: 47 + 20 = 67 to 844 - 34 - 20 = 790.
        assertHandFrame(red, 16, 67, 358, 723)
        XCTAssertFalse(red.hasAmbiguousLayout)
    }

    // MARK: Adaptive Single UIView
    // Blue UIView.Leading = Superview.Leading
    // Blue UIView.Trailing = Superview.Trailing
    // Blue UIView.Top = Top Layout Guide.Bottom
    // Bottom Layout Guide.Top = Blue UIView.Bottom
    // (fills the screen except the status bar, and adapts when the bars change)

    func adaptiveSingleView(_ window: UIWindow) -> UIView {
        let root = window.rootView
        let blue = HandLayout.addView("blueView", to: root)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            blue.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            blue.topAnchor.constraint(equalTo: safe.topAnchor),
            safe.bottomAnchor.constraint(equalTo: blue.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return blue
    }

    func testAdaptiveSingleViewOnPhoneSE() {
        let window = HandLayout.phoneSE()
        let blue = adaptiveSingleView(window)
        assertHandFrame(blue, 0, 20, 375, 647)
    }

    func testAdaptiveSingleViewOnNotchedPhone() {
        let window = HandLayout.notchedPhone()
        let blue = adaptiveSingleView(window)
        assertHandFrame(blue, 0, 47, 390, 763)
    }

    func testAdaptiveSingleViewAdaptsToLandscapeWithoutStatusBar() {
        let window = HandLayout.phoneSE()
        let blue = adaptiveSingleView(window)
        // Rotate: 667x375, and the status bar hides in landscape on iPhone.
        window.resize(width: 667, height: 375)
        window.windowSafeAreaInsets = .zero
        window.layoutIfNeeded()
        assertHandFrame(window.rootView, 0, 0, 667, 375)
        assertHandFrame(blue, 0, 0, 667, 375)
    }

    // MARK: Two Equal-Width Views
    // Yellow UIView.Leading = Superview.LeadingMargin
    // Green UIView.Leading = Yellow UIView.Trailing + Standard
    // Green UIView.Trailing = Superview.TrailingMargin
    // Yellow UIView.Top = Top Layout Guide.Bottom + 20.0
    // Green UIView.Top = Top Layout Guide.Bottom + 20.0
    // Bottom Layout Guide.Top = Yellow UIView.Bottom + 20.0
    // Bottom Layout Guide.Top = Green UIView.Bottom + 20.0
    // Yellow UIView.Width = Green UIView.Width

    func twoViews(_ window: UIWindow, _ names: (String, String), width: (UIView, UIView) -> NSLayoutConstraint,
                  extra: (UIView, UIView) -> [NSLayoutConstraint] = { _, _ in [] }) -> (UIView, UIView) {
        let root = window.rootView
        let first = HandLayout.addView(names.0, to: root)
        let second = HandLayout.addView(names.1, to: root)
        let margins = root.layoutMarginsGuide
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            first.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            second.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: first.bottomAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 20),
            width(first, second),
        ] + extra(first, second))
        window.layoutIfNeeded()
        return (first, second)
    }

    func twoEqualWidthViews(_ window: UIWindow) -> (UIView, UIView) {
        twoViews(window, ("yellowView", "greenView")) { yellow, green in
            yellow.widthAnchor.constraint(equalTo: green.widthAnchor)
        }
    }

    func testTwoEqualWidthViewsOnPhoneSE() {
        let (yellow, green) = twoEqualWidthViews(HandLayout.phoneSE())
        // (343 - 8) / 2 = 167.5 each: 16...183.5, 191.5...359.
        assertHandFrame(yellow, 16, 40, 167.5, 607)
        assertHandFrame(green, 191.5, 40, 167.5, 607)
        XCTAssertFalse(yellow.hasAmbiguousLayout)
        XCTAssertFalse(green.hasAmbiguousLayout)
    }

    func testTwoEqualWidthViewsOnNotchedPhone() {
        let (yellow, green) = twoEqualWidthViews(HandLayout.notchedPhone())
        // (358 - 8) / 2 = 175 each.
        assertHandFrame(yellow, 16, 67, 175, 723)
        assertHandFrame(green, 199, 67, 175, 723)
    }

    // MARK: Two Different-Width Views
    // As above, but Orange UIView.Width = 2.0 x Purple UIView.Width

    func twoDifferentWidthViews(_ window: UIWindow) -> (UIView, UIView) {
        twoViews(window, ("purpleView", "orangeView")) { purple, orange in
            orange.widthAnchor.constraint(equalTo: purple.widthAnchor, multiplier: 2.0)
        }
    }

    func testTwoDifferentWidthViewsOnPhoneSE() {
        let (purple, orange) = twoDifferentWidthViews(HandLayout.phoneSE())
        // 3w = 335: w = 111.667. Edges: purple 16...127.667, orange 135.667...359.
        // @2x: 127.667 -> 127.5 (255.33 px rounds to 255), 135.667 -> 135.5.
        assertHandFrame(purple, 16, 40, 111.5, 607)
        assertHandFrame(orange, 135.5, 40, 223.5, 607)
        XCTAssertFalse(orange.hasAmbiguousLayout)
    }

    func testTwoDifferentWidthViewsOnNotchedPhone() {
        let (purple, orange) = twoDifferentWidthViews(HandLayout.notchedPhone())
        // 3w = 350: w = 116.667; @3x thirds are on the pixel grid.
        assertHandFrame(purple, 16, 67, 116.666667, 723)
        assertHandFrame(orange, 140.666667, 67, 233.333333, 723)
    }

    // MARK: Two Views with Complex Widths
    // As Two Different-Width Views, but
    // Red UIView.Width = 2.0 x Blue UIView.Width (UILayoutPriority 750)
    // Blue UIView.Width >= 150.0

    func complexWidths(_ window: UIWindow) -> (UIView, UIView) {
        twoViews(window, ("blueView", "redView"), width: { blue, red in
            let ratio = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2.0)
            ratio.priority = .defaultHigh
            return ratio
        }, extra: { blue, _ in
            [blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)]
        })
    }

    func testTwoViewsWithComplexWidthsOnPhoneSE() {
        let (blue, red) = complexWidths(HandLayout.phoneSE())
        // 2:1 would make blue 111.667 < 150: the required minimum wins and the
        // ratio comes as close as it can (blue at its minimum): 150 + 8 + 185.
        assertHandFrame(blue, 16, 40, 150, 607)
        assertHandFrame(red, 174, 40, 185, 607)
        XCTAssertFalse(blue.hasAmbiguousLayout)
    }

    func testTwoViewsWithComplexWidthsOnNotchedPhone() {
        let (blue, red) = complexWidths(HandLayout.notchedPhone())
        assertHandFrame(blue, 16, 67, 150, 723)
        assertHandFrame(red, 174, 67, 200, 723)
    }

    func testTwoViewsWithComplexWidthsInLandscapeKeepTheRatio() {
        let window = HandLayout.phoneSE()
        let (blue, red) = complexWidths(window)
        // Resize and lose the status bar in two passes: changing both before
        // one pass is testAdaptiveSingleViewAdaptsToLandscapeWithoutStatusBar's subject.
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        window.windowSafeAreaInsets = .zero
        window.layoutIfNeeded()
        // 667 - 32 - 8 = 627 = 3 x 209: the 2:1 ratio holds now.
        assertHandFrame(blue, 16, 20, 209, 335)
        assertHandFrame(red, 233, 20, 418, 335)
    }
}
