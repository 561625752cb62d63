import XCTest
import TrellisLayout

/// UIView's alignment rectangle (UIKit: `alignmentRectInsets`,
/// `alignmentRect(forFrame:)`, `frame(forAlignmentRect:)`; Auto Layout
/// Guide, "Alignment Rect": "Auto Layout uses the alignment rectangle
/// instead of the item's frame rectangle"). Frames are computed by hand.
final class AlignmentRectTests: XCTestCase {
    /// A view with a 4-point shadow ornament below and at the right.
    final class ShadowedView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 4) }
        override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 40) }
    }

    /// UIKit documents the default: zero insets, so both conversions are identities.
    func testDefaultInsetsAreZero() {
        let v = UIView()
        XCTAssertEqual(v.alignmentRectInsets, .zero)
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(v.alignmentRect(forFrame: r), r)
        XCTAssertEqual(v.frame(forAlignmentRect: r), r)
    }

    /// "These two methods must always be inverses of each other" (UIView docs).
    func testConversionsAreInverses() {
        let v = ShadowedView()
        let frame = CGRect(x: 10, y: 20, width: 104, height: 44)
        XCTAssertEqual(v.alignmentRect(forFrame: frame), CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(v.frame(forAlignmentRect: v.alignmentRect(forFrame: frame)), frame)
    }

    /// Constraints and the intrinsic size act on the alignment rectangle; the
    /// frame is it outset by the insets.
    func testConstraintsPlaceTheAlignmentRectangle() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let v = ShadowedView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        // Alignment rect: 100 × 40 (intrinsic), trailing at 375 - 16 = 359 -> x 259;
        // bottom 667 - 20 = 647 -> y 607. Frame: 4 more at the right and bottom.
        assertHandFrame(v, 259, 607, 104, 44)
        XCTAssertFalse(v.hasAmbiguousLayout)
    }

    /// Centring centres the alignment rectangle, not the frame.
    func testCentringUsesTheAlignmentRectangle() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let v = ShadowedView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        window.layoutIfNeeded()
        // Alignment centre (187.5, 333.5): rect (137.5, 313.5, 100, 40); frame 104 × 44.
        assertHandFrame(v, 137.5, 313.5, 104, 44)
    }

    /// A view laid out from its frame keeps that frame: the autoresizing
    /// constraints are made from its alignment rectangle.
    func testAutoresizingKeepsTheFrame() {
        let window = HandLayout.phoneSE()
        let v = ShadowedView(frame: CGRect(x: 20, y: 30, width: 104, height: 44))
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        assertHandFrame(v, 20, 30, 104, 44)
    }

    /// UISwitch: a 49 × 31 alignment rectangle in a 51 × 31 frame (Trellis's
    /// reading of Interface Builder's size inspector; docs/LAYOUT.md).
    func testSwitchFrameIsTwoPointsWiderThanItsAlignmentRect() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            toggle.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        // Alignment rect centred: 187.5 - 24.5 = 163, 49 wide; frame 163...214 (51 wide).
        assertHandFrame(toggle, 163, 40, 51, 31)
        XCTAssertEqual(toggle.alignmentRect(forFrame: toggle.frame), CGRect(x: 163, y: 40, width: 49, height: 31))
    }
}
