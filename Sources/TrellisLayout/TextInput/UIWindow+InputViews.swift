/// The keyboard's frame with the first responder's input views
/// (docs/LAYOUT.md, "Text input").
///
/// UIKit shows a first responder's `inputView` instead of the keyboard and
/// its `inputAccessoryView` on top of it; the keyboard frame in the
/// notifications and ``UIKeyboardLayoutGuide`` include both. Trellis's
/// rule: with an input view, the keyboard's height is the input view's;
/// otherwise it is ``UIWindow/keyboardHeight`` (0: no software keyboard);
/// an accessory view adds its height whenever a keyboard or input view is
/// up. A view's height is its frame's, else its fitting height.
extension UIWindow {
    /// The height of the keyboard's frame: the keyboard (or input view)
    /// and the accessory of the first responder in this window.
    public var keyboardFrameHeight: Double { keyboardFrameHeight(keyboard: keyboardHeight) }

    func keyboardFrameHeight(keyboard: Double) -> Double {
        guard let responder = UIResponder.firstResponder, responderWindow(responder) === self else { return keyboard }
        var height = keyboard
        if let input = responder.inputView { height = Self.inputHeight(input) }
        if height > 0, let accessory = responder.inputAccessoryView { height += Self.inputHeight(accessory) }
        return height
    }

    func responderWindow(_ responder: UIResponder) -> UIWindow? {
        if let view = responder as? UIView { return view.window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    static func inputHeight(_ view: UIView) -> Double {
        if view.bounds.height > 0 { return view.bounds.height }
        let fitting = view.systemLayoutSizeFitting(CGSize(width: UIScreen.main.bounds.width, height: 0))
        return max(0, fitting.height)
    }

    /// After the first responder changed: keyboard guides follow, and the
    /// notifications go out if the frame's height changed.
    func keyboardFrameChanged(from old: Double) {
        guard !UIResponder.isSwitchingFirstResponder else { return }
        let new = keyboardFrameHeight
        guard new != old else { return }
        keyboardHeightChanged()
        postKeyboardNotifications(from: old, to: new)
    }
}

extension UIResponder {
    /// True while one text input takes first responder from another: the
    /// keyboard doesn't go down in between, so the one leaving posts nothing.
    nonisolated(unsafe) static var isSwitchingFirstResponder = false
}
