/// Configuration updates, selection as the primary action, pop-up titles
/// and per-state symbol configurations.
///
/// **Trellis rule** (docs/LAYOUT.md, "Button configurations"): UIKit
/// updates a configuration at its next layout pass after
/// `setNeedsUpdateConfiguration()`; Trellis has no run loop to wait for, so
/// it updates at once. The handler sees the button as it is now, which is
/// what UIKit's deferred call would see when nothing else changes first.
extension UIButton {
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// `setNeedsUpdateConfiguration()`: updates now (see the type's note).
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }

    func controlStateChanged() {
        if automaticallyUpdatesConfiguration && (configuration != nil || configurationUpdateHandler != nil) {
            setNeedsUpdateConfiguration()
        }
    }

    /// A pop-up button's title: its menu's selected action's.
    var popUpTitle: String? {
        guard let menu, showsMenuAsPrimaryAction, changesSelectionAsPrimaryAction else { return nil }
        return menu.selectedElements.first?.title
    }

    /// A pop-up button selects its first action when none is on (UIKit's
    /// pop-up buttons always show a selection).
    func menuChanged() {
        if let menu, showsMenuAsPrimaryAction, changesSelectionAsPrimaryAction, menu.selectedElements.isEmpty {
            menu.firstAction?.state = .on
        }
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
    }

    /// `setPreferredSymbolConfiguration(_:forImageIn:)`: how the state's
    /// symbol image is sized (legacy buttons; a configuration uses its
    /// `preferredSymbolConfigurationForImage`).
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
        invalidateIntrinsicContentSize()
    }

    /// `preferredSymbolConfigurationForImage(in:)`: the state's, else nil.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue]
    }

    /// `currentPreferredSymbolConfiguration`: the current state's, else the normal state's.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }
}
