/// A collection view cell's configurations (iOS 14), as a table cell's
/// (UITableViewCell+Configurations): `contentConfiguration` replaces the
/// content view (Apple, `UICollectionViewCell.contentConfiguration`).
extension UICollectionViewCell {
    /// `UICollectionViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler as? ConfigurationUpdateHandler }
        set { configurations.updateHandler = newValue; setNeedsUpdateConfiguration() }
    }

    /// `contentConfiguration`: nil restores an empty content view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            configurations.content = newValue
            showContentConfiguration()
        }
    }

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

    /// `setNeedsUpdateConfiguration()`: updates now (Trellis has no run loop).
    public func setNeedsUpdateConfiguration() {
        configurations.updateNow { updateConfiguration(using: configurationState) }
    }

    func updateConfigurationsForState(_ state: UICellConfigurationState) {
        configurations.updateAutomatically(for: state, in: self) { showContentConfiguration() }
        configurationUpdateHandler?(self, state)
    }

    func showContentConfiguration() {
        let current = contentView
        if let view = configurations.replacementContentView(for: current, empty: { UIView() }) {
            CellConfigurations.install(view, replacing: current, in: self, size: storedFrame.size) {
                storedContentView = view
            }
            placedBounds = nil
        }
        superview?.setNeedsLayout()
    }
}

extension UICollectionViewListCell {
    /// `defaultContentConfiguration()`: the list cell preset, `cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
