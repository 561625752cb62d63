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

/// A stack view's baselines are an arranged view's (UIKit's
/// `UIStackView` answers `forFirstBaselineLayout` and
/// `forLastBaselineLayout` with its arranged views): a vertical stack's
/// first baseline is its first visible view's, its last baseline its last
/// one's; a horizontal stack's both its first visible view's. A stack
/// showing no view has a view's edges.
final class StackViewBaselinesTests: XCTestCase {
    /// Labels measured by the fixed-advance measurer: a 17-point line is
    /// 20.4 tall with its baseline 16.15 below its top. A vertical stack at
    /// (10, 20) of two labels, spacing 10: first baseline 20 + 16.15, last
    /// 20 + 30.4 + 16.15. Two 10 × 10 views hang from them.
    func testAVerticalStacksBaselinesAreItsFirstAndLastViews() {
        let w = StackFixture.window()
        let top = UILabel(text: "ab", identifier: "top"), bottom = UILabel(text: "cd", identifier: "bottom")
        let s = StackFixture.stack([top, bottom], in: w, width: 100, height: nil) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        let root = w.rootView
        let first = HandLayout.addView("first", to: root), last = HandLayout.addView("last", to: root)
        NSLayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: s.firstBaselineAnchor),
            first.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
            first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
            last.topAnchor.constraint(equalTo: s.lastBaselineAnchor),
            last.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 250),
            last.widthAnchor.constraint(equalToConstant: 10), last.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        // 36.15 -> 36 at @2x; 20 + 30.4 + 16.15 = 66.55 -> 66.5.
        assertHandFrame(first, 200, 36, 10, 10)
        assertHandFrame(last, 250, 66.5, 10, 10)
    }

    /// A baseline-relative column of two one-label rows (horizontal
    /// stacks), spacing 29: the rows' baselines are their labels', so the
    /// second row starts 29 below the first, as Xcode stores such columns
    /// (Provenance's game-info screen, tools 23504).
    func testABaselineRelativeColumnOfRowsSpacesTheirLabelsBaselines() {
        let w = StackFixture.window()
        let row1 = UIStackView(arrangedSubviews: [UILabel(text: "Name", identifier: "name")])
        let row2 = UIStackView(arrangedSubviews: [UILabel(text: "System", identifier: "system")])
        row1.trellisIdentifier = "row1"
        row2.trellisIdentifier = "row2"
        _ = StackFixture.stack([row1, row2], in: w, width: 200, height: nil) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 29
            $0.isBaselineRelativeArrangement = true
        }
        // Row 1 at 0 (20.4 tall), baseline 16.15; row 2's baseline 45.15,
        // its top 29: window 49 (at @2x).
        XCTAssertEqual(row1.frame.minY, 0, accuracy: 0.01)
        XCTAssertEqual(row2.frame.minY, 29, accuracy: 0.01)
    }
}
