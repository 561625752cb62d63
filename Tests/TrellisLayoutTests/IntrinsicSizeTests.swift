import XCTest
import TrellisLayout

/// Auto Layout Guide, "Views with Intrinsic Content CGSize" (content hugging
/// and compression resistance: `size <= intrinsic @hugging`,
/// `size >= intrinsic @compressionResistance`) and UIKit's
/// `invalidateIntrinsicContentSize()`, `UILabel.numberOfLines`,
/// `UILabel.preferredMaxLayoutWidth`.
///
/// 17-point labels: 8.5 points a character, 20.4 tall. SE window: margins
/// 16...359 (343 wide), rows at y 40 (status bar 20 + 20).
final class IntrinsicSizeTests: XCTestCase {

    /// Two labels in a row across the root's margins, 8 apart, at y 40.
    func row(_ window: UIWindow, _ a: String, _ b: String) -> (UILabel, UILabel) {
        let root = window.rootView
        let first = HandLayout.addLabel(a, "first", to: root)
        let second = HandLayout.addLabel(b, "second", to: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            second.topAnchor.constraint(equalTo: first.topAnchor),
        ])
        return (first, second)
    }

    // MARK: Hugging: a row that's too wide

    func testHigherHuggingKeepsTheFirstLabelNarrow() {
        let window = HandLayout.phoneSE()
        let (first, second) = row(window, "Name", "Value")
        first.setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        // "Name" stays 34; "Value" (hugging 250) takes the rest: 359 - 58 = 301.
        assertHandFrame(first, 16, 40, 34, 20.5)
        assertHandFrame(second, 58, 40, 301, 20.5)
        XCTAssertFalse(first.hasAmbiguousLayout)
    }

    func testHigherHuggingKeepsTheSecondLabelNarrow() {
        let window = HandLayout.phoneSE()
        let (first, second) = row(window, "Name", "Value")
        second.setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        // "Value" stays 42.5 at the trailing margin: x 316.5; "Name" stretches.
        assertHandFrame(first, 16, 40, 292.5, 20.5)
        assertHandFrame(second, 316.5, 40, 42.5, 20.5)
    }

    func testEqualHuggingInATooWideRowIsAmbiguous() {
        let window = HandLayout.phoneSE()
        let (first, second) = row(window, "Name", "Value")
        window.layoutIfNeeded()
        // Both at 250: any split of the 264.5 spare points misses the hugging
        // constraints by the same total. Interface Builder flags this; the
        // engine reports it.
        XCTAssertTrue(first.hasAmbiguousLayout)
        XCTAssertTrue(first.ambiguousAttributes.contains("width"))
        XCTAssertTrue(second.ambiguousAttributes.contains("minX"))
        XCTAssertTrue(first.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
    }

    // MARK: Compression resistance: a row that's too narrow

    static let long24 = "Twenty-four characters!!"
    static let long20 = "Twenty characters!!!"

    func testHigherCompressionResistanceKeepsTheFirstLabelWhole() {
        XCTAssertEqual(Self.long24.count, 24)
        XCTAssertEqual(Self.long20.count, 20)
        let window = HandLayout.phoneSE()
        let (first, second) = row(window, Self.long24, Self.long20)
        first.setContentCompressionResistancePriority(751, for: .horizontal)
        window.layoutIfNeeded()
        // 204 + 8 + 170 = 382 > 343: 39 points too many. The second (750) gives them up.
        assertHandFrame(first, 16, 40, 204, 20.5)
        assertHandFrame(second, 228, 40, 131, 20.5)
        XCTAssertFalse(second.hasAmbiguousLayout)
    }

    func testHigherCompressionResistanceKeepsTheSecondLabelWhole() {
        let window = HandLayout.phoneSE()
        let (first, second) = row(window, Self.long24, Self.long20)
        second.setContentCompressionResistancePriority(751, for: .horizontal)
        window.layoutIfNeeded()
        assertHandFrame(first, 16, 40, 165, 20.5)
        assertHandFrame(second, 189, 40, 170, 20.5)
    }

    func testRequiredCompressionResistanceBeatsAnOptionalWidth() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let label = HandLayout.addLabel("Hello", "label", to: root)
        let width = label.widthAnchor.constraint(equalToConstant: 10)
        width.priority = 999
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), width,
        ])
        window.layoutIfNeeded()
        // 999 beats compression resistance 750: squeezed to 10.
        assertHandFrame(label, 16, 100, 10, 20.5)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        // Required resistance: 5 x 8.5 = 42.5 whatever the 999 width says.
        assertHandFrame(label, 16, 100, 42.5, 20.5)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)
    }

    // MARK: invalidateIntrinsicContentSize

    /// A count badge: 20 points plus 10 a digit wide, 20 tall.
    final class Badge: UIView {
        var count = 1
        override var intrinsicContentSize: CGSize {
            CGSize(width: 20 + 10 * Double(String(count).count), height: 20)
        }
    }

    func testInvalidateIntrinsicContentSizeResizesACustomView() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let badge = Badge(identifier: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let after = HandLayout.addView("after", to: root)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            after.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            after.topAnchor.constraint(equalTo: badge.topAnchor),
            after.widthAnchor.constraint(equalToConstant: 50),
            after.heightAnchor.constraint(equalTo: badge.heightAnchor),
        ])
        window.layoutIfNeeded()
        assertHandFrame(badge, 16, 100, 30, 20)
        assertHandFrame(after, 54, 100, 50, 20)

        badge.count = 1234
        badge.invalidateIntrinsicContentSize()
        // Deferred: nothing moves until the next layout pass.
        assertHandFrame(badge, 16, 100, 30, 20)
        window.layoutIfNeeded()
        assertHandFrame(badge, 16, 100, 60, 20)
        assertHandFrame(after, 84, 100, 50, 20)
    }

    func testNoIntrinsicMetricOnOneAxis() {
        final class Bar: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
        }
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let bar = Bar(identifier: "bar")
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        assertHandFrame(bar, 16, 20, 343, 44)
        XCTAssertFalse(bar.hasAmbiguousLayout)
    }

    // MARK: Labels

    /// A label pinned at the root's leading margin, y 40, nothing else.
    func freeLabel(_ window: UIWindow, _ text: String) -> UILabel {
        let root = window.rootView
        let label = HandLayout.addLabel(text, "label", to: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        return label
    }

    func testLabelTextChangeMovesFramesAfterLayoutIfNeeded() {
        let window = HandLayout.phoneSE()
        let label = freeLabel(window, "Hi")
        let next = HandLayout.addView("next", to: window.rootView)
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            next.topAnchor.constraint(equalTo: label.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 50),
            next.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        assertHandFrame(label, 16, 40, 17, 20.5)
        assertHandFrame(next, 41, 40, 50, 20)

        label.text = "Hello, world"
        assertHandFrame(label, 16, 40, 17, 20.5) // not before the layout pass
        window.layoutIfNeeded()
        // 12 x 8.5 = 102.
        assertHandFrame(label, 16, 40, 102, 20.5)
        assertHandFrame(next, 126, 40, 50, 20)
    }

    func testLabelFontChangeResizesIt() {
        let window = HandLayout.phoneSE()
        let label = freeLabel(window, "Hello")
        window.layoutIfNeeded()
        label.font = .systemFont(ofSize: 30)
        window.layoutIfNeeded()
        // 5 x 15 = 75 wide, 36 tall.
        assertHandFrame(label, 16, 40, 75, 36)
    }

    func testEmptyLabelHasZeroSize() {
        let window = HandLayout.phoneSE()
        let label = freeLabel(window, "")
        window.layoutIfNeeded()
        assertHandFrame(label, 16, 40, 0, 0)
        XCTAssertFalse(label.hasAmbiguousLayout)
    }

    static let paragraph =
        "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views."

    /// A wrapping label across the root's margins.
    func wrappingLabel(_ window: UIWindow, trailing: NSLayoutConstraint.Relation = .equal) -> UILabel {
        let root = window.rootView
        let label = freeLabel(window, Self.paragraph)
        label.numberOfLines = 0
        let t = trailing == .equal
            ? label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
            : label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor)
        t.isActive = true
        window.layoutIfNeeded()
        return label
    }

    func testNumberOfLinesZeroWrapsAtTheLaidOutWidth() {
        let label = wrappingLabel(HandLayout.phoneSE())
        // 343 / 8.5 = 40.35: 40 characters a line.
        XCTAssertEqual(label.textLayout.lines, [
            "Auto Layout dynamically calculates the", "size and position of all the views in",
            "your view hierarchy, based on", "constraints placed on those views.",
        ])
        // 4 x 20.4 = 81.6: 40...121.6 -> 121.5.
        assertHandFrame(label, 16, 40, 343, 81.5)
        XCTAssertFalse(label.hasAmbiguousLayout)
    }

    func testNumberOfLinesZeroWrapsAtTheLaidOutWidthOnNotchedPhone() {
        let label = wrappingLabel(HandLayout.notchedPhone())
        // 358 / 8.5 = 42.1: 42 characters a line; still 4 lines.
        XCTAssertEqual(label.textLayout.lines, [
            "Auto Layout dynamically calculates the", "size and position of all the views in your",
            "view hierarchy, based on constraints", "placed on those views.",
        ])
        // 67...148.6 -> 148.667 at @3x.
        assertHandFrame(label, 16, 67, 358, 81.666667)
    }

    func testWrappedLabelWithRoomToSpareHugsItsLongestLine() {
        let label = wrappingLabel(HandLayout.phoneSE(), trailing: .lessThanOrEqual)
        // Step 1: one line, 1215.5 wide, capped at 343. Step 2: wrapped at
        // 343, the longest line is 38 characters, 323 wide; hugging pulls the
        // label in to it, and wrapping at 323 gives the same lines.
        assertHandFrame(label, 16, 40, 323, 81.5)
    }

    func testWrappedLabelRewrapsWhenItsWidthChanges() {
        let window = HandLayout.phoneSE()
        let label = freeLabel(window, Self.paragraph)
        label.numberOfLines = 0
        let width = label.widthAnchor.constraint(equalToConstant: 343)
        width.isActive = true
        window.layoutIfNeeded()
        assertHandFrame(label, 16, 40, 343, 81.5)
        width.constant = 200
        window.layoutIfNeeded()
        // 200 / 8.5 = 23.5: 23 characters a line, 7 lines: 142.8 -> 40...183.
        XCTAssertEqual(label.textLayout.lines.count, 7)
        assertHandFrame(label, 16, 40, 200, 143)
    }

    func testPreferredMaxLayoutWidthDecidesTheWrapping() {
        let window = HandLayout.phoneSE()
        let label = freeLabel(window, Self.paragraph)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        window.layoutIfNeeded()
        // 23 characters a line: 7 lines, the longest 23 characters (195.5).
        XCTAssertEqual(label.textLayout.lines, [
            "Auto Layout dynamically", "calculates the size and", "position of all the", "views in your view",
            "hierarchy, based on", "constraints placed on", "those views.",
        ])
        assertHandFrame(label, 16, 40, 195.5, 143)
    }

    func testPreferredMaxLayoutWidthWinsOverTheLaidOutWidth() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let label = freeLabel(window, Self.paragraph)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        // Laid out 343 wide, but wrapped at 200: still 7 lines tall.
        assertHandFrame(label, 16, 40, 343, 143)
    }

    func testNumberOfLinesTwoTruncates() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let label = freeLabel(window, Self.paragraph)
        label.numberOfLines = 2
        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        // Two of the four lines: 40.8 -> 40...81.
        XCTAssertEqual(label.textLayout.lines.count, 2)
        assertHandFrame(label, 16, 40, 343, 41)
    }
}
