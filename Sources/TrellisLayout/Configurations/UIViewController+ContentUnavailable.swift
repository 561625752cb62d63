/// `contentUnavailableConfiguration` (iOS 17): a view controller shows the
/// configuration's view over its own view, filling it, on top of its
/// subviews, until the configuration is set to nil.
/// `setNeedsUpdateContentUnavailableConfiguration()` calls
/// `updateContentUnavailableConfiguration(using:)` at once (UIKit waits for
/// the next update pass; Trellis has no run loop).
extension UIViewController {
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableStorage }
        set {
            contentUnavailableStorage = newValue
            showContentUnavailable()
        }
    }

    /// `contentUnavailableConfigurationState`.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// `setNeedsUpdateContentUnavailableConfiguration()`.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    func showContentUnavailable() {
        guard let view = viewIfLoaded else { return }
        let shown = contentUnavailableView.flatMap { $0.superview === view ? $0 : nil }
        guard let configuration = contentUnavailableConfiguration else {
            shown?.removeFromSuperview()
            return
        }
        if let shown = shown as? (any UIView & UIContentView), shown.supports(configuration) {
            shown.configuration = configuration
            view.bringSubviewToFront(shown)
            return
        }
        shown?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentUnavailableView = made
        made.translatesAutoresizingMaskIntoConstraints = true
        made.frame = view.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(made)
    }
}
