import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Gestures, layers, transforms, feedback and accessibility on a card
/// (docs/LAYOUT.md, "Gestures", "Layers", "Feedback and accessibility").
final class GestureAndLayerSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func cardInWindow() -> (PhotoCardView, UIWindow) {
        let vc = UIViewController()
        let window = shown.show(vc)
        let card = PhotoCardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 300),
            card.heightAnchor.constraint(equalToConstant: 260),
        ])
        window.layoutIfNeeded()
        return (card, window)
    }

    /// UIKit's defaults (UIGestureRecognizer: `cancelsTouchesInView` true,
    /// `delaysTouchesEnded` true, `state` possible; UITapGestureRecognizer:
    /// one tap, one touch; UILongPressGestureRecognizer: 0.5 s, 10 points;
    /// UISwipeGestureRecognizer: right).
    func testRecognizersStartWithUIKitsDefaults() {
        let tap = UITapGestureRecognizer()
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertTrue(tap.cancelsTouchesInView)
        XCTAssertFalse(tap.delaysTouchesBegan)
        XCTAssertTrue(tap.delaysTouchesEnded)
        XCTAssertTrue(tap.isEnabled)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertNil(tap.view)
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(UISwipeGestureRecognizer().direction, .right)
        XCTAssertEqual(UIPinchGestureRecognizer().scale, 1)
        XCTAssertEqual(UIScreenEdgePanGestureRecognizer().edges, [])
    }

    /// Apple, `addGestureRecognizer(_:)`: the recognizer is attached to the
    /// view; a recognizer belongs to one view, so adding it elsewhere moves it.
    func testRecognizersAttachToOneView() {
        let (card, _) = cardInWindow()
        XCTAssertEqual(card.imageView.gestureRecognizers?.count, 2)
        XCTAssertTrue(card.doubleTap.view === card.imageView)
        XCTAssertTrue(card.pan.failureRequirements.first === card.doubleTap)
        XCTAssertTrue(card.doubleTap.delegate === card)
        XCTAssertTrue(card.doubleTap.delegate?.gestureRecognizer(card.doubleTap, shouldRecognizeSimultaneouslyWith: card.pan) ?? false)
        XCTAssertEqual(card.doubleTap.delegate?.gestureRecognizerShouldBegin(card.doubleTap), true, "the protocol's default")
        card.addGestureRecognizer(card.doubleTap)
        XCTAssertEqual(card.imageView.gestureRecognizers?.count, 1)
        XCTAssertTrue(card.doubleTap.view === card)
        card.imageView.removeGestureRecognizer(card.pan)
        XCTAssertNil(card.imageView.gestureRecognizers)
        XCTAssertNil(card.pan.view)
        XCTAssertFalse(card.longPress.cancelsTouchesInView)
    }

    /// The gradient fills the image view (set in `layoutSubviews`); the
    /// shadow path is the card's rounded bounds; `viewWithTag(_:)` finds
    /// the image view.
    func testLayersFollowLayout() {
        let (card, _) = cardInWindow()
        XCTAssertEqual(card.imageView.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(card.gradient.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertTrue(card.gradient.superlayer === card.imageView.layer)
        XCTAssertEqual(card.imageView.layer.sublayers?.count, 1)
        XCTAssertEqual(card.gradient.startPoint, CGPoint(x: 0.5, y: 0), "Core Animation's default")
        XCTAssertEqual(card.layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 300, height: 260))
        XCTAssertEqual(card.imageView.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(card.layer.cornerCurve, .continuous)
        XCTAssertEqual(card.layer.frame, card.frame, "a view's layer has the view's frame")
        XCTAssertTrue(card.viewWithTag(101) === card.imageView)
        card.gradient.removeFromSuperlayer()
        XCTAssertEqual(card.imageView.layer.sublayers?.count, 0)
    }

    /// Apple, UIView `transform`: constraints place the untransformed view
    /// (center and bounds); `frame` reads the transformed box. The badge,
    /// 40 × 20 at (20, 20), scaled 2× about its centre (40, 30).
    func testTransformScalesTheFrameAboutTheCentre() {
        let (card, _) = cardInWindow()
        XCTAssertEqual(card.badge.bounds.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(card.badge.center, CGPoint(x: 40, y: 30))
        XCTAssertEqual(card.badge.frame, CGRect(x: 0, y: 10, width: 80, height: 40))
        card.badge.transform = CGAffineTransform(translationX: 10, y: -5)
        XCTAssertEqual(card.badge.frame, CGRect(x: 30, y: 15, width: 40, height: 20))
        card.badge.transform = .identity
        XCTAssertEqual(card.badge.frame, CGRect(x: 20, y: 20, width: 40, height: 20))
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        XCTAssertEqual(CGPoint(x: 0, y: 0).applying(t), CGPoint(x: 2, y: 3))
        XCTAssertEqual(t.inverted().concatenating(t), .identity)
    }

    /// Path bounds: a rounded rect's are its rectangle; a quarter arc's are
    /// its end points' box.
    func testBezierPathBounds() {
        XCTAssertEqual(UIBezierPath(roundedRect: CGRect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 8).bounds,
                       CGRect(x: 1, y: 2, width: 30, height: 40))
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(arc.bounds.origin.x, 0, accuracy: 1e-9)
        XCTAssertEqual(arc.bounds.width, 10, accuracy: 1e-9)
        XCTAssertEqual(arc.bounds.height, 10, accuracy: 1e-9)
        let shape = CAShapeLayer()
        shape.path = arc.cgPath
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.strokeEnd, 1)
    }

    /// Accessibility defaults (Apple, "isAccessibilityElement": true for
    /// standard UIKit controls and labels, false for other views; a label's
    /// `accessibilityLabel` is its text) and overrides.
    func testAccessibilityDefaultsAndOverrides() {
        let (card, _) = cardInWindow()
        XCTAssertTrue(card.isAccessibilityElement)
        XCTAssertEqual(card.accessibilityLabel, "Photo, Lake Tahoe")
        XCTAssertEqual(card.accessibilityTraits, [.image, .button])
        XCTAssertTrue(card.captionLabel.isAccessibilityElement)
        XCTAssertEqual(card.captionLabel.accessibilityLabel, "Lake Tahoe")
        XCTAssertEqual(card.captionLabel.accessibilityTraits, .staticText)
        XCTAssertFalse(UIView().isAccessibilityElement)
        let price = PriceLabel()
        price.amount = 12
        XCTAssertEqual(price.accessibilityLabel, "12 dollars")
        XCTAssertEqual(price.accessibilityTraits, [.staticText, .updatesFrequently])
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        card.like()
        XCTAssertEqual(card.haptics.style, .light)
    }

    /// UIView odds and ends: `tintAdjustmentMode` inherits (automatic reads
    /// as the superview's); `contentScaleFactor` is the screen's scale.
    func testTintAdjustmentAndScale() {
        let (card, window) = cardInWindow()
        XCTAssertEqual(card.imageView.tintAdjustmentMode, .normal)
        window.tintAdjustmentMode = .dimmed
        XCTAssertEqual(card.imageView.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(card.contentScaleFactor, 3)
        XCTAssertEqual(card.snapshotView(afterScreenUpdates: false)?.bounds.size, card.bounds.size)
    }

    /// `DispatchQueue.main.async` from a test runs when the test waits
    /// (XCTest's `wait(for:timeout:)` turns the main run loop), not during
    /// `layoutIfNeeded()`.
    func testMainQueueBlocksRunWhileTheTestWaits() {
        let (card, window) = cardInWindow()
        let done = expectation(description: "main queue")
        DispatchQueue.main.async {
            card.captionLabel.text = "Emerald Bay"
            done.fulfill()
        }
        window.layoutIfNeeded()
        XCTAssertEqual(card.captionLabel.text, "Lake Tahoe")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(card.captionLabel.text, "Emerald Bay")
    }
}
