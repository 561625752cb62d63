/// `UINavigationControllerDelegate`: what a navigation controller tells its
/// delegate. Every method is optional, as in UIKit (defaults do nothing;
/// the orientation answers are the ones UIKit uses without a delegate).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { navigationController.supportedInterfaceOrientations }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation { .portrait }
}

/// How ``UINavigationController`` has a `delegate` of type
/// `UINavigationControllerDelegate` while `UIImagePickerController` (its
/// subclass) has its own of a narrower type, as in UIKit: a member of a
/// protocol extension is shadowed by a subclass's own member of that name
/// (the scroll views' delegates work the same way).
public protocol _UINavigationControllerDelegateHolding: AnyObject {}

extension UINavigationController: _UINavigationControllerDelegateHolding {}

extension _UINavigationControllerDelegateHolding where Self: UINavigationController {
    /// `delegate`, weakly held. It hears `willShow` when the top controller
    /// changes (a push, a pop, `setViewControllers`) and `didShow` once the
    /// new stack is in place, as UIKit tells it after the transition; both
    /// only while the navigation controller's view is in a window (Trellis's
    /// rule for "shown"), with the `animated` flag the call was given.
    public var delegate: (any UINavigationControllerDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
}

extension UINavigationController {
    /// Tells the delegate `willShow` now when the top controller changes in a
    /// window, and returns what tells it `didShow` once the stack is set.
    func showingTopChange(from old: UIViewController?, to new: UIViewController?, animated: Bool) -> (() -> Void)? {
        guard let new, new !== old, let delegate = delegateStorage, viewIfLoaded?.window != nil else { return nil }
        delegate.navigationController(self, willShow: new, animated: animated)
        return { [weak self] in
            guard let self else { return }
            self.delegateStorage?.navigationController(self, didShow: new, animated: animated)
        }
    }
}
