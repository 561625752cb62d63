import TrellisSolver

/// `UIKeyboardLayoutGuide` (iOS 15): the space the keyboard takes at the
/// bottom of a view, so content can sit on top of it with one constraint
/// (`field.bottomAnchor == view.keyboardLayoutGuide.topAnchor`).
///
/// Apple ("Adjusting your layout with keyboard layout guide", WWDC21
/// "Your guide to keyboard layout"): while the keyboard is off screen the
/// guide sits at the bottom of the view, as tall as the bottom safe-area
/// inset (`usesBottomSafeArea`, iOS 17, default true; false: zero height);
/// while a docked keyboard is up, the guide is the keyboard's frame. Trellis
/// has no keyboard of its own: ``UIWindow/keyboardHeight`` says how tall a
/// docked keyboard is (0, the default, is none), as a layout file's
/// `keyboard` key or step does. The guide spans its view's width and ends at
/// its view's bottom edge: for a view controller's view, where Apple's
/// examples use it, that is the window's bottom, where the keyboard docks.
/// Undocked and floating keyboards (`followsUndockedKeyboard`) are not
/// simulated: the property is kept for code that sets it.
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// `followsUndockedKeyboard` (default false): whether the guide follows
    /// a floating or undocked keyboard. Kept, not simulated.
    public var followsUndockedKeyboard = false

    /// `usesBottomSafeArea` (iOS 17, default true): with the keyboard off
    /// screen, the guide is as tall as the bottom safe-area inset; when
    /// false, it has no height and its top is the view's bottom edge.
    public var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { owningView?.systemConstraintsChanged() } }
    }

    /// `keyboardDismissPadding` (iOS 17): room above the keyboard for
    /// interactive dismissal. Layout doesn't read it.
    public var keyboardDismissPadding: CGFloat = 0

    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner)
    }

    /// No archives on Linux (see ``UILayoutGuide/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The guide's height for the window's keyboard.
    func height(in view: UIView) -> Double {
        let keyboard = view.window?.keyboardFrameHeight ?? 0
        if keyboard > 0 { return keyboard }
        return usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
    }

    /// Left, right and bottom on the view's edges; the height from the
    /// keyboard (or the bottom safe area). Required, as UIKit's are.
    func trackingConstraints(in view: UIView) -> [NSLayoutConstraint] {
        func make(_ a: NSLayoutConstraint.Attribute, _ item: UIView?, _ b: NSLayoutConstraint.Attribute,
                  _ constant: Double, _ name: String) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(item: self, attribute: a, relatedBy: .equal, toItem: item,
                                       attribute: b, multiplier: 1, constant: constant)
            c.identifier = "UIKeyboardLayoutGuide-" + name
            c.systemKind = "NSLayoutConstraint"
            return c
        }
        return [
            make(.left, view, .left, 0, "left"),
            make(.right, view, .right, 0, "right"),
            make(.bottom, view, .bottom, 0, "bottom"),
            make(.height, nil, .notAnAttribute, height(in: view), "height"),
        ]
    }
}

extension UIView {
    /// `keyboardLayoutGuide` (iOS 15): made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = ownedGuides.first(where: { $0.kind == .keyboard }) as? UIKeyboardLayoutGuide { return g }
        let g = UIKeyboardLayoutGuide(owner: self)
        ownedGuides.append(g)
        systemConstraintsChanged()
        return g
    }
}

extension UIWindow {
    /// Every view in the window whose keyboard guide must follow a new
    /// keyboard height.
    func keyboardHeightChanged() {
        for view in allViews where view.ownedGuides.contains(where: { $0.kind == .keyboard }) {
            view.systemConstraintsChanged()
            view.setNeedsLayout()
        }
        setNeedsLayout()
    }
}
