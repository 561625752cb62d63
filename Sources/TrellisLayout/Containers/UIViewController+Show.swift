/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: showing a
/// controller where its context says, as UIKit's containers do.
///
/// Apple: a navigation controller pushes; a split view controller shows
/// the controller "in a secondary (or detail) context" for
/// `showDetailViewController(_:sender:)`, which is its secondary column
/// while expanded and a push onto the navigation stack shown while
/// collapsed; with no container to take it, the controller is presented.
/// Trellis's versions aren't overridable (they are extension methods: a
/// subclass can't customise them); the split view delegate's `show` and
/// `showDetail` methods are asked first, as in UIKit.
extension UIViewController {
    /// `show(_:sender:)`.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController {
            nav.pushViewController(vc, animated: true)
            return
        }
        if let split = self as? UISplitViewController {
            if split.delegate?.splitViewController(split, show: vc, sender: sender) == true { return }
            if let nav = split.viewControllers.first as? UINavigationController {
                nav.pushViewController(vc, animated: true)
                return
            }
        }
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
            return
        }
        present(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)`.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard let split = self as? UISplitViewController ?? splitViewController else {
            present(vc, animated: true)
            return
        }
        if split.delegate?.splitViewController(split, showDetail: vc, sender: sender) == true { return }
        if split.isCollapsed {
            let nav = (self === split ? nil : navigationController) ?? split.viewControllers.first as? UINavigationController
            if let nav {
                nav.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if split.style == .unspecified {
            split.viewControllers = Array(split.viewControllers.prefix(1)) + [vc]
        } else {
            split.setViewController(vc, for: .secondary)
        }
    }
}
