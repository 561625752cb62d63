import XCTest
import TrellisLayout

/// Apple, *Auto Layout Cookbook*, "Views with Intrinsic Content CGSize":
/// Simple UILabel and Text Field, Dynamic Height UILabel and Text Field, Fixed
/// Height Columns, Dynamic Height Columns.
///
/// Text fields are played by labels holding their placeholder text (Trellis
/// has no text field); labels get Interface Builder's horizontal hugging 251,
/// fields keep 250. Text is measured by the fixed-advance measurer: a
/// character advances half the point size, a line is 1.2 x the point size,
/// the first baseline sits 0.95 x the point size below the top.
final class CookbookLabelsAndFieldsTests: XCTestCase {

    func baseline(_ a: UIView, _ attribute: NSLayoutConstraint.Attribute, _ b: UIView) -> NSLayoutConstraint {
        NSLayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute,
                           multiplier: 1, constant: 0)
    }

    // MARK: Simple UILabel and Text Field
    // Name UILabel.Leading = Superview.LeadingMargin
    // Name Text Field.Trailing = Superview.TrailingMargin
    // Name Text Field.Leading = Name UILabel.Trailing + Standard
    // Name Text Field.Top = Top Layout Guide.Bottom + 20.0
    // Name UILabel.Baseline = Name Text Field.Baseline  (first baselines here)

    func simpleLabelAndTextField(_ window: UIWindow, fieldFontSize: Double = 17) -> (UILabel, UILabel) {
        let root = window.rootView
        let label = HandLayout.addLabel("Name", "nameLabel", to: root)
        let field = HandLayout.addLabel("Enter Name", "nameTextField", to: root, fontSize: fieldFontSize)
        label.setContentHuggingPriority(251, for: .horizontal)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            baseline(label, .firstBaseline, field),
        ])
        window.layoutIfNeeded()
        return (label, field)
    }

    func testSimpleLabelAndTextFieldOnPhoneSE() {
        let (label, field) = simpleLabelAndTextField(HandLayout.phoneSE())
        // "Name": 4 x 8.5 = 34 wide (hugging 251 keeps it), 20.4 tall.
        // Same font, same baseline: same top, 40. Bottom 60.4 -> 60.5 at @2x.
        assertHandFrame(label, 16, 40, 34, 20.5)
        assertHandFrame(field, 58, 40, 301, 20.5)
        XCTAssertFalse(label.hasAmbiguousLayout)
        XCTAssertFalse(field.hasAmbiguousLayout)
    }

    func testSimpleLabelAndTextFieldOnNotchedPhone() {
        let (label, field) = simpleLabelAndTextField(HandLayout.notchedPhone())
        // Top 67, bottom 87.4 -> 87.333 at @3x (262.2 px rounds to 262).
        assertHandFrame(label, 16, 67, 34, 20.333333)
        assertHandFrame(field, 58, 67, 316, 20.333333)
    }

    func testSimpleLabelAndTextFieldWithDifferentFontsAlignsBaselines() {
        let (label, field) = simpleLabelAndTextField(HandLayout.phoneSE(), fieldFontSize: 14)
        // Field: top 40, 14-point text: baseline 40 + 13.3 = 53.3, bottom 56.8 -> 57.
        // UILabel: top 53.3 - 16.15 = 37.15 -> 37, bottom 57.55 -> 57.5.
        assertHandFrame(label, 16, 37, 34, 20.5)
        assertHandFrame(field, 58, 40, 301, 17)
    }

    // MARK: Dynamic Height UILabel and Text Field
    // Name UILabel.Leading = Superview.LeadingMargin
    // Name Text Field.Trailing = Superview.TrailingMargin
    // Name Text Field.Leading = Name UILabel.Trailing + Standard
    // Name UILabel.Top >= Top Layout Guide.Bottom + 20.0
    // Name UILabel.Top = Top Layout Guide.Bottom + 20.0 (UILayoutPriority 249)
    // Name Text Field.Top >= Top Layout Guide.Bottom + 20.0
    // Name Text Field.Top = Top Layout Guide.Bottom + 20.0 (UILayoutPriority 249)
    // Name UILabel.Baseline = Name Text Field.Baseline
    // Here the label wraps (numberOfLines = 0) and shares the row equally
    // with the field (Name UILabel.Width = Name Text Field.Width), so it wraps
    // at its laid-out width: UIKit's two-step label layout.

    static let prompt = "Please enter the name you would like us to use"

    func dynamicHeightLabelAndTextField(_ window: UIWindow, baselineAttribute: NSLayoutConstraint.Attribute)
        -> (UILabel, UILabel)
    {
        let root = window.rootView
        let label = HandLayout.addLabel(Self.prompt, "nameLabel", to: root)
        label.numberOfLines = 0
        let field = HandLayout.addLabel("Enter name", "nameTextField", to: root)
        let guide = root.safeAreaLayoutGuide
        let labelTop = label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20)
        labelTop.priority = 249
        let fieldTop = field.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20)
        fieldTop.priority = 249
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            label.widthAnchor.constraint(equalTo: field.widthAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 20),
            labelTop,
            field.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 20),
            fieldTop,
            baseline(label, baselineAttribute, field),
        ])
        window.layoutIfNeeded()
        return (label, field)
    }

    func testDynamicHeightLabelAndTextFieldOnPhoneSE() {
        let (label, field) = dynamicHeightLabelAndTextField(HandLayout.phoneSE(), baselineAttribute: .firstBaseline)
        // Each takes (343 - 8) / 2 = 167.5: 19 characters a line (167.5 / 8.5 = 19.7).
        // "Please enter the" / "name you would like" / "us to use": 3 lines, 61.2 tall.
        // Both tops 40 (first baselines agree). UILabel bottom 101.2 -> 101.
        XCTAssertEqual(label.textLayout.lines, ["Please enter the", "name you would like", "us to use"])
        assertHandFrame(label, 16, 40, 167.5, 61)
        assertHandFrame(field, 191.5, 40, 167.5, 20.5)
        XCTAssertFalse(label.hasAmbiguousLayout)
    }

    func testDynamicHeightLabelAndTextFieldOnNotchedPhone() {
        let (label, field) = dynamicHeightLabelAndTextField(HandLayout.notchedPhone(), baselineAttribute: .firstBaseline)
        // (358 - 8) / 2 = 175: 20 characters a line; the same 3 lines.
        // UILabel 67...128.2 -> 128.333; field 67...87.4 -> 87.333.
        XCTAssertEqual(label.textLayout.lines, ["Please enter the", "name you would like", "us to use"])
        assertHandFrame(label, 16, 67, 175, 61.333333)
        assertHandFrame(field, 199, 67, 175, 20.333333)
    }

    func testDynamicHeightLabelAndTextFieldAlignedOnLastBaseline() {
        // The Cookbook's "Baseline" is the last baseline: the field lines up
        // with the wrapped label's third line.
        let (label, field) = dynamicHeightLabelAndTextField(HandLayout.phoneSE(), baselineAttribute: .lastBaseline)
        // UILabel last baseline: 2 x 20.4 + 16.15 = 56.95 below its top; the
        // field's 16.15. Field top = label top + 40.8. Both tops >= 40, and the
        // 249 preferences are closest with the label at 40 (miss 40.8).
        // Field 80.8...101.2 -> 81...101.
        assertHandFrame(label, 16, 40, 167.5, 61)
        assertHandFrame(field, 191.5, 81, 167.5, 20)
    }

    // MARK: Fixed Height Columns
    // For each row (First, Middle, Last):
    //   UILabel.Leading = Superview.LeadingMargin
    //   Text Field.Leading = UILabel.Trailing + Standard
    //   Text Field.Trailing = Superview.TrailingMargin
    //   UILabel.Baseline = Text Field.Baseline
    // First Name Text Field.Width = Middle Name Text Field.Width
    // First Name Text Field.Width = Last Name Text Field.Width
    // First Name Text Field.Top = Top Layout Guide.Bottom + 20.0
    // Middle Name Text Field.Top = First Name Text Field.Bottom + Standard
    // Last Name Text Field.Top = Middle Name Text Field.Bottom + Standard
    // Fonts are 20 points: 10 a character, lines 24 tall, baseline 19.

    func fixedHeightColumns(_ window: UIWindow) -> [(UILabel, UILabel)] {
        let root = window.rootView
        let rows = [("First Name", "Enter first name"), ("Middle Name", "Enter middle name"),
                    ("Last Name", "Enter last name")].map { name, placeholder in
            let label = HandLayout.addLabel(name, name, to: root, fontSize: 20)
            label.setContentHuggingPriority(251, for: .horizontal)
            let field = HandLayout.addLabel(placeholder, name + " field", to: root, fontSize: 20)
            return (label, field)
        }
        var constraints: [NSLayoutConstraint] = []
        for (label, field) in rows {
            constraints += [
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                baseline(label, .lastBaseline, field),
            ]
        }
        constraints += [
            rows[0].1.widthAnchor.constraint(equalTo: rows[1].1.widthAnchor),
            rows[0].1.widthAnchor.constraint(equalTo: rows[2].1.widthAnchor),
            rows[0].1.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            rows[1].1.topAnchor.constraint(equalToSystemSpacingBelow: rows[0].1.bottomAnchor, multiplier: 1),
            rows[2].1.topAnchor.constraint(equalToSystemSpacingBelow: rows[1].1.bottomAnchor, multiplier: 1),
        ]
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return rows
    }

    func testFixedHeightColumnsOnPhoneSE() {
        let rows = fixedHeightColumns(HandLayout.phoneSE())
        // Equal field widths make the labels equally wide. Compression
        // resistance (750): at least "Middle Name", 110. UILabel hugging (251)
        // beats field hugging (250): no wider. Fields: 16 + 110 + 8 = 134 to 359.
        // Rows: 40...64, 72...96, 104...128.
        for (i, y) in [40.0, 72, 104].enumerated() {
            assertHandFrame(rows[i].0, 16, y, 110, 24)
            assertHandFrame(rows[i].1, 134, y, 225, 24)
            XCTAssertFalse(rows[i].0.hasAmbiguousLayout)
        }
    }

    func testFixedHeightColumnsOnNotchedPhone() {
        let rows = fixedHeightColumns(HandLayout.notchedPhone())
        for (i, y) in [67.0, 99, 131].enumerated() {
            assertHandFrame(rows[i].0, 16, y, 110, 24)
            assertHandFrame(rows[i].1, 134, y, 240, 24)
        }
    }

    // MARK: Dynamic Height Columns
    // As Fixed Height Columns, but each row's height follows the taller of
    // its label and field (fonts differ per row):
    //   First Name UILabel.Top >= Top Layout Guide.Bottom + 20.0
    //   First Name UILabel.Top = Top Layout Guide.Bottom + 20.0 (UILayoutPriority 249)
    //   First Name Text Field.Top >= Top Layout Guide.Bottom + 20.0
    //   First Name Text Field.Top = Top Layout Guide.Bottom + 20.0 (UILayoutPriority 249)
    //   Middle Name UILabel.Top >= First Name UILabel.Bottom + Standard
    //   Middle Name UILabel.Top = First Name UILabel.Bottom + Standard (UILayoutPriority 249)
    //   Middle Name Text Field.Top >= First Name Text Field.Bottom + Standard
    //   Middle Name Text Field.Top = First Name Text Field.Bottom + Standard (UILayoutPriority 249)
    //   (and the same for the last row)
    // Fonts: row 1 label 20 / field 40; row 2 20 / 20; row 3 label 40 / field 20.
    // A 20-point line is 24 tall with its baseline at 19; a 40-point line 48 and 38.

    func dynamicHeightColumns(_ window: UIWindow) -> [(UILabel, UILabel)] {
        let root = window.rootView
        let specs: [(String, Double, String, Double)] = [
            ("First Name", 20, "Ann", 40), ("Middle Name", 20, "Kim", 20), ("Last Name", 40, "Lee", 20),
        ]
        let rows = specs.map { name, labelSize, text, fieldSize in
            let label = HandLayout.addLabel(name, name, to: root, fontSize: labelSize)
            label.setContentHuggingPriority(251, for: .horizontal)
            let field = HandLayout.addLabel(text, name + " field", to: root, fontSize: fieldSize)
            return (label, field)
        }
        func top(_ view: UIView, below anchor: NSLayoutYAxisAnchor, _ gap: Double) -> [NSLayoutConstraint] {
            let preferred = view.topAnchor.constraint(equalTo: anchor, constant: gap)
            preferred.priority = 249
            return [view.topAnchor.constraint(greaterThanOrEqualTo: anchor, constant: gap), preferred]
        }
        var constraints: [NSLayoutConstraint] = []
        for (i, (label, field)) in rows.enumerated() {
            constraints += [
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                baseline(label, .lastBaseline, field),
            ]
            if i == 0 {
                constraints += top(label, below: root.safeAreaLayoutGuide.topAnchor, 20)
                constraints += top(field, below: root.safeAreaLayoutGuide.topAnchor, 20)
            } else {
                constraints += top(label, below: rows[i - 1].0.bottomAnchor, 8)
                constraints += top(field, below: rows[i - 1].1.bottomAnchor, 8)
            }
        }
        constraints += [
            rows[0].1.widthAnchor.constraint(equalTo: rows[1].1.widthAnchor),
            rows[0].1.widthAnchor.constraint(equalTo: rows[2].1.widthAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return rows
    }

    func testDynamicHeightColumnsOnPhoneSE() {
        let rows = dynamicHeightColumns(HandLayout.phoneSE())
        // Labels as wide as the widest, "Last Name" at 40 points: 9 x 20 = 180.
        // Fields: 16 + 180 + 8 = 204 to 359, 155 wide.
        // Row 1: field top 40 (>= 40), label top = 40 + 38 - 19 = 59.
        // Row 2: label >= 83 + 8, field >= 88 + 8: both at 96 (same font).
        // Row 3: label >= 120 + 8 = 128, field = label + 38 - 19 = 147.
        assertHandFrame(rows[0].0, 16, 59, 180, 24)
        assertHandFrame(rows[0].1, 204, 40, 155, 48)
        assertHandFrame(rows[1].0, 16, 96, 180, 24)
        assertHandFrame(rows[1].1, 204, 96, 155, 24)
        assertHandFrame(rows[2].0, 16, 128, 180, 48)
        assertHandFrame(rows[2].1, 204, 147, 155, 24)
        for (label, field) in rows {
            XCTAssertFalse(label.hasAmbiguousLayout, label.trellisIdentifier ?? "")
            XCTAssertFalse(field.hasAmbiguousLayout, field.trellisIdentifier ?? "")
        }
    }

    func testDynamicHeightColumnsOnNotchedPhone() {
        let rows = dynamicHeightColumns(HandLayout.notchedPhone())
        // Everything 27 points lower (safe area 47 instead of 20); fields 170 wide.
        assertHandFrame(rows[0].0, 16, 86, 180, 24)
        assertHandFrame(rows[0].1, 204, 67, 170, 48)
        assertHandFrame(rows[1].0, 16, 123, 180, 24)
        assertHandFrame(rows[1].1, 204, 123, 170, 24)
        assertHandFrame(rows[2].0, 16, 155, 180, 48)
        assertHandFrame(rows[2].1, 204, 174, 170, 24)
    }
}
