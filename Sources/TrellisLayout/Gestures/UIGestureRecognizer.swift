/// `UIGestureRecognizer` and UIKit's common recognizers.
///
/// Trellis has no touches, so nothing is ever recognized: a recognizer keeps
/// what code sets on it (with UIKit's defaults) and the view it is attached
/// to, and its `state` stays `.possible` unless code sets it. Gestures don't
/// change layout. `init(target:action:)` and `addTarget(_:action:)` take
/// Objective-C selectors, which Linux has not (docs/SHARING.md lists the
/// workaround); `init()` is UIKit's initializer without a target.
open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// `.recognized`: the same as `.ended`.
        public static let recognized = State.ended
    }

    public init() {}

    /// `state`: `.possible` until code sets it (UIKit's subclasses set it
    /// through `UIGestureRecognizerSubclass`).
    open var state = State.possible
    /// `delegate`, weakly held.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// `isEnabled`: true by default.
    open var isEnabled = true
    /// `view`: the view the recognizer was added to.
    open internal(set) weak var view: UIView?
    /// `cancelsTouchesInView` (true), `delaysTouchesBegan` (false),
    /// `delaysTouchesEnded` (true), UIKit's defaults.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// `requiresExclusiveTouchType`: true by default.
    open var requiresExclusiveTouchType = true
    /// `name` (iOS 11).
    open var name: String?
    /// `numberOfTouches`: 0, no touches.
    open var numberOfTouches: Int { 0 }

    /// The recognizers this one waits for (``require(toFail:)``).
    public private(set) var failureRequirements: [UIGestureRecognizer] = []

    /// `require(toFail:)`: recorded.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) {
            failureRequirements.append(otherGestureRecognizer)
        }
    }

    /// `reset()`: back to `.possible`.
    open func reset() { state = .possible }
}

/// `UIGestureRecognizerDelegate`: every method optional; the defaults are
/// UIKit's answers when a delegate doesn't implement one.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// `UITapGestureRecognizer`: one tap with one finger by default.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// `UILongPressGestureRecognizer`: UIKit's defaults (0.5 s, 10 points of movement).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: Double = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
}

/// `UIPanGestureRecognizer`: the translation is kept (set it with
/// `setTranslation(_:in:)`); the velocity is zero, nothing moves.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    var translationValue = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint { translationValue }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { translationValue = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UIScreenEdgePanGestureRecognizer`: `edges` none by default.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// `UISwipeGestureRecognizer`: rightwards, one finger, by default.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`, with UIKit's bits.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// `UIPinchGestureRecognizer`: scale 1, velocity 0.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// `UIRotationGestureRecognizer`: rotation 0, velocity 0.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

extension UIView {
    /// `gestureRecognizers`: those added, in order; nil when there are none.
    /// Setting it replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { appearance.gestureRecognizers.isEmpty ? nil : appearance.gestureRecognizers }
        set {
            for g in appearance.gestureRecognizers { g.view = nil }
            appearance.gestureRecognizers = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// `addGestureRecognizer(_:)`: a recognizer on another view moves here,
    /// as in UIKit (a recognizer belongs to one view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !appearance.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        appearance.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard appearance.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        appearance.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
