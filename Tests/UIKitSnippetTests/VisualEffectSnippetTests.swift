import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// `UIVisualEffectView` (Apple: "add subviews to the contentView"), and the
/// recorded properties code written for UIKit sets.
final class VisualEffectSnippetTests: XCTestCase {
    func testContentViewFillsTheEffectViewAndHoldsItsConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = BlurBannerViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(vc.banner.frame, CGRect(x: 0, y: 400, width: 320, height: 80))
        XCTAssertEqual(vc.banner.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(vc.message.frame.minX, 16)
        XCTAssertEqual(vc.message.frame.width, 288)
        XCTAssertEqual(vc.message.frame.midY, 40, accuracy: 0.5)
        XCTAssertEqual((vc.banner.effect as? UIBlurEffect)?.style, .systemMaterial)
        XCTAssertTrue(vc.message.adjustsFontForContentSizeCategory)
        XCTAssertEqual(vc.scroll.keyboardDismissMode, .interactive)
        XCTAssertEqual(vc.overrideUserInterfaceStyle, .dark)
    }
}
