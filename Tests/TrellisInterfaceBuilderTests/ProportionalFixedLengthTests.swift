import Foundation
import TrellisFormat
@testable import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A view of a `fillProportionally` stack whose own required constraint
/// fixes its length along the axis counts with that length in the stack's
/// proportions (docs/INTERFACE-BUILDER.md, "Fixed lengths in proportional
/// stacks"; observed in Xcode's stored frames, Quizzler course copies).
/// Apple's UIStackView.Distribution.fillProportionally: "resizes views
/// proportionally based on their intrinsic content size along the stack
/// view's axis". Files written by hand; frames computed by hand.
final class ProportionalFixedLengthTests: XCTestCase {
    typealias D = IBTestDocument

    /// A 300 × 400 vertical proportional stack, spacing 10: a nested stack
    /// (no intrinsic height), a label Xcode measured 200 high, and a
    /// bar-style progress view whose own height constraint says 10 (at
    /// `progressPriority`, required when nil; its frame a point taller, 11).
    func document(progressPriority: Int? = nil) -> String {
        let nested = D.stackView("Pfx-ns-003", (0, 0, 300, 170), arranged: [
            D.label("Pfx-lb-006", (0, 0, 60, 170), text: "Title"),
        ])
        let label = D.label("Pfx-lb-004", (0, 180, 300, 200), text: "Question", attributes: #"lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO""#)
        let progress = D.view("Pfx-pv-005", (0, 390, 300, 11), element: "progressView",
                              attributes: #"opaque="NO" verticalHuggingPriority="750" progress="0.5" progressViewStyle="bar""#,
                              constraints: [D.constraint(nil, "height", constant: 10, priority: progressPriority, id: "Pfx-c0-013")])
        let stack = D.stackView("Pfx-st-002", (0, 0, 300, 400), axis: "vertical", distribution: "fillProportionally",
                                spacing: 10, arranged: [nested, label, progress])
        let root = D.view("Pfx-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [stack], constraints: [
            D.constraint("Pfx-st-002", "leading", "Pfx-rt-001", "leading", id: "Pfx-c1-010"),
            D.constraint("Pfx-st-002", "top", "Pfx-rt-001", "top", id: "Pfx-c2-011"),
            D.constraint("Pfx-st-002", "width", constant: 300, id: "Pfx-c3-012"),
            D.constraint("Pfx-st-002", "height", constant: 400, id: "Pfx-c4-014"),
        ])
        return D.xib(objects: [root])
    }

    /// The bar's 10 against the label's 200: 400 − 2 × 10 of spacing
    /// leaves 170 to the nested stack, as Xcode stores it. With the bar's
    /// own 1.5-point intrinsic height the proportion (1.5 : 200) would
    /// pull the label to 1,333 and the nested stack to −963.
    func testAFixedLengthCountsInTheProportions() throws {
        let f = try frames(of: try importedScene(xml: document(), file: "fixed.xib"))
        XCTAssertEqual(["Pfx-ns-003", "Pfx-lb-004", "Pfx-pv-005"].map { f[$0] }, ["0,0,300,170", "0,180,300,200", "0,390,300,11"])
    }

    /// Only a required constraint fixes the length: at 999 the bar keeps
    /// its own intrinsic height (1.5) in the proportions.
    func testAnOptionalLengthIsNotFixed() throws {
        func intrinsicHeight(_ text: String) throws -> Double {
            let imported = try importedScene(xml: text, file: "fixed.xib")
            let layout = try LayoutBuilder.build(imported.document)
            return Double(layout.view(imported.names["Pfx-pv-005"]!)!.engineIntrinsicContentSize.height)
        }
        XCTAssertEqual(try intrinsicHeight(document()), 10)
        XCTAssertEqual(try intrinsicHeight(document(progressPriority: 999)), 1.5)
    }
}
