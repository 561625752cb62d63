import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// The methods app subclasses override, called as UIKit calls them.
final class OverrideSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// UILabel's intrinsic size comes from `textRect(forBounds:limitedToNumberOfLines:)`
    /// (Apple: "override this method to change the label's default drawing
    /// rectangle"), so a padded label is its text plus its insets.
    func testInsetTextLabelIsItsTextPlusTheInsets() {
        let plain = UILabel()
        plain.text = "Featured"
        let padded = InsetTextLabel()
        padded.text = "Featured"
        XCTAssertEqual(padded.intrinsicContentSize.width, plain.intrinsicContentSize.width + 32, accuracy: 0.001)
        XCTAssertEqual(padded.intrinsicContentSize.height, plain.intrinsicContentSize.height + 16, accuracy: 0.001)
    }

    func testWrappedInsetTextLabelWrapsInsideItsInsets() {
        let text = "A longer caption that wraps over several lines in a narrow column"
        let vc = UIViewController()
        let padded = InsetTextLabel()
        padded.numberOfLines = 0
        padded.text = text
        padded.translatesAutoresizingMaskIntoConstraints = false
        let plain = UILabel()
        plain.numberOfLines = 0
        plain.text = text
        plain.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(padded)
        vc.view.addSubview(plain)
        NSLayoutConstraint.activate([
            padded.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            padded.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            padded.widthAnchor.constraint(equalToConstant: 200),
            plain.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 400),
            plain.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 168),
        ])
        _ = shown.show(vc)
        XCTAssertGreaterThan(plain.frame.height, 40, "several lines at 168")
        XCTAssertEqual(padded.frame.height, plain.frame.height + 16, accuracy: 0.5,
                       "the padded label wraps at 200 − 32 = 168 and adds 16")
    }

    func testLayerClassMakesTheViewsLayer() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(view.layer is CAGradientLayer, "Apple: UIView uses layerClass to create its layer")
        XCTAssertEqual(view.gradientLayer.colors?.count, 2)
        XCTAssertEqual(view.gradientLayer.endPoint, CGPoint(x: 1, y: 1))
        XCTAssertTrue(UIView().layer.self is CALayer)
        XCTAssertFalse(UIView().layer is CAGradientLayer)
    }

    /// Apple (`hitTest(_:with:)`): hidden views, views with user interaction
    /// disabled or alpha below 0.01 are ignored; the frontmost subview wins.
    func testHitTestingFindsTheFrontmostInteractiveView() {
        let vc = UIViewController()
        let background = UIButton(type: .system)
        background.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 600, width: 393, height: 252))
        let close = LargeHitButton(type: .close)
        close.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
        overlay.addSubview(close)
        vc.view.addSubview(background)
        vc.view.addSubview(overlay)
        let window = shown.show(vc)
        // On the overlay's empty part: through to the button below.
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 700), with: nil) === background)
        // Just outside the 30-point close button, inside its 44-point target.
        XCTAssertTrue(window.hitTest(CGPoint(x: 20 + 30 + 5, y: 600 + 20 + 15), with: nil) === close)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20 + 30 + 9, y: 600 + 20 + 15), with: nil) === background)
        close.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 35, y: 635), with: nil) === background)
        background.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === vc.view)
        vc.view.alpha = 0.005
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === window)
    }

    /// Apple: `tintColorDidChange()` is called when the tint changes, on
    /// the view and the subviews that inherit it; touches a view doesn't
    /// handle go up the responder chain.
    func testTintChangesAndForwardedTouches() {
        let card = TintTrackingCard()
        let inner = UIView()
        card.addSubview(inner)
        let nested = TintTrackingCard()
        inner.addSubview(nested)
        card.tintColor = .systemRed
        XCTAssertEqual(card.tintChanges, 1)
        XCTAssertEqual(nested.tintChanges, 1, "inherits the tint")
        nested.tintColor = .systemGreen
        card.tintColor = .systemBlue
        XCTAssertEqual(nested.tintChanges, 2, "its own tint is set: only its own change")
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: inner)
        inner.touchesEnded([touch], with: UIEvent())
        XCTAssertEqual(card.tapsEnded, 1, "UIView passes unhandled touches to its superview")
        XCTAssertEqual(touch.location(in: inner), CGPoint(x: 5, y: 5))
    }

    func testFlowLayoutPrepareSizesTheItemsFromTheWidth() {
        let layout = TwoColumnFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 700), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = GridDataSource()
        collection.dataSource = source
        collection.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(layout.prepareCount, 1, "UIKit calls prepare() before asking for attributes")
        // (393 − 32 − 10) / 2 = 175.5, rounded down: 175.
        XCTAssertEqual(layout.itemSize, CGSize(width: 175, height: 120))
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        XCTAssertEqual(first?.size, CGSize(width: 175, height: 120))
        XCTAssertEqual(first?.minX, 16)
        XCTAssertEqual(second?.minY, 0)
        XCTAssertEqual(third?.minY, 130, "the next row, 10 below")
        let count = layout.prepareCount
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.prepareCount, count, "settled: setting the same item size doesn't invalidate again")
    }

    func testShakeReachesTheController() {
        let vc = ShakeToUndoViewController()
        _ = shown.show(vc)
        XCTAssertTrue(vc.becomeFirstResponder())
        vc.motionEnded(.motionShake, with: UIEvent(type: .motion, subtype: .motionShake))
        XCTAssertEqual(vc.shakes, 1)
        let segue = UIStoryboardSegue(identifier: "detail", source: vc, destination: UIViewController())
        vc.prepare(for: segue, sender: nil)
        XCTAssertEqual(segue.identifier, "detail")
        XCTAssertTrue(vc.shouldPerformSegue(withIdentifier: "detail", sender: nil))
    }
}
