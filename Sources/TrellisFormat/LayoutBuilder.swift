import TrellisLayout

/// Makes the window, views, guides and constraints a document describes and
/// lays them out once.
public enum LayoutBuilder {
    /// `device` and `orientation` override the file's canvas (from the
    /// command line). Lays out once (`window.layoutIfNeeded()`).
    /// `userInterfaceStyle` overrides the canvas's screen appearance
    /// (the CLI's `--appearance`).
    public static func build(_ document: LayoutDocument, device: String? = nil,
                             orientation: Orientation? = nil,
                             userInterfaceStyle: UIUserInterfaceStyle? = nil) throws(FormatError) -> BuiltLayout {
        var canvas = document.canvas
        if let userInterfaceStyle { canvas.userInterfaceStyle = userInterfaceStyle }
        if let device {
            guard let d = Device.named(device) else {
                throw FormatError(file: "command line", line: 0, column: 0, message: "unknown device '\(device)'",
                                  offendingText: device,
                                  expected: "one of " + Device.all.map(\.name).joined(separator: ", "),
                                  suggestion: Suggestions.didYouMean(device, among: Device.all.map(\.name)))
            }
            canvas.device = d
        }
        if let orientation {
            guard canvas.device != nil else {
                throw FormatError(file: "command line", line: 0, column: 0,
                                  message: "an orientation needs a device; \(document.file) gives an explicit canvas",
                                  expected: "a device as well (one of " + Device.all.map(\.name).joined(separator: ", ") + ")")
            }
            canvas.orientation = orientation
        }
        let window: UIWindow
        if let d = canvas.device {
            let size = d.size(canvas.orientation), classes = d.sizeClasses(canvas.orientation)
            window = UIWindow(width: size.width, height: size.height, scale: d.scale,
                              safeAreaInsets: canvas.bars.safeArea(on: d, canvas.orientation),
                            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                            layoutDirection: canvas.direction)
        } else {
            window = UIWindow(width: canvas.width, height: canvas.height, scale: canvas.scale, safeAreaInsets: canvas.safeArea,
                            horizontalSizeClass: canvas.sizeClasses?.horizontal, verticalSizeClass: canvas.sizeClasses?.vertical,
                            layoutDirection: canvas.direction)
            if let screen = canvas.screen {
                window.screen = UIScreen(bounds: CGRect(origin: .zero, size: screen), scale: canvas.scale)
            }
            window.minimumRootMargins = canvas.minimumMargins
        }
        window.keyboardHeight = canvas.keyboard
        window.screenUserInterfaceStyle = canvas.userInterfaceStyle
        window.lateCompressionResistance = canvas.lateCompressionResistance
        let layout = BuiltLayout(document: document, window: window, device: canvas.device, orientation: canvas.orientation)
        for entry in document.constraints { try layout.make(entry, condition: nil, group: nil) }
        layout.updateActivation()
        window.layoutIfNeeded()
        return layout
    }

    /// Makes the views depth first; returns them in file order.
    static func makeViews(_ root: ViewSpec, window: UIWindow) -> (views: [(id: String, view: UIView)], guides: [(id: String, guide: UILayoutGuide)]) {
        var views: [(id: String, view: UIView)] = []
        var guides: [(id: String, guide: UILayoutGuide)] = []
        configure(root, window.rootView, views: &views, guides: &guides)
        return (views, guides)
    }

    /// Gives `view` the spec's settings and guides, and makes its subviews
    /// (depth first), appending each view and guide made.
    static func configure(_ spec: ViewSpec, _ view: UIView, views: inout [(id: String, view: UIView)],
                          guides: inout [(id: String, guide: UILayoutGuide)]) {
        views.append((spec.id, view))
        if let c = spec.color { view.backgroundColor = c }
        if let b = spec.insetsMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = b }
        if let b = spec.preservesSuperviewMargins { view.preservesSuperviewLayoutMargins = b }
        if let margins = spec.margins { apply(margins, to: view) }
        let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
        for (i, axis) in axes.enumerated() {
            if let p = spec.hugging[i] { view.setContentHuggingPriority(p, for: axis) }
            if let p = spec.compressionResistance[i] { view.setContentCompressionResistancePriority(p, for: axis) }
        }
        view.isHidden = spec.hidden
        if let a = spec.semanticContentAttribute { view.semanticContentAttribute = a }
        if let s = spec.overrideUserInterfaceStyle { view.overrideUserInterfaceStyle = s }
        for id in spec.guides {
            let g = UILayoutGuide()
            g.trellisIdentifier = id
            view.addLayoutGuide(g)
            guides.append((id, g))
        }
        for child in spec.subviews {
            let v = makeView(child)
            if let stack = view as? UIStackView { stack.addArrangedSubview(v) } else { view.addSubview(v) }
            configure(child, v, views: &views, guides: &guides)
        }
        if let stack = view as? UIStackView { spec.stack?.applyCustomSpacing(stack, views: views) }
        if let table = view as? UITableView, let t = spec.table {
            for (child, isHeader) in [(t.headerView, true), (t.footerView, false)] {
                guard let child else { continue }
                let v = makeView(child)
                if isHeader { table.tableHeaderView = v } else { table.tableFooterView = v }
                configure(child, v, views: &views, guides: &guides)
            }
        }
    }

    /// `margins:` onto a view; sides not given keep the view's.
    static func apply(_ margins: ViewSpec.Margins, to view: UIView) {
        switch margins {
        case let .absolute(top, left, bottom, right):
            var m = view.layoutMargins
            m.top = top ?? m.top; m.left = left ?? m.left; m.bottom = bottom ?? m.bottom; m.right = right ?? m.right
            view.layoutMargins = m
        case let .directional(top, leading, bottom, trailing):
            var m = view.directionalLayoutMargins
            m.top = top ?? m.top; m.leading = leading ?? m.leading
            m.bottom = bottom ?? m.bottom; m.trailing = trailing ?? m.trailing
            view.directionalLayoutMargins = m
        }
    }

    /// A view of the spec's type, before it joins the tree.
    static func makeView(_ spec: ViewSpec) -> UIView {
        let view = ViewFactory.make(spec)
        view.accessibilityIdentifier = spec.id
        view.canvasFrame = spec.canvasFrame
        if let frame = spec.frame {
            view.frame = frame
            view.autoresizingMask = spec.autoresizing
            view.translatesAutoresizingMaskIntoConstraints = true
        } else if spec.type == .collectionViewCell || spec.type == .collectionReusableView {
            // Its collection view places it by frame, as UIKit does.
            view.translatesAutoresizingMaskIntoConstraints = true
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        return view
    }
}
