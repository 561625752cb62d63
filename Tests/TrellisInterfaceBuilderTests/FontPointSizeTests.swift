import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Session 20's hostile storyboards: a font `pointSize` that is no size
/// (`nan`, `1e309`, `-17`) fell back to the 17-point default without a
/// word. It still falls back (a bad font never stops an import, as a bad
/// colour doesn't), with an `unsupported-value` warning at the
/// `<fontDescription>`; Xcode's own `0.0` stays silent.
final class FontPointSizeTests: XCTestCase {
    func document(pointSize: String) throws -> IBDocument {
        let label = IBTestDocument.label("Fp-lb", (16, 20, 200, 21), text: "Hello", pointSize: 17)
            .replacingOccurrences(of: #"pointSize="17""#, with: "pointSize=\"\(pointSize)\"")
        XCTAssertTrue(label.contains("pointSize=\"\(pointSize)\""))
        let text = IBTestDocument.xib(objects: [IBTestDocument.view("Fp-rv", (0, 0, 375, 667), autoresizes: true, subviews: [label])])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "font.xib")
    }

    func testASizeThatIsntOneIsWarnedAndTheDefaultKept() throws {
        for raw in ["nan", "1e309", "-17", "12pt"] {
            let doc = try document(pointSize: raw)
            let warnings = doc.warnings.filter { $0.kind == "unsupported-value" }
            XCTAssertEqual(warnings.count, 1, raw)
            let w = try XCTUnwrap(warnings.first)
            XCTAssertTrue(w.description.hasPrefix("font.xib:"), w.description)
            XCTAssertTrue(w.message.hasPrefix("pointSize=\"\(raw)\" of the font of <label> 'Fp-lb' (Fp-lb) isn't a size: 17 points used"), w.message)
            XCTAssertTrue(try doc.imported(doc.scenes[0]).yaml.contains("System 17"), raw)
        }
    }

    func testXcodesZeroAndRealSizesAreSilent() throws {
        for raw in ["0.0", "17", "12.5"] {
            XCTAssertEqual(try document(pointSize: raw).warnings.filter { $0.kind == "unsupported-value" }.count, 0, raw)
        }
    }
}
