import TrellisSolver

/// A relation between two layout attributes:
/// `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`.
///
/// As in UIKit, only ``constant`` is cheap to change (the engine moves it in
/// place); ``priority`` may change between optional values; changing it to
/// or from required on an active constraint is refused.
public final class NSLayoutConstraint: CustomStringConvertible {
    /// The items are weak, as in UIKit: views hold their constraints, so a
    /// strong reference back would keep every dropped view tree alive.
    /// Once an item is freed the constraint names `nil` and can't activate.
    /// Held through ``Unretained`` rather than `weak` (same behaviour, no
    /// side table on every view).
    public private(set) var firstItem: LayoutItem? {
        get { firstItemStorage }
        set { firstItemStorage = newValue }
    }
    @Unretained private var firstItemStorage: LayoutItem? = nil
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) var secondItem: LayoutItem? {
        get { secondItemStorage }
        set { secondItemStorage = newValue }
    }
    @Unretained private var secondItemStorage: LayoutItem? = nil
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var identifier: String?

    /// Why the constraint is invalid, if it is; an invalid constraint never
    /// activates.
    public let validationError: LayoutError?

    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                LayoutIssues.record(LayoutError("the constant of \(self) can't be set to a number that isn't finite"))
                constant = oldValue
                return
            }
            hostEngine?.constantChanged(self)
        }
    }

    /// Changing to or from required after activation is refused and logged,
    /// as UIKit does (it raises).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !priority.isValid {
                LayoutIssues.record(LayoutError("priority \(priority) of \(self) is outside 0 < p <= 1000"))
                priority = oldValue
                return
            }
            if isActive && (priority.isRequired != oldValue.isRequired) {
                LayoutIssues.record(LayoutError(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue): \(self)"))
                priority = oldValue
                return
            }
            hostEngine?.priorityChanged(self)
        }
    }

    /// The view the constraint is installed on: the nearest common ancestor
    /// of its items (UIKit's rule for `isActive = true`).
    public internal(set) var installedView: UIView? {
        get { installedViewStorage }
        set { installedViewStorage = newValue }
    }
    @Unretained private var installedViewStorage: UIView? = nil

    /// UIKit-style name of generated constraints (`NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, …); nil for constraints made by code.
    public internal(set) var systemKind: String?

    /// The view whose layout direction resolves this constraint's leading
    /// and trailing, when it isn't the first item's: a stack view's
    /// generated constraints follow the stack, so a stack forced right to
    /// left arranges its views from the right whatever its arranged
    /// subviews' own direction (what `semanticContentAttribute =
    /// .forceRightToLeft` on a `UIStackView` does in UIKit).
    @Unretained var directionSource: UIView? = nil

    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Never traps: an invalid combination makes a constraint that won't
    /// activate, with ``validationError`` saying why (see the throwing
    /// ``init(checkedItem:attribute:relatedBy:toItem:attribute:multiplier:constant:)``).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: Double, constant c: Double) {
        let first = view1 as? LayoutItem
        let second = view2 as? LayoutItem
        firstItemStorage = first
        firstAttribute = attr1
        self.relation = relation
        secondItemStorage = second
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        validationError = Self.validate(view1, attr1, view2, attr2, multiplier, c)
    }

    /// The same, throwing instead of making an invalid constraint.
    public convenience init(checkedItem view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute,
                            multiplier: Double = 1, constant c: Double = 0) throws(LayoutError) {
        self.init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
                  multiplier: multiplier, constant: c)
        if let validationError { throw validationError }
    }

    static func validate(_ view1: Any, _ attr1: Attribute, _ view2: Any?, _ attr2: Attribute,
                         _ multiplier: Double, _ constant: Double) -> LayoutError? {
        guard view1 is LayoutItem else {
            return LayoutError("the first item of a constraint must be a view or a layout guide, not \(type(of: view1))")
        }
        if let view2, !(view2 is LayoutItem) {
            return LayoutError("the second item of a constraint must be a view or a layout guide, not \(type(of: view2))")
        }
        guard multiplier.isFinite, constant.isFinite else {
            return LayoutError("a constraint's multiplier and constant must be finite numbers")
        }
        if attr1 == .notAnAttribute {
            return LayoutError("the first attribute of a constraint can't be notAnAttribute")
        }
        if view2 == nil || attr2 == .notAnAttribute {
            if view2 != nil {
                return LayoutError("a constraint with a second item needs a second attribute, not notAnAttribute")
            }
            if attr2 != .notAnAttribute {
                return LayoutError("a constraint with no second item must use notAnAttribute as its second attribute, not \(attr2)")
            }
            if attr1.axis != .dimension {
                return LayoutError(
                    "A constraint with no second item must be a size constraint: \(attr1) == constant places a location at a constant, which is invalid; relate it to another item's \(attr1) instead")
            }
            return nil
        }
        if attr1.axis != attr2.axis {
            return LayoutError(
                "Invalid pairing of layout attributes \(attr1) and \(attr2): \(axisName(attr1)) attributes relate only to \(axisName(attr1)) attributes")
        }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
            return LayoutError(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(attr1) and \(attr2)); use leading/trailing for both, or left/right for both")
        }
        if multiplier == 0 && attr1.axis != .dimension {
            return LayoutError("a multiplier of 0 with a location attribute (\(attr1)) makes a location equal to a constant, which is invalid")
        }
        return nil
    }

    static func axisName(_ a: Attribute) -> String {
        switch a.axis {
        case .horizontal: "x-axis"
        case .vertical: "y-axis"
        case .dimension: "size"
        case .none: "no"
        }
    }

    // MARK: Activation

    /// `NSLayoutConstraint.activate(_:)`: installs each on the nearest common
    /// ancestor of its items.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.activate() }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    func activate() {
        if isActive { return }
        if let validationError {
            LayoutIssues.record(LayoutError("Unable to activate constraint \(self): \(validationError.message)"))
            return
        }
        guard let ancestor = commonAncestor else {
            LayoutIssues.record(LayoutError(
                "Unable to activate constraint with anchors \(anchorName(firstItem, firstAttribute)) and \(anchorName(secondItem, secondAttribute)) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."))
            return
        }
        ancestor.install(self)
    }

    func deactivate() {
        installedView?.uninstall(self)
    }

    /// The nearest view that contains both items (a guide counts as its
    /// owning view), or nil.
    var commonAncestor: UIView? {
        guard let a = firstItem?.hostView else { return nil }
        guard let secondItem else { return a }
        guard let b = secondItem.hostView else { return nil }
        return UIView.nearestCommonAncestor(a, b)
    }

    var hostEngine: LayoutEngine? { installedView?.hostEngine }

    /// `nil.width` for an item that was never a view or guide, or has been
    /// freed since (items are weak).
    func anchorName(_ item: LayoutItem?, _ attribute: Attribute) -> String {
        guard let item else { return "nil.\(attribute)" }
        return "\(item.logName).\(attribute)"
    }

    // MARK: Description

    /// Like UIKit's log lines: `<NSLayoutConstraint 'name' UILabel:title.leading == UIView:root.leadingMargin + 20 (active)>`.
    public var description: String {
        var text = "<" + (systemKind ?? "NSLayoutConstraint")
        if let identifier { text += " '\(identifier)'" }
        text += " " + formula + ">"
        return text
    }

    /// `UILabel:title.leading == UIView:root.leadingMargin + 20 @750`.
    public var formula: String { formula(constant: constant, priority: priority) }

    /// The formula as it read with this constant and priority (an
    /// invalidation's record, formatted only if a report needs it).
    func formula(constant: CGFloat, priority: UILayoutPriority) -> String {
        var text = "\(anchorName(firstItem, firstAttribute)) \(relation)"
        if secondItem != nil || secondAttribute != .notAnAttribute {
            text += " "
            if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
            text += "\(anchorName(secondItem, secondAttribute))"
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += " \(formatPoints(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
