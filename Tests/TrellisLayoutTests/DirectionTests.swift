import XCTest
import TrellisLayout

/// Auto Layout Guide, "Anatomy of a Constraint" (leading and trailing follow
/// the language's direction, left and right never do) and UIKit's
/// `semanticContentAttribute` (`forceLeftToRight` for content such as
/// playback controls that must not flip). In a right-to-left layout,
/// `a.leading == b.leading + 20` puts a's right edge 20 points left of b's
/// right edge: the whole layout mirrors, constants included.
final class DirectionTests: XCTestCase {

    /// A 100x50 box at y 100 whose horizontal position comes from `x`.
    func box(in window: UIWindow, _ x: (UIView, UIView) -> NSLayoutConstraint) -> UIView {
        let root = window.rootView
        let v = HandLayout.addView("box", to: root)
        NSLayoutConstraint.activate([
            x(v, root),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        return v
    }

    func testLeadingIsTheLeftEdgeInLeftToRight() {
        let v = box(in: HandLayout.phoneSE()) { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20) }
        assertHandFrame(v, 20, 100, 100, 50)
    }

    func testLeadingIsTheRightEdgeInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 20)
        }
        // Right edge 20 points in from the root's right edge: 375 - 20 - 100.
        assertHandFrame(v, 255, 100, 100, 50)
        XCTAssertFalse(v.hasAmbiguousLayout)
    }

    func testTrailingIsTheLeftEdgeInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $1.trailingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 30)
        }
        // root.trailing == box.trailing + 30: the box's left edge is 30 in from the left.
        assertHandFrame(v, 30, 100, 100, 50)
    }

    func testLeadingMarginInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $0.leadingAnchor.constraint(equalTo: $1.layoutMarginsGuide.leadingAnchor)
        }
        // Root margins 16: right edge at 359.
        assertHandFrame(v, 259, 100, 100, 50)
    }

    func testLeadingMarginAttributeInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            NSLayoutConstraint(item: $0, attribute: .leading, relatedBy: .equal, toItem: $1,
                               attribute: .leadingMargin, multiplier: 1, constant: 0)
        }
        assertHandFrame(v, 259, 100, 100, 50)
    }

    func testLeftDoesNotFlipInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $0.leftAnchor.constraint(equalTo: $1.leftAnchor, constant: 20)
        }
        assertHandFrame(v, 20, 100, 100, 50)
    }

    func testRightDoesNotFlipInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $1.rightAnchor.constraint(equalTo: $0.rightAnchor, constant: 20)
        }
        assertHandFrame(v, 255, 100, 100, 50)
    }

    func testCenterXDoesNotFlipInRightToLeft() {
        let v = box(in: HandLayout.phoneSE(direction: .rightToLeft)) {
            $0.centerXAnchor.constraint(equalTo: $1.centerXAnchor, constant: 50)
        }
        // centerX is not directional: 187.5 + 50 = 237.5, minus half of 100.
        assertHandFrame(v, 187.5, 100, 100, 50)
    }

    /// Three 60-wide views in a row from the leading margin, 8 apart.
    func row(in window: UIWindow) -> [UIView] {
        let root = window.rootView
        let views = ["first", "second", "third"].map { HandLayout.addView($0, to: root) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)]
        for i in 1..<3 {
            constraints.append(views[i].leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8))
        }
        for v in views {
            constraints += [v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                            v.widthAnchor.constraint(equalToConstant: 60), v.heightAnchor.constraint(equalToConstant: 40)]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return views
    }

    func testARowRunsLeftToRight() {
        let v = row(in: HandLayout.phoneSE())
        assertHandFrame(v[0], 16, 100, 60, 40)
        assertHandFrame(v[1], 84, 100, 60, 40)
        assertHandFrame(v[2], 152, 100, 60, 40)
    }

    func testTheSameRowRunsRightToLeft() {
        let v = row(in: HandLayout.phoneSE(direction: .rightToLeft))
        // Mirrored: first at 359 - 60 = 299, then 8 to its left, and so on.
        assertHandFrame(v[0], 299, 100, 60, 40)
        assertHandFrame(v[1], 231, 100, 60, 40)
        assertHandFrame(v[2], 163, 100, 60, 40)
    }

    // MARK: semanticContentAttribute

    /// A full-width 50-tall strip at y 200 (placed with left/right, which
    /// never flip) holding two 40-wide controls from its leading edge.
    func strip(in window: UIWindow, attribute: UISemanticContentAttribute) -> (UIView, UIView, UIView) {
        let root = window.rootView
        let strip = HandLayout.addView("strip", to: root)
        strip.semanticContentAttribute = attribute
        let back = HandLayout.addView("back", to: strip)
        let play = HandLayout.addView("play", to: strip)
        // Playback controls: Apple's example of content that keeps its
        // direction. The attribute goes on the controls too, as UIKit
        // resolves each view's own semanticContentAttribute.
        back.semanticContentAttribute = attribute
        play.semanticContentAttribute = attribute
        var constraints = [
            strip.leftAnchor.constraint(equalTo: root.leftAnchor),
            strip.rightAnchor.constraint(equalTo: root.rightAnchor),
            strip.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            strip.heightAnchor.constraint(equalToConstant: 50),
            back.leadingAnchor.constraint(equalTo: strip.leadingAnchor, constant: 10),
            play.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 8),
        ]
        for v in [back, play] {
            constraints += [v.topAnchor.constraint(equalTo: strip.topAnchor),
                            v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 50)]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (strip, back, play)
    }

    func testUnspecifiedFollowsTheRightToLeftWindow() {
        // The window is kept: views don't hold it (as in UIKit), and a freed
        // window takes the views' direction and superviews with it.
        let window = HandLayout.phoneSE(direction: .rightToLeft)
        let (strip, back, play) = strip(in: window, attribute: .unspecified)
        XCTAssertEqual(strip.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        assertHandFrame(back, 325, 0, 40, 50)
        assertHandFrame(play, 277, 0, 40, 50)
        withExtendedLifetime(window) {}
    }

    func testForceLeftToRightInARightToLeftWindow() {
        let window = HandLayout.phoneSE(direction: .rightToLeft)
        let (strip, back, play) = strip(in: window, attribute: .forceLeftToRight)
        XCTAssertEqual(strip.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(window.rootView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        assertHandFrame(back, 10, 0, 40, 50)
        assertHandFrame(play, 58, 0, 40, 50)
        XCTAssertFalse(play.hasAmbiguousLayout)
    }

    func testForceRightToLeftInALeftToRightWindow() {
        let window = HandLayout.phoneSE()
        let (strip, back, play) = strip(in: window, attribute: .forceRightToLeft)
        XCTAssertEqual(strip.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        assertHandFrame(back, 325, 0, 40, 50)
        assertHandFrame(play, 277, 0, 40, 50)
        withExtendedLifetime(window) {}
    }

    func testForcedLeftToRightSubtreeFillsWithLeadingAndTrailing() {
        // Inside a subtree forced left-to-right (in a right-to-left window),
        // leading/trailing constraints with the usual signs (leading + 5,
        // trailing - 15) inset from the left and the right respectively.
        let window = HandLayout.phoneSE(direction: .rightToLeft)
        let root = window.rootView
        let strip = HandLayout.addView("strip", to: root)
        strip.semanticContentAttribute = .forceLeftToRight
        NSLayoutConstraint.activate([
            strip.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            strip.widthAnchor.constraint(equalToConstant: 100),
            strip.topAnchor.constraint(equalTo: root.topAnchor),
            strip.heightAnchor.constraint(equalToConstant: 10),
        ])
        let inner = HandLayout.addView("inner", to: strip)
        inner.semanticContentAttribute = .forceLeftToRight
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: strip.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: strip.trailingAnchor, constant: -15),
            inner.topAnchor.constraint(equalTo: strip.topAnchor),
            inner.bottomAnchor.constraint(equalTo: strip.bottomAnchor),
        ])
        window.layoutIfNeeded()
        assertHandFrame(strip, 20, 0, 100, 10)
        assertHandFrame(inner, 5, 0, 80, 10)
    }
}
