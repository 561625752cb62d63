import XCTest
import TrellisLayout

/// An empty text field's baselines (docs/LAYOUT.md, "Controls"): one line of
/// its font, centred as typed text is, not the field's bottom edge. A label
/// beside the field aligns its first baseline with the field's, the common
/// form row ("Room:" and an empty field) that Interface Builder files store
/// laid out this way (docs/INTERFACE-BUILDER.md, "Empty text fields").
///
/// Fixed-advance measurer: a 17-point line is 20.4 tall with its baseline
/// 16.15 below its top, so a 30-point field's baseline is 15 + 16.15 - 10.2
/// = 20.95 below the field's top.
final class EmptyTextFieldBaselineTests: XCTestCase {
    /// "Room:" at the root's leading margin, 80 below the safe area (y 100 on
    /// the 20-point status bar); a 30-point field after it whose first
    /// baseline is the label's.
    func layout(text: String? = nil, placeholder: String? = nil) -> (UILabel, UITextField) {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let label = HandLayout.addLabel("Room:", "roomLabel", to: root)
        let field = UITextField()
        field.trellisIdentifier = "roomField"
        field.text = text
        field.placeholder = placeholder
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 80),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 21),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        return (label, field)
    }

    func testAnEmptyFieldAlignsOnItsFontsBaseline() {
        let (label, field) = layout()
        // Label: 5 × 8.5 = 42.5 wide, top 100, baseline 116.15. Field: top
        // 116.15 - 20.95 = 95.2 -> 95 at @2x, bottom 125.2 -> 125.
        assertHandFrame(label, 16, 100, 42.5, 20.5)
        assertHandFrame(field, 79.5, 95, 279.5, 30)
        XCTAssertFalse(field.hasAmbiguousLayout)
    }

    /// The empty field sits where it sits with text or a placeholder in the
    /// same font: the line, not the characters, places the baseline.
    func testTextAndPlaceholderDontMoveTheBaseline() {
        let empty = layout().1.frame
        XCTAssertEqual(layout(text: "Lobby").1.frame, empty)
        XCTAssertEqual(layout(placeholder: "Room name").1.frame, empty)
        XCTAssertEqual(layout(text: "").1.frame, empty)
    }

    /// A view without text has no baseline: its first baseline is its top
    /// edge (Apple's `forFirstBaselineLayout`: "If that view does not have
    /// a baseline, Auto Layout uses the view's top edge").
    func testAPlainViewsFirstBaselineIsItsTop() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let label = HandLayout.addLabel("Room:", "roomLabel", to: root)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 80),
            box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 21),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 30),
            box.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Top at the label's baseline 116.15 -> 116.
        assertHandFrame(box, 79.5, 116, 100, 30)
    }
}
