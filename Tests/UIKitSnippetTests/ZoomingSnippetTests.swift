import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Zooming set in code (Sources/TrellisLayout/ScrollView/UIScrollView+Zooming.swift).
/// Apple (*Scroll View Programming Guide*, "Zooming"; `viewForZooming(in:)`):
/// the delegate names the view to zoom, zooming scales it through its
/// transform and the scroll view's content size follows. Where the offset
/// goes is Trellis's rule (docs/LAYOUT.md, "Scroll views").
final class ZoomingSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    func testSetZoomScaleScalesTheViewForZoomingAndTheContentSize() {
        let vc = PhotoZoomViewController()
        let window = shown.show(vc)
        XCTAssertEqual(vc.scrollView.zoomScale, 1, "Apple: the default zoom scale is 1.0")
        vc.scrollView.setZoomScale(2, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(vc.scrollView.zoomScale, 2)
        XCTAssertEqual(vc.imageView.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(vc.imageView.bounds, CGRect(x: 0, y: 0, width: 600, height: 400), "bounds keep the unscaled size")
        XCTAssertEqual(vc.imageView.frame, CGRect(x: 0, y: 0, width: 1200, height: 800))
        XCTAssertEqual(vc.scrollView.contentSize, CGSize(width: 1200, height: 800))
        // The content point at the middle of the 300-point bounds, (150, 150), stays there: (300, 300) after.
        XCTAssertEqual(vc.scrollView.contentOffset, CGPoint(x: 150, y: 150))
        XCTAssertEqual(vc.zoomCallbacks, 1, "scrollViewDidZoom(_:) once")
    }

    func testZoomScaleIsClampedToTheLimits() {
        let vc = PhotoZoomViewController()
        _ = shown.show(vc)
        vc.scrollView.zoomScale = 10
        XCTAssertEqual(vc.scrollView.zoomScale, 3, "maximumZoomScale")
        XCTAssertEqual(vc.scrollView.contentSize, CGSize(width: 1800, height: 1200))
        vc.scrollView.zoomScale = 0.1
        XCTAssertEqual(vc.scrollView.zoomScale, 0.5, "minimumZoomScale")
        XCTAssertEqual(vc.scrollView.contentSize, CGSize(width: 300, height: 200))
        // Content no larger than the bounds: the offset rests at the top-left.
        XCTAssertEqual(vc.scrollView.contentOffset, .zero)
    }

    func testZoomToRectFitsTheRectangleAndCentresIt() {
        let vc = PhotoZoomViewController()
        let window = shown.show(vc)
        vc.zoomIn(around: CGPoint(x: 200, y: 150))
        window.layoutIfNeeded()
        // 200 × 100 in a 300 × 300 scroll view: min(300/200, 300/100) = 1.5.
        XCTAssertEqual(vc.scrollView.zoomScale, 1.5)
        XCTAssertEqual(vc.scrollView.contentSize, CGSize(width: 900, height: 600))
        // The rectangle's middle (200, 150) is (300, 225) zoomed, at the middle of the bounds.
        XCTAssertEqual(vc.scrollView.contentOffset, CGPoint(x: 150, y: 75))
        XCTAssertEqual(vc.imageView.frame, CGRect(x: 0, y: 0, width: 900, height: 600))
    }

    func testNothingZoomsWithoutAViewForZooming() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(2, animated: false)
        XCTAssertEqual(scroll.zoomScale, 1, "Apple: the delegate must return a view from viewForZooming(in:)")
        XCTAssertEqual(content.frame.size, CGSize(width: 400, height: 400))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 400, height: 400))
    }

    func testGestureRecognizersAsUIKitGivesThem() {
        let scroll = UIScrollView()
        XCTAssertTrue(scroll.panGestureRecognizer.view === scroll)
        XCTAssertNil(scroll.pinchGestureRecognizer, "Apple: nil when zooming is disabled")
        scroll.maximumZoomScale = 2
        XCTAssertTrue(scroll.pinchGestureRecognizer?.view === scroll)
        XCTAssertTrue(scroll.bouncesZoom, "Apple: the default is true")
        XCTAssertFalse(scroll.isZooming)
    }
}
