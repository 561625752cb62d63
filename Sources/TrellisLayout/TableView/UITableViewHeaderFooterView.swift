/// `UITableViewHeaderFooterView`: a section's header or footer. A table
/// makes one for each title its data source gives, with UIKit's look
/// (docs/TABLES.md): plain headers 17-point semibold, centred, at least 28
/// points high; grouped headers 13-point secondary text 7 points above the
/// bottom (38.5 points for one line); grouped footers 13-point text 7 points
/// below the top, 24 points more than the text.
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// `contentView`: fills the view; custom content goes here. A
    /// ``contentConfiguration`` replaces it with the configuration's view.
    public internal(set) var contentView: UIView
    /// The content and background configurations.
    let configurations = CellConfigurations()

    /// What a title view is for (nil: a view made by code, sized by its
    /// constraints or frame).
    enum TitleRole: Equatable {
        case header(grouped: Bool)
        case footer(grouped: Bool)
    }

    var titleRole: TitleRole? { didSet { styleTitle() } }
    var builtInTextLabel: UILabel?

    /// `init(reuseIdentifier:)`: the designated initializer.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Made by a table for a registered class (see ``UITableViewCell``'s
    /// note on registering subclasses).
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `configurationState` (iOS 14): the view's traits.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// `updateConfiguration(using:)` (iOS 14): updates the configurations
    /// for the state, then runs the update handler; subclasses override it.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        updateConfigurationsForState(state)
    }

    /// `textLabel`: made on first use.
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        builtInTextLabel = label
        addSubview(label)
        styleTitle()
        return label
    }

    /// `detailTextLabel`: nil (UIKit's grouped headers have none either).
    public var detailTextLabel: UILabel? { nil }

    func styleTitle() {
        guard let label = builtInTextLabel, let titleRole else { return }
        switch titleRole {
        case .header(grouped: false):
            label.font = .systemFont(ofSize: 17, weight: .semibold)
        case .footer(grouped: false):
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        case .header(grouped: true), .footer(grouped: true):
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
        systemConstraintsChanged()
    }

    /// The title's place: at the side margins, and by role (see the type).
    func titleConstraints() -> [NSLayoutConstraint] {
        guard let label = builtInTextLabel, label.superview === self, let titleRole else { return [] }
        let margins = layoutMarginsGuide
        var out = [
            NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: margins, attribute: .leading,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .trailing, relatedBy: .equal, toItem: margins, attribute: .trailing,
                               multiplier: 1, constant: 0),
        ]
        switch titleRole {
        case .header(grouped: false), .footer(grouped: false):
            out.append(NSLayoutConstraint(item: label, attribute: .centerY, relatedBy: .equal, toItem: self,
                                          attribute: .centerY, multiplier: 1, constant: 0))
        case .header(grouped: true):
            out.append(NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: self,
                                          attribute: .bottom, multiplier: 1, constant: -7))
        case .footer(grouped: true):
            out.append(NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: self,
                                          attribute: .top, multiplier: 1, constant: 7))
        }
        for c in out {
            c.identifier = "UITableViewHeaderFooterView-title"
            c.systemKind = "NSLayoutConstraint"
        }
        return out
    }

    /// The height of a title view at `width` (its text wrapped between the
    /// side margins).
    func titleHeight(width: Double, metrics: UITableViewCellMetrics = UITableViewCellMetrics()) -> Double {
        guard let label = builtInTextLabel, let titleRole else { return 0 }
        let m = directionalLayoutMargins
        var textWidth = max(1, width - Double(m.leading) - Double(m.trailing))
        // A canvas's titles wrap as its narrower font does
        // (``UITableViewCellMetrics/titleWidthScale``): measuring at a
        // width that much wider breaks the lines where it would.
        if case .header(grouped: true) = titleRole, metrics.titleWidthScale > 0 { textWidth /= Double(metrics.titleWidthScale) }
        if case .footer(grouped: true) = titleRole, metrics.titleWidthScale > 0 { textWidth /= Double(metrics.titleWidthScale) }
        let layout = label.measurer.layout(label.text ?? "", font: label.font, numberOfLines: 0, width: textWidth)
        var text = Double(layout.size.height)
        switch titleRole {
        case .header(grouped: false), .footer(grouped: false): return max(28, text + 8)
        case .header(grouped: true): return text + 23
        case .footer(grouped: true):
            if let empty = metrics.groupedEmptyFooterHeight, (label.text ?? "").isEmpty { return Double(empty) }
            // A canvas's own line height and padding (Xcode 14+): the
            // lines as measured, each as tall as Xcode's.
            if let line = metrics.titleLineHeight, !layout.lines.isEmpty { text = Double(layout.lines.count) * Double(line) }
            return text + Double(metrics.groupedFooterPadding ?? 24)
        }
    }
}
