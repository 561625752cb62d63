/// A table cell's configurations (iOS 14): `contentConfiguration` replaces
/// the content view with the configuration's view (Apple,
/// `UITableViewCell.contentConfiguration`), `backgroundConfiguration` draws
/// behind it. A cell whose content view is a ``UIListContentView`` sizes
/// as the built-in styles do: at least the table's standard row height.
///
/// **Trellis rule:** UIKit updates configurations at its next layout pass;
/// Trellis has no run loop, so ``setNeedsUpdateConfiguration()`` updates
/// at once, and the table updates each cell before laying it out.
extension UITableViewCell {
    /// `UITableViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// `configurationUpdateHandler`: run after ``updateConfiguration(using:)``.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler as? ConfigurationUpdateHandler }
        set { configurations.updateHandler = newValue; setNeedsUpdateConfiguration() }
    }

    /// `contentConfiguration`: nil restores an empty content view, as UIKit does.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            configurations.content = newValue
            showContentConfiguration()
        }
    }

    /// `defaultContentConfiguration()`: the list preset of the cell's
    /// style: `.default` → `cell()`, `.subtitle` → `subtitleCell()`,
    /// `.value1` and `.value2` → `valueCell()` (UIKit has no value 2 list
    /// style).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// `backgroundConfiguration`: drawn behind the content (a view of its own).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set { configurations.background = newValue; configurations.installBackground(in: self) }
    }

    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// `setNeedsUpdateConfiguration()`: updates now (see the type's note).
    public func setNeedsUpdateConfiguration() {
        configurations.updateNow { updateConfiguration(using: configurationState) }
    }

    /// What UIKit's `updateConfiguration(using:)` does.
    func updateConfigurationsForState(_ state: UICellConfigurationState) {
        configurations.updateAutomatically(for: state, in: self) { showContentConfiguration() }
        configurationUpdateHandler?(self, state)
    }

    func showContentConfiguration() {
        if let configuration = configurations.content {
            if let view = CellConfigurations.contentView(for: configuration, replacing: contentView) { replaceContentView(with: view) }
        } else if !(contentView is UITableViewCellContentView) {
            let empty = UITableViewCellContentView(frame: contentView.frame)
            empty.cell = self
            empty.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            replaceContentView(with: empty)
        }
        (superview as? UITableView)?.rowContentChanged()
    }

    /// Puts `view` where the content view was, filling the cell less the
    /// accessory, following its size; the old one leaves with its subviews
    /// and their constraints, as in UIKit.
    func replaceContentView(with view: UIView) {
        CellConfigurations.install(view, replacing: contentView, in: self, size: nil) { contentView = view }
        if let name = trellisIdentifier { view.trellisIdentifier = name + ".contentView" }
        placedContentFrame = nil
        layoutContentView()
    }
}
