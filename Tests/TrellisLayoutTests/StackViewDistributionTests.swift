import XCTest
import TrellisLayout

/// Distribution along the axis (Apple, `UIStackView.Distribution`). Stacks
/// are 300 x 100 at (10, 20) unless a test says otherwise; frames are in the
/// stack's coordinates.
final class StackViewDistributionTests: XCTestCase {

    // Apple (fill): "If the arranged views don't fill the stack view, it
    // stretches the views according to their hugging priority. If there's
    // any ambiguity, the stack view resizes the arranged views based on their
    // index." Rule: with equal hugging the last view stretches.
    func testFillStretchesTheLastViewWhenHuggingTies() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 30, "b")
        let s = StackFixture.stack([a, b], in: w) { $0.spacing = 10 }
        // a keeps 50; b = 300 - 50 - 10 = 240, from x 60. Alignment fill: 100 tall.
        assertHandFrame(a, 0, 0, 50, 100)
        assertHandFrame(b, 60, 0, 240, 100)
        XCTAssertFalse(a.hasAmbiguousLayout || b.hasAmbiguousLayout || s.hasAmbiguousLayout)
    }

    func testFillStretchesTheLowestHugging() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 30, "b")
        b.setContentHuggingPriority(251, for: .horizontal)
        _ = StackFixture.stack([a, b], in: w) { $0.spacing = 10 }
        // b hugs harder and keeps 60 at 300 - 60 = 240; a = 240 - 10 = 230.
        assertHandFrame(a, 0, 0, 230, 100)
        assertHandFrame(b, 240, 0, 60, 100)
    }

    func testFillShrinksTheLowestCompressionResistance() {
        let w = StackFixture.window()
        let a = StackBox(200, 20, "a"), b = StackBox(200, 20, "b")
        a.setContentCompressionResistancePriority(749, for: .horizontal)
        _ = StackFixture.stack([a, b], in: w) { $0.spacing = 10 }
        // 410 wanted, 300 available: a gives way: 300 - 10 - 200 = 90.
        assertHandFrame(a, 0, 0, 90, 100)
        assertHandFrame(b, 100, 0, 200, 100)
    }

    func testFillEqually() {
        let w = StackFixture.window()
        let views = [StackBox(10, 20, "a"), StackBox(100, 20, "b"), StackBox(30, 20, "c")]
        _ = StackFixture.stack(views, in: w) { $0.distribution = .fillEqually; $0.spacing = 15 }
        // (300 - 2 x 15) / 3 = 90 each, at 0, 105, 210.
        assertHandFrame(views[0], 0, 0, 90, 100)
        assertHandFrame(views[1], 105, 0, 90, 100)
        assertHandFrame(views[2], 210, 0, 90, 100)
    }

    // Apple: "resizes views proportionally based on their intrinsic content
    // size". Rule: the free length (stack minus gaps) is shared in
    // proportion to the intrinsic lengths.
    func testFillProportionallySharesTheFreeLength() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(100, 20, "b")
        _ = StackFixture.stack([a, b], in: w, width: 310) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        // Free 310 - 10 = 300: a 1/3 = 100, b 2/3 = 200 from 110.
        assertHandFrame(a, 0, 0, 100, 100)
        assertHandFrame(b, 110, 0, 200, 100)
    }

    func testFillProportionallyWithoutASizeIsTheIntrinsicSizes() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(100, 30, "b")
        let s = StackFixture.stack([a, b], in: w, width: nil, height: nil) {
            $0.distribution = .fillProportionally; $0.spacing = 10
        }
        // 50 + 10 + 100 = 160 wide; 30 tall (compression beats hugging).
        assertHandFrame(s, 10, 20, 160, 30)
        assertHandFrame(a, 0, 0, 50, 30)
        assertHandFrame(b, 60, 0, 100, 30)
    }

    // A view without an intrinsic length (a nested stack, a plain view)
    // is sized as in fill, and the views with one keep their proportions
    // to each other: an unsized stack is every view at its natural length.
    // Xcode stores it so: FreeOTP's 20037 form (a vertical proportional
    // stack of two 34-point text fields and five nested 31- and 34-point
    // row stacks, 298 high), Habitica's 14460 boss description, a
    // raywenderlich.com 11542 form of nested stacks (docs/LAYOUT.md).
    func testFillProportionallyWithAViewWithoutIntrinsicSize() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), c = StackBox(100, 20, "c")
        let b = UIView(); b.trellisIdentifier = "b"
        b.widthAnchor.constraint(equalToConstant: 80).isActive = true
        b.heightAnchor.constraint(equalToConstant: 20).isActive = true
        let s = StackFixture.stack([a, b, c], in: w, width: nil, height: nil) {
            $0.distribution = .fillProportionally; $0.spacing = 10
        }
        // 50 + 10 + 80 + 10 + 100 = 250.
        assertHandFrame(s, 10, 20, 250, 20)
        assertHandFrame(a, 0, 0, 50, 20)
        assertHandFrame(b, 60, 0, 80, 20)
        assertHandFrame(c, 150, 0, 100, 20)
        // Sized, 310 wide: a and c hug at 1 : 2, the plain view (as in
        // fill, the one without an intrinsic length) takes the rest.
        let a2 = StackBox(50, 20, "a2"), c2 = StackBox(100, 20, "c2")
        let b2 = UIView(); b2.trellisIdentifier = "b2"
        let w2 = StackFixture.window()
        _ = StackFixture.stack([a2, b2, c2], in: w2, width: 310) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        assertHandFrame(a2, 0, 0, 50, 100)
        assertHandFrame(b2, 60, 0, 140, 100)
        assertHandFrame(c2, 210, 0, 100, 100)
    }

    func testEqualSpacing() {
        let w = StackFixture.window()
        let views = [StackBox(50, 20, "a"), StackBox(60, 20, "b"), StackBox(40, 20, "c")]
        _ = StackFixture.stack(views, in: w) { $0.distribution = .equalSpacing; $0.spacing = 10 }
        // Views keep 150 of 300: the two gaps are 75: a 0, b 125, c 260.
        assertHandFrame(views[0], 0, 0, 50, 100)
        assertHandFrame(views[1], 125, 0, 60, 100)
        assertHandFrame(views[2], 260, 0, 40, 100)
    }

    func testEqualSpacingWithoutASizeUsesTheMinimumSpacing() {
        let w = StackFixture.window()
        let views = [StackBox(50, 20, "a"), StackBox(60, 20, "b")]
        let s = StackFixture.stack(views, in: w, width: nil, height: nil) { $0.distribution = .equalSpacing; $0.spacing = 12 }
        // UISV-canvas-fit pulls the stack to 50 + 12 + 60 = 122.
        assertHandFrame(s, 10, 20, 122, 20)
        assertHandFrame(views[1], 62, 0, 60, 20)
    }

    func testEqualCentering() {
        let w = StackFixture.window()
        let views = [StackBox(40, 20, "a"), StackBox(80, 20, "b"), StackBox(40, 20, "c")]
        _ = StackFixture.stack(views, in: w) { $0.distribution = .equalCentering; $0.spacing = 10 }
        // Centres 20 and 280 (ends pinned); b's centre halfway, 150: x 110.
        assertHandFrame(views[0], 0, 0, 40, 100)
        assertHandFrame(views[1], 110, 0, 80, 100)
        assertHandFrame(views[2], 260, 0, 40, 100)
    }

    // NSStackView's documentation: equal centring "as much as possible while
    // still maintaining the minimum spacing". A wide last view pushes the
    // middle one back until the minimum spacing holds.
    func testEqualCenteringGivesWayToTheMinimumSpacing() {
        let w = StackFixture.window()
        let views = [StackBox(20, 20, "a"), StackBox(20, 20, "b"), StackBox(200, 20, "c")]
        _ = StackFixture.stack(views, in: w) { $0.distribution = .equalCentering; $0.spacing = 10 }
        // a centre 10, c spans 100...300 (centre 200). Equal centres want b's
        // centre at 105 (x 95...115), overlapping c; spacing caps b's
        // trailing at 90: x 70, the closest to equal.
        assertHandFrame(views[0], 0, 0, 20, 100)
        assertHandFrame(views[1], 70, 0, 20, 100)
        assertHandFrame(views[2], 100, 0, 200, 100)
    }

    func testVerticalFillEqually() {
        let w = StackFixture.window()
        let views = [StackBox(10, 20, "a"), StackBox(10, 20, "b")]
        _ = StackFixture.stack(views, in: w, width: 100, height: 210) {
            $0.axis = .vertical; $0.distribution = .fillEqually; $0.spacing = 10
        }
        // (210 - 10) / 2 = 100 each; full width.
        assertHandFrame(views[0], 0, 0, 100, 100)
        assertHandFrame(views[1], 0, 110, 100, 100)
    }

    func testVerticalEqualSpacing() {
        let w = StackFixture.window()
        let views = [StackBox(10, 20, "a"), StackBox(10, 40, "b"), StackBox(10, 20, "c")]
        _ = StackFixture.stack(views, in: w, width: 100, height: 200) {
            $0.axis = .vertical; $0.distribution = .equalSpacing
        }
        // 80 of 200 taken: two gaps of 60: a 0, b 80, c 180.
        assertHandFrame(views[0], 0, 0, 100, 20)
        assertHandFrame(views[1], 0, 80, 100, 40)
        assertHandFrame(views[2], 0, 180, 100, 20)
    }

    func testGeneratedConstraintsCarryUIKitsIdentifiers() {
        let w = StackFixture.window()
        let a = StackBox(50, 20, "a"), b = StackBox(60, 30, "b")
        let s = StackFixture.stack([a, b], in: w) { $0.spacing = 10 }
        let names = Set(s.generatedConstraints.compactMap(\.identifier))
        for name in ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-canvas-fit", "UISV-ambiguity-suppression"] {
            XCTAssertTrue(names.contains(name), name)
        }
        let spacing = s.generatedConstraints.first { $0.identifier == "UISV-spacing" }!
        XCTAssertEqual(spacing.description, "<NSLayoutConstraint 'UISV-spacing' StackBox:b.leading == StackBox:a.trailing + 10>")
        s.distribution = .fillEqually
        w.layoutIfNeeded()
        XCTAssertTrue(s.generatedConstraints.contains { $0.identifier == "UISV-fill-equally" })
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
    }
}
