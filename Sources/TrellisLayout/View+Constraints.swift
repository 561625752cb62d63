import TrellisSolver

/// Installing constraints, and the constraints UIKit makes for a view itself.
extension UIView {
    /// The constraints UIKit makes for the view itself: autoresizing mask,
    /// intrinsic size, and its guides' edges (as of the last pass).
    public var generatedConstraints: [NSLayoutConstraint] { systemConstraints }

    /// `addConstraint(_:)`: the old way to activate; same as `isActive = true`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
        constraint.installedView = self
        hostEngine?.structureChanged()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        hostEngine?.structureChanged()
    }

    /// Marks the view's generated constraints for rebuilding at the next pass.
    func systemConstraintsChanged() {
        systemConstraintsDirty = true
        hostEngine?.structureChanged()
    }

    /// Rebuilds the generated constraints: autoresizing mask, intrinsic
    /// size, and the guides' own. Where the new set has the same shape as the
    /// old, only constants move (the engine's cheap change) and the old
    /// objects stay; otherwise the set is replaced.
    func rebuildSystemConstraints() {
        systemConstraintsDirty = false
        var fresh: [NSLayoutConstraint] = []
        if translatesAutoresizingMaskIntoConstraints, let s = superview {
            if autoresizingCache == nil { autoresizingCache = autoresizingConstraints(in: s) }
            fresh += autoresizingCache!
        }
        fresh += intrinsicSizeConstraints()
        if let stack = self as? UIStackView { fresh += stack.arrangementConstraints() }
        if let content = self as? UITableViewCellContentView { fresh += content.styleConstraints() }
        if let headerFooter = self as? UITableViewHeaderFooterView { fresh += headerFooter.titleConstraints() }
        for guide in ownedGuides { fresh += guide.systemConstraints(in: self) }
        // Autoresizing constraints are read in the superview's coordinate
        // space (they relate the frame to the superview's bounds); the rest
        // relate the view to its own guides.
        for c in fresh {
            c.installedView = c.systemKind == "NSAutoresizingMaskLayoutConstraint" ? superview : self
        }
        if !reconcile(&systemConstraints, with: fresh) {
            hostEngine?.structureChanged()
        }
        hostEngine?.updateBaselines(of: self)
    }

    /// Keeps every existing constraint that has the shape of one in `fresh`
    /// (items, attributes, relation, multiplier, required or not, kind),
    /// copying the fresh constant and priority onto it, and takes the fresh
    /// objects only for shapes that are new. Returns whether the set kept
    /// its members (only constants and priorities moved, which the engine
    /// changes in place).
    ///
    /// Why per constraint: hiding one row of a 1,000-row stack changes a
    /// handful of its constraints; replacing all of them would take every
    /// row's constraints out of the solver and put them back.
    func reconcile(_ existing: inout [NSLayoutConstraint], with fresh: [NSLayoutConstraint]) -> Bool {
        if existing.count == fresh.count && zip(existing, fresh).allSatisfy({ $0.hasSameShape(as: $1) }) {
            for (old, new) in zip(existing, fresh) { old.adopt(constantAndPriorityOf: new) }
            return true
        }
        var spare: [NSLayoutConstraint.ShapeKey: [NSLayoutConstraint]] = [:]
        for c in existing.reversed() { spare[c.shapeKey, default: []].append(c) }
        var kept = 0
        let merged = fresh.map { new -> NSLayoutConstraint in
            let key = new.shapeKey
            guard let old = spare[key]?.popLast() else { return new }
            old.adopt(constantAndPriorityOf: new)
            kept += 1
            return old
        }
        let unchanged = kept == existing.count && kept == fresh.count
        existing = merged
        return unchanged
    }

    /// Springs and struts as constraints (`NSAutoresizingMaskLayoutConstraint`):
    /// fixed parts keep their length; the superview's growth is shared by the
    /// flexible parts in proportion to their current lengths.
    func autoresizingConstraints(in superview: UIView) -> [NSLayoutConstraint] {
        // Both rectangles as constraints see them: alignment rectangles, the
        // view's measured from its superview's alignment rectangle's edges.
        let si = superview.alignmentRectInsets
        let f = alignmentRect(forFrame: storedFrame).offsetBy(dx: -si.left, dy: -si.top)
        // A superview not yet laid out (zero frame) that a design tool
        // placed (an Interface Builder visual effect view's content view,
        // sized by constraints) springs from its canvas frame: the mask's
        // margins were measured against it there. From zero, a flexible
        // width would grow by the whole superview (Jami's blur views laid
        // out 828 wide in a 414-point content view).
        let base = superview.storedFrame.size == .zero ? (superview.canvasFrame ?? superview.storedFrame) : superview.storedFrame
        let s = CGSize(width: base.width - si.left - si.right,
                       height: base.height - si.top - si.bottom)
        func axis(_ lead: NSLayoutConstraint.Attribute, _ size: NSLayoutConstraint.Attribute,
                  origin: Double, length: Double, total: Double,
                  flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool) -> [NSLayoutConstraint] {
            let trail = total - origin - length
            let parts: [(Bool, Double)] = [(flexibleLead, origin), (flexibleLength, length), (flexibleTrail, trail)]
            let flexibleSum: Double = parts.filter(\.0).map(\.1).reduce(0.0) { $0 + $1 }
            let flexibleCount = Double(parts.filter(\.0).count)
            func share(_ i: Int) -> Double {
                guard parts[i].0 else { return 0 }
                return flexibleSum > 0 ? parts[i].1 / flexibleSum : 1 / flexibleCount
            }
            let a0 = share(0), a1 = share(1)
            let position = a0 == 0
                ? NSLayoutConstraint(item: self, attribute: lead, relatedBy: .equal, toItem: superview,
                                     attribute: lead, multiplier: 1, constant: origin)
                : NSLayoutConstraint(item: self, attribute: lead, relatedBy: .equal, toItem: superview,
                                     attribute: size, multiplier: a0, constant: origin - a0 * total)
            let extent = a1 == 0
                ? NSLayoutConstraint(item: self, attribute: size, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: length)
                : NSLayoutConstraint(item: self, attribute: size, relatedBy: .equal, toItem: superview,
                                     attribute: size, multiplier: a1, constant: length - a1 * total)
            return [position, extent]
        }
        let m = autoresizingMask
        let all = axis(.left, .width, origin: f.minX, length: f.width, total: s.width,
                       flexibleLead: m.contains(.flexibleLeftMargin), flexibleLength: m.contains(.flexibleWidth),
                       flexibleTrail: m.contains(.flexibleRightMargin))
            + axis(.top, .height, origin: f.minY, length: f.height, total: s.height,
                   flexibleLead: m.contains(.flexibleTopMargin), flexibleLength: m.contains(.flexibleHeight),
                   flexibleTrail: m.contains(.flexibleBottomMargin))
        let code = autoresizingCode
        for c in all {
            c.systemKind = "NSAutoresizingMaskLayoutConstraint"
            c.identifier = code
        }
        return all
    }

    /// UIKit's `h=--& v=--&` notation: margin, size, margin; `-` fixed, `&` flexible.
    var autoresizingCode: String {
        let m = autoresizingMask
        func c(_ flag: UIView.AutoresizingMask) -> String { m.contains(flag) ? "&" : "-" }
        return "h=\(c(.flexibleLeftMargin))\(c(.flexibleWidth))\(c(.flexibleRightMargin)) v=\(c(.flexibleTopMargin))\(c(.flexibleHeight))\(c(.flexibleBottomMargin))"
    }

    /// Remakes the autoresizing constraints from the frame at the next pass:
    /// after `frame` was set, or the mask, the flag or the superview changed.
    func autoresizingFrameChanged() {
        autoresizingCache = nil
        systemConstraintsChanged()
    }
}

extension NSLayoutConstraint {
    /// What ``hasSameShape(as:)`` compares, as a dictionary key.
    struct ShapeKey: Hashable {
        let first: ObjectIdentifier?
        let second: ObjectIdentifier?
        let firstAttribute: Attribute
        let secondAttribute: Attribute
        let relation: Relation
        let multiplier: Double
        let isRequired: Bool
        let systemKind: String?
    }

    var shapeKey: ShapeKey {
        ShapeKey(first: firstItem.map(ObjectIdentifier.init), second: secondItem.map(ObjectIdentifier.init),
                 firstAttribute: firstAttribute, secondAttribute: secondAttribute, relation: relation,
                 multiplier: Double(multiplier), isRequired: priority.isRequired, systemKind: systemKind)
    }

    /// A rebuilt constraint's constant, priority and identifier, moved onto
    /// the one the engine already holds.
    func adopt(constantAndPriorityOf new: NSLayoutConstraint) {
        if constant != new.constant { constant = new.constant }
        if priority != new.priority { priority = new.priority }
        if identifier != new.identifier { identifier = new.identifier }
    }

    func hasSameShape(as other: NSLayoutConstraint) -> Bool {
        firstItem === other.firstItem && secondItem === other.secondItem
            && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier
            && priority.isRequired == other.priority.isRequired && systemKind == other.systemKind
    }
}
