import TrellisLayout
import XCTest
@testable import TrellisFormat

/// The expression language on its own: every form of the grammar.
final class ExpressionTests: XCTestCase {
    func parse(_ text: String) throws(FormatError) -> ConstraintExpression {
        var p = ExpressionParser(text: text) { o, l, m, _, _ in
            FormatError(file: "x", line: 1, column: o + 1, message: m)
        }
        return try p.parse()
    }

    func testFullForm() throws {
        let e = try parse("title.top >= 2 * root.safeArea.bottom * 0.5 - 8 @ 999")
        XCTAssertEqual(e.first.item, "title")
        XCTAssertEqual(e.first.attribute, .top)
        XCTAssertEqual(e.relation, .greaterThanOrEqual)
        XCTAssertEqual(e.second?.item, "root.safeArea")
        XCTAssertEqual(e.second?.attribute, .bottom)
        XCTAssertEqual(e.multiplier, 1)
        XCTAssertEqual(e.constant, -8)
        XCTAssertEqual(e.priority, 999)
        XCTAssertEqual(e.relationOffset, 10)
        XCTAssertEqual(e.second?.itemOffset, 17)
    }

    func testConstantForms() throws {
        let e = try parse("a.width <= 40 @ low")
        XCTAssertNil(e.second)
        XCTAssertEqual(e.constant, 40)
        XCTAssertEqual(e.relation, .lessThanOrEqual)
        XCTAssertEqual(e.priority, .defaultLow)
        XCTAssertEqual(try parse("a.height == -4").constant, -4)
        XCTAssertEqual(try parse("a.width == 0.5 * b.width").multiplier, 0.5)
        XCTAssertEqual(try parse("a.width == b.width * 1.5 + 2").multiplier, 1.5)
        XCTAssertEqual(try parse("a.width==b.width+2").constant, 2)
        XCTAssertEqual(try parse("a.bottom == b.bottom-8").constant, -8)
    }

    func testPriorityNames() throws {
        XCTAssertEqual(try parse("a.width == 1 @ required").priority, .required)
        XCTAssertEqual(try parse("a.width == 1 @ high").priority, .defaultHigh)
        XCTAssertEqual(try parse("a.width == 1 @ fitting").priority, .fittingSizeLevel)
    }

    func testEveryAttributeName() throws {
        for a in NSLayoutConstraint.Attribute.allCases where a != .notAnAttribute {
            XCTAssertEqual(try parse("a.\(a) == b.\(a)").first.attribute, a)
        }
        XCTAssertEqual(try parse("a.baseline == b.firstBaseline").first.attribute, .lastBaseline)
    }

    func testSyntaxErrors() {
        func message(_ t: String) -> String {
            do { _ = try parse(t); return "" } catch { return "\(error.column): \(error.message)" }
        }
        XCTAssertEqual(message("a.top"), "6: expected a relation (==, >= or <=), found the end of the constraint")
        XCTAssertEqual(message("a == b.top"), "2: expected '.' and an attribute after 'a'")
        XCTAssertEqual(message("top == b.top"), "1: 'top' needs an item before it")
        XCTAssertEqual(message("a.top == b.top +"), "17: expected a constant after '+', found the end of the constraint")
        XCTAssertEqual(message("a.top == b.top * x"), "18: expected a multiplier after '*', found 'x'")
        XCTAssertEqual(message("a.top == b.top # 3"), "16: unexpected character '#' in constraint")
        XCTAssertEqual(message("a.top => b.top"), "7: '=>' is not a relation")
        XCTAssertEqual(message("a.b.c.top == b.top"), "5: too many parts in 'a.b.c.top'")
        XCTAssertEqual(message("a.top == @ 5"), "10: expected a number or ITEM.ATTR after '==', found '@'")
    }

    /// Session 20: `1e309` read as `1` then `e309` ("expected '@ P' or the
    /// end of the constraint, found 'e309'"). The number is named whole,
    /// with what expressions take.
    func testAnExponentIsNamed() {
        func message(_ t: String) -> String {
            do { _ = try parse(t); return "" } catch { return "\(error.column): \(error.message)" }
        }
        XCTAssertEqual(message("a.width == 1e309"), "12: '1e309' has an exponent, which constraint expressions don't take")
        XCTAssertEqual(message("a.width == b.width * 2.5E-3"), "22: '2.5E-3' has an exponent, which constraint expressions don't take")
        XCTAssertEqual(message("a.top == b.top + 8 @ 7e+2"), "22: '7e+2' has an exponent, which constraint expressions don't take")
        // A letter after a number that isn't an exponent keeps its message.
        XCTAssertEqual(message("a.top == b.top + 8e"), "19: expected '@ P' or the end of the constraint, found 'e'")
    }
}
