import TrellisFormat
import TrellisLayout

/// What Interface Builder stores for containers and controls beyond a plain
/// view: a `<stackView>`'s arrangement, a `<scrollView>`'s guides and
/// scrolling, a segmented control's segments, a page control's pages, and
/// any view's `semanticContentAttribute`. Absent attributes are Interface
/// Builder's defaults, which it doesn't write.
public struct IBContainer {
    /// A `<stackView>`: IB omits `axis="horizontal"`, `distribution="fill"`,
    /// `alignment="fill"` and `spacing="0"` (UIStackView's defaults).
    public struct Stack {
        public var axis = "horizontal"
        public var distribution = "fill"
        public var alignment = "fill"
        /// Points, or nil for `spacingType="standard"` (the system spacing).
        public var spacing: Double? = 0
        public var baselineRelative = false
        public var marginsRelative = false
        /// `<variation key="heightClass=compact" axis="horizontal"
        /// distribution="fillEqually"/>` inside the stack: its arrangement
        /// in those size classes. The import applies the ones matching the
        /// designed traits (a stack's properties have no `when:`).
        public var variations: [(key: String, stack: Stack)] = []

        /// `self` with a variation's attributes over it (the ones it names).
        func applying(_ node: XMLNode) -> Stack {
            var s = self
            if let a = node["axis"], a == "vertical" || a == "horizontal" { s.axis = a }
            if let d = node["distribution"], IBViewReader.stackDistributions.contains(d) { s.distribution = d }
            if let a = node["alignment"], let name = IBViewReader.stackAlignments[a] { s.alignment = name }
            if node["spacingType"] == "standard" { s.spacing = nil } else if let sp = node["spacing"].flatMap(Double.init), sp.isFinite { s.spacing = sp }
            if let b = node["baselineRelativeArrangement"] { s.baselineRelative = b == "YES" }
            return s
        }
    }

    public var stack: Stack?
    /// A scroll view's guides by key: `contentLayoutGuide`, `frameLayoutGuide` → id.
    public var scrollGuides: [String: String] = [:]
    /// Scroll keys of the layout format (`isScrollEnabled: false`…), as written.
    public var scrollProperties: [String] = []
    public var segments: [String]?
    public var selectedSegment: Int?
    public var pages: Int?
    /// An activity indicator's large style (`whiteLarge`, `large`).
    public var largeActivityIndicator = false
    /// A progress view's bar style (`progressViewStyle="bar"`,
    /// ``IBImporter/isBarProgressView(_:_:)``).
    public var barProgressStyle = false
    /// `forceRightToLeft`, `forceLeftToRight`, `playback`, `spatial`.
    public var semanticContentAttribute: String?
    /// A `<view key="contentView">` of an effect view or collection cell:
    /// UIKit sizes it to its superview's bounds, whatever its stored frame.
    public var fillsSuperview = false
    /// `fixedFrame="YES"`: a view placed without constraints; at build time
    /// Interface Builder gives it prototyping constraints that keep its
    /// frame, whatever `translatesAutoresizingMaskIntoConstraints` says.
    public var fixedFrame = false
    /// A `<textView scrollEnabled="NO">`: UIKit sizes it to its text, so
    /// its stored height is Xcode's measurement (the stored-frame rule).
    public var textViewSizesToText = false
    /// A collection view's `<collectionViewFlowLayout>` (not a custom
    /// subclass): Trellis lays out its cells (IBCollectionViews.swift).
    public var flowLayout: CollectionSpec?
    /// A flow layout's cell: its size in the layout, when not the layout's
    /// `itemSize` (IBCollectionViews.swift).
    public var itemSize: CGSize?
    /// A flow layout's header or footer: `header` or `footer`.
    public var elementKind: String?
}

extension IBViewReader {
    /// Elements laid out as plain views: UIKit classes whose layout Trellis
    /// models completely as a view (their drawing is a placeholder), and
    /// the axes on which UIKit gives them an intrinsic size, taken from the
    /// stored frame (Xcode measured it on the designed iOS version): bars
    /// are as tall as they are drawn, pickers as big.
    static let plainElements: [String: (width: Bool, height: Bool)] = [
        "searchBar": (false, true), "navigationBar": (false, true), "toolbar": (false, true), "tabBar": (false, true),
        "datePicker": (true, true), "pickerView": (true, true),
        "visualEffectView": (false, false), "mapView": (false, false), "webView": (false, false),
        "wkWebView": (false, false), "containerView": (false, false), "glkView": (false, false),
        "mtkView": (false, false), "skView": (false, false), "sceneKitView": (false, false),
        "arscnView": (false, false), "arskView": (false, false),
        // A collection view's cells: placed by a flow layout (their type
        // becomes collectionViewCell, IBCollectionViews.swift), else where
        // Xcode stored them (one warning per collection view).
        "collectionViewCell": (false, false), "collectionViewCellContentView": (false, false),
        "collectionReusableView": (false, false),
    ]

    /// Elements Trellis can't model: an "unsupported element" warning, a
    /// plain view at its stored frame (and its direct subviews too).
    static func isUnsupported(_ element: String) -> Bool { types[element] == nil && plainElements[element] == nil }

    static let stackDistributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    /// Xcode 7 wrote `centerX`/`centerY` for `center`.
    static let stackAlignments = ["fill": "fill", "leading": "leading", "top": "top", "firstBaseline": "firstBaseline",
                                  "center": "center", "centerX": "center", "centerY": "center", "trailing": "trailing",
                                  "bottom": "bottom", "lastBaseline": "lastBaseline"]

    /// Reads the container and control attributes of `node` into `v`.
    mutating func readContainer(_ node: XMLNode, into v: inout IBView) throws(FormatError) {
        var c = IBContainer()
        c.fixedFrame = node["fixedFrame"] == "YES"
        if let a = node["semanticContentAttribute"] {
            if UISemanticContentAttribute(rawValue: a) != nil { c.semanticContentAttribute = a == "unspecified" ? nil : a } else {
                unknownValue(node, "semanticContentAttribute", a, kept: "unspecified")
            }
        }
        switch node.name {
        case "stackView":
            var s = IBContainer.Stack()
            if node["axis"] == "vertical" { s.axis = "vertical" }
            if let d = node["distribution"] {
                if Self.stackDistributions.contains(d) { s.distribution = d } else { unknownValue(node, "distribution", d, kept: "fill") }
            }
            if let a = node["alignment"] {
                if let name = Self.stackAlignments[a] { s.alignment = name } else { unknownValue(node, "alignment", a, kept: "fill") }
            }
            s.spacing = node["spacingType"] == "standard" ? nil : try number(node, "spacing") ?? 0
            s.baselineRelative = node["baselineRelativeArrangement"] == "YES"
            // Xcode stores a stack's margins only for a margins-relative
            // arrangement: every stack in the files measured with
            // `<edgeInsets key="layoutMargins">` and no attribute has its
            // content inset by them.
            s.marginsRelative = node["layoutMarginsRelativeArrangement"] == "YES"
                || node.child("edgeInsets", key: "layoutMargins") != nil
                || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            for variation in node.children("variation") {
                guard let key = variation["key"] else { continue }
                s.variations.append((key, s.applying(variation)))
            }
            c.stack = s
        case "textView":
            c.textViewSizesToText = node["scrollEnabled"] == "NO"
        case "scrollView", "collectionView":
            if node.name == "collectionView", let layout = try flowLayout(node) {
                c.flowLayout = layout
                v.type = .collectionView
            }
            for g in node.children("viewLayoutGuide") {
                if let key = g["key"], let id = g["id"], key == "contentLayoutGuide" || key == "frameLayoutGuide" { c.scrollGuides[key] = id }
            }
            let flags = [("scrollEnabled", "isScrollEnabled"), ("showsHorizontalScrollIndicator", "showsHorizontalScrollIndicator"),
                         ("showsVerticalScrollIndicator", "showsVerticalScrollIndicator"),
                         ("alwaysBounceVertical", "alwaysBounceVertical"), ("alwaysBounceHorizontal", "alwaysBounceHorizontal")]
            for (attribute, key) in flags {
                if let b = IBValues.bool(node[attribute]) { c.scrollProperties.append("\(key): \(b)") }
            }
            if let b = node["contentInsetAdjustmentBehavior"] {
                if ["automatic", "scrollableAxes", "never", "always"].contains(b) {
                    c.scrollProperties.append("contentInsetAdjustmentBehavior: \(b)")
                } else {
                    unknownValue(node, "contentInsetAdjustmentBehavior", b, kept: "automatic")
                }
            }
        case "segmentedControl":
            let titles = node.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            c.segments = titles
            if let i = node["selectedSegmentIndex"].flatMap(Int.init), i >= 0, i < titles.count { c.selectedSegment = i }
        case "pageControl":
            if let n = try number(node, "numberOfPages"), n >= 0, n <= 1000, n == n.rounded() { c.pages = Int(n) }
        case "activityIndicatorView":
            // `style="whiteLarge"` (iOS 12 and earlier) and `"large"` (iOS 13)
            // are UIKit's 37-point spinner; `white`, `gray`, `medium` the
            // 20-point one (Pocket Casts' 37 × 37 large spinners are stored so).
            c.largeActivityIndicator = ["whiteLarge", "large"].contains(node["style"] ?? "")
        case "progressView":
            c.barProgressStyle = node["progressViewStyle"] == "bar"
        default: break
        }
        v.container = c
    }

    /// A value Xcode doesn't write: warned at the element, the default kept.
    mutating func unknownValue(_ node: XMLNode, _ attribute: String, _ value: String, kept: String) {
        warnings.append(IBDiagnostic(file: file, position: node.position, severity: .warning,
                                     message: "unknown \(attribute)=\"\(value)\" of <\(node.name)> (\(node["id"] ?? "no id")): \(kept) used",
                                     kind: "unsupported-value"))
    }

    /// A collection view's cells and supplementary views, at their stored
    /// frames in its content, and the content views of cells and effect
    /// views marked as filling their superview.
    mutating func readContainerChildren(_ node: XMLNode, into v: inout IBView) throws(FormatError) {
        if node.name == "collectionView", v.type == .collectionView {
            try readFlowLayoutItems(node, into: &v)
        } else if node.name == "collectionView" {
            var cells: [XMLNode] = node.child("cells")?.children.filter { $0.name == "collectionViewCell" } ?? []
            cells += node.children.filter { $0.name == "collectionReusableView" && $0.keyed("frame") != nil }
            for cell in cells { v.subviews.append(try view(cell)) }
            if !cells.isEmpty {
                warnings.append(IBDiagnostic(file: file, position: node.position, severity: .warning,
                                             message: "collection view '\(node["userLabel"] ?? v.id)' (\(v.id)): its \(cells.count) cell\(cells.count == 1 ? "" : "s") and supplementary views are placed at their stored frames (\(Self.layoutDescription(node)): Trellis lays out only UICollectionViewFlowLayout)",
                                             kind: "stored-frames"))
            }
        }
        if ["visualEffectView", "collectionViewCell", "collectionReusableView"].contains(node.name) {
            for child in node.children where child["key"] == "contentView" {
                let cid = child["id"] ?? v.id + "-contentView"
                if let i = v.subviews.firstIndex(where: { $0.id == cid }) { v.subviews[i].container.fillsSuperview = true }
            }
        }
    }
}

extension IBImporter {
    /// Whether a stack's first arranged view, hidden on the designed canvas,
    /// ends where the stack starts: from Xcode 12 (tools 17000) on
    /// (``UIStackView/leadingHiddenViewEndsAtStart``; rule, observed:
    /// docs/INTERFACE-BUILDER.md, "Stacks"). Written only where it can
    /// matter, for a first arranged view that is hidden in the designed
    /// size classes.
    func leadingHiddenViewEndsAtStart(_ v: IBView) -> Bool {
        guard let t = document.toolsVersion, t >= 17000, var first = v.subviews.first else { return false }
        if let designed = first.hiddenVariations.last(where: { variations.matches($0.key) }) { first.hidden = designed.hidden }
        return first.hidden
    }

    /// Whether hidden views after a stack's only visible arranged view
    /// start where the stack starts: outside table and collection cells
    /// (``UIStackView/hiddenViewsAfterLoneVisibleViewAtStart``; rule,
    /// observed: docs/INTERFACE-BUILDER.md, "Stacks"). Written only where it
    /// can matter: one visible arranged view in the designed size classes,
    /// a hidden one after it.
    func hiddenViewsAfterLoneVisibleViewAtStart(_ v: IBView) -> Bool {
        guard cellDepth == 0 else { return false }
        let hidden = v.subviews.map { s in s.hiddenVariations.last(where: { variations.matches($0.key) })?.hidden ?? s.hidden }
        guard hidden.filter({ !$0 }).count == 1, let visible = hidden.firstIndex(of: false) else { return false }
        return hidden[(visible + 1)...].contains(true)
    }

    /// Elements that are table or collection cells (or their content
    /// views): stacks inside them keep hidden views at the visible view's end.
    static let cellElements: Set<String> = ["tableViewCell", "tableViewCellContentView", "collectionViewCell",
                                            "collectionViewCellContentView", "collectionReusableView"]

    /// The layout format's keys for a container or control: `type:
    /// stackView` and its arrangement, scroll properties, `items`,
    /// `selected`, `pages`, `semanticContentAttribute`.
    func containerProperties(_ v: IBView, type: ViewType) -> [String] {
        let c = v.container
        var props: [String] = []
        if var s = c.stack, type == .stackView {
            // The designed size classes' arrangement (the last matching variation).
            if let designed = s.variations.last(where: { variations.matches($0.key) }) { s = designed.stack }
            if s.axis != "horizontal" { props.append("axis: " + s.axis) }
            if s.distribution != "fill" { props.append("distribution: " + s.distribution) }
            if s.alignment != "fill" { props.append("alignment: " + s.alignment) }
            if let sp = s.spacing { if sp != 0 { props.append("spacing: " + IBValues.format(sp)) } } else { props.append("spacing: system") }
            if s.baselineRelative { props.append("baselineRelative: true") }
            if s.marginsRelative { props.append("marginsRelative: true") }
            if leadingHiddenViewEndsAtStart(v) { props.append("leadingHiddenViewEndsAtStart: true") }
            if hiddenViewsAfterLoneVisibleViewAtStart(v) { props.append("hiddenViewsAfterLoneVisibleViewAtStart: true") }
        }
        if type == .scrollView || type == .collectionView { props += c.scrollProperties }
        if type == .scrollView, v.element == "scrollView", let size = canvasContentSize(v) {
            props.append("contentSize: {width: \(IBValues.format(size.width)), height: \(IBValues.format(size.height))}")
        }
        props += collectionProperties(v, type: type)
        if type == .segmentedControl, let items = c.segments {
            props.append("items: [" + items.map(quote).joined(separator: ", ") + "]")
            if let i = c.selectedSegment { props.append("selected: \(i)") }
        }
        if type == .pageControl, let n = c.pages { props.append("pages: \(n)") }
        if type == .activityIndicator && c.largeActivityIndicator { props.append("style: large") }
        if let a = c.semanticContentAttribute { props.append("semanticContentAttribute: " + a) }
        if hasSegmentedControlInset(v, type) || isBarProgressView(v, type) { props.append("alignmentRectInsets: {top: 0, left: 0, bottom: 1, right: 0}") }
        if type == .imageView || type == .button, let i = symbolInsets(v) {
            props.append("alignmentRectInsets: {top: \(IBValues.format(Double(i.top))), left: 0, "
                         + "bottom: \(IBValues.format(Double(i.bottom))), right: 0}")
        }
        if isLegacySlider(type) {
            let i = Self.legacySlider.insets
            props.append("alignmentRectInsets: {top: \(IBValues.format(i.top)), left: \(IBValues.format(i.left)), "
                         + "bottom: \(IBValues.format(i.bottom)), right: \(IBValues.format(i.right))}")
        }
        return props
    }

    /// The alignment rectangle insets of an image view showing a measured
    /// SF Symbol, or of a title-less button showing one as its background
    /// image (``IBSymbolMetrics``, ``IBViewReader/backgroundSymbol(_:)``).
    func symbolInsets(_ v: IBView) -> UIEdgeInsets? {
        guard v.element == "imageView" || v.element == "button", let s = v.symbol else { return nil }
        return IBSymbolMetrics.insets(s.name, large: s.large, firstGeneration: s.firstGeneration)
    }

    /// Sliders as every canvas before iOS 26's (Xcode 9 to 15) draws them:
    /// a 31-point frame around a 30-point alignment rectangle at its top,
    /// 2 points inside it left and right and 1 above its bottom. Seen in
    /// stored frames under plain constraints: Charts' demo (tools 13196 and
    /// 21507, 30 sliders in 17 files: leading 8 stored at x 6, 4 wider, the top where
    /// the constraint puts it, the next slider's top 8 below stored 38
    /// lower), openHAB's (32700.99.1234, centred in a 44-point row: y 7),
    /// KeePassium's (32700), Pocket Casts' (19455); in stacks SwiftMessages'
    /// (14113: -2, 484 wide in a 480-wide stack) and RxExample's (18122:
    /// y 31 under a segmented control whose rectangle ends at 31, the next
    /// view at 61). Xcode 26 (tools 24000 to 29999, ``isNewestCanvas``;
    /// NetNewsWire's 24765: leading 16 at x 16) stores sliders at their
    /// constraints' edges, as Trellis's UISlider lays them out.
    static let legacySlider = (insets: UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2), height: 30.0)

    func isLegacySlider(_ type: ViewType) -> Bool { type == .slider && !isNewestCanvas }

    /// iOS 26's slider as Xcode 26 stores it (tools 24000 to 29999): 34
    /// high, its frame its alignment rectangle. NetNewsWire's Settings
    /// (24765: centred in a 51-point row, y 8.5), Mixin's leverage input
    /// (24765: pinned top and bottom), Delta's Settings (24128) and
    /// Datadog's session-replay fixtures (24412: four in a vertical stack
    /// and one alone) store every slider 34 high.
    static let newestSliderHeight = 34.0

    /// Progress views before Xcode 12 (iOS 13's canvas, tools below 17000)
    /// are 2 points tall, as DuckDuckGo's (14490) and Open Food Facts'
    /// (15702) are stored; Xcode 12 on (iOS 14) stores 4 (Pocket Casts'
    /// 19455), UIProgressView's height in Trellis. Where Xcode 11 ends is
    /// a guess between the files seen.
    func isLegacyProgressView(_ type: ViewType) -> Bool { type == .progressView && (document.toolsVersion ?? 0) < 17000 }
    static let legacyProgressHeight = 2.0

    /// Steppers before Xcode 11 (iOS 12's canvas and earlier, tools below
    /// 15500) are 94 × 29, as UIStepper was before iOS 13: stored so by
    /// BEMSimpleLineGraph (9532), a raywenderlich.com tutorial (9531),
    /// RxDataSources (13196), ioscreator (14460), EarlGrey (13529) and
    /// Matomo (14460); Xcode 11.4 on (15702 and later: SkeletonView,
    /// nRF Toolbox, ish, IQKeyboardManager) stores iOS 13's 94 × 32,
    /// UIStepper's size in Trellis. 15500 is a guess between a 15400 file
    /// still at 29 (Matt Neuburg's examples) and 15702.
    func isLegacyStepper(_ type: ViewType) -> Bool { type == .stepper && (document.toolsVersion ?? 0) < 15500 }
    static let legacyStepperHeight = 29.0

    /// The segmented control as Xcode stores it, whatever the tools
    /// version: a frame a point taller than its alignment rectangle, the
    /// point below it (docs/INTERFACE-BUILDER.md, "Segmented controls").
    /// iOS 13 on, a 32-point frame around 31: SwiftMessages' rows (label
    /// 16, 5 points, the control, inside 11-point margins; tools 22505)
    /// are 74 high, not 75; ish's control centred in a 44-point content
    /// view is stored at y 6.5; GoMap's QuestBuilder (24093) pins a view's
    /// top and bottom to one and stores the view 31 high; RxExample's
    /// Xcode 12 stack (18122) puts the slider under one at y 31. Before
    /// iOS 13, a 29-point frame around 28, and a height constraint sizes
    /// the rectangle, not the frame: `height = 28` stored 29 high in five
    /// tutorials of three repositories (tools 12118 to 14313), `height = 24`
    /// stored 25 in Pocket Casts (23094), `height = 31` stored 32 in IVPN
    /// (23504). Only with the stored-frame rule (the stored frame less the
    /// point is the control's intrinsic size).
    func hasSegmentedControlInset(_ v: IBView, _ type: ViewType) -> Bool {
        type == .segmentedControl && textSizing == .storedFrames && v.frame != nil
    }

    /// A scene's root that is a container: the layout file's root is a
    /// plain view, so a child filling it stands for the container.
    static func isContainerRoot(_ root: IBView) -> Bool { root.type == .stackView || root.type == .scrollView || root.type == .collectionView }

    /// Guides of scroll views that constraints may name: the layout
    /// format's `ID.contentLayout` and `ID.frameLayout`.
    static func scrollGuides(_ views: [IBView]) -> [String: (owner: String, kind: String)] {
        var out: [String: (owner: String, kind: String)] = [:]
        for v in views where v.type == .scrollView || v.type == .collectionView {
            if let g = v.container.scrollGuides["contentLayoutGuide"] { out[g] = (v.id, "contentLayout") }
            if let g = v.container.scrollGuides["frameLayoutGuide"] { out[g] = (v.id, "frameLayout") }
        }
        return out
    }

    /// Arranged subviews: every subview of a stack view (Interface
    /// Builder's `<subviews>` of a `<stackView>` are its arranged
    /// subviews). The stack turns their autoresizing masks off, so they
    /// never keep a stored frame.
    static func arrangedSubviews(_ views: [IBView]) -> Set<String> {
        Set(views.filter { $0.type == .stackView }.flatMap { $0.subviews.map(\.id) })
    }

    /// A content view fills its effect view or cell (UIKit sizes it to the
    /// bounds): four edge constraints, named `CONTENTVIEW.fills.top`…, in
    /// place of its stored frame (a frame with an autoresizing mask would
    /// follow a superview that starts at zero size and so grow twice).
    static func contentViewEdges(_ views: [IBView]) -> [IBConstraint] {
        var out: [IBConstraint] = []
        for v in views {
            for s in v.subviews where s.container.fillsSuperview {
                for edge in ["top", "left", "bottom", "right"] {
                    out.append(IBConstraint(id: s.id + ".fills." + edge, firstItem: s.id, firstAttribute: edge, relation: .equal,
                                            secondItem: v.id, secondAttribute: edge, multiplier: 1, constant: 0, priority: 1000,
                                            identifier: nil, placeholder: false, holder: v.id, position: s.position))
                }
            }
        }
        return out
    }

    /// On Xcode's canvas the views inside a hidden arranged view are never
    /// negative along the stack's axis, so the hidden view keeps the
    /// length its content's required constraints add up to, the content
    /// at its smallest (rule, observed): Lockdown's warning container
    /// (tools 17156), a label with an empty stored height between 4-point
    /// insets, stored 8 high with the label 0 high at y 4, where UIKit's
    /// hiding would make the label −8 high. `length >= 0`, required, for
    /// each view below a hidden arranged view, along the stack's axis
    /// (docs/INTERFACE-BUILDER.md, "Inside hidden arranged views").
    static func hiddenArrangedContentLengths(_ views: [IBView]) -> [IBConstraint] {
        var out: [IBConstraint] = []
        func below(_ v: IBView, _ attribute: String) {
            for s in v.subviews {
                out.append(IBConstraint(id: s.id + ".notNegative." + attribute, firstItem: s.id, firstAttribute: attribute,
                                        relation: .greaterThanOrEqual, secondItem: nil, secondAttribute: nil, multiplier: 1,
                                        constant: 0, priority: 1000, identifier: nil, placeholder: false, holder: s.id,
                                        position: s.position))
                below(s, attribute)
            }
        }
        for v in views {
            guard let stack = v.container.stack else { continue }
            for a in v.subviews where a.hidden { below(a, stack.axis == "vertical" ? "height" : "width") }
        }
        return out
    }

    /// Intrinsic sizes Xcode measured for controls and plain elements (see
    /// ``IBViewReader/plainElements``): the stored frame, on the axes UIKit
    /// gives the class a size. Segmented and page controls look different
    /// on each iOS version, so Xcode's measurement is kept, as for text
    /// (``IBTextSizing``).
    func storedIntrinsicAxes(_ v: IBView, type: ViewType) -> (width: Bool, height: Bool) {
        switch type {
        case .segmentedControl, .pageControl: return textSizing == .storedFrames ? (true, true) : (false, false)
        case .view: return IBViewReader.plainElements[v.element] ?? (false, false)
        default: return (false, false)
        }
    }
}

extension IBImporter {
    /// The content size Xcode's canvas shows for a scroll view whose
    /// content constraints leave it open: the extent of its subviews'
    /// stored frames (content coordinates, from the content area's origin).
    /// Trellis's rule (docs/INTERFACE-BUILDER.md, "Scroll views"): the
    /// canvas keeps an ambiguous view at its stored frame, and a content
    /// size no chain decides is such an ambiguity; as `contentSize:` it only
    /// stands in on an axis no chain of constraints decides.
    func canvasContentSize(_ v: IBView) -> CGSize? {
        let frames = v.subviews.compactMap(\.frame)
        guard !frames.isEmpty else { return nil }
        let w = max(0, frames.map(\.maxX).max()!), h = max(0, frames.map(\.maxY).max()!)
        return CGSize(width: w, height: h)
    }
}
