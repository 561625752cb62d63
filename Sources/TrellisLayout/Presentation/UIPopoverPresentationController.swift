import Foundation

/// `UIPresentationController`: the object managing a presentation. Trellis
/// lays presentations out in the window's transition view
/// (UIViewController+Presentation.swift); this keeps what app code reads
/// and sets: the controllers and the delegate.
open class UIPresentationController: NSObject {
    public private(set) weak var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// `delegate`: recorded; Trellis doesn't ask it to adapt (a popover is a
    /// sheet on a phone whatever it says: docs/LAYOUT.md, "Presentation").
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// `containerView`: the view holding the presented view while shown.
    open var containerView: UIView? { presentedViewController?.presentationHost }
    /// `presentedView`.
    open var presentedView: UIView? { presentedViewController?.viewIfLoaded }
    /// `traitCollection`: the container's, else the presented controller's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentedViewController?.traitCollection ?? UITraitCollection()
    }
}

/// `UIAdaptivePresentationControllerDelegate`: all optional.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// `UIPopoverPresentationControllerDelegate`.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// `UIPopoverArrowDirection`, with UIKit's bits.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// `UIPopoverPresentationController`: where a popover points (a view and
/// rectangle, or a bar button item). On a phone a popover adapts to a
/// sheet, as UIKit's does by default; in regular width Trellis shows it as
/// a centred form sheet (**rule**, see docs/LAYOUT.md), and, as UIKit
/// raises, logs a popover presented there with nothing to point at.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var backgroundColor: UIColor?
    /// `arrowDirection`: unknown until shown as a popover (Trellis never
    /// draws one).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }

    /// The popover's delegate (the presentation controller's, typed).
    open var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        get { delegate as? UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    /// Whether it has something to point at.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

extension UIViewController {
    nonisolated(unsafe) private static var popovers: [ObjectIdentifier: UIPopoverPresentationController] = [:]

    /// `popoverPresentationController`: for `.popover` presentations only,
    /// as UIKit (nil for other styles); the same object every time.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        Self.popovers = Self.popovers.filter { $0.value.presentedViewController != nil }
        if let popover = Self.popovers[ObjectIdentifier(self)] { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        Self.popovers[ObjectIdentifier(self)] = popover
        return popover
    }

    /// `presentationController`: the popover's for `.popover`, else one
    /// kept for the controller (its delegate is recorded).
    public var presentationController: UIPresentationController? {
        if let popover = popoverPresentationController { return popover }
        Self.presentations = Self.presentations.filter { $0.value.presentedViewController != nil }
        if let existing = Self.presentations[ObjectIdentifier(self)] { return existing }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        Self.presentations[ObjectIdentifier(self)] = controller
        return controller
    }
    nonisolated(unsafe) private static var presentations: [ObjectIdentifier: UIPresentationController] = [:]

    /// UIKit raises when a popover is shown in regular width with no
    /// source view or bar button item; Trellis logs it.
    func checkPopoverSource(in window: UIWindow) {
        guard modalPresentationStyle == .popover, window.traitCollection.horizontalSizeClass == .regular,
              let popover = popoverPresentationController, !popover.hasSource else { return }
        window.diagnostics.log.append(
            "UIPopoverPresentationController (\(logName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
}
