import XCTest
import TrellisLayout

/// A label's baseline anchors sit at fixed distances from its edges: the
/// first one its text's ascent below the top, the last one its text's
/// descent above the bottom, however tall the constraints make the label
/// (docs/LAYOUT.md, "Baselines"; docs/INTERFACE-BUILDER.md, "Baselines of
/// labels taller or shorter than their text"). Its text is drawn centred,
/// but the anchors don't follow it. Buttons and text fields keep their
/// line centred, baselines included.
///
/// Fixed-advance measurer: a 17-point line is 20.4 tall, its baseline
/// 16.15 below its top and 4.25 above its bottom; "Name" is 34 wide,
/// "Value" 42.5. Phone SE, @2x: frames round to half points.
final class LabelBaselineEdgeTests: XCTestCase {
    /// "Name" 80 below the safe area (y 100 under the 20-point status bar)
    /// and `height` tall; "Value" after it, aligned by `attribute`.
    func layout(height: Double, attribute: NSLayoutConstraint.Attribute,
                text: String = "Name") -> (window: UIWindow, tall: UILabel, other: UILabel) {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let tall = HandLayout.addLabel(text, "tall", to: root)
        let other = HandLayout.addLabel("Value", "other", to: root)
        NSLayoutConstraint.activate([
            tall.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            tall.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 80),
            tall.widthAnchor.constraint(equalToConstant: 34),
            tall.heightAnchor.constraint(equalToConstant: height),
            other.leadingAnchor.constraint(equalTo: tall.trailingAnchor, constant: 8),
            NSLayoutConstraint(item: other, attribute: attribute, relatedBy: .equal,
                               toItem: tall, attribute: attribute, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        return (window, tall, other)
    }

    /// Stretched to 40: the first baseline stays 16.15 below the top (116.15),
    /// so "Value" starts at 100 too. Centred text would put it at 125.95 and
    /// "Value" at 109.8 -> 110.
    func testAStretchedLabelsFirstBaselineStaysBelowItsTop() {
        let (window, tall, other) = layout(height: 40, attribute: .firstBaseline)
        assertHandFrame(tall, 16, 100, 34, 40)
        assertHandFrame(other, 58, 100, 42.5, 20.5)
        withExtendedLifetime(window) { XCTAssertEqual(tall.textBaselines?.first ?? 0, 16.15, accuracy: 1e-9) }
    }

    /// The last baseline stays 4.25 above the bottom: 140 - 4.25 = 135.75,
    /// "Value" from 119.6 (-> 119.5) to 140.
    func testAStretchedLabelsLastBaselineStaysAboveItsBottom() {
        let (window, tall, other) = layout(height: 40, attribute: .lastBaseline)
        assertHandFrame(other, 58, 119.5, 42.5, 20.5)
        withExtendedLifetime(window) { XCTAssertEqual(tall.textBaselines?.last ?? 0, 40 - 4.25, accuracy: 1e-9) }
    }

    /// Squeezed to 10, the same: first baseline 116.15 (below the bottom
    /// edge), last 110 - 4.25 = 105.75, "Value" from 89.6 -> 89.5.
    func testASqueezedLabelKeepsItsOffsetsToo() {
        assertHandFrame(layout(height: 10, attribute: .firstBaseline).other, 58, 100, 42.5, 20.5)
        assertHandFrame(layout(height: 10, attribute: .lastBaseline).other, 58, 89.5, 42.5, 20.5)
    }

    /// At its own height the edges and the centre agree: 20.4 tall, both
    /// labels at 100.
    func testAtItsOwnHeightNothingMoves() {
        assertHandFrame(layout(height: 20.4, attribute: .firstBaseline).other, 58, 100, 42.5, 20.5)
        assertHandFrame(layout(height: 20.4, attribute: .lastBaseline).other, 58, 100, 42.5, 20.5)
    }

    /// A label whose text arrives after a layout (its rows were the empty
    /// label's, around its centre) takes the edge rows from then on.
    func testTextSetLaterMovesTheAnchorsToTheEdges() {
        let (window, tall, other) = layout(height: 40, attribute: .firstBaseline, text: "")
        tall.text = "Name"
        window.layoutIfNeeded()
        assertHandFrame(other, 58, 100, 42.5, 20.5)
    }

    /// A 40-point text field keeps its line centred: baseline 100 + 20 -
    /// 10.2 + 16.15 = 125.95, the label from 109.8 to 130.2: 110 to 130.
    func testATextFieldKeepsItsLineCentred() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let field = UITextField()
        field.trellisIdentifier = "field"
        field.text = "Name"
        field.font = .systemFont(ofSize: 17)
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        let other = HandLayout.addLabel("Value", "other", to: root)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 80),
            field.widthAnchor.constraint(equalToConstant: 34),
            field.heightAnchor.constraint(equalToConstant: 40),
            other.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        assertHandFrame(other, 58, 110, 42.5, 20)
    }
}
