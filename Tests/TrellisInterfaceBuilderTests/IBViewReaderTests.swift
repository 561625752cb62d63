import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// IBViewReader.swift: a number attribute that isn't a finite decimal is an
/// error at its element, never a value that reaches a frame as `nan`.
final class IBViewReaderTests: XCTestCase {
    func document(_ view: String, constraint: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="R-1">
                    <rect key="frame" x="0" y="0" width="100" height="50"/>
                    <subviews>
                        \(view)
                    </subviews>
                    <constraints>
                        \(constraint)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func error(_ text: String) -> FormatError? {
        do { _ = try InterfaceBuilderFile.parse(Data(text.utf8), file: "n.xib"); return nil } catch { return error }
    }

    func testNonFiniteNumbersAreLocatedErrors() {
        let frame = error(document("<view id=\"A-1\"><rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/></view>"))
        XCTAssertEqual(frame?.line, 7)
        XCTAssertEqual(frame?.message, "x=\"nan\" of <rect> is not a number")
        XCTAssertEqual(frame?.expected, "a finite decimal number such as 20 or 20.5")
        let big = error(document("<view id=\"A-1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1e999\" height=\"1\"/></view>"))
        XCTAssertEqual(big?.message, "width=\"1e999\" of <rect> is not a number")
        let hugging = error(document("<view id=\"A-1\" horizontalHuggingPriority=\"inf\"/>"))
        XCTAssertEqual(hugging?.message, "horizontalHuggingPriority=\"inf\" of <view> is not a number")
        let constant = error(document("<view id=\"A-1\"/>",
                                      constraint: "<constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"-nan\" id=\"C-1\"/>"))
        XCTAssertEqual(constant?.message, "constant=\"-nan\" of <constraint> is not a number")
        XCTAssertEqual(constant?.line, 10)
        let priority = error(document("<view id=\"A-1\"/>",
                                      constraint: "<constraint firstItem=\"A-1\" firstAttribute=\"width\" priority=\"infinity\" id=\"C-1\"/>"))
        XCTAssertEqual(priority?.message, "priority 'infinity' of constraint C-1 is out of range")
    }

    /// Session 17's red team: `constant="1e308"` was imported as 309
    /// digits, which the layout reader's range error then quoted whole.
    /// Past 1e15 a number is refused where it is written, briefly.
    func testHugeNumbersAreOutOfRangeWhereWritten() throws {
        let constant = error(document("<view id=\"A-1\"/>",
                                      constraint: "<constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"1e308\" id=\"C-1\"/>"))
        XCTAssertEqual(constant?.message, "constant=\"1e308\" of <constraint> is out of range")
        XCTAssertEqual(constant?.line, 10)
        XCTAssertEqual(constant?.expected,
                       "a number within ±1e15 (layouts are bounded at ±10,000,000 points, docs/LIMITS.md)")
        let frame = error(document("<view id=\"A-1\"><rect key=\"frame\" x=\"-2e15\" y=\"0\" width=\"1\" height=\"1\"/></view>"))
        XCTAssertEqual(frame?.message, "x=\"-2e15\" of <rect> is out of range")
        // Under the bound the value is read; the layout's own limits refuse it later, placed.
        let doc = try InterfaceBuilderFile.parse(Data(document("<view id=\"A-1\"/>",
            constraint: "<constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"99999999999999\" id=\"C-1\"/>").utf8),
            file: "n.xib")
        XCTAssertEqual(doc.scenes.count, 1)
    }

    func testPlaceholderIntrinsicInfiniteIsStillNone() throws {
        let doc = try InterfaceBuilderFile.parse(Data(document(
            "<view id=\"A-1\" placeholderIntrinsicWidth=\"infinite\" placeholderIntrinsicHeight=\"40\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>").utf8),
            file: "p.xib")
        XCTAssertEqual(doc.scenes[0].root.subviews[0].placeholderIntrinsic, [-1, 40])
    }
}

extension IBViewReaderTests {
    /// Found by the `ib` fuzz target: a view nested in a view with the same
    /// id made that view its own ancestor, and the importer's "is inside"
    /// walk up the parents never ended (a 10 s timeout). Ids are unique.
    func testARepeatedIdIsAnErrorNotAHang() {
        let nested = error(document("""
            <view id="A-1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews><view id="A-1"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews>
            </view>
            """, constraint: "<constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"4\" id=\"C-1\"/>"))
        XCTAssertEqual(nested?.message, "id 'A-1' is used twice (first at line 7)")
        XCTAssertEqual(nested?.line, 8)
        let constraint = error(document("<view id=\"A-1\"/>", constraint: """
            <constraint firstItem="A-1" firstAttribute="width" constant="4" id="A-1"/>
            """))
        XCTAssertEqual(constraint?.message, "id 'A-1' is used twice (first at line 7)")
    }
}
