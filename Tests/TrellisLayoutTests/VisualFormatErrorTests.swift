import XCTest
@testable import TrellisLayout

/// Every kind of Visual Format error, with its exact text: the message, the
/// format, and the caret under the place. Each case goes through both
/// APIs: the throwing one throws the error, the UIKit-shaped one records
/// the same text in `LayoutIssues` and returns no constraints.
final class VisualFormatErrorTests: XCTestCase {
    /// Kept so that the views keep their superview (`superview` is weak).
    var window: UIWindow?
    var views: [String: Any] = [:]
    var metrics: [String: Any] = [:]

    override func setUp() {
        LayoutIssues.drain()
        let (window, root) = VFL.window()
        self.window = window
        let a = VFL.view("a", in: root)
        views = ["a": a, "b": VFL.view("b", in: root), "c": VFL.view("c", in: root),
                 "button": VFL.view("button", in: root), "orphan": VFL.view("orphan", in: nil),
                 "g": UILayoutGuide(), "s": "text", "alias": a]
        metrics = ["spacing": 8, "p": 2000, "ten": "ten", "yes": true, "nan": Double.nan, "inf": Double.infinity]
    }

    override func tearDown() {
        XCTAssertEqual(LayoutIssues.drain(), [])
    }

    typealias FormatOptions = NSLayoutConstraint.FormatOptions

    /// Checks that `format` fails with `kind`, and that the description is
    /// exactly "Unable to parse constraint format: " + `message`, the
    /// format, and `caret`.
    func fails(_ format: String, options: FormatOptions = [], _ kind: VisualFormatError.Kind,
               _ message: String, _ caret: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = "Unable to parse constraint format: \(message)\n\(format)\n\(caret)"
        do {
            let made = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                 metrics: metrics, views: views)
            XCTFail("\(format.debugDescription) made \(made)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.kind, kind, format.debugDescription, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(error.format, format, file: file, line: line)
            XCTAssertEqual(error.description, expected, file: file, line: line)
        }
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                  metrics: metrics, views: views)
        XCTAssertEqual(made.count, 0, file: file, line: line)
        XCTAssertEqual(LayoutIssues.drain(), [LayoutError(expected)], file: file, line: line)
    }

    /// The brief's example, as one literal.
    func testDescriptionLayout() throws {
        do {
            _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: "H:|-[button", views: views)
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.description, """
                Unable to parse constraint format: Expected ']' after the view name.
                H:|-[button
                           ^
                """)
            XCTAssertEqual(error.offset, 11)
            XCTAssertEqual(error.utf8Offset, 11)
            XCTAssertEqual(error.layoutError, LayoutError(error.description))
        }
    }

    /// Offsets count characters (for the caret) and UTF-8 code units.
    func testOffsetsInCharactersAndUTF8() {
        do {
            _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: "[é]-[ñandú]#", views: ["é": UIView(), "ñandú": UIView()])
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.kind, .unexpected)
            XCTAssertEqual(error.offset, 11)
            XCTAssertEqual(error.utf8Offset, 14)
            XCTAssertEqual(error.description.split(separator: "\n", omittingEmptySubsequences: false).last,
                           "           ^")
        }
    }

    /// The non-throwing API never traps: misuse is recorded and nothing is made.
    func testUIKitShapedAPIRecordsAndReturnsNothing() {
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-[nope]-|", options: [], metrics: nil, views: views)
        XCTAssertTrue(made.isEmpty)
        XCTAssertEqual(LayoutIssues.drain().map(\.message), ["""
            Unable to parse constraint format: 'nope' is not a key in the views dictionary.
            |-[nope]-|
               ^
            """])
    }

    /// Suggestions: close keys only, case differences count half, ties
    /// alphabetical.
    func testSuggestions() {
        XCTAssertEqual(NameSuggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameSuggestions.editDistance("", "abc"), 3)
        XCTAssertEqual(VisualFormatNames.suggestion(for: "buton", among: ["button", "label"]), "button")
        XCTAssertEqual(VisualFormatNames.suggestion(for: "UILabel", among: ["button", "label"]), "label")
        XCTAssertNil(VisualFormatNames.suggestion(for: "x", among: ["y"]), "a one-letter name suggests nothing")
        XCTAssertNil(VisualFormatNames.suggestion(for: "header", among: ["footer"]))
        XCTAssertEqual(VisualFormatNames.suggestion(for: "ab", among: ["ac", "aa"]), "aa")
    }

    /// An empty format, or one with only an orientation.
    func testEmptyFormat() {
        fails("", .emptyFormat,
              "The format string is empty: it needs at least one view, such as '[button]'.",
              "^")
        fails("H:", .emptyFormat,
              "The format has no views: it needs at least one, such as '[button]'.",
              "  ^")
        fails("   ", .emptyFormat,
              "The format string is empty: it needs at least one view, such as '[button]'.",
              "   ^")
    }

    /// Only `H:` and `V:`; a wrong orientation is reported before anything later in the string.
    func testInvalidOrientation() {
        fails("X:[a]", .invalidOrientation,
              "'X' is not an orientation: use 'H:' (horizontal) or 'V:' (vertical).",
              "^")
        fails("h:[a]", .invalidOrientation,
              "'h' is not an orientation: use 'H:' (horizontal) or 'V:' (vertical). Did you mean 'H:'?",
              "^")
        fails(":[a]", .invalidOrientation,
              "Expected 'H' or 'V' before ':'.",
              "^")
        fails("Horizontal:[a]", .invalidOrientation,
              "'Horizontal' is not an orientation: use 'H:' (horizontal) or 'V:' (vertical).",
              "^")
        fails("X:[a]#", .invalidOrientation,
              "'X' is not an orientation: use 'H:' (horizontal) or 'V:' (vertical).",
              "^")
    }

    /// A view is missing: nothing after `-`, a bare name, a format that starts with `-`.
    func testExpectedView() {
        fails("|-|", .expectedView,
              "Expected a view, such as '[button]', here.",
              "  ^")
        fails("[a]-", .expectedView,
              "Expected a view, such as '[button]', or '|' after '-'.",
              "    ^")
        fails("a", .expectedView,
              "Expected a view here; write view names in brackets: '[a]'.",
              "^")
        fails("H:|-", .expectedView,
              "Expected a view, such as '[button]', or '|' after '-'.",
              "    ^")
        fails("|", .expectedView,
              "Expected a view, such as '[button]', here.",
              " ^")
        fails("-[a]", .expectedView,
              "Expected a view, such as '[button]', here.",
              "^")
        fails("[a]-(10)-", .expectedView,
              "Expected a view, such as '[button]', here.",
              "         ^")
    }

    /// `[` must be followed by a name.
    func testExpectedViewName() {
        fails("[]", .expectedViewName,
              "Expected a view name after '['.",
              " ^")
        fails("[(10)]", .expectedViewName,
              "Expected a view name after '['.",
              " ^")
        fails("[10]", .expectedViewName,
              "Expected a view name after '['.",
              " ^")
        fails("[-a]", .expectedViewName,
              "Expected a view name after '['.",
              " ^")
    }

    /// A view must end with `]`.
    func testMissingBracket() {
        fails("H:|-[button", .missingBracket,
              "Expected ']' after the view name.",
              "           ^")
        fails("[a(10)", .missingBracket,
              "Expected ']' after the view's predicate list.",
              "      ^")
        fails("[a b]", .missingBracket,
              "Expected ']' after the view name.",
              "   ^")
        fails("[a(10)-[b]", .missingBracket,
              "Expected ']' after the view's predicate list.",
              "      ^")
    }

    /// A predicate list must end with `)`.
    func testMissingParenthesis() {
        fails("[a(10]", .missingParenthesis,
              "Expected ')' or ',' after the predicate.",
              "     ^")
        fails("[a(10 20)]", .missingParenthesis,
              "Expected ')' or ',' after the predicate.",
              "      ^")
        fails("[a]-(10-[b]", .missingParenthesis,
              "Expected ')' or ',' after the predicate.",
              "       ^")
    }

    /// A spacing predicate must be followed by `-` (and a simple predicate takes no priority).
    func testMissingDash() {
        fails("[a]-10[b]", .missingDash,
              "Expected '-' after the spacing: a spacing is written '-10-', '-name-' or '-(>=10)-'.",
              "      ^")
        fails("[a]-10@750-[b]", .missingDash,
              "Expected '-' after the spacing: a spacing is written '-10-', '-name-' or '-(>=10)-'.",
              "      ^")
        fails("[a]-(10)[b]", .missingDash,
              "Expected '-' after the spacing: a spacing is written '-10-', '-name-' or '-(>=10)-'.",
              "        ^")
        fails("[a]-spacing|", .missingDash,
              "Expected '-' after the spacing: a spacing is written '-10-', '-name-' or '-(>=10)-'.",
              "           ^")
    }

    /// An empty predicate list, a relation with no object, a trailing comma.
    func testExpectedPredicate() {
        fails("[a()]", .expectedPredicate,
              "Expected a predicate: a number, a metric name or (for a view's width or height) a view name.",
              "   ^")
        fails("[a(>=)]", .expectedPredicate,
              "Expected a predicate: a number, a metric name or (for a view's width or height) a view name.",
              "     ^")
        fails("[a(10,)]", .expectedPredicate,
              "Expected a predicate: a number, a metric name or (for a view's width or height) a view name.",
              "      ^")
        fails("[a]-(@750)-[b]", .expectedPredicate,
              "Expected a predicate: a number, a metric name or (for a view's width or height) a view name.",
              "     ^")
    }

    /// Characters and tokens that fit nowhere; syntax is checked before names (`[zzz]#`).
    func testUnexpected() {
        fails("[a]#", .unexpected,
              "Unexpected character '#'.",
              "   ^")
        fails("[a]b", .unexpected,
              "Expected '-', '[', '|' or the end of the format after a view, not 'b'.",
              "   ^")
        fails("[a]--[b]", .unexpected,
              "Expected a spacing (a number, a metric or a predicate list in parentheses), a view or '|' after '-', not '-'.",
              "    ^")
        fails("|[a]|x", .unexpected,
              "Expected the end of the format after the closing '|', not 'x'.",
              "     ^")
        fails("[a]-)-[b]", .unexpected,
              "Expected a spacing (a number, a metric or a predicate list in parentheses), a view or '|' after '-', not ')'.",
              "    ^")
        fails("[é]#", .unexpected,
              "Unexpected character '#'.",
              "   ^")
        fails("[a]:", .unexpected,
              "Expected '-', '[', '|' or the end of the format after a view, not ':'.",
              "   ^")
        fails("[zzz]#", .unexpected,
              "Unexpected character '#'.",
              "     ^")
    }

    /// Relations are `==`, `<=` and `>=` only.
    func testInvalidRelation() {
        fails("[a(=10)]", .invalidRelation,
              "'=' is not a relation: use '==', '<=' or '>='.",
              "   ^")
        fails("[a(>10)]", .invalidRelation,
              "'>' is not a relation: use '==', '<=' or '>='.",
              "   ^")
        fails("[a(<10)]", .invalidRelation,
              "'<' is not a relation: use '==', '<=' or '>='.",
              "   ^")
        fails("[a]-(=>10)-[b]", .invalidRelation,
              "'=' is not a relation: use '==', '<=' or '>='.",
              "     ^")
    }

    /// Text that starts like a number, and a `-` that is not a sign.
    func testBadNumber() {
        fails("[a(1.2.3)]", .badNumber,
              "'1.2.3' is not a number.",
              "   ^")
        fails("[a]-10px-[b]", .badNumber,
              "'10px' is not a number.",
              "    ^")
        fails("[a(- 5)]", .badNumber,
              "Expected a number after '-'.",
              "   ^")
        fails("[a(1e)]", .badNumber,
              "'1e' is not a number.",
              "   ^")
        fails("[a]-(-b)-[c]", .badNumber,
              "Expected a number after '-'.",
              "     ^")
    }

    /// Priorities lie in 0 < p <= 1000, literal or metric.
    func testBadPriority() {
        fails("[a(10@1001)]", .badPriority,
              "UILayoutPriority 1001 is out of range: a priority must lie in 0 < p <= 1000.",
              "      ^")
        fails("[a(10@0)]", .badPriority,
              "UILayoutPriority 0 is out of range: a priority must lie in 0 < p <= 1000.",
              "      ^")
        fails("[a(10@-5)]", .badPriority,
              "UILayoutPriority -5 is out of range: a priority must lie in 0 < p <= 1000.",
              "      ^")
        fails("[a(10@)]", .badPriority,
              "Expected a priority (a number or a metric name) after '@'.",
              "      ^")
        fails("[a(10@p)]", .badPriority,
              "UILayoutPriority 2000 (metric 'p') is out of range: a priority must lie in 0 < p <= 1000.",
              "      ^")
    }

    /// Unknown view names, with a suggestion when one key is close.
    func testUnknownView() {
        fails("[buton]", .unknownView,
              "'buton' is not a key in the views dictionary. Did you mean 'button'?",
              " ^")
        fails("[zzz]", .unknownView,
              "'zzz' is not a key in the views dictionary.",
              " ^")
        fails("[Button]", .unknownView,
              "'Button' is not a key in the views dictionary. Did you mean 'button'?",
              " ^")
        fails("[a]-[bb]", .unknownView,
              "'bb' is not a key in the views dictionary. Did you mean 'b'?",
              "     ^")
        fails("\t[zzz]", .unknownView,
              "'zzz' is not a key in the views dictionary.",
              "\t ^")
    }

    /// Unknown metric names; in a view's predicate the name may be a metric or a view.
    func testUnknownMetric() {
        fails("[a]-spcing-[b]", .unknownMetric,
              "'spcing' is not a key in the metrics dictionary. Did you mean 'spacing'?",
              "    ^")
        fails("[a(w)]", .unknownMetric,
              "'w' is not a key in the metrics or views dictionary.",
              "   ^")
        fails("[a(==buton)]", .unknownMetric,
              "'buton' is not a key in the metrics or views dictionary. Did you mean 'button'?",
              "     ^")
        fails("[a(10@prio)]", .unknownMetric,
              "'prio' is not a key in the metrics dictionary.",
              "      ^")
    }

    /// A metric must be a finite number.
    func testMetricNotANumber() {
        fails("|-ten-[a]", .metricNotANumber,
              "Metric 'ten' is a String, not a number.",
              "  ^")
        fails("|-yes-[a]", .metricNotANumber,
              "Metric 'yes' is a Bool, not a number.",
              "  ^")
        fails("|-nan-[a]", .metricNotANumber,
              "Metric 'nan' is nan, not a finite number.",
              "  ^")
        fails("|-inf-[a]", .metricNotANumber,
              "Metric 'inf' is inf, not a finite number.",
              "  ^")
    }

    /// A view name only in a view's own size predicate.
    func testViewNameNotAllowed() {
        fails("[a]-b-[c]", .viewNameNotAllowed,
              "'b' names a view, which can't be a spacing: a view name may appear in a predicate only for a view's width or height, as in '[a(==b)]'.",
              "    ^")
        fails("[a]-(>=b)-[c]", .viewNameNotAllowed,
              "'b' names a view, which can't be a spacing: a view name may appear in a predicate only for a view's width or height, as in '[a(==b)]'.",
              "       ^")
        fails("[a(10@b)]", .viewNameNotAllowed,
              "'b' names a view, which can't be a priority: a view name may appear in a predicate only for a view's width or height, as in '[a(==b)]'.",
              "      ^")
    }

    /// The views dictionary's values that a format uses must be views.
    func testNotAView() {
        fails("[g]", .notAView,
              "The value for 'g' in the views dictionary is a UILayoutGuide, not a view: the Visual Format Language lays out views only.",
              " ^")
        fails("[s]", .notAView,
              "The value for 's' in the views dictionary is a String, not a view: the Visual Format Language lays out views only.",
              " ^")
        fails("[a(==g)]", .notAView,
              "The value for 'g' in the views dictionary is a UILayoutGuide, not a view: the Visual Format Language lays out views only.",
              "     ^")
    }

    /// A view may appear once, under any name.
    func testDuplicateView() {
        fails("[a]-[a]", .duplicateView,
              "'a' appears more than once in the format; a view may appear only once.",
              "     ^")
        fails("[a][alias]", .duplicateView,
              "'alias' is the same view as 'a', which already appears in the format; a view may appear only once.",
              "    ^")
    }

    /// `|` needs the neighbouring view to have a superview when the format is read.
    func testNoSuperview() {
        fails("|-[orphan]", .noSuperview,
              "Unable to interpret '|' character, because the related view doesn't have a superview. Add 'orphan' to a view before making constraints with '|'.",
              "^")
        fails("[orphan]-|", .noSuperview,
              "Unable to interpret '|' character, because the related view doesn't have a superview. Add 'orphan' to a view before making constraints with '|'.",
              "         ^")
        fails("V:|[orphan]|", .noSuperview,
              "Unable to interpret '|' character, because the related view doesn't have a superview. Add 'orphan' to a view before making constraints with '|'.",
              "  ^")
    }

    /// `|` only at the ends.
    func testSuperviewInMiddle() {
        fails("[a]-|-[b]", .superviewInMiddle,
              "'|' stands for the superview and may appear only at the start or the end of the format.",
              "    ^")
        fails("|-|-[a]", .superviewInMiddle,
              "'|' stands for the superview and may appear only at the start or the end of the format.",
              "  ^")
        fails("[a]||", .superviewInMiddle,
              "'|' stands for the superview and may appear only at the start or the end of the format.",
              "   ^")
        fails("|[a]|[b]", .superviewInMiddle,
              "'|' stands for the superview and may appear only at the start or the end of the format.",
              "    ^")
    }

    /// Alignments must run across the format's axis; baseline spacing is vertical.
    func testOptionsConflictWithOrientation() {
        fails("H:[a]-[b]", options: .alignAllLeading, .optionsConflictWithOrientation,
              "alignAllLeading aligns views horizontally, which a horizontal format can't do: it lays its views out along that axis. Align them vertically instead (alignAllTop, alignAllBottom, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline).",
              "^")
        fails("[a]-[b]", options: .alignAllCenterX, .optionsConflictWithOrientation,
              "alignAllCenterX aligns views horizontally, which a horizontal format can't do: it lays its views out along that axis. Align them vertically instead (alignAllTop, alignAllBottom, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline).",
              "^")
        fails("V:[a]-[b]", options: .alignAllTop, .optionsConflictWithOrientation,
              "alignAllTop aligns views vertically, which a vertical format can't do: it lays its views out along that axis. Align them horizontally instead (alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing, alignAllCenterX).",
              "^")
        fails("V:[a][b]", options: .alignAllBaseline, .optionsConflictWithOrientation,
              "alignAllLastBaseline aligns views vertically, which a vertical format can't do: it lays its views out along that axis. Align them horizontally instead (alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing, alignAllCenterX).",
              "^")
        fails("[a]", options: .spacingBaselineToBaseline, .optionsConflictWithOrientation,
              "spacingBaselineToBaseline measures vertical spacing, so it applies only to vertical (V:) formats.",
              "^")
    }

    /// Contradictory or unknown option bits.
    func testInvalidOptions() {
        fails("[a]", options: [.directionLeftToRight, .directionRightToLeft], .invalidOptions,
              "Options contain both directionLeftToRight and directionRightToLeft; choose one.",
              "^")
        fails("[a]", options: FormatOptions(rawValue: 1 << 7), .invalidOptions,
              "Options contain alignment bits 0x80 that name no alignment; use the alignAll… options.",
              "^")
        fails("[a]", options: FormatOptions(rawValue: 1 << 20), .invalidOptions,
              "Options contain unknown bits 0x100000.",
              "^")
    }
}
