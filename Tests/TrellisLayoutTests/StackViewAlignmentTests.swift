import XCTest
import TrellisLayout

/// Alignment across the axis (Apple, `UIStackView.Alignment`), both axes,
/// and right-to-left. Stacks are 300 x 100 (horizontal) or 100 x 300
/// (vertical) at (10, 20), distribution fill, spacing 0; a is 50 x 20 and b
/// is 60 x 40, and b, the last view, takes the rest of the axis.
final class StackViewAlignmentTests: XCTestCase {
    func horizontal(_ alignment: UIStackView.Alignment, height: Double? = 100) -> (UIStackView, UIView, UIView) {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 40, "b")
        let s = StackFixture.stack([a, b], in: w, height: height) { $0.alignment = alignment }
        return (s, a, b)
    }

    func vertical(_ alignment: UIStackView.Alignment, direction: UIUserInterfaceLayoutDirection = .leftToRight) -> (UIView, UIView) {
        let w = StackFixture.window(direction: direction)
        let a = StackBox(50, 20, "a"), b = StackBox(60, 40, "b")
        _ = StackFixture.stack([a, b], in: w, width: 100, height: 300) { $0.axis = .vertical; $0.alignment = alignment }
        return (a, b)
    }

    func testHorizontalFill() {
        let (_, a, b) = horizontal(.fill)
        assertHandFrame(a, 0, 0, 50, 100)
        assertHandFrame(b, 50, 0, 250, 100)
    }

    func testHorizontalTop() {
        let (_, a, b) = horizontal(.top)
        assertHandFrame(a, 0, 0, 50, 20)
        assertHandFrame(b, 50, 0, 250, 40)
    }

    func testHorizontalCenter() {
        let (_, a, b) = horizontal(.center)
        // Centres at 50: a from 40, b from 30.
        assertHandFrame(a, 0, 40, 50, 20)
        assertHandFrame(b, 50, 30, 250, 40)
    }

    func testHorizontalBottom() {
        let (_, a, b) = horizontal(.bottom)
        assertHandFrame(a, 0, 80, 50, 20)
        assertHandFrame(b, 50, 60, 250, 40)
    }

    func testCenterWithoutAHeightSpansTheTallestView() {
        let (s, a, b) = horizontal(.center, height: nil)
        // UISV-spanning-fit: the stack is as tall as b, 40; a centred at 20.
        assertHandFrame(s, 10, 20, 300, 40)
        assertHandFrame(a, 0, 10, 50, 20)
        assertHandFrame(b, 50, 0, 250, 40)
        XCTAssertFalse(s.hasAmbiguousLayout)
    }

    func testVerticalLeadingCenterTrailing() {
        var (a, b) = vertical(.leading)
        assertHandFrame(a, 0, 0, 50, 20)
        assertHandFrame(b, 0, 20, 60, 280)
        (a, b) = vertical(.center)
        assertHandFrame(a, 25, 0, 50, 20)
        assertHandFrame(b, 20, 20, 60, 280)
        (a, b) = vertical(.trailing)
        assertHandFrame(a, 50, 0, 50, 20)
        assertHandFrame(b, 40, 20, 60, 280)
    }

    func testVerticalLeadingInRightToLeftIsTheRightEdge() {
        let (a, b) = vertical(.leading, direction: .rightToLeft)
        assertHandFrame(a, 50, 0, 50, 20)
        assertHandFrame(b, 40, 20, 60, 280)
    }

    func testHorizontalRightToLeftStartsAtTheRight() {
        let w = StackFixture.window(direction: .rightToLeft)
        let a = StackBox(50, 20, "a"), b = StackBox(60, 40, "b")
        _ = StackFixture.stack([a, b], in: w) { $0.spacing = 10 }
        // a leads from the right edge: 250...300; b fills 0...240.
        assertHandFrame(a, 250, 0, 50, 100)
        assertHandFrame(b, 0, 0, 240, 100)
    }

    /// `semanticContentAttribute = .forceRightToLeft` on the stack alone (its
    /// arranged views left unspecified in a left-to-right window) reverses
    /// the arrangement: the stack's constraints follow the stack's own
    /// direction (UIStackView: views are laid out leading to trailing, and
    /// `semanticContentAttribute` decides the stack's direction).
    func testStackForcedRightToLeftReversesItsViewsInALeftToRightWindow() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 40, "b")
        let s = StackFixture.stack([a, b], in: w) { $0.spacing = 10; $0.semanticContentAttribute = .forceRightToLeft }
        // Stack at x 10, 300 wide: a leads from its right edge (250...300),
        // b fills the rest (0...240), as in a right-to-left window.
        assertHandFrame(s, 10, 20, 300, 100)
        assertHandFrame(a, 250, 0, 50, 100)
        assertHandFrame(b, 0, 0, 240, 100)
        // And the other way: a stack forced left to right in a right-to-left window.
        let w2 = StackFixture.window(direction: .rightToLeft)
        let c = StackBox(50, 20, "c"), d = StackBox(60, 40, "d")
        _ = StackFixture.stack([c, d], in: w2) { $0.spacing = 10; $0.semanticContentAttribute = .forceLeftToRight }
        assertHandFrame(c, 0, 0, 50, 100)
        assertHandFrame(d, 60, 0, 240, 100)
    }

    // Labels measured by the fixed-advance measurer: a character is half the
    // point size wide, a line 1.2 x, the first baseline 0.95 x below the top.
    func testFirstBaselineAlignment() {
        let w = StackFixture.window()
        let small = UILabel(text: "ab", identifier: "small"), big = UILabel(text: "ab", identifier: "big")
        small.font = .systemFont(ofSize: 17)
        big.font = .systemFont(ofSize: 34)
        let s = StackFixture.stack([small, big], in: w, width: nil, height: nil) {
            $0.alignment = .firstBaseline; $0.spacing = 8
        }
        // big: 34 x 40.8, baseline 32.3, at the top. small: 17 x 20.4,
        // baseline 16.15, so its top is 32.3 - 16.15 = 16.15: window y
        // 36.15 -> 36 at @2x, bottom 56.55 -> 56.5. big's bottom 60.8 -> 61.
        assertHandFrame(small, 0, 16, 17, 20.5)
        assertHandFrame(big, 25, 0, 34, 41)
        assertHandFrame(s, 10, 20, 59, 41)
        XCTAssertTrue(s.generatedConstraints.contains { $0.identifier == "UISV-spanning-boundary" })
    }

    // Views without text have their last baselines at the bottom (UIKit: a
    // view is its own `forLastBaselineLayout`), so they align by their bottoms.
    func testBaselineAlignmentOfViewsWithoutTextUsesTheirBottoms() {
        let (_, a, b) = horizontal(.lastBaseline, height: nil)
        assertHandFrame(a, 0, 20, 50, 20)
        assertHandFrame(b, 50, 0, 250, 40)
    }
}
