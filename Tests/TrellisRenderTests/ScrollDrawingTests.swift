import Foundation
import XCTest
import TrellisLayout
@testable import TrellisRender

/// Scroll views in pictures: content clipped to the viewport, views
/// scrolled away left out, UIKit's indicators where an axis scrolls, and
/// `--content full`'s page of the whole content with the viewport. Frames
/// by hand (Apple, *Auto Layout Guide*, "Working with Scroll Views": the
/// content offset is the content point at the frame's top-left).
final class ScrollDrawingTests: XCTestCase {
    /// A 375 × 667 window (no safe area) with a full-screen scroll view and
    /// 1000-tall content: `top` at 0...100 and `bottom` at 900...1000.
    func makeWindow(offset: Double) -> (UIWindow, UIScrollView) {
        let window = UIWindow(width: 375, height: 667, scale: 2)
        let scroll = UIScrollView(), content = UIView(), top = UIView(), bottom = UIView()
        scroll.trellisIdentifier = "scroll"; content.trellisIdentifier = "content"; top.trellisIdentifier = "top"; bottom.trellisIdentifier = "bottom"
        for v in [scroll, content, top, bottom] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.rootView.addSubview(scroll)
        scroll.addSubview(content)
        content.addSubview(top)
        content.addSubview(bottom)
        let root = window.rootView
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            top.topAnchor.constraint(equalTo: content.topAnchor),
            top.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 100),
            top.heightAnchor.constraint(equalToConstant: 100),
            bottom.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            bottom.widthAnchor.constraint(equalToConstant: 100),
            bottom.heightAnchor.constraint(equalToConstant: 100),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        window.layoutIfNeeded()
        return (window, scroll)
    }

    /// At offset 0 the viewport shows 0...667: top is drawn, bottom (900...)
    /// is scrolled away and left out (no frame, no off-screen arrow).
    func testContentOutsideTheViewportIsLeftOut() throws {
        let (window, _) = makeWindow(offset: 0)
        let scene = Scene(window: window, caption: "t")
        XCTAssertEqual(scene.views.map(\.name), ["root", "scroll", "content", "top"])
        XCTAssertEqual(scene.views.first { $0.name == "content" }?.visibleFrame, CGRect(x: 0, y: 0, width: 375, height: 667))
        let record = try Renderer.drawingRecords([RenderPage(window: window, caption: "t")], options: RenderOptions())[0]
        XCTAssertFalse(record.frames.contains(CGRect(x: 0, y: 900, width: 100, height: 100)))
        XCTAssertFalse(record.kinds.contains(.offscreen))
        XCTAssertTrue(record.kinds.contains(.indicator))
        // Scrolled to the end (1000 - 667 = 333): bottom shows at 567...667, top is gone.
        let (end, _) = makeWindow(offset: 333)
        XCTAssertEqual(Scene(window: end, caption: "t").views.map(\.name), ["root", "scroll", "content", "bottom"])
        XCTAssertEqual(Scene(window: end, caption: "t").views.last?.frame, CGRect(x: 0, y: 567, width: 100, height: 100))
    }

    /// The vertical indicator: track 667 - 2 × 3 = 661, length 661 × 667 /
    /// 1000 = 440.887, at x 375 - 3 - 3 = 369; at rest at y 3, at the end
    /// at 3 + 661 - 440.887 = 223.113. No horizontal one (375 = 375).
    func testIndicatorGeometry() {
        let (window, scroll) = makeWindow(offset: 0)
        var info = ScrollInfo(scroll, clip: nil)
        XCTAssertEqual(info.indicators.count, 1)
        let bar = info.indicators[0]
        XCTAssertEqual(bar.minX, 369)
        XCTAssertEqual(bar.width, 3)
        XCTAssertEqual(bar.minY, 3, accuracy: 1e-9)
        XCTAssertEqual(bar.height, 440.887, accuracy: 1e-9)
        scroll.contentOffset = CGPoint(x: 0, y: 333)
        window.layoutIfNeeded()
        info = ScrollInfo(scroll, clip: nil)
        XCTAssertEqual(info.indicators[0].minY, 223.113, accuracy: 1e-9)
        // Scrolling off, or the indicator hidden: none.
        scroll.showsVerticalScrollIndicator = false
        XCTAssertTrue(ScrollInfo(scroll, clip: nil).indicators.isEmpty)
    }

    /// `--content full`: a second page whose bounds are the content area
    /// in window coordinates (offset 200: 0, -200, 375 × 1000), with both
    /// boxes and the viewport (0, 0, 375, 667) outlined.
    func testContentPageShowsTheWholeContentAndTheViewport() throws {
        let (window, scroll) = makeWindow(offset: 200)
        let page = Scene(window: window, caption: "t.yaml · iphone-se portrait", contentOf: scroll)
        XCTAssertEqual(page.bounds, CGRect(x: 0, y: -200, width: 375, height: 1000))
        XCTAssertEqual(page.views.map(\.name), ["content", "top", "bottom"])
        XCTAssertEqual(page.panel?.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(page.panel?.content, CGRect(x: 0, y: -200, width: 375, height: 1000))
        XCTAssertEqual(ScrollGeometry.caption("t.yaml · iphone-se portrait · step 2: Scrolled", scroll),
                       "t.yaml · iphone-se portrait · step 2 · scroll content 375 × 1000, offset 0, 200")
        var options = RenderOptions()
        options.content = .full
        let records = try Renderer.drawingRecords([RenderPage(window: window, caption: "t")], options: options)
        XCTAssertEqual(records.count, 2)
        XCTAssertTrue(records[1].kinds.contains(.viewport))
        XCTAssertTrue(records[1].legend.isEmpty)   // a filmstrip's one legend is under its first page
        XCTAssertTrue(records[0].legend.contains(.viewport))
        XCTAssertTrue(records[1].frames.contains(CGRect(x: 0, y: 700, width: 100, height: 100)))  // bottom: 900 - 200
        // The same window without scroll views draws one page either way.
        let plain = UIWindow(width: 100, height: 100, scale: 2)
        XCTAssertEqual(try Renderer.drawingRecords([RenderPage(window: plain, caption: "p")], options: options).count, 1)
    }
}
