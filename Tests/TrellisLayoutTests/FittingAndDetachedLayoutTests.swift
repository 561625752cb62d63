import XCTest
@testable import TrellisLayout

/// Layout outside a window (UIKit lays a view out against its own bounds when
/// `layoutIfNeeded()` is called on it) and `systemLayoutSizeFitting` (Apple:
/// "the size of the view that satisfies the constraints it holds", closest to
/// the target at the fitting priorities). Text uses the fixed-advance
/// measurer: at 17 pt a character is 8.5 wide and a line 20.4 tall.
final class FittingAndDetachedLayoutTests: XCTestCase {
    /// A card: a title and a wrapping body inside 12-point padding.
    func makeCard() -> (card: UIView, title: UILabel, body: UILabel) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        // The body takes any extra height, not the title.
        title.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        body.text = "one two three four five six"
        body.numberOfLines = 0
        for l in [title, body] {
            l.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(l)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        return (card, title, body)
    }

    func testLayoutIfNeededOutsideAWindowUsesTheViewsOwnBounds() {
        let (card, title, _) = makeCard()
        XCTAssertNil(card.window)
        card.layoutIfNeeded()
        // 12 + 42.5 = 54.5 rounds to 54.667 on the main screen's 3× grid;
        // 32.4 to 32.333.
        XCTAssertEqual(title.frame.minX, 12)
        XCTAssertEqual(title.frame.width, 42.667, accuracy: 0.001)
        XCTAssertEqual(title.frame.height, 20.333, accuracy: 0.001)
        // The top view keeps the frame it was given (nothing lays it out).
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testResizingADetachedTopViewRelaysItOut() {
        let (card, _, body) = makeCard()
        card.layoutIfNeeded()
        XCTAssertEqual(body.frame.width, 176)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        card.layoutIfNeeded()
        XCTAssertEqual(body.frame.width, 276)
    }

    func testADetachedSubtreeJoinsAWindowsEngine() {
        let (card, title, _) = makeCard()
        card.layoutIfNeeded()
        let window = UIWindow(width: 375, height: 667)
        card.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
        window.rootView.addSubview(card)
        window.layoutIfNeeded()
        // The window is 2×: 54.5 stays, 32.4 rounds to 32.5.
        XCTAssertEqual(title.frame, CGRect(x: 12, y: 12, width: 42.5, height: 20.5))
        XCTAssertEqual(title.absoluteFrame.origin, CGPoint(x: 32, y: 52))
        // Removed again, it lays out on its own.
        card.removeFromSuperview()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.layoutIfNeeded()
        XCTAssertEqual(card.subviews[1].frame.width, 76)
    }

    func testCompressedFittingSizeAtARequiredWidthWrapsTheBody() {
        // A self-sizing cell's measurement: the width required, the height as
        // small as the constraints allow.
        let (card, _, _) = makeCard()
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // Body width 176 holds 20 characters a line: "one two three four" (18),
        // "five six" (8): two lines, 40.8. Height 12 + 20.4 + 4 + 40.8 + 12 = 89.2,
        // rounded to the 3× pixel grid of the main screen: 89.333.
        XCTAssertEqual(size.width, 200)
        XCTAssertEqual(size.height, 89.333, accuracy: 0.001)
        // Narrower: 11 characters a line at 96 → "one two", "three four",
        // "five six": three lines, 61.2 → 12 + 20.4 + 4 + 61.2 + 12 = 109.6 → 109.667.
        let narrow = card.systemLayoutSizeFitting(CGSize(width: 120, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow.height, 109.667, accuracy: 0.001)
    }

    func testFittingDoesNotDisturbTheWindowsLayout() {
        let (card, _, body) = makeCard()
        let window = UIWindow(width: 375, height: 667)
        card.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            card.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 300),
        ])
        window.layoutIfNeeded()
        let before = (card.frame, body.frame, body.wrapWidth)
        // One line at 276: height 12 + 20.4 + 4 + 20.4 + 12 = 68.8.
        XCTAssertEqual(card.frame.height, 69)  // 68.8 at 2×: 69
        _ = card.systemLayoutSizeFitting(CGSize(width: 150, height: 0),
                                         withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(body.wrapWidth, before.2, "the fit's wrap width is put back")
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, before.0)
        XCTAssertEqual(body.frame, before.1)
    }

    func testTheOneArgumentFormFitsAtFittingSizeLevel() {
        // Compressed: every size as small as the content allows; the body
        // then takes its one-line width (27 characters: 229.5).
        let (card, _, _) = makeCard()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, 253.667, accuracy: 0.001)   // 12 + 229.5 + 12 = 253.5 → 253.667 at 3×
        XCTAssertEqual(size.height, 68.667, accuracy: 0.001) // 68.8 → 68.667 at 3×
        XCTAssertEqual(UIView.layoutFittingExpandedSize, CGSize(width: 10_000_000, height: 10_000_000))
    }

    func testSizeThatFitsAndSizeToFit() {
        let label = UILabel()
        label.text = "Hello"
        XCTAssertEqual(label.sizeThatFits(.zero), CGSize(width: 42.5, height: 20.4))
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, CGSize(width: 42.5, height: 20.4))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 30, height: 40))
    }

    func testSettingBoundsResizesAboutTheCentre() {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        XCTAssertEqual(v.frame, CGRect(x: 30, y: 20, width: 60, height: 30))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 35))
    }

    func testInitializersMatchUIKit() {
        XCTAssertEqual(UIView().frame, .zero)
        XCTAssertEqual(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        let archive = NSKeyedArchiver(requiringSecureCoding: false)
        XCTAssertNil(UIView(coder: archive), "no archives to decode on Linux")
        XCTAssertTrue(UIView().translatesAutoresizingMaskIntoConstraints)
    }
}
