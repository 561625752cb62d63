/// `UIPresentationController`: what manages a presented controller. Every
/// controller has one (``UIViewController/presentationController``); a
/// sheet's is a ``UISheetPresentationController``, as in UIKit, so
/// `presentationController as? UISheetPresentationController` and
/// `presentationController?.delegate = self` work as app code expects.
///
/// Trellis lays presentations out itself (UIViewController+Presentation.swift)
/// and nothing dismisses interactively, so the delegate's dismissal
/// callbacks are never called (UIKit calls them only for a user's swipe,
/// never for `dismiss(animated:)`), and its adaptive-style answers aren't
/// asked (docs/LAYOUT.md, "Presentation").
open class UIPresentationController: NSObject {
    /// `presentedViewController`. The controller owns its presentation
    /// controller, so it is held weakly here (a presentation controller
    /// kept past its controller's life has none to answer with).
    public var presentedViewController: UIViewController { presentedStorage! }
    weak var presentedStorage: UIViewController?

    /// `presentingViewController`: who presents it, once presented (UIKit's
    /// is fixed at creation; Trellis reads the presentation).
    public var presentingViewController: UIViewController? { presentedStorage?.presentingViewController }

    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init()
        presentedStorage = presentedViewController
    }

    /// The delegate, one for every kind of presentation controller (a
    /// sheet's is read back as a `UISheetPresentationControllerDelegate`).
    weak var delegateStorage: (any UIAdaptivePresentationControllerDelegate)?

    /// `presentedView`: the presented controller's view while presented.
    open var presentedView: UIView? {
        guard presentingViewController != nil else { return nil }
        return presentedStorage?.viewIfLoaded
    }

    /// `containerView`: the view the presentation lives in (the presented
    /// view's superview) while presented.
    public var containerView: UIView? { presentedView?.superview }

    /// `frameOfPresentedViewInContainerView`: where the presented view is.
    open var frameOfPresentedViewInContainerView: CGRect { presentedView?.frame ?? .zero }

    /// `shouldPresentInFullscreen`: whether the style covers the screen.
    open var shouldPresentInFullscreen: Bool {
        switch presentedStorage?.modalPresentationStyle {
        case .fullScreen?, .overFullScreen?: return true
        default: return false
        }
    }
}

/// `UIAdaptivePresentationControllerDelegate`. Every method is optional.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentedViewController.modalPresentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// `UISheetPresentationControllerDelegate` (iOS 15). Trellis never calls
/// its method: only a user's drag changes the selected detent.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

/// How the base class's `delegate` is an adaptive delegate while a sheet's
/// is a sheet delegate (see ``_UIScrollViewDelegateHolding``).
public protocol _UIPresentationControllerDelegateHolding: AnyObject {}

extension UIPresentationController: _UIPresentationControllerDelegateHolding {}

extension _UIPresentationControllerDelegateHolding where Self: UIPresentationController {
    /// `delegate`, weakly held.
    public var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
}

extension UISheetPresentationController {
    /// `delegate`, weakly held: the presentation controller's, as a sheet
    /// delegate.
    public var delegate: (any UISheetPresentationControllerDelegate)? {
        get { delegateStorage as? any UISheetPresentationControllerDelegate }
        set { delegateStorage = newValue }
    }
}
