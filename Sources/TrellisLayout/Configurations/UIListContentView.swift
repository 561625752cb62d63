/// `UIListContentView` (iOS 14): shows a ``UIListContentConfiguration``:
/// an image view and two labels inside its layout margins, placed by
/// constraints it makes (identifiers `UIListContentView-…`), so a row
/// sizes itself to wrapping text.
///
/// Placement (``UIListContentConfiguration``'s presets give the metrics):
/// the image at its shown size (``UIListContentConfiguration/ImageProperties``)
/// at the leading margin, or centred in `reservedLayoutSize`'s width,
/// centred vertically; the texts `imageToTextPadding` after it. Stacked
/// texts are a block centred between the top and bottom margins, the
/// secondary text `textToSecondaryTextVerticalPadding` below the text;
/// side by side, the secondary text ends at the trailing margin,
/// `textToSecondaryTextHorizontalPadding` or more after the text, both
/// centred. The margins hold the content: the view is at least the
/// content plus its margins tall.
///
/// Margins: the configuration's `directionalLayoutMargins`; on the axes of
/// `axesPreservingSuperviewLayoutMargins` (horizontal by default) the
/// superview's margins where they are larger, so a row's text lines up
/// with the table's 16 or 20 points (the content guide's edges are the
/// larger of the two, by constraints; `preservesSuperviewLayoutMargins`
/// would take both axes).
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let textBlock = UILayoutGuide()
    /// The margins as resolved (see the type's note).
    private let contentGuide = UILayoutGuide()
    private var placement: [NSLayoutConstraint] = []

    /// `init(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addLayoutGuide(textBlock)
        addLayoutGuide(contentGuide)
        apply()
    }

    public required init?(coder: NSCoder) { return nil }

    /// `configuration`: a ``UIListContentConfiguration``; setting another
    /// kind is ignored (``supports(_:)`` says no).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            // An equal configuration changes nothing (a cell re-applies its
            // configuration at every update; rebuilding the constraints
            // would make the table measure the row again).
            guard let list = newValue as? UIListContentConfiguration, list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        directionalLayoutMargins = c.directionalLayoutMargins
        preservesSuperviewLayoutMargins = false
        configure(textLabel, text: c.shownText, attributed: c.attributedText, c.textProperties)
        configure(secondaryTextLabel, text: c.shownSecondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        place()
        // A table sizes its rows afresh (the content changed).
        (superview?.superview as? UITableView)?.rowContentChanged()
    }

    private func place() {
        NSLayoutConstraint.deactivate(placement)
        placement = marginConstraints() + makePlacement()
        NSLayoutConstraint.activate(placement)
    }

    /// The superview's margins take part on the preserved axes.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        place()
    }

    private func marginConstraints() -> [NSLayoutConstraint] {
        let c = listConfiguration, own = c.directionalLayoutMargins, g = contentGuide
        let axes = c.axesPreservingSuperviewLayoutMargins
        var out: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) {
            constraint.identifier = "UIListContentView-margin-" + name
            constraint.priority = priority
            out.append(constraint)
        }
        let sm = superview?.layoutMarginsGuide
        add(g.leadingAnchor.constraint(equalTo: leadingAnchor, constant: own.leading), "leading",
            axes.contains(.horizontal) && sm != nil ? UILayoutPriority(999) : .required)
        add(g.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -own.trailing), "trailing",
            axes.contains(.horizontal) && sm != nil ? UILayoutPriority(999) : .required)
        add(g.topAnchor.constraint(equalTo: topAnchor, constant: own.top), "top",
            axes.contains(.vertical) && sm != nil ? UILayoutPriority(999) : .required)
        add(g.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -own.bottom), "bottom",
            axes.contains(.vertical) && sm != nil ? UILayoutPriority(999) : .required)
        guard let sm else { return out }
        if axes.contains(.horizontal) {
            add(g.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: own.leading), "leading-own")
            add(g.leadingAnchor.constraint(greaterThanOrEqualTo: sm.leadingAnchor), "leading-superview")
            add(g.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -own.trailing), "trailing-own")
            add(g.trailingAnchor.constraint(lessThanOrEqualTo: sm.trailingAnchor), "trailing-superview")
        }
        if axes.contains(.vertical) {
            add(g.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: own.top), "top-own")
            add(g.topAnchor.constraint(greaterThanOrEqualTo: sm.topAnchor), "top-superview")
            add(g.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -own.bottom), "bottom-own")
            add(g.bottomAnchor.constraint(lessThanOrEqualTo: sm.bottomAnchor), "bottom-superview")
        }
        return out
    }

    private func configure(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                           _ p: UIListContentConfiguration.TextProperties) {
        label.font = p.font
        label.textColor = p.resolvedColor()
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed, text != nil { label.attributedText = attributed } else { label.text = text }
        label.isHidden = text == nil
    }

    private func makePlacement() -> [NSLayoutConstraint] {
        let c = listConfiguration
        let m = contentGuide
        var out: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) {
            constraint.identifier = "UIListContentView-" + name
            constraint.priority = priority
            out.append(constraint)
        }
        // The content stays inside the margins; a taller row centres it.
        func bound(_ top: NSLayoutYAxisAnchor, _ bottom: NSLayoutYAxisAnchor, _ name: String) {
            add(top.constraint(greaterThanOrEqualTo: m.topAnchor), name + "-top")
            add(bottom.constraint(lessThanOrEqualTo: m.bottomAnchor), name + "-bottom")
        }
        var textLeading: (NSLayoutXAxisAnchor, CGFloat) = (m.leadingAnchor, 0)
        if let image = c.image {
            let size = c.imageProperties.shownSize(of: image)
            add(imageView.widthAnchor.constraint(equalToConstant: size.width), "image-width")
            add(imageView.heightAnchor.constraint(equalToConstant: size.height), "image-height")
            let reserved = c.imageProperties.reservedLayoutSize.width
            if reserved > size.width {
                add(imageView.centerXAnchor.constraint(equalTo: m.leadingAnchor, constant: reserved / 2), "image-centerX")
                textLeading = (m.leadingAnchor, reserved + c.imageToTextPadding)
            } else {
                add(imageView.leadingAnchor.constraint(equalTo: m.leadingAnchor), "image-leading")
                textLeading = (imageView.trailingAnchor, c.imageToTextPadding)
            }
            add(imageView.centerYAnchor.constraint(equalTo: m.centerYAnchor), "image-centerY")
            bound(imageView.topAnchor, imageView.bottomAnchor, "image")
            let reservedHeight = c.imageProperties.reservedLayoutSize.height
            if reservedHeight > size.height {
                add(m.heightAnchor.constraint(greaterThanOrEqualToConstant: reservedHeight), "image-reserved-height")
            }
        }
        let text = c.shownText != nil ? textLabel : nil
        let secondary = c.shownSecondaryText != nil ? secondaryTextLabel : nil
        if c.prefersSideBySideTextAndSecondaryText, let text, let secondary {
            add(text.leadingAnchor.constraint(equalTo: textLeading.0, constant: textLeading.1), "text-leading")
            add(secondary.trailingAnchor.constraint(equalTo: m.trailingAnchor), "secondary-trailing")
            add(secondary.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor,
                                                   constant: c.textToSecondaryTextHorizontalPadding), "secondary-after-text")
            for (label, name) in [(text, "text"), (secondary, "secondary")] {
                add(label.centerYAnchor.constraint(equalTo: m.centerYAnchor), name + "-centerY")
                bound(label.topAnchor, label.bottomAnchor, name)
            }
            return out
        }
        let shown = [text, secondary].compactMap { $0 }
        guard let first = shown.first, let last = shown.last else { return out }
        for label in shown {
            let name = label === textLabel ? "text" : "secondary"
            add(label.leadingAnchor.constraint(equalTo: textLeading.0, constant: textLeading.1), name + "-leading")
            add(label.trailingAnchor.constraint(equalTo: m.trailingAnchor), name + "-trailing")
        }
        if first !== last {
            add(last.topAnchor.constraint(equalTo: first.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding),
                "secondary-below-text")
        }
        add(textBlock.topAnchor.constraint(equalTo: first.topAnchor), "block-top")
        add(textBlock.bottomAnchor.constraint(equalTo: last.bottomAnchor), "block-bottom")
        add(textBlock.centerYAnchor.constraint(equalTo: m.centerYAnchor), "block-centerY")
        add(textBlock.leadingAnchor.constraint(equalTo: first.leadingAnchor), "block-leading")
        add(textBlock.trailingAnchor.constraint(equalTo: first.trailingAnchor), "block-trailing")
        bound(textBlock.topAnchor, textBlock.bottomAnchor, "block")
        return out
    }
}
