/// `UIControl`: a view with states and actions.
///
/// `addTarget(_:action:for:)` takes an Objective-C selector, which Swift on
/// Linux has not; Trellis offers UIKit's closure form, ``addAction(_:for:)``
/// with a ``UIAction``, and ``sendActions(for:)`` to run them (as a tap would).
open class UIControl: UIView {
    /// `isEnabled`: a disabled control is drawn dimmed.
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// `contentHorizontalAlignment` and `contentVerticalAlignment`: recorded;
    /// a button's title is drawn centred.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    private var actions: [(action: UIAction, events: Event)] = []

    /// `showsMenuAsPrimaryAction` (iOS 14): a tap shows the control's menu
    /// (menus aren't drawn; a pop-up button's title follows its selection).
    open var showsMenuAsPrimaryAction = false { didSet { (self as? UIButton)?.menuChanged() } }
    /// `isContextMenuInteractionEnabled`: recorded.
    open var isContextMenuInteractionEnabled = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `state`: normal, or the flags that are set.
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// `addAction(_:for:)`: runs the action's handler when the events are sent.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// `removeAction(_:for:)`: by identity, or by the action's identifier.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { ($0.action === action || $0.action.identifier == action.identifier) && $0.events.isSubset(of: controlEvents) }
    }

    /// `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && $0.events.isSubset(of: controlEvents) }
    }

    /// `beginTracking(_:with:)`, `continueTracking(_:with:)`,
    /// `endTracking(_:with:)`, `cancelTracking(with:)`: overridable, with
    /// UIKit's defaults (keep tracking). No touch reaches a Trellis control,
    /// so only code calls them; `isTracking` and `isTouchInside` are false.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// `sendActions(for:)`: runs, in the order added, every action registered
    /// for any of the events.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.performWithSender(self)
        }
    }

    /// `allControlEvents`: the events with at least one action.
    public var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }
}

extension UIControl {
    /// `UIControl.Event`, with UIKit's bit values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.State`, with UIKit's bit values (`normal` is no bits).
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        case center, top, bottom, fill
    }
}
