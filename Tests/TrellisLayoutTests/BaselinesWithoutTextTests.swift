import XCTest
import TrellisLayout

/// The baselines of a view without text. Apple's `forFirstBaselineLayout`:
/// "When you make a constraint to a view's `firstBaseline` attribute, Auto
/// Layout uses the baseline of the view returned by this method. If that
/// view does not have a baseline, Auto Layout uses the view's top edge."
/// A plain view is its own `forFirstBaselineLayout` and has no baseline, so
/// its first baseline is its top edge; its last baseline is its bottom edge
/// (docs/LAYOUT.md, "baselines").
final class BaselinesWithoutTextTests: XCTestCase {
    /// A 100 × 40 view at (10, 20); one view 5 below its first baseline
    /// (its top: y 25), one 5 below its last baseline (its bottom: y 65).
    func testAPlainViewsFirstBaselineIsItsTopAndItsLastItsBottom() {
        let w = StackFixture.window()
        let root = w.rootView
        let box = HandLayout.addView("box", to: root)
        let belowFirst = HandLayout.addView("belowFirst", to: root)
        let belowLast = HandLayout.addView("belowLast", to: root)
        HandLayout.pin(box, in: root, CGRect(x: 10, y: 20, width: 100, height: 40))
        NSLayoutConstraint.activate([
            belowFirst.topAnchor.constraint(equalTo: box.firstBaselineAnchor, constant: 5),
            belowFirst.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
            belowFirst.widthAnchor.constraint(equalToConstant: 10),
            belowFirst.heightAnchor.constraint(equalToConstant: 10),
            belowLast.topAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 5),
            belowLast.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 250),
            belowLast.widthAnchor.constraint(equalToConstant: 10),
            belowLast.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        assertHandFrame(belowFirst, 200, 25, 10, 10)
        assertHandFrame(belowLast, 250, 65, 10, 10)
    }

    /// A baseline-relative vertical stack of two views without text, 4
    /// and 96 tall, spacing 0: the gap runs from the first's last baseline
    /// (its bottom, 4) to the second's first (its top), so the second
    /// starts at 4 and the stack is 100 tall. With the old bottom-edge
    /// first baseline the second's bottom sat at 4 and the stack broke a
    /// height.
    func testABaselineRelativeColumnOfPlainViewsSpacesTheirEdges() {
        let w = StackFixture.window()
        let bar = StackBox(300, 4, "bar"), panel = StackBox(300, 96, "panel")
        let s = StackFixture.stack([bar, panel], in: w, height: nil) {
            $0.axis = .vertical
            $0.isBaselineRelativeArrangement = true
        }
        assertHandFrame(bar, 0, 0, 300, 4)
        assertHandFrame(panel, 0, 4, 300, 96)
        assertHandFrame(s, 10, 20, 300, 100)
    }
}
