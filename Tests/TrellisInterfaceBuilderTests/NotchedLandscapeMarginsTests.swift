import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A document designed on a notched phone in landscape: Xcode's canvas gives
/// the root's margins 16 points beyond the 44-point side safe area, even on
/// the 414-point XR, whose landscape width (896) is a regular one where a
/// phone without a notch gets 20 (observed, not documented by Apple: a
/// raywenderlich.com RGBullsEye stored with its stacks at x 60 and 776 wide
/// on the XR in landscape in three repositories, tools 14810.11 and, re-saved,
/// 16097; docs/INTERFACE-BUILDER.md, "Notched phones' landscape margins").
/// Hand-written: a root holding a box pinned to its side margins.
final class NotchedLandscapeMarginsTests: XCTestCase {
    typealias D = IBTestDocument

    func document(device: String, width: Int, height: Int, orientation: String) -> String {
        let (w, h) = (Double(width), Double(height))
        let box = D.box("NLm-bx", (60, 100, w - 120, 100), height: 100, ids: ["NLm-c0"])
        let controller = D.viewController("NLm-vc", root: "NLm-rv", (0, 0, w, h), safeArea: "NLm-sa", subviews: [box], constraints: [
            D.constraint("NLm-bx", "top", "NLm-rv", "top", constant: 100, id: "NLm-c1"),
            D.constraint("NLm-bx", "leading", "NLm-rv", "leadingMargin", id: "NLm-c2"),
            D.constraint(nil, "trailingMargin", "NLm-bx", "trailing", id: "NLm-c3"),
        ])
        return D.storyboard(toolsVersion: 16097, device: device, orientation: orientation, appearance: nil,
                            scenes: [D.scene("NLm-vc-sc", controller: controller)])
    }

    func box(device: String, width: Int, height: Int, orientation: String) throws -> String? {
        let xml = document(device: device, width: width, height: height, orientation: orientation)
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "landscape.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "NLm-vc" })
        return try frames(of: try doc.imported(scene))["NLm-bx"]
    }

    func testTheXRInLandscapeHas16PointMarginsBeyondItsSafeArea() throws {
        // 44 (the side safe area) + 16; 896 − 2 × 60 wide.
        XCTAssertEqual(try box(device: "retina6_1", width: 896, height: 414, orientation: "landscape"), "60,100,776,100")
    }

    func testANarrowerNotchedPhoneInLandscapeToo() throws {
        // The 375 × 812 phone: a compact width, 44 + 16 as before.
        XCTAssertEqual(try box(device: "retina5_9", width: 812, height: 375, orientation: "landscape"), "60,100,692,100")
    }

    func testPortraitAndPhonesWithoutANotchKeep20() throws {
        // The XR in portrait: a large phone's 20, no side insets.
        XCTAssertEqual(try box(device: "retina6_1", width: 414, height: 896, orientation: "portrait"), "20,100,374,100")
        // The 414 × 736 phone in landscape: no notch, 20 ("Phones in landscape").
        XCTAssertEqual(try box(device: "retina5_5", width: 736, height: 414, orientation: "landscape"), "20,100,696,100")
    }
}
