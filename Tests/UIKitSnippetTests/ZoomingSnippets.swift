#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A photo viewer as apps write one: an image view in a scroll view that
/// zooms it, the scroll view its own controller's delegate.
final class PhotoZoomViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    private(set) var zoomCallbacks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = CGRect(x: 0, y: 100, width: 300, height: 300)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.showsVerticalScrollIndicator = false
        view.addSubview(scrollView)
        imageView.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        imageView.contentMode = .scaleAspectFit
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { zoomCallbacks += 1 }

    /// Double tap to zoom, as apps write it: a 200 × 100 area around a point.
    func zoomIn(around point: CGPoint) {
        let rect = CGRect(x: point.x - 100, y: point.y - 50, width: 200, height: 100)
        scrollView.zoom(to: rect, animated: true)
    }
}
