import Foundation

/// `UIResponder`: what views and view controllers are, for the responder
/// chain and the first responder.
///
/// Trellis has no events; it keeps which responder is first (a text field
/// that becomes first responder, `endEditing(_:)` that resigns it) and the
/// keyboard's notification names, which the window posts when its
/// ``UIWindow/keyboardHeight`` changes (docs/LAYOUT.md, "Responders,
/// keyboard, device and application").
open class UIResponder: NSObject {
    /// An `NSObject`, as in UIKit, so views and controllers are `Equatable`
    /// and `Hashable` by identity (`firstIndex(of:)`, `Set<UIView>`,
    /// dictionary keys) as app code expects.
    public override init() { super.init() }

    /// `next`: the next responder in the chain (a view's superview or its
    /// controller; a controller's view's superview).
    open var next: UIResponder? { nil }

    /// `canBecomeFirstResponder`: false by default; text fields and text
    /// views say true.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// `isFirstResponder`.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// `becomeFirstResponder()`: succeeds when the responder can become
    /// first responder; the previous one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// `resignFirstResponder()`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    /// `touchesBegan(_:with:)` and the other touch and motion methods:
    /// overridable, and by default passed to the ``next`` responder, as
    /// UIKit's are. Trellis has no touches or motion, so only code calls
    /// them (App/UIEvent.swift).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// `inputView`, `inputAccessoryView`: none (no keyboard is drawn).
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }

    /// The first responder, weakly held (one for the process: Trellis has
    /// no per-window event routing).
    nonisolated(unsafe) static weak var firstResponder: UIResponder?

    // MARK: The keyboard's notifications (UIKit's names)

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIWindow {
    /// Posts the keyboard's notifications for a change of
    /// ``keyboardHeight`` from `old`: will/did show when it appears, will/did
    /// hide when it goes, will/did change frame always; the user info holds
    /// the begin and end frames (the keyboard's rectangle at the bottom of
    /// the window) as `NSValue`s, and the duration 0.25, curve 7 and
    /// "is local" as `NSNumber`s: UIKit's values and types, so both
    /// `(info[key] as? NSValue)?.cgRectValue` and `info[key] as? CGRect`
    /// read the frame (Bridging/NSValue+UIKit.swift) and the duration reads
    /// as a `Double`, `NSNumber` or `TimeInterval`, the curve as an `Int`
    /// or `UInt`.
    func postKeyboardNotifications(from old: Double, to new: Double) {
        let width = frame.width, height = frame.height
        let begin = CGRect(x: 0, y: height - old, width: width, height: old)
        let end = CGRect(x: 0, y: height - new, width: width, height: new)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let appears = old == 0 && new > 0, goes = old > 0 && new == 0
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        if appears { center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info) }
        if goes { center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info) }
        if appears { center.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: info) }
        if goes { center.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: info) }
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }
}

extension UIView {
    /// `endEditing(_:)`: the first responder in this view's subtree
    /// resigns; returns whether it did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = UIResponder.firstResponder as? UIView, current.isDescendant(of: self) else { return false }
        return current.resignFirstResponder()
    }
}
