import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Session 20: a 4 MB `userLabel` made `trellis import` write 16 MB: the
/// label became the view's name, written in the view and in every
/// constraint naming it, and whole in the view's `# IB` comment. A name
/// from a label is at most `IBNames.maxLabelName` characters (longer: the
/// IB id's name), and the comment quotes at most that much.
final class LongUserLabelTests: XCTestCase {
    func imported(label: String, constraints count: Int) throws -> String {
        let constraints = (0..<count).map {
            IBTestDocument.constraint("Ul-bx", "width", relation: "greaterThanOrEqual", constant: Double($0), id: "Ul-c\($0)")
        }
        let box = IBTestDocument.view("Ul-bx", (10, 10, 100, 50), attributes: "userLabel=\"\(label)\"", constraints: constraints)
        let text = IBTestDocument.xib(objects: [IBTestDocument.view("Ul-rv", (0, 0, 375, 667), autoresizes: true, subviews: [box])])
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "label.xib")
        return try doc.imported(doc.scenes[0]).yaml
    }

    func testALongLabelNamesNothingAndIsClippedInTheComment() throws {
        let label = String(repeating: "u", count: 200_000)
        let yaml = try imported(label: label, constraints: 20)
        // The XML holds the label once; the import no more than once, cut.
        XCTAssertLessThan(yaml.utf8.count, 20_000)
        XCTAssertTrue(yaml.contains("id: Ul_bx"), yaml)
        XCTAssertTrue(yaml.contains("'" + String(repeating: "u", count: IBNames.maxLabelName) + "…'"), yaml)
    }

    func testLabelsOfOrdinaryLengthStillName() throws {
        let yaml = try imported(label: String(repeating: "Word ", count: 25), constraints: 2)
        XCTAssertTrue(yaml.contains("id: word" + String(repeating: "Word", count: 24)), yaml)
    }
}
