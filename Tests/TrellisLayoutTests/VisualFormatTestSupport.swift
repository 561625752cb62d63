import XCTest
import TrellisLayout

/// Shared set-up for the Visual Format tests: an iPhone SE window (375×667,
/// scale 2, compact width: root margins 16 leading/trailing, 0 top/bottom)
/// and views that opt out of autoresizing constraints.
enum VFL {
    static func window(_ direction: UIUserInterfaceLayoutDirection = .leftToRight,
                       safeArea: UIEdgeInsets = .zero) -> (UIWindow, UIView) {
        let window = UIWindow(width: 375, height: 667, safeAreaInsets: safeArea, layoutDirection: direction)
        return (window, window.rootView)
    }

    static func view(_ name: String, in parent: UIView?) -> UIView {
        let v = UIView(identifier: name)
        v.translatesAutoresizingMaskIntoConstraints = false
        parent?.addSubview(v)
        return v
    }

    /// Parses or fails the test, and returns nothing on failure.
    static func make(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
                     metrics: [String: Any]? = nil, views: [String: Any],
                     file: StaticString = #filePath, line: UInt = #line) -> [NSLayoutConstraint] {
        do {
            return try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                             metrics: metrics, views: views)
        } catch {
            XCTFail("\(format) failed:\n\(error)", file: file, line: line)
            return []
        }
    }

    /// Makes and activates.
    @discardableResult
    static func activate(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
                         metrics: [String: Any]? = nil, views: [String: Any],
                         file: StaticString = #filePath, line: UInt = #line) -> [NSLayoutConstraint] {
        let constraints = make(format, options, metrics: metrics, views: views, file: file, line: line)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Checks every field of a constraint, and that it is not yet active.
    static func expect(_ c: NSLayoutConstraint?,
                       _ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
                       _ relation: NSLayoutConstraint.Relation,
                       _ second: LayoutItem?, _ secondAttribute: NSLayoutConstraint.Attribute,
                       multiplier: Double = 1, constant: Double = 0, priority: UILayoutPriority = .required,
                       file: StaticString = #filePath, line: UInt = #line) {
        guard let c else { return XCTFail("missing constraint", file: file, line: line) }
        XCTAssertTrue(c.firstItem === first, "firstItem of \(c)", file: file, line: line)
        XCTAssertEqual(c.firstAttribute, firstAttribute, "firstAttribute of \(c)", file: file, line: line)
        XCTAssertEqual(c.relation, relation, "relation of \(c)", file: file, line: line)
        XCTAssertTrue(c.secondItem === second, "secondItem of \(c)", file: file, line: line)
        XCTAssertEqual(c.secondAttribute, secondAttribute, "secondAttribute of \(c)", file: file, line: line)
        XCTAssertEqual(c.multiplier, multiplier, "multiplier of \(c)", file: file, line: line)
        XCTAssertEqual(c.constant, constant, "constant of \(c)", file: file, line: line)
        XCTAssertEqual(c.priority, priority, "priority of \(c)", file: file, line: line)
        XCTAssertNil(c.validationError, "\(c)", file: file, line: line)
        XCTAssertFalse(c.isActive, "VFL returns constraints unactivated: \(c)", file: file, line: line)
    }
}
