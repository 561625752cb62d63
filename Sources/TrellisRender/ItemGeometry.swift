import TrellisLayout

/// Where a constraint's items and attributes are, in window coordinates,
/// from public API only (frames, guides' layout frames, margins, label text
/// layouts).
enum Geometry {
    /// How an item is named on pictures: its identifier, or its kind.
    static func name(of item: LayoutItem?) -> String {
        switch item {
        case nil: return "nil"
        case let g as UILayoutGuide:
            let owner = g.owningView.map { name(of: $0) } ?? "?"
            switch g.trellisIdentifier {
            case "UIViewLayoutMarginsGuide": return "\(owner).margins"
            case "UIViewSafeAreaLayoutGuide": return "\(owner).safeArea"
            case "UIViewReadableContentGuide": return "\(owner).readable"
            case "UIScrollView-contentLayoutGuide": return "\(owner).contentLayout"
            case "UIScrollView-frameLayoutGuide": return "\(owner).frameLayout"
            default: return g.trellisIdentifier ?? "guide"
            }
        case let v as UIView:
            if let id = v.trellisIdentifier { return id }
            return className(of: v)
        default:
            return item?.trellisIdentifier ?? "item"
        }
    }

    /// A view's class as a name, the way Swift code names such a view:
    /// `UIImageView` → `imageView`, `UINavigationBar` → `navigationBar`,
    /// `ProfileCardView` → `profileCardView`, `WKWebView` → `wkWebView`
    /// (module, generic arguments and leading underscores dropped).
    static func className(of view: UIView) -> String {
        var s = String(describing: type(of: view))
        if let i = s.firstIndex(of: "<") { s = String(s[..<i]) }
        if let dot = s.lastIndex(of: ".") { s = String(s[s.index(after: dot)...]) }
        while s.hasPrefix("_") { s.removeFirst() }
        if s.hasPrefix("UI"), s.count > 2, s.dropFirst(2).first?.isUppercase == true { s.removeFirst(2) }
        let chars = Array(s)
        guard let first = chars.first, first.isUppercase else { return s.isEmpty ? "view" : s }
        // Lower the leading capitals; of a run followed by lower case
        // ("URLCell"), the last capital starts the next word.
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        let lower = run == chars.count || run == 1 ? run : run - 1
        return String(chars[..<lower]).lowercased() + String(chars[lower...])
    }

    /// The item's rectangle in window coordinates.
    static func rect(of item: LayoutItem) -> CGRect {
        switch item {
        case let g as UILayoutGuide:
            // The layout frame is in the owner's bounds, whose origin is a
            // scroll view's content offset.
            let origin = g.owningView.map { $0 is UIWindow ? CGPoint.zero : $0.absoluteFrame.origin } ?? .zero
            let bounds = g.owningView?.bounds.origin ?? .zero
            return g.layoutFrame.offsetBy(dx: origin.x - bounds.x, dy: origin.y - bounds.y)
        case let w as UIWindow:
            return CGRect(origin: .zero, size: w.frame.size)
        case let v as UIView:
            return v.absoluteFrame
        default:
            return .zero
        }
    }

    static func isMargin(_ a: NSLayoutConstraint.Attribute) -> Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(a)
    }

    /// The rectangle an attribute is read from: the margins rectangle for a
    /// margin attribute on a view, the item's rectangle otherwise.
    static func rect(of item: LayoutItem, for a: NSLayoutConstraint.Attribute) -> CGRect {
        if isMargin(a), let v = item as? UIView { return rect(of: v).inset(by: v.effectiveLayoutMargins) }
        return rect(of: item)
    }

    /// The same, for an item related to `other`: a scroll view related to
    /// its own content reads its edges from the content area and its
    /// margins from the content area inset by its margins (Apple's rule;
    /// ``ScrollGeometry``).
    static func rect(of item: LayoutItem, for a: NSLayoutConstraint.Attribute, other: LayoutItem?) -> CGRect {
        if let scroll = ScrollGeometry.contentAttached(item, a, other: other) {
            let content = rect(of: scroll.contentLayoutGuide)
            return isMargin(a) ? content.inset(by: scroll.effectiveLayoutMargins) : content
        }
        return rect(of: item, for: a)
    }

    /// The direction a constraint reads leading and trailing in: the view
    /// it is installed on (as the engine reads it; docs/LAYOUT.md, "layout
    /// direction"), else its first item's.
    static func direction(of c: NSLayoutConstraint) -> UIUserInterfaceLayoutDirection {
        if let view = c.installedView { return view.effectiveUserInterfaceLayoutDirection }
        return c.firstItem.map { direction(of: $0) } ?? .leftToRight
    }

    static func direction(of item: LayoutItem) -> UIUserInterfaceLayoutDirection {
        switch item {
        case let g as UILayoutGuide: g.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        case let v as UIView: v.effectiveUserInterfaceLayoutDirection
        default: .leftToRight
        }
    }

    /// The attribute without "Margin" / "WithinMargins", leading and
    /// trailing resolved to left and right.
    static func physical(_ a: NSLayoutConstraint.Attribute, _ item: LayoutItem,
                         direction given: UIUserInterfaceLayoutDirection? = nil) -> NSLayoutConstraint.Attribute {
        let rtl = (given ?? direction(of: item)) == .rightToLeft
        switch a {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        case .leading, .leadingMargin: return rtl ? .right : .left
        case .trailing, .trailingMargin: return rtl ? .left : .right
        default: return a
        }
    }

    /// The attribute's value in window coordinates (a size for width and
    /// height). Baselines: a label's from its text layout, other views'
    /// bottom edge (as the engine defines them).
    static func value(_ item: LayoutItem, _ a: NSLayoutConstraint.Attribute, other: LayoutItem? = nil,
                      direction: UIUserInterfaceLayoutDirection? = nil) -> Double {
        let r = rect(of: item, for: a, other: other)
        switch physical(a, item, direction: direction) {
        case .left: return r.minX
        case .right: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerX: return r.midX
        case .centerY: return r.midY
        case .width: return r.width
        case .height: return r.height
        case .firstBaseline:
            if let v = item as? UIView, let b = v.textBaselines { return r.minY + b.first }
            return r.maxY
        case .lastBaseline:
            if let v = item as? UIView, let b = v.textBaselines { return r.minY + b.last }
            return r.maxY
        default: return r.minX
        }
    }

    /// Numbers as the logs write them: no trailing `.0`, at most two decimals.
    static func format(_ x: Double) -> String {
        let rounded = (x * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int(rounded)) }
        var s = String(rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
