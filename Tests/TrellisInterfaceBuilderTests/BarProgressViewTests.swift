import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A bar-style progress view (`progressViewStyle="bar"`) is stored a point
/// taller than its alignment rectangle, the point below it, as a segmented
/// control is: a height constraint of 10 gives an 11-point frame, and
/// without one the frame is 2.5 high (observed in every bar-style progress
/// view of the regression sets, tools 13771 to 23727, six repositories;
/// docs/INTERFACE-BUILDER.md, "Bar-style progress views"). Hand-written: a
/// root with two bars, one 10 high above the safe area's bottom, one
/// unconstrained 20 below the safe area's top; and a default-style one.
final class BarProgressViewTests: XCTestCase {
    typealias D = IBTestDocument

    func document(style: String) -> String {
        func bar(_ id: String, _ rect: D.Rect, constraints: [String] = []) -> String {
            D.view(id, rect, element: "progressView", attributes: "opaque=\"NO\" \(style)progress=\"0.5\"", constraints: constraints)
        }
        let controller = D.viewController("BPv-vc", root: "BPv-rv", (0, 0, 414, 896), safeArea: "BPv-sa", subviews: [
            bar("BPv-p1", (16, 852, 382, 11), constraints: [D.constraint(nil, "height", constant: 10, id: "BPv-c0")]),
            bar("BPv-p2", (16, 64, 382, 2.5)),
        ], constraints: [
            D.constraint("BPv-p1", "leading", "BPv-sa", "leading", constant: 16, id: "BPv-c1"),
            D.constraint("BPv-sa", "trailing", "BPv-p1", "trailing", constant: 16, id: "BPv-c2"),
            D.constraint("BPv-sa", "bottom", "BPv-p1", "bottom", id: "BPv-c3"),
            D.constraint("BPv-p2", "leading", "BPv-sa", "leading", constant: 16, id: "BPv-c4"),
            D.constraint("BPv-sa", "trailing", "BPv-p2", "trailing", constant: 16, id: "BPv-c5"),
            D.constraint("BPv-p2", "top", "BPv-sa", "top", constant: 20, id: "BPv-c6"),
        ])
        return D.storyboard(toolsVersion: 16097, device: "retina6_1", appearance: nil,
                            scenes: [D.scene("BPv-vc-sc", controller: controller)])
    }

    func bars(style: String) throws -> [String?] {
        let doc = try InterfaceBuilderFile.parse(Data(document(style: style).utf8), file: "progress.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "BPv-vc" })
        let f = try frames(of: try doc.imported(scene))
        return [f["BPv-p1"], f["BPv-p2"]]
    }

    func testABarStyleProgressViewIsAPointTallerThanItsRectangle() throws {
        // The XR of Xcode 11 (@2x): 896 − 34 (home indicator) − 10 = 852
        // for the rectangle; the frame reaches a point below it. The free
        // bar: 2.5 high at 44 + 20.
        XCTAssertEqual(try bars(style: #"progressViewStyle="bar" "#), ["16,852,382,11", "16,64,382,2.5"])
    }

    func testTheDefaultStyleKeepsItsFrame() throws {
        // Before Xcode 12, 2 points ("Progress views"); no inset.
        XCTAssertEqual(try bars(style: ""), ["16,852,382,10", "16,64,382,2"])
    }
}
