import XCTest
import Foundation
import TrellisLayout

/// Metrics as UIKit code passes them: `NSNumber` and `CGFloat` values.
/// Trellis itself doesn't import Foundation; these arrive as `Any` and are
/// read as numbers (`CGFloat` is a `BinaryFloatingPoint`, `NSNumber`
/// bridges to `Double`).
final class VisualFormatFoundationTests: XCTestCase {
    func testFoundationMetrics() {
        let (window, root) = VFL.window()
        let a = VFL.view("a", in: root)
        let metrics: [String: Any] = ["inset": NSNumber(value: 24), "width": CGFloat(100.5),
                                      "priority": NSNumber(value: 750)]
        let c = VFL.make("|-inset-[a(width@priority)]", metrics: metrics, views: ["a": a])
        XCTAssertEqual(c.count, 2)
        VFL.expect(c[0], a, .leading, .equal, root, .leading, constant: 24)
        VFL.expect(c[1], a, .width, .equal, nil, .notAnAttribute, constant: 100.5, priority: .defaultHigh)
        NSLayoutConstraint.activate(c)
        VFL.activate("V:|[a(10)]", views: ["a": a])
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 24, y: 0, width: 100.5, height: 10))
    }
}
