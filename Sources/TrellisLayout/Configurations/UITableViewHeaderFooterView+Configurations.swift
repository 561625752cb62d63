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
        configurations.updateNow { updateConfiguration(using: configurationState) }
    }

    func updateConfigurationsForState(_ state: UIViewConfigurationState) {
        configurations.updateAutomatically(for: state, in: self) { showContentConfiguration() }
        configurationUpdateHandler?(self, state)
    }

    func showContentConfiguration() {
        let current = contentView
        guard let view = configurations.replacementContentView(for: current, empty: { UIView() }) else { return }
        CellConfigurations.install(view, replacing: current, in: self, size: bounds.size) { contentView = view }
    }
}
