import XCTest
import TrellisLayout

/// Hidden views, custom spacing, baseline- and margins-relative
/// arrangement, nesting, and arranged-subview bookkeeping.
final class StackViewArrangementTests: XCTestCase {
    func boxes(_ n: Int) -> [StackBox] { (0..<n).map { StackBox(50, 20, ["a", "b", "c", "d"][$0]) } }

    // UIKit: a hidden arranged view gets `UISV-hiding` (length 0) and its
    // spacing goes; shown again, it comes back.
    func testHiddenViewCollapsesWithItsSpacingAndComesBack() {
        let w = StackFixture.window()
        let v = boxes(3)
        let s = StackFixture.stack(v, in: w) { $0.spacing = 10 }
        v[1].isHidden = true
        w.layoutIfNeeded()
        // a 0...50, gap 10, c from 60 takes the rest (240); b is 0 wide in
        // the middle of a's gap, at 55 (docs/LAYOUT.md, "Hidden views").
        assertHandFrame(v[0], 0, 0, 50, 100)
        assertHandFrame(v[2], 60, 0, 240, 100)
        XCTAssertEqual(v[1].frame.width, 0)
        XCTAssertEqual(v[1].frame.minX, 55)
        XCTAssertEqual(s.generatedConstraints.filter { $0.identifier == "UISV-spacing" }.count, 1)
        XCTAssertTrue(s.generatedConstraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === v[1] })
        v[1].isHidden = false
        w.layoutIfNeeded()
        assertHandFrame(v[1], 60, 0, 50, 100)
        assertHandFrame(v[2], 120, 0, 180, 100)
        XCTAssertFalse(s.generatedConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    // Several hidden views in a row all start in the middle of the gap
    // between the visible views around them; a hidden view after the last
    // visible one stays at its end (no gap follows it).
    func testHiddenRunStartsMidGapAndATrailingOneAtTheEnd() {
        let w = StackFixture.window()
        let v = boxes(4)
        _ = StackFixture.stack(v, in: w) { $0.spacing = 8; $0.setCustomSpacing(20, after: v[0]) }
        v[1].isHidden = true
        v[2].isHidden = true
        w.layoutIfNeeded()
        // a 0...50, its custom gap 20, d from 70: b and c at 50 + 10.
        assertHandFrame(v[3], 70, 0, 230, 100)
        XCTAssertEqual(v[1].frame.minX, 60)
        XCTAssertEqual(v[2].frame.minX, 60)
        // Fill alignment spans them across the stack (100), past their
        // intrinsic 20.
        XCTAssertEqual(v[1].frame.minY, 0)
        XCTAssertEqual(v[1].frame.height, 100)
        v[3].isHidden = true
        w.layoutIfNeeded()
        // Nothing visible follows: a takes the stack (300) and all three
        // sit at its end.
        assertHandFrame(v[0], 0, 0, 300, 100)
        XCTAssertEqual(v[1].frame.minX, 300)
        XCTAssertEqual(v[3].frame.minX, 300)
    }

    // A fill-aligned stack spans a hidden view across the axis, and one
    // that is taller grows a stack nothing else sizes.
    func testFillAlignmentSpansAHiddenPlainView() {
        let w = StackFixture.window()
        let plain = UIView(), tall = UIView()
        let v = boxes(2)
        let s = StackFixture.stack([v[0], plain, tall, v[1]], in: w, height: nil) { $0.spacing = 10 }
        tall.heightAnchor.constraint(equalToConstant: 300).isActive = true
        plain.isHidden = true
        tall.isHidden = true
        w.layoutIfNeeded()
        // The row grows to the tall view's 300 (its boxes only hug at 250);
        // the plain view spans it.
        XCTAssertEqual(s.frame.height, 300)
        assertHandFrame(plain, 55, 0, 0, 300)
        assertHandFrame(v[1], 60, 0, 240, 300)
    }

    // At run time a hidden activity indicator collapses like any hidden
    // view (only Xcode's canvas arranges it as a visible one).
    func testHiddenActivityIndicatorCollapsesAtRunTime() {
        let w = StackFixture.window()
        let spinner = UIActivityIndicatorView(style: .medium)
        let v = boxes(2)
        _ = StackFixture.stack([v[0], spinner, v[1]], in: w) { $0.spacing = 10 }
        spinner.isHidden = true
        w.layoutIfNeeded()
        XCTAssertEqual(spinner.frame.width, 0)
        XCTAssertEqual(v[1].frame.minX, 60)
    }

    func testHidingAViewWithARequiredLengthIsAConflictNamingUISVHiding() {
        let w = StackFixture.window()
        let v = boxes(2)
        _ = StackFixture.stack(v, in: w)
        v[0].widthAnchor.constraint(equalToConstant: 80).isActive = true
        w.layoutIfNeeded()
        v[0].isHidden = true
        w.layoutIfNeeded()
        let conflict = w.diagnostics.conflicts.last
        XCTAssertNotNil(conflict)
        XCTAssertTrue(conflict?.constraints.contains { $0.identifier == "UISV-hiding" } == true)
    }

    func testCustomSpacingAfterAView() {
        let w = StackFixture.window()
        let v = boxes(3)
        let s = StackFixture.stack(v, in: w) { $0.spacing = 10; $0.setCustomSpacing(20, after: v[0]) }
        // a 0...50, 20, b 70...120, 10, c 130...300.
        assertHandFrame(v[1], 70, 0, 50, 100)
        assertHandFrame(v[2], 130, 0, 170, 100)
        XCTAssertEqual(s.customSpacing(after: v[0]), 20)
        XCTAssertEqual(s.customSpacing(after: v[1]), UIStackView.spacingUseDefault)
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
        w.layoutIfNeeded()
        assertHandFrame(v[1], 60, 0, 50, 100)
    }

    func testSystemSpacingIsEightPoints() {
        let w = StackFixture.window()
        let v = boxes(2)
        _ = StackFixture.stack(v, in: w) { $0.spacing = UIStackView.spacingUseSystem }
        assertHandFrame(v[1], 58, 0, 242, 100)
    }

    func testCustomSpacingAfterAHiddenViewGoesWithIt() {
        let w = StackFixture.window()
        let v = boxes(3)
        _ = StackFixture.stack(v, in: w) { $0.spacing = 10; $0.setCustomSpacing(30, after: v[1]) }
        v[1].isHidden = true
        w.layoutIfNeeded()
        assertHandFrame(v[2], 60, 0, 240, 100)
    }

    func testMarginsRelativeArrangement() {
        let w = StackFixture.window()
        let v = boxes(2)
        _ = StackFixture.stack(v, in: w) { $0.isLayoutMarginsRelativeArrangement = true; $0.spacing = 0 }
        // Margins 8 all round: a 8...58, b 58...292, 8...92 tall.
        assertHandFrame(v[0], 8, 8, 50, 84)
        assertHandFrame(v[1], 58, 8, 234, 84)
    }

    func testBaselineRelativeArrangementMeasuresBaselineToBaseline() {
        let w = StackFixture.window()
        let one = UILabel(text: "One", identifier: "one"), two = UILabel(text: "Two", identifier: "two")
        _ = StackFixture.stack([one, two], in: w, height: nil) {
            $0.axis = .vertical; $0.spacing = 30; $0.isBaselineRelativeArrangement = true
        }
        // 17-point labels: 20.4 tall, baseline 16.15. two's baseline is
        // 16.15 + 30 = 46.15, so its top is 30 (bottom 50.4 -> 50.5).
        assertHandFrame(one, 0, 0, 300, 20.5)
        assertHandFrame(two, 0, 30, 300, 20.5)
    }

    func testNestedStacksTakeTheirContentsSize() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 30, "b"), c = StackBox(100, 10, "c")
        let row1 = UIStackView(arrangedSubviews: [a, b])
        row1.spacing = 5
        row1.trellisIdentifier = "row1"
        let row2 = UIStackView(arrangedSubviews: [c])
        row2.trellisIdentifier = "row2"
        let outer = StackFixture.stack([row1, row2], in: w, width: nil, height: nil) { $0.axis = .vertical; $0.spacing = 10 }
        // row1 needs 50 + 5 + 60 = 115 (compression 750) and is 30 tall;
        // alignment fill makes row2 115 too, so c stretches (hugging 250).
        assertHandFrame(outer, 10, 20, 115, 50)
        assertHandFrame(row1, 0, 0, 115, 30)
        assertHandFrame(row2, 0, 40, 115, 10)
        assertHandFrame(a, 0, 0, 50, 30)
        assertHandFrame(b, 55, 0, 60, 30)
        assertHandFrame(c, 0, 0, 115, 10)
        XCTAssertFalse(outer.hasAmbiguousLayout || c.hasAmbiguousLayout)
    }

    func testRemoveArrangedSubviewLeavesItASubview() {
        let w = StackFixture.window()
        let v = boxes(3)
        let s = StackFixture.stack(v, in: w) { $0.spacing = 10 }
        s.removeArrangedSubview(v[1])
        w.layoutIfNeeded()
        XCTAssertTrue(v[1].superview === s)
        XCTAssertEqual(s.arrangedSubviews.count, 2)
        assertHandFrame(v[2], 60, 0, 240, 100)
        v[2].removeFromSuperview()
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["a"])
        s.insertArrangedSubview(v[2], at: 0)
        w.layoutIfNeeded()
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["c", "a"])
        assertHandFrame(v[2], 0, 0, 50, 100)
        XCTAssertFalse(v[2].translatesAutoresizingMaskIntoConstraints)
    }

    // UIKit: inserting a view that is already arranged moves it (no second
    // entry); a removed view can be arranged again; the stack's own
    // ancestor is refused as a subview, so it isn't arranged either. The
    // stack keeps a set of the arranged views beside the array (so a stack
    // of n views builds in O(n)): these are the paths that must keep them
    // in step.
    func testArrangedViewsStayInStepThroughMovesRemovalsAndRefusals() {
        let w = StackFixture.window()
        let v = boxes(3)
        let s = StackFixture.stack(v, in: w) { $0.spacing = 10 }
        s.insertArrangedSubview(v[2], at: 0)
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["c", "a", "b"])
        s.addArrangedSubview(v[2])
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["a", "b", "c"])
        s.removeArrangedSubview(v[0])
        s.removeArrangedSubview(v[0])
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["b", "c"])
        s.setCustomSpacing(30, after: v[0])  // not arranged: ignored
        XCTAssertEqual(s.customSpacing(after: v[0]), UIStackView.spacingUseDefault)
        s.addArrangedSubview(v[0])
        XCTAssertEqual(s.arrangedSubviews.map { $0.trellisIdentifier }, ["b", "c", "a"])
        let outer = UIStackView(arrangedSubviews: [])
        w.addSubview(outer)
        outer.addArrangedSubview(s)
        s.addArrangedSubview(outer)  // an ancestor: refused
        XCTAssertEqual(s.arrangedSubviews.count, 3)
        XCTAssertFalse(s.arrangedSubviews.contains { $0 === outer })
        s.removeArrangedSubview(outer)  // not arranged: nothing happens
        XCTAssertEqual(s.arrangedSubviews.count, 3)
        w.layoutIfNeeded()
        assertHandFrame(v[1], 0, 0, 50, 100)
    }

    func testChangingTheAxisRelaysOut() {
        let w = StackFixture.window()
        let v = boxes(2)
        let s = StackFixture.stack(v, in: w, width: 100, height: 300) { $0.spacing = 10 }
        s.axis = .vertical
        w.layoutIfNeeded()
        assertHandFrame(v[0], 0, 0, 100, 20)
        assertHandFrame(v[1], 0, 30, 100, 270)
    }
}
