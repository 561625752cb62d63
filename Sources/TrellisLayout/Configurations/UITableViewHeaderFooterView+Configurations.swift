/// A header-footer view's configurations (iOS 14): `contentConfiguration`
/// replaces the content view with the configuration's (Apple,
/// `UITableViewHeaderFooterView.contentConfiguration`).
extension UITableViewHeaderFooterView {
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler as? ConfigurationUpdateHandler }
        set { configurations.updateHandler = newValue; setNeedsUpdateConfiguration() }
    }

    /// `defaultContentConfiguration()`: `groupedHeader()` for a view
    /// dequeued from a grouped or inset-grouped table, else `plainHeader()`
    /// (UIKit picks by the table's style).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        configurations.inGroupedTable ? .groupedHeader() : .plainHeader()
    }

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

    public func setNeedsUpdateConfiguration() {
        guard !configurations.isUpdating else { return }
        configurations.isUpdating = true
        defer { configurations.isUpdating = false }
        updateConfiguration(using: configurationState)
    }

    func updateConfigurationsForState(_ state: UIViewConfigurationState) {
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
        guard let view = replacement else { return }
        let index = subviews.firstIndex { $0 === current } ?? subviews.count
        current.removeFromSuperview()
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = CGRect(origin: .zero, size: bounds.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A list content view resolves its margins itself (UIListContentView).
        if !(view is UIListContentView) { view.preservesSuperviewLayoutMargins = true }
        contentView = view
        insertSubview(view, at: min(index, subviews.count))
    }
}
