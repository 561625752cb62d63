import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// A view that still translates its autoresizing mask (no
/// `translatesAutoresizingMaskIntoConstraints` attribute) keeps the size
/// its mask fixes when other constraints only place it
/// (docs/INTERFACE-BUILDER.md, "Autoresizing views that constraints
/// place"): a hand-written storyboard on the 375-point phone with a
/// fill-equally stack of two image views (images 40 points high) stored 70
/// high, pinned 100 below the top (each view squeezed to 30, as Udacity
/// MemeMe's colour picker stores its slider rows), a 20 × 20 image view of
/// a 300-point image placed by its leading edge and top (as Nextcloud
/// Talk's reference icon), and the same image view with
/// `translatesAutoresizingMaskIntoConstraints="NO"`, laid out at its
/// image's size.
final class AutoresizingSizesTests: XCTestCase {
    typealias D = IBTestDocument

    static func imageView(_ id: String, _ rect: D.Rect, image: String, translates: Bool) -> String {
        var s = D.view(id, rect, element: "imageView",
                       attributes: #"userInteractionEnabled="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" image=""# + image + "\"",
                       autoresizes: translates)
        if translates {
            s = s.replacingOccurrences(of: "/>\n</imageView>",
                                       with: "/>\n<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>\n</imageView>")
        }
        return s
    }

    static let xml: String = {
        var stack = D.stackView("Ars-st-010", (20, 100, 40, 70), axis: "vertical", distribution: "fillEqually", spacing: 10, arranged: [
            imageView("Ars-i1-011", (0, 0, 40, 30), image: "square", translates: false),
            imageView("Ars-i2-012", (0, 40, 40, 30), image: "square", translates: false),
        ])
        // Autoresizing: the attribute left out, a mask of fixed size.
        stack = stack.replacingOccurrences(of: " translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Ars-st-010\">",
                                           with: " id=\"Ars-st-010\">")
        stack = stack.replacingOccurrences(of: "height=\"70\"/>\n<subviews>",
                                           with: "height=\"70\"/>\n<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>\n<subviews>")
        let icon = imageView("Ars-ic-020", (100, 300, 20, 20), image: "big", translates: true)
        let free = imageView("Ars-fr-030", (100, 400, 300, 300), image: "big", translates: false)
        let controller = D.viewController("Ars-vc-001", root: "Ars-rt-002", (0, 0, 375, 667), safeArea: "Ars-sa-003",
                                          subviews: [stack, icon, free], constraints: [
            D.constraint("Ars-st-010", "leading", "Ars-rt-002", "leading", constant: 20, id: "Ars-c1-101"),
            D.constraint("Ars-st-010", "top", "Ars-rt-002", "top", constant: 100, id: "Ars-c2-102"),
            D.constraint("Ars-ic-020", "leading", "Ars-rt-002", "leading", constant: 100, id: "Ars-c3-103"),
            D.constraint("Ars-ic-020", "top", "Ars-rt-002", "top", constant: 300, id: "Ars-c4-104"),
            D.constraint("Ars-fr-030", "leading", "Ars-rt-002", "leading", constant: 100, id: "Ars-c5-105"),
            D.constraint("Ars-fr-030", "top", "Ars-rt-002", "top", constant: 400, id: "Ars-c6-106"),
        ])
        return D.storyboard(toolsVersion: 16096, scenes: [D.scene("Ars-sc-000", controller: controller)], resources: [
            #"<image name="big" width="300" height="300"/>"#,
            #"<image name="square" width="40" height="40"/>"#,
        ])
    }()

    func testTheMaskKeepsTheStoredSize() throws {
        let f = try frames(of: try importedScene(xml: Self.xml, file: "Autoresizing.storyboard"))
        XCTAssertEqual(f["Ars-st-010"], "20,100,40,70")
        XCTAssertEqual(f["Ars-i1-011"], "0,0,40,30")
        XCTAssertEqual(f["Ars-i2-012"], "0,40,40,30")
        XCTAssertEqual(f["Ars-ic-020"], "100,300,20,20")
        // Constraint-placed (the attribute says NO): its image's size.
        XCTAssertEqual(f["Ars-fr-030"], "100,400,300,300")
    }
}
