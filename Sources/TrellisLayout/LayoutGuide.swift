import TrellisSolver

/// `UILayoutGuide`: a rectangle in a view's coordinate space that takes part
/// in layout without being drawn. A view's margins, safe area and readable
/// content area are guides too; their edges are held by ordinary required
/// constraints, so they can conflict and be explained like any other.
open class UILayoutGuide: LayoutItem {
    public internal(set) var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }
    @Unretained private var owningViewStorage: UIView? = nil

    enum Kind {
        case custom, margins, safeArea, readableContent, topLayoutGuide, bottomLayoutGuide
        case scrollContent, scrollFrame, scrollContentMargins, keyboard
    }
    let kind: Kind

    public override init() {
        kind = .custom
        super.init()
    }

    /// `identifier`: "A string used to identify the layout guide", an empty
    /// string by default (Apple's `UILayoutGuide.identifier`). The same
    /// storage as ``LayoutItem/trellisIdentifier``, so a guide's log name is
    /// its identifier; an empty string names nothing.
    open var identifier: String {
        get { trellisIdentifier ?? "" }
        set { trellisIdentifier = newValue.isEmpty ? nil : newValue }
    }

    /// `init?(coder:)`: `UILayoutGuide` adopts `NSCoding` in UIKit, so a
    /// subclass that adds an initializer must provide this one; there are no
    /// archives on Linux, so it always fails (as ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        // UIKit's identifiers for its own guides, as its console logs print
        // them (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`): margins and
        // safe area in "Unable to simultaneously satisfy constraints" logs
        // (GitHub hackiftekhar/IQKeyboardManager#1259, lionheart/
        // KeyboardAdjuster#8); a scroll view's content guide and its content
        // margins guide in a scroll view's constraint dump (constraints
        // 'UIScrollView-content-margins-…' between `_UIScrollViewLayoutGuide
        // …'UIScrollView-contentLayoutGuide'` and `UILayoutGuide…
        // 'UIScrollViewContentMarginsGuide'`); readable content and keyboard
        // as code running on iOS matches them (ioskrew/SwiftLayout,
        // UILayoutGuide+Description.swift). The frame guide's follows the
        // content guide's pattern. The bar guides are Trellis's names: UIKit's
        // `topLayoutGuide`/`bottomLayoutGuide` are `_UILayoutGuide` views
        // with no identifier.
        trellisIdentifier = switch kind {
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .topLayoutGuide: "_UILayoutGuide-top"
        case .bottomLayoutGuide: "_UILayoutGuide-bottom"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .scrollContentMargins: "UIScrollViewContentMarginsGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        case .custom: nil
        }
    }

    override var hostView: UIView? { owningView }

    override var logName: String {
        let owner = owningView?.logName ?? "nil"
        switch kind {
        case .custom: return "UILayoutGuide:\(trellisIdentifier ?? "unnamed")"
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .readableContent: return "\(owner).readableContentGuide"
        case .topLayoutGuide: return "\(owner).topLayoutGuide"
        case .bottomLayoutGuide: return "\(owner).bottomLayoutGuide"
        case .scrollContent: return "\(owner).contentLayoutGuide"
        case .scrollFrame: return "\(owner).frameLayoutGuide"
        case .scrollContentMargins: return "\(owner).contentLayoutGuide.margins"
        case .keyboard: return "\(owner).keyboardLayoutGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame = CGRect.zero
    var engineFrame: CGRect?

    /// The maximum width of the readable content area at the default text
    /// size (Apple: 672 points on an iPad in landscape).
    public static let readableWidth: Double = 672

    /// The priority of a scroll view's stored content size: below everything
    /// code can give, so any chain of constraints decides instead.
    static let contentSizeFallbackPriority: UILayoutPriority = 1

    /// The constraints that hold a built-in guide to its view.
    func systemConstraints(in view: UIView) -> [NSLayoutConstraint] {
        func pin(_ a: NSLayoutConstraint.Attribute, to item: LayoutItem, _ b: NSLayoutConstraint.Attribute,
                 _ constant: Double, _ relation: NSLayoutConstraint.Relation = .equal,
                 name: String, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(item: self, attribute: a, relatedBy: relation, toItem: item,
                                       attribute: b, multiplier: 1, constant: constant)
            c.identifier = name
            c.systemKind = "NSLayoutConstraint"
            c.priority = priority
            return c
        }
        /// The guide's four edges inset from the view's, named as UIKit names them.
        func insetEdges(_ insets: UIEdgeInsets, prefix: String, suffix: String) -> [NSLayoutConstraint] {
            [
                pin(.left, to: view, .left, insets.left, name: prefix + "left" + suffix),
                pin(.right, to: view, .right, -insets.right, name: prefix + "right" + suffix),
                pin(.top, to: view, .top, insets.top, name: prefix + "top" + suffix),
                pin(.bottom, to: view, .bottom, -insets.bottom, name: prefix + "bottom" + suffix),
            ]
        }
        switch kind {
        case .custom:
            return []
        case .margins:
            return insetEdges(view.effectiveLayoutMargins, prefix: "UIView-", suffix: "Margin-guide-constraint")
        case .safeArea:
            return insetEdges(view.safeAreaInsets, prefix: "UIViewSafeAreaLayoutGuide-", suffix: "")
        case .scrollFrame:
            return insetEdges(.zero, prefix: "UIScrollView-frameLayoutGuide-", suffix: "")
        case .scrollContent:
            // At the scroll view's origin less the offset; its size from the
            // content's chain, else the stored contentSize at the lowest
            // priority (so any chain wins).
            guard let scroll = view as? UIScrollView else { return [] }
            let offset = scroll.contentOffset
            let stored = scroll.contentSize
            func size(_ a: NSLayoutConstraint.Attribute, _ value: CGFloat) -> NSLayoutConstraint {
                let c = NSLayoutConstraint(item: self, attribute: a, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: value)
                c.identifier = "UIScrollView-contentSize-\(a)"
                c.systemKind = "NSLayoutConstraint"
                c.priority = Self.contentSizeFallbackPriority
                return c
            }
            return [
                pin(.left, to: view, .left, -offset.x, name: "UIScrollView-contentLayoutGuide-left"),
                pin(.top, to: view, .top, -offset.y, name: "UIScrollView-contentLayoutGuide-top"),
                size(.width, stored.width), size(.height, stored.height),
            ]
        case .scrollContentMargins:
            guard let content = (view as? UIScrollView)?.contentLayoutGuide else { return [] }
            let m = view.effectiveLayoutMargins
            return [
                pin(.left, to: content, .left, m.left, name: "UIScrollView-contentMargins-left"),
                pin(.right, to: content, .right, -m.right, name: "UIScrollView-contentMargins-right"),
                pin(.top, to: content, .top, m.top, name: "UIScrollView-contentMargins-top"),
                pin(.bottom, to: content, .bottom, -m.bottom, name: "UIScrollView-contentMargins-bottom"),
            ]
        case .keyboard:
            return (self as? UIKeyboardLayoutGuide)?.trackingConstraints(in: view) ?? []
        case .topLayoutGuide, .bottomLayoutGuide:
            // The deprecated bar guides: from the view's top edge down to the
            // safe area, and from the safe area down to the bottom edge.
            let top = kind == .topLayoutGuide
            let height = NSLayoutConstraint(item: self, attribute: .height, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1,
                                            constant: top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom)
            let prefix = top ? "UIViewController-topLayoutGuide-" : "UIViewController-bottomLayoutGuide-"
            height.identifier = prefix + "height"
            height.systemKind = "NSLayoutConstraint"
            return [
                top ? pin(.top, to: view, .top, 0, name: prefix + "top")
                    : pin(.bottom, to: view, .bottom, 0, name: prefix + "bottom"),
                pin(.left, to: view, .left, 0, name: prefix + "left"),
                pin(.width, to: view, .width, 0, name: prefix + "width"),
                height,
            ]
        case .readableContent:
            let margins = view.layoutMarginsGuide
            let width = NSLayoutConstraint(item: self, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: Self.readableWidth)
            width.identifier = "UIView-readableContentGuide-constraint-maxWidth"
            width.systemKind = "NSLayoutConstraint"
            return [
                pin(.left, to: margins, .left, 0, .greaterThanOrEqual, name: "UIView-readableContentGuide-constraint-left"),
                pin(.right, to: margins, .right, 0, .lessThanOrEqual, name: "UIView-readableContentGuide-constraint-right"),
                pin(.centerX, to: margins, .centerX, 0, name: "UIView-readableContentGuide-constraint-centerX"),
                pin(.width, to: margins, .width, 0, name: "UIView-readableContentGuide-constraint-fill",
                    priority: 999),
                pin(.top, to: margins, .top, 0, name: "UIView-readableContentGuide-constraint-top"),
                pin(.bottom, to: margins, .bottom, 0, name: "UIView-readableContentGuide-constraint-bottom"),
                width,
            ]
        }
    }
}


extension UIView {
    /// `layoutMarginsGuide`: the view's bounds inset by its effective margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = UILayoutGuide(kind: .margins, owner: self)
        marginsGuideStorage = g
        ownedGuides.append(g)
        systemConstraintsChanged()
        return g
    }

    /// A built-in guide of this kind, made on first use (a view
    /// controller's bar guides, a scroll view's content and frame guides).
    func builtInGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let g = ownedGuides.first(where: { $0.kind == kind }) { return g }
        let g = UILayoutGuide(kind: kind, owner: self)
        ownedGuides.append(g)
        systemConstraintsChanged()
        return g
    }

    /// `safeAreaLayoutGuide`: the view's bounds inset by its safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = UILayoutGuide(kind: .safeArea, owner: self)
        safeAreaGuideStorage = g
        ownedGuides.append(g)
        systemConstraintsChanged()
        return g
    }

    /// `readableContentGuide`: centred within the margins, at most
    /// ``UILayoutGuide/readableWidth`` wide.
    public var readableContentGuide: UILayoutGuide {
        if let g = readableGuideStorage { return g }
        _ = layoutMarginsGuide
        let g = UILayoutGuide(kind: .readableContent, owner: self)
        readableGuideStorage = g
        ownedGuides.append(g)
        systemConstraintsChanged()
        return g
    }

    /// Custom guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { ownedGuides.filter { $0.kind == .custom } }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        ownedGuides.append(guide)
        hostEngine?.structureChanged()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: UIView? = self
        while let a = ancestor {
            for c in a.constraints where c.firstItem === guide || c.secondItem === guide { a.uninstall(c) }
            ancestor = a.superview
        }
        ownedGuides.removeAll { $0 === guide }
        guide.owningView = nil
        hostEngine?.structureChanged()
    }

    // MARK: Margins

    /// `directionalLayoutMargins` (default 8 on every side).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalMargins }
        set {
            storedDirectionalMargins = newValue
            marginsChanged()
        }
    }

    /// `layoutMargins`: left and right map to leading and trailing by the
    /// view's layout direction.
    public var layoutMargins: UIEdgeInsets {
        get { storedDirectionalMargins.resolved(effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, direction: effectiveUserInterfaceLayoutDirection) }
    }

    /// `preservesSuperviewLayoutMargins` (default false): when set, the
    /// view's margins grow so its content also clears the superview's margins.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewMarginsStorage }
        set { preservesSuperviewMarginsStorage = newValue; marginsChanged() }
    }

    /// `insetsLayoutMarginsFromSafeArea` (default true): margins are measured
    /// from the safe area's edges.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsFromSafeAreaStorage }
        set { insetsFromSafeAreaStorage = newValue; marginsChanged() }
    }

    func marginsChanged() {
        hostEngine?.derivedValuesChanged()
        setNeedsLayout()
    }

    /// The margins in force given the view's solved frame (in its
    /// superview's coordinates), its safe area and its superview's margins.
    func computeEffectiveMargins(minimum: NSDirectionalEdgeInsets?, frame f: CGRect, superviewSize: CGSize?) -> UIEdgeInsets {
        let direction = effectiveUserInterfaceLayoutDirection
        var own = storedDirectionalMargins
        if let minimum {
            own.leading = max(own.leading, minimum.leading)
            own.trailing = max(own.trailing, minimum.trailing)
            own.top = max(own.top, minimum.top)
            own.bottom = max(own.bottom, minimum.bottom)
        }
        var m = own.resolved(direction)
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let s = superview, let size = superviewSize {
            let sm = s.effectiveLayoutMargins
            m.left = max(m.left, sm.left - f.minX)
            m.top = max(m.top, sm.top - f.minY)
            m.right = max(m.right, sm.right - (size.width - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (size.height - f.maxY))
        }
        return m
    }
}

/// `UILayoutSupport`: what the deprecated `topLayoutGuide` and
/// `bottomLayoutGuide` offer: a length and three anchors.
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// `length`: the guide's height (a bar guide's extent).
    public var length: CGFloat { layoutFrame.height }
}
