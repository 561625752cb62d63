import XCTest
import TrellisLayout

/// Shared fixtures for the hand-computed layout tests (Cookbook screens,
/// margins, direction, intrinsic size, constraint changes, conflicts,
/// validation). Names are prefixed so they can't collide with other test
/// files' helpers.
enum HandLayout {
    /// iPhone SE (2nd/3rd generation), portrait: 375x667 @2x, compact width,
    /// status bar 20 points (Auto Layout facts: "375x667 (SE): 20/0").
    /// The root view's margins are 16 leading/trailing.
    static func phoneSE(direction: UIUserInterfaceLayoutDirection = .leftToRight) -> UIWindow {
        UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20),
               layoutDirection: direction)
    }

    /// iPhone 12/13/14, portrait: 390x844 @3x, compact width, notch 47 and
    /// home indicator 34.
    static func notchedPhone(direction: UIUserInterfaceLayoutDirection = .leftToRight) -> UIWindow {
        UIWindow(width: 390, height: 844, scale: 3, safeAreaInsets: UIEdgeInsets(top: 47, bottom: 34),
               layoutDirection: direction)
    }

    /// A view laid out by constraints (`translatesAutoresizingMaskIntoConstraints = false`),
    /// added to `parent`.
    @discardableResult
    static func addView(_ identifier: String, to parent: UIView) -> UIView {
        let v = UIView(identifier: identifier)
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    /// A label laid out by constraints, added to `parent`.
    @discardableResult
    static func addLabel(_ text: String, _ identifier: String, to parent: UIView, fontSize: Double = 17) -> UILabel {
        let l = UILabel(text: text, identifier: identifier)
        l.font = .systemFont(ofSize: fontSize)
        l.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(l)
        return l
    }

    /// Pins `view` to a fixed rectangle in `parent`'s coordinates with
    /// left/top/width/height constraints.
    static func pin(_ view: UIView, in parent: UIView, _ rect: CGRect) {
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: rect.minX),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: rect.minY),
            view.widthAnchor.constraint(equalToConstant: rect.width),
            view.heightAnchor.constraint(equalToConstant: rect.height),
        ])
    }

    /// Pins all four edges of `view` to `item`'s (a view or a guide).
    static func pinEdges(_ view: UIView, to item: LayoutItem) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: item.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: item.trailingAnchor),
            view.topAnchor.constraint(equalTo: item.topAnchor),
            view.bottomAnchor.constraint(equalTo: item.bottomAnchor),
        ])
    }
}

/// UIButton stand-in for the Cookbook's button screens: the title in a
/// 16-point font (8 points a character with the fixed-advance measurer)
/// and 30 points tall, like a system button's intrinsic height.
final class HandButton: UIView {
    let title: String
    init(_ title: String, identifier: String) {
        self.title = title
        super.init(frame: .zero)
        self.trellisIdentifier = identifier
        translatesAutoresizingMaskIntoConstraints = false
    }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { CGSize(width: Double(title.count) * 8, height: 30) }
}

/// Asserts a rectangle to a thousandth of a point (frames at @3x are thirds).
func assertHandRect(_ actual: CGRect, _ expected: CGRect, _ what: String = "",
                    accuracy: Double = 0.001, file: StaticString = #filePath, line: UInt = #line) {
    let ok = abs(actual.minX - expected.minX) <= accuracy && abs(actual.minY - expected.minY) <= accuracy
        && abs(actual.width - expected.width) <= accuracy && abs(actual.height - expected.height) <= accuracy
    XCTAssertTrue(ok, "\(what) frame \(actual) != expected \(expected)", file: file, line: line)
}

/// Asserts a view's frame (in its superview's coordinates).
func assertHandFrame(_ view: UIView, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                     accuracy: Double = 0.001, file: StaticString = #filePath, line: UInt = #line) {
    assertHandRect(view.frame, CGRect(x: x, y: y, width: width, height: height),
                   view.trellisIdentifier ?? "\(type(of: view))", accuracy: accuracy, file: file, line: line)
}
