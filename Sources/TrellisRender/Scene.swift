import TrellisLayout

/// Everything a picture needs from a window, read once before drawing.
///
/// Why a snapshot: reading a window can lay it out and measure text (which
/// takes the Pango lock), so it must happen before the drawing code takes
/// that lock; and the layers become plain functions of data.
struct Scene {
    struct ViewInfo {
        var name: String
        /// The name tag drawn on the view (a table's rows get short ones,
        /// see ``TableNames``); nil: no tag.
        var tag: String?
        /// In window coordinates.
        var frame: CGRect
        var depth: Int
        /// Hidden itself or inside a hidden view.
        var isHidden: Bool
        var background: UIColor?
        var label: LabelInfo?
        /// The nearest colour painted behind the view's content: its own
        /// background or the closest ancestor's; nil if only the theme's.
        var backdrop: UIColor?
        /// The margins rectangle in window coordinates, when the view's
        /// margins are used by a constraint.
        var marginsRect: CGRect?
        var ambiguous: [String]
        /// How the view's class draws itself (a switch, a slider...).
        var control: ControlDrawing?
        /// The view's alpha times its ancestors' (a disabled control's
        /// content at 0.35 of it, as UIKit dims disabled controls).
        var alpha = 1.0
        var contentAlpha = 1.0
        var cornerRadius = 0.0
        var border: (width: Double, color: UIColor)?
        /// Ancestors that clip (`clipsToBounds`): their rectangles and corner
        /// radii, outermost first.
        var clips: [(rect: CGRect, radius: Double)] = []
        /// A stack view: drawn by ``StackLayer`` (dashed, unfilled) unless it has a background.
        var isStack = false
        /// Entirely outside the window: drawn as an arrow at the window's
        /// edge with the name, since the clip hides the view itself.
        var isOffscreen = false
        /// Inside a scroll view: the part of the window its scroll views
        /// show (their frames, intersected). Outlines, names and margin
        /// bands stay inside it, as the content does.
        var scrollClip: CGRect?
        /// The part of the frame that shows: the frame, or its overlap
        /// with ``scrollClip``.
        var visibleFrame: CGRect { scrollClip.map { frame.intersection($0) } ?? frame }
        /// Opaque views drawn after this one that cover part of it (a
        /// keyboard over a form): its text is kept out from under them,
        /// as the text is drawn after every fill.
        var occluders: [CGRect] = []
        /// Wholly under one of its ``occluders``: nothing of it shows.
        var isCovered: Bool {
            let f = visibleFrame
            return occluders.contains { $0.contains(f) }
        }
    }

    struct LabelInfo {
        var text: String
        var font: UIFont
        var color: UIColor?
        /// The view's traits are dark: `color` is drawn as resolved, never
        /// swapped for contrast with the page's theme.
        var resolvedForDark = false
        var numberOfLines: Int
        var centered = false
        /// Natural alignment: text starts at the right edge in right-to-left.
        var rightToLeft = false
        var alignment = NSTextAlignment.natural
        /// Space kept clear around the text (a text field's border insets).
        var insets = UIEdgeInsets.zero
        /// Drawn from the top (a text view) rather than centred vertically.
        var fromTop = false
    }

    enum GuideKind { case safeArea, readableContent, keyboard, custom }

    struct GuideInfo {
        var name: String
        var rect: CGRect
        var kind: GuideKind
    }

    var caption: String
    var size: CGSize
    var views: [ViewInfo] = []
    var guides: [GuideInfo] = []
    var constraints: [ConstraintInfo] = []
    /// The window's unsafe areas (status bar, notch, home indicator).
    var unsafeAreas: [CGRect] = []
    var windowBackground: UIColor?
    /// Stack views' arrangements, and their own constraints (drawn on request).
    var stacks: [StackInfo] = []
    var stackConstraints: [ConstraintInfo] = []
    /// The rectangle of window coordinates the page shows: the window, or
    /// on a scroll view's content page (`--content full`) its whole
    /// content area with the viewport.
    var bounds = CGRect.zero
    /// Scroll views shown: their indicators (``ScrollLayer``).
    var scrolls: [ScrollInfo] = []
    /// On a content page, the scroll view whose content it shows.
    var panel: ScrollInfo?
    /// Tables shown: their separators (``TableLayer``).
    var tables: [TableInfo] = []

    /// The window as it shows; with `contentOf`, a page of that scroll
    /// view's whole content instead (its subviews, in window coordinates,
    /// unclipped by it, with the viewport marked).
    init(window: UIWindow, caption: String, contentOf panelScroll: UIScrollView? = nil) {
        window.layoutIfNeeded()
        self.caption = caption
        size = window.frame.size
        bounds = CGRect(origin: .zero, size: size)
        windowBackground = window.backgroundColor?.resolvedColor(with: window.traitCollection)
        // Nothing painted shows the display's black on a dark window, so a
        // dark screen is black whatever the page's theme (a light screen
        // keeps the theme's colour, as before).
        if windowBackground == nil, window.traitCollection.userInterfaceStyle == .dark { windowBackground = .black }

        var all = Self.walk(window)
        let everything = all
        if let scroll = panelScroll {
            let info = ScrollInfo(scroll, clip: nil)
            panel = info
            bounds = info.pageRect
            size = bounds.size
            all = all.filter { $0.view !== scroll && $0.view.isDescendant(of: scroll) }
            windowBackground = (scroll.backgroundColor ?? window.rootView.backgroundColor ?? window.backgroundColor)?
                .resolvedColor(with: scroll.traitCollection)
        }
        var code = everything.flatMap { $0.view.constraints }.filter { $0.systemKind == nil && $0.isActive }
        // UIKit's constraints among its own parts (an alert's stacks) are
        // its business, not the screen's: not drawn.
        code = code.filter { c in
            ![c.firstItem, c.secondItem].allSatisfy { item in
                guard let item else { return true }
                let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                return view?.isSystemPart == true
            }
        }
        if let scroll = panelScroll {
            // The content's own constraints, and those to the scroll view.
            code = code.filter { c in
                [c.firstItem, c.secondItem].allSatisfy { item in
                    guard let item else { return true }
                    guard let host = ScrollGeometry.owner(of: item) else { return false }
                    return host === scroll || host.isDescendant(of: scroll)
                }
            }
        }
        var broken = Set(window.diagnostics.brokenConstraints.map(ObjectIdentifier.init))
        for c in code where c.installedView?.isBroken(c) == true { broken.insert(ObjectIdentifier(c)) }

        let marginViews = Self.viewsWithUsedMargins(code)
        let tableTags = TableNames.tags(window)
        var clippedAway = Set<ObjectIdentifier>()
        var drawn: [UIView] = []
        for (view, depth, hidden) in all where !(view is UIWindow) {
            // Scrolled out of its scroll view's viewport: nothing of it
            // shows (the content page shows it).
            let scrollClip = ScrollGeometry.clip(of: view, below: panelScroll)
            if let sc = scrollClip, view.absoluteFrame.intersection(sc).isEmptyArea {
                clippedAway.insert(ObjectIdentifier(view))
                continue
            }
            let name = Geometry.name(of: view)
            // UIKit's own parts (a bar's background and title) go unnamed.
            let tag = view.isSystemPart && view.trellisIdentifier == nil ? nil : name
            var info = ViewInfo(name: name, tag: tableTags[ObjectIdentifier(view)] ?? tag, frame: view.absoluteFrame, depth: depth - 1,
                                isHidden: hidden, background: view.backgroundColor?.resolvedColor(with: view.traitCollection), label: nil,
                                marginsRect: nil, ambiguous: [])
            var ancestor: UIView? = view
            while let a = ancestor, info.backdrop == nil {
                info.backdrop = a.backgroundColor.flatMap { $0.alpha > 0.5 ? $0.resolvedColor(with: a.traitCollection) : nil }
                ancestor = a.superview
            }
            if let drawn = view.drawnText {
                // Under dark traits text is drawn as UIKit resolves it: a
                // label's default `label` colour is white even on a file's
                // fixed white fill (the bug a dark screenshot is for).
                let traits = view.traitCollection
                let dark = traits.userInterfaceStyle == .dark
                info.label = LabelInfo(text: drawn.text, font: drawn.font,
                                       color: drawn.color?.resolvedColor(with: traits) ?? (dark ? UIColor.label.resolvedColor(with: traits) : nil),
                                       resolvedForDark: dark,
                                       numberOfLines: drawn.numberOfLines, centered: drawn.centered,
                                       rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                                       alignment: drawn.alignment)
                if let field = view as? UITextField {
                    info.label?.insets = UIEdgeInsets(top: 0, left: field.borderInsets.left, bottom: 0, right: field.borderInsets.right)
                }
                if let textView = view as? UITextView {
                    let i = textView.textContainerInset, pad = textView.textContainer.lineFragmentPadding
                    info.label?.insets = UIEdgeInsets(top: i.top, left: i.left + pad, bottom: i.bottom, right: i.right + pad)
                    info.label?.fromTop = true
                }
            }
            info.control = ControlDrawing(view)
            var alpha = 1.0
            var clipper: UIView? = view
            while let a = clipper, !(a is UIWindow), a !== panelScroll {
                alpha *= min(max(a.alpha, 0), 1)
                if a !== view && a.clipsToBounds {
                    info.clips.insert((a.absoluteFrame, Double(a.layer.cornerRadius)), at: 0)
                }
                clipper = a.superview
            }
            info.alpha = alpha
            info.contentAlpha = (view as? UIControl)?.isEnabled == false ? alpha * 0.35 : alpha
            info.cornerRadius = view.layer.cornerRadius
            if view.layer.borderWidth > 0, let c = view.layer.borderColor {
                info.border = (Double(view.layer.borderWidth), UIColor(cgColor: c))  // a CGColor is already resolved
            }
            if marginViews.contains(ObjectIdentifier(view)) {
                info.marginsRect = view.absoluteFrame.inset(by: view.effectiveLayoutMargins)
            }
            info.isStack = view is UIStackView
            info.scrollClip = scrollClip
            let f = info.frame, b = bounds
            info.isOffscreen = f.maxX < b.minX || f.minX > b.maxX || f.maxY < b.minY || f.minY > b.maxY
                || (f.maxX == b.minX && f.width > 0) || (f.minX == b.maxX && f.width > 0)
                || (f.maxY == b.minY && f.height > 0) || (f.minY == b.maxY && f.height > 0)
            views.append(info)
            drawn.append(view)
        }
        Self.findOccluders(&views)
        let shown = all.filter { !clippedAway.contains(ObjectIdentifier($0.view)) }
        stacks = shown.compactMap { StackInfo($0.view, hidden: $0.hidden) }
        stackConstraints = StackInfo.constraints(shown.map(\.view))
        scrolls = shown.compactMap { entry in
            guard let scroll = entry.view as? UIScrollView, !entry.hidden else { return nil }
            return ScrollInfo(scroll, clip: ScrollGeometry.clip(of: scroll, below: panelScroll))
        }
        tables = shown.compactMap { entry in
            guard let table = entry.view as? UITableView, !entry.hidden else { return nil }
            // On the table's own content page, unclipped by its viewport.
            return TableInfo(table, clip: table === panelScroll ? nil : ScrollGeometry.clip(of: table, below: panelScroll),
                             unclipped: table === panelScroll)
        }

        guides = Self.guides(window: window, views: shown.map(\.view), code: code, content: panelScroll != nil)
        let safe = panelScroll == nil ? window.windowSafeAreaInsets : .zero
        let w = size.width, h = size.height
        unsafeAreas = [
            CGRect(x: 0, y: 0, width: w, height: safe.top),
            CGRect(x: 0, y: h - safe.bottom, width: w, height: safe.bottom),
            CGRect(x: 0, y: safe.top, width: safe.left, height: h - safe.top - safe.bottom),
            CGRect(x: w - safe.right, y: safe.top, width: safe.right, height: h - safe.top - safe.bottom),
        ].filter { $0.width > 0 && $0.height > 0 }
        // A docked keyboard (`keyboard:` in a file) covers the bottom of the
        // window: shaded like the unsafe areas, since content under it is
        // as hidden.
        // It covers the home indicator's strip too: one shade, not two.
        if panelScroll == nil && window.keyboardHeight > 0 {
            let k = min(window.keyboardHeight, h)
            let keyboard = CGRect(x: 0, y: h - k, width: w, height: k)
            unsafeAreas = unsafeAreas.compactMap { r in
                r.minY >= keyboard.minY ? nil
                    : r.maxY > keyboard.minY ? CGRect(x: r.minX, y: r.minY, width: r.width, height: keyboard.minY - r.minY) : r
            }
            unsafeAreas.append(keyboard)
        }

        constraints = code.compactMap { c in
            ConstraintInfo(c, broken: broken.contains(ObjectIdentifier(c))).map { info in
                var judged = Honesty.judged(info, c)
                judged.clip = ScrollGeometry.clip(of: c, below: panelScroll)
                return judged
            }
        }
        // Last: asking a view whether it is ambiguous runs the layout again,
        // and a layout that doesn't settle would move the views (and the
        // guides, stacks and constraints) read after it. Everything drawn is
        // read from one pass, the one the frames record reports.
        for (i, view) in drawn.enumerated() { views[i].ambiguous = view.ambiguousAttributes }
    }

    /// For each view with text: the opaque views after its subtree in
    /// drawing order (views are parents first, so a subtree is the run of
    /// deeper views after it) that overlap it.
    static func findOccluders(_ views: inout [ViewInfo]) {
        let opaque = views.indices.filter { i in
            let v = views[i]
            return !v.isHidden && (v.background?.alpha ?? 0) >= 0.99 && v.alpha >= 0.99 && !v.isOffscreen
        }
        guard !opaque.isEmpty else { return }
        for i in views.indices where !views[i].isHidden {
            var end = i + 1
            while end < views.count, views[end].depth > views[i].depth { end += 1 }
            let f = views[i].frame
            views[i].occluders = opaque.filter { $0 >= end }.map { views[$0].visibleFrame }.filter { $0.intersects(f) }
        }
    }

    /// The window's views, parents first, with their depth and whether they
    /// or an ancestor are hidden.
    static func walk(_ window: UIWindow) -> [(view: UIView, depth: Int, hidden: Bool)] {
        var result: [(UIView, Int, Bool)] = []
        func visit(_ v: UIView, _ depth: Int, _ hidden: Bool) {
            let h = hidden || v.isHidden
            result.append((v, depth, h))
            for s in v.subviews { visit(s, depth + 1, h) }
        }
        visit(window, 0, false)
        return result
    }

    /// Views whose margins a constraint uses: a margin attribute on the view,
    /// or its margins or readable content guide. Drawing bands on every view
    /// would cover the picture in stripes that mean nothing.
    static func viewsWithUsedMargins(_ constraints: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        for c in constraints {
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
                if let view = item as? UIView, Geometry.isMargin(attribute) { result.insert(ObjectIdentifier(view)) }
                if let guide = item as? UILayoutGuide, let owner = guide.owningView,
                   guide.trellisIdentifier == "UIViewLayoutMarginsGuide" || guide.trellisIdentifier == "UIViewReadableContentGuide" {
                    result.insert(ObjectIdentifier(owner))
                }
            }
        }
        return result
    }

    /// The root view's safe area (when the window has unsafe areas), every
    /// guide a constraint uses except margins guides (bands show those),
    /// and every custom guide.
    static func guides(window: UIWindow, views: [UIView], code: [NSLayoutConstraint], content: Bool = false) -> [GuideInfo] {
        var result: [GuideInfo] = []
        var seen = Set<ObjectIdentifier>()
        let root = window.rootView
        let shown = Set(views.map(ObjectIdentifier.init))
        if root.safeAreaInsets != .zero && !content {
            result.append(GuideInfo(name: "safe area", rect: root.absoluteFrame.inset(by: root.safeAreaInsets),
                                    kind: .safeArea))
        }
        func add(_ g: UILayoutGuide) {
            guard seen.insert(ObjectIdentifier(g)).inserted, let owner = g.owningView else { return }
            // A stack's spacer guides: StackLayer shows them as shaded gaps.
            if owner is UIStackView, (g.trellisIdentifier ?? "").hasPrefix("UISV-") { return }
            // A scroll view's content, content margins and frame guides
            // (`UIScrollView…`): its content area and
            // its frame (the content page outlines the one, the view is the
            // other). Guides of views not shown (scrolled away, or outside a
            // content page) aren't drawn.
            if owner is UIScrollView, (g.trellisIdentifier ?? "").hasPrefix("UIScrollView") { return }
            if !(owner is UIWindow), !shown.contains(ObjectIdentifier(owner)) { return }
            let rect = Geometry.rect(of: g)
            switch g.trellisIdentifier {
            case "UIViewLayoutMarginsGuide":
                return
            case "UIViewSafeAreaLayoutGuide":
                if owner === root && root.safeAreaInsets != .zero { return }
                result.append(GuideInfo(name: owner === root ? "safe area" : "\(Geometry.name(of: owner)).safeArea",
                                        rect: rect, kind: .safeArea))
            case "UIViewReadableContentGuide":
                result.append(GuideInfo(name: owner === root ? "readable content" : "\(Geometry.name(of: owner)).readableContent",
                                        rect: rect, kind: .readableContent))
            case "UIViewKeyboardLayoutGuide":
                result.append(GuideInfo(name: owner === root ? "keyboard" : "\(Geometry.name(of: owner)).keyboard",
                                        rect: rect, kind: .keyboard))
            default:
                result.append(GuideInfo(name: g.trellisIdentifier ?? "guide", rect: rect, kind: .custom))
            }
        }
        for c in code {
            for item in [c.firstItem, c.secondItem] { if let g = item as? UILayoutGuide { add(g) } }
        }
        for v in views { for g in v.layoutGuides { add(g) } }
        return result
    }
}
