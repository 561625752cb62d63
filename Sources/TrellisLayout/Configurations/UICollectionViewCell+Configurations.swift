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
        guard !configurations.isUpdating else { return }
        configurations.isUpdating = true
        defer { configurations.isUpdating = false }
        updateConfiguration(using: configurationState)
    }

    func updateConfigurationsForState(_ state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = configurations.content {
            configurations.content = content.updated(for: state)
            showContentConfiguration()
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = configurations.background {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    func showContentConfiguration() {
        let current = contentView
        let replacement: UIView?
        if let configuration = configurations.content {
            replacement = CellConfigurations.contentView(for: configuration, replacing: current)
        } else {
            replacement = current is UIContentView ? UIView() : nil
        }
        guard let view = replacement else { superview?.setNeedsLayout(); return }
        let index = subviews.firstIndex { $0 === current } ?? subviews.count
        current.removeFromSuperview()
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = CGRect(origin: .zero, size: storedFrame.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A list content view resolves its margins itself (UIListContentView).
        if !(view is UIListContentView) { view.preservesSuperviewLayoutMargins = true }
        storedContentView = view
        insertSubview(view, at: min(index, subviews.count))
        placedBounds = nil
        superview?.setNeedsLayout()
    }
}

extension UICollectionViewListCell {
    /// `defaultContentConfiguration()`: the list cell preset, `cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
