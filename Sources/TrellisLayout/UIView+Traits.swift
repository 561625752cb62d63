/// Traits, the hooks UIKit calls when derived values change, and the
/// defaults a view falls back on outside a window.
extension UIView: UITraitEnvironment {}

extension UIView {
    /// The measurer used by views whose window doesn't name one, and by
    /// views outside any window. Fixed-advance unless a renderer installs a
    /// real one (TrellisRender's Pango measurer), so the library, the
    /// command line and snapshots measure text alike once it is set.
    public nonisolated(unsafe) static var defaultTextMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer()

    /// Whether the view's leading and trailing margins are raised to the
    /// system minimum: a view controller's view that respects them.
    var respectsSystemMinimumMargins: Bool {
        owningViewController?.viewRespectsSystemMinimumLayoutMargins ?? isRootView
    }

    /// The view controller whose `view` this is (UIKit's `_viewControllerForAncestor` for the view itself).
    public var viewController: UIViewController? { owningViewController }

    /// One `updateConstraints()` call as the update pass makes it: traced,
    /// and checked for the `super` call UIKit requires.
    func runUpdateConstraints() {
        let context = hostContext
        calledSuperUpdateConstraints = false
        if context?.isTracingPasses == true { context?.passTrace.append("update constraints: \(logName)") }
        updateConstraints()
        if !calledSuperUpdateConstraints, let context {
            let message = "\(logName) did not call super.updateConstraints() in its override; UIKit requires calling super last."
            if !context.diagnostics.log.contains(message) {
                context.diagnostics.log.append(message)
                context.diagnostics.missingSuperCalls.append(logName)
            }
        }
    }
}

extension UIViewController {
    /// How the controller reads in logs and traces: its class name.
    var logName: String { String(describing: type(of: self)) }
}
