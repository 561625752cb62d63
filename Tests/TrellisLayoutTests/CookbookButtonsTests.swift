import XCTest
import TrellisLayout

/// Apple, *Auto Layout Cookbook*, "Views with Intrinsic Content CGSize":
/// Two Equal-Width Buttons, Three Equal-Width Buttons, Two Buttons with Equal
/// Spacing. Buttons are ``HandButton``s: 8 points a title character, 30 tall.
/// The Cookbook's dummy spacer views are layout guides here (Apple's advice
/// since iOS 9).
final class CookbookButtonsTests: XCTestCase {

    func bottomRow(_ buttons: [UIView], in root: UIView) -> [NSLayoutConstraint] {
        buttons.map { root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: $0.bottomAnchor, constant: 20) }
    }

    // MARK: Two Equal-Width Buttons
    // Short Button.Leading = Superview.LeadingMargin
    // Long Button.Leading = Short Button.Trailing + Standard
    // Long Button.Trailing = Superview.TrailingMargin
    // Bottom Layout Guide.Top = Short Button.Bottom + 20.0
    // Bottom Layout Guide.Top = Long Button.Bottom + 20.0
    // Short Button.Width = Long Button.Width

    func twoEqualWidthButtons(_ window: UIWindow) -> (UIView, UIView) {
        let root = window.rootView
        let short = HandButton("Short", identifier: "shortButton")
        let long = HandButton("A Much Longer Title", identifier: "longButton")
        root.addSubview(short)
        root.addSubview(long)
        NSLayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            long.leadingAnchor.constraint(equalToSystemSpacingAfter: short.trailingAnchor, multiplier: 1),
            long.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            short.widthAnchor.constraint(equalTo: long.widthAnchor),
        ] + bottomRow([short, long], in: root))
        window.layoutIfNeeded()
        return (short, long)
    }

    func testTwoEqualWidthButtonsOnPhoneSE() {
        let (short, long) = twoEqualWidthButtons(HandLayout.phoneSE())
        // Equal widths win over hugging (250): (343 - 8) / 2 = 167.5 each.
        // Bottom 667 - 20 = 647, height 30: top 617.
        assertHandFrame(short, 16, 617, 167.5, 30)
        assertHandFrame(long, 191.5, 617, 167.5, 30)
        XCTAssertFalse(short.hasAmbiguousLayout)
        XCTAssertFalse(long.hasAmbiguousLayout)
    }

    func testTwoEqualWidthButtonsOnNotchedPhone() {
        let (short, long) = twoEqualWidthButtons(HandLayout.notchedPhone())
        // Bottom 844 - 34 - 20 = 790: top 760.
        assertHandFrame(short, 16, 760, 175, 30)
        assertHandFrame(long, 199, 760, 175, 30)
    }

    // MARK: Three Equal-Width Buttons
    // First Button.Leading = Superview.LeadingMargin
    // Second Button.Leading = First Button.Trailing + Standard
    // Third Button.Leading = Second Button.Trailing + Standard
    // Third Button.Trailing = Superview.TrailingMargin
    // Bottom Layout Guide.Top = each button's Bottom + 20.0
    // First Button.Width = Second Button.Width
    // First Button.Width = Third Button.Width

    func threeEqualWidthButtons(_ window: UIWindow) -> [UIView] {
        let root = window.rootView
        let buttons = [("First", "firstButton"), ("Second", "secondButton"), ("Third", "thirdButton")]
            .map { HandButton($0.0, identifier: $0.1) }
        for b in buttons { root.addSubview(b) }
        NSLayoutConstraint.activate([
            buttons[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            buttons[1].leadingAnchor.constraint(equalToSystemSpacingAfter: buttons[0].trailingAnchor, multiplier: 1),
            buttons[2].leadingAnchor.constraint(equalToSystemSpacingAfter: buttons[1].trailingAnchor, multiplier: 1),
            buttons[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            buttons[0].widthAnchor.constraint(equalTo: buttons[1].widthAnchor),
            buttons[0].widthAnchor.constraint(equalTo: buttons[2].widthAnchor),
        ] + bottomRow(buttons, in: root))
        window.layoutIfNeeded()
        return buttons
    }

    func testThreeEqualWidthButtonsOnPhoneSE() {
        let b = threeEqualWidthButtons(HandLayout.phoneSE())
        // (343 - 16) / 3 = 109.
        assertHandFrame(b[0], 16, 617, 109, 30)
        assertHandFrame(b[1], 133, 617, 109, 30)
        assertHandFrame(b[2], 250, 617, 109, 30)
        for button in b { XCTAssertFalse(button.hasAmbiguousLayout) }
    }

    func testThreeEqualWidthButtonsOnNotchedPhone() {
        let b = threeEqualWidthButtons(HandLayout.notchedPhone())
        // (358 - 16) / 3 = 114.
        assertHandFrame(b[0], 16, 760, 114, 30)
        assertHandFrame(b[1], 138, 760, 114, 30)
        assertHandFrame(b[2], 260, 760, 114, 30)
    }

    // MARK: Two Buttons with Equal Spacing
    // Leading Dummy UIView.Leading = Superview.LeadingMargin
    // Short Button.Leading = Leading Dummy UIView.Trailing
    // Center Dummy UIView.Leading = Short Button.Trailing
    // Long Button.Leading = Center Dummy UIView.Trailing
    // Trailing Dummy UIView.Leading = Long Button.Trailing
    // Trailing Dummy UIView.Trailing = Superview.TrailingMargin
    // Bottom Layout Guide.Top = Short Button.Bottom + 20.0
    // Bottom Layout Guide.Top = Long Button.Bottom + 20.0
    // Leading Dummy UIView.Width = Center Dummy UIView.Width
    // Leading Dummy UIView.Width = Trailing Dummy UIView.Width
    // (the dummies sit on the buttons' row: Top = Short Button.Top, Height = Short Button.Height)

    func twoButtonsWithEqualSpacing(_ window: UIWindow) -> (UIView, UIView, [UILayoutGuide]) {
        let root = window.rootView
        let short = HandButton("Short", identifier: "shortButton")          // 40 wide
        let long = HandButton("A Much Longer Title", identifier: "longButton") // 152 wide
        root.addSubview(short)
        root.addSubview(long)
        let spacers = ["leading", "center", "trailing"].map { name -> UILayoutGuide in
            let g = UILayoutGuide()
            g.identifier = name
            root.addLayoutGuide(g)
            return g
        }
        var constraints = [
            spacers[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            short.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: short.trailingAnchor),
            long.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            spacers[2].leadingAnchor.constraint(equalTo: long.trailingAnchor),
            spacers[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            spacers[0].widthAnchor.constraint(equalTo: spacers[1].widthAnchor),
            spacers[0].widthAnchor.constraint(equalTo: spacers[2].widthAnchor),
        ] + bottomRow([short, long], in: root)
        for g in spacers {
            constraints += [g.topAnchor.constraint(equalTo: short.topAnchor),
                            g.heightAnchor.constraint(equalTo: short.heightAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (short, long, spacers)
    }

    func testTwoButtonsWithEqualSpacingOnPhoneSE() {
        let (short, long, spacers) = twoButtonsWithEqualSpacing(HandLayout.phoneSE())
        // Buttons keep their intrinsic widths, 40 and 152; the three gaps share
        // 343 - 192 = 151: 50.333 each. Edges 16 | 66.333 [short] 106.333 |
        // 156.667 [long] 308.667 | 359, rounded at @2x to 66.5, 106.5, 156.5, 308.5.
        assertHandFrame(short, 66.5, 617, 40, 30)
        assertHandFrame(long, 156.5, 617, 152, 30)
        // The spacers' rounded widths differ by half a point: the price of
        // rounding edges so that neighbours stay flush.
        assertHandRect(spacers[0].layoutFrame, CGRect(x: 16, y: 617, width: 50.5, height: 30), "leading spacer")
        assertHandRect(spacers[1].layoutFrame, CGRect(x: 106.5, y: 617, width: 50, height: 30), "center spacer")
        assertHandRect(spacers[2].layoutFrame, CGRect(x: 308.5, y: 617, width: 50.5, height: 30), "trailing spacer")
        XCTAssertFalse(short.hasAmbiguousLayout)
        XCTAssertFalse(long.hasAmbiguousLayout)
    }

    func testTwoButtonsWithEqualSpacingOnNotchedPhone() {
        let (short, long, spacers) = twoButtonsWithEqualSpacing(HandLayout.notchedPhone())
        // 358 - 192 = 166: gaps of 55.333, on the @3x grid.
        assertHandFrame(short, 71.333333, 760, 40, 30)
        assertHandFrame(long, 166.666667, 760, 152, 30)
        assertHandRect(spacers[1].layoutFrame, CGRect(x: 111.333333, y: 760, width: 55.333333, height: 30), "center spacer")
    }
}
