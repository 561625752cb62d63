import Foundation

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
/// sheet, as UIKit's does by default, unless its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none`; a
/// popover shown as one sits next to its source view
/// (Presentation/PopoverPlacement.swift). In regular width a popover that
/// points at a bar button item is shown as a centred form sheet (**rule**,
/// see docs/LAYOUT.md), and, as UIKit raises, a popover presented there
/// with nothing to point at is logged.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var passthroughViews: [UIView]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var backgroundColor: UIColor?
    /// `arrowDirection`: the side of the popover its arrow is on, once it
    /// is placed as a popover; unknown until then (and for an adapted one).
    open var arrowDirection: UIPopoverArrowDirection { placedArrowDirection }
    var placedArrowDirection = UIPopoverArrowDirection.unknown

    /// `delegate`, weakly held: the presentation controller's, as a
    /// popover delegate.
    public var delegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegateStorage as? any UIPopoverPresentationControllerDelegate }
        set { delegateStorage = newValue }
    }

    /// `adaptiveSheetPresentationController` (iOS 15): the sheet the
    /// popover becomes when it adapts (on a phone); its detents decide the
    /// sheet's height.
    public private(set) lazy var adaptiveSheetPresentationController =
        UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)

    /// Whether it has something to point at.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

extension UIViewController {
    /// `popoverPresentationController`: for `.popover` presentations only,
    /// as UIKit (nil for other styles); it is the controller's
    /// `presentationController`, the same object every time.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// UIKit raises when a popover is shown in regular width with no
    /// source view or bar button item; Trellis logs it.
    func checkPopoverSource(in window: UIWindow) {
        guard modalPresentationStyle == .popover, window.traitCollection.horizontalSizeClass == .regular,
              let popover = popoverPresentationController, !popover.hasSource else { return }
        window.diagnostics.log.append(
            "UIPopoverPresentationController (\(logName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
}
