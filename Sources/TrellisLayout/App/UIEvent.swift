import Foundation

/// `UIEvent`: what UIKit delivers touches, motion and presses in. Trellis
/// has no input, so events are only made by code (`UIEvent()`, a test's);
/// the types exist so responders written for UIKit (`touchesBegan(_:with:)`,
/// `motionEnded(_:with:)`, `hitTest(_:with:)`) compile and can be called.
open class UIEvent: NSObject {
    /// `UIEvent.EventType`, UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// `UIEvent.EventSubtype`, UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// `type`, `subtype`: `.touches` and `.none` unless made otherwise.
    open private(set) var type: EventType
    open private(set) var subtype: EventSubtype
    /// `timestamp`: when the event happened (seconds since boot in UIKit).
    open private(set) var timestamp: TimeInterval
    /// `allTouches`: the event's touches (nil for motion).
    open private(set) var allTouches: Set<UITouch>?

    public override init() {
        type = .touches
        subtype = .none
        timestamp = 0
        allTouches = nil
        super.init()
    }

    /// A Trellis addition for tests: an event of a type with touches.
    public init(type: EventType, subtype: EventSubtype = .none, touches: Set<UITouch>? = nil, timestamp: TimeInterval = 0) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.allTouches = touches
        super.init()
    }

    /// `touches(for:)`: the touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// `touches(for:)`: the touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
}

/// `UITouch`: one finger. Made by code only (Trellis has no touches): a
/// test places one with ``init(location:in:phase:tapCount:)`` (a Trellis
/// addition) and passes it to the responder methods.
open class UITouch: NSObject {
    /// `UITouch.Phase`, UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    /// `UITouch.TouchType`, UIKit's raw values.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    open private(set) var phase: Phase
    open private(set) var tapCount: Int
    open private(set) var timestamp: TimeInterval = 0
    open private(set) var type = TouchType.direct
    open private(set) weak var view: UIView?
    open var window: UIWindow? { view?.window }
    /// `force`, `maximumPossibleForce`: 0 (no 3D Touch).
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var majorRadius: CGFloat { 20 }
    private var windowPoint = CGPoint.zero

    public override init() {
        phase = .began
        tapCount = 1
        super.init()
    }

    /// A touch at `point` in `view`'s coordinates (a Trellis addition for tests).
    public init(location point: CGPoint, in view: UIView, phase: Phase = .began, tapCount: Int = 1) {
        self.phase = phase
        self.tapCount = tapCount
        self.view = view
        windowPoint = view.convert(point, to: nil)
        super.init()
    }

    /// `location(in:)`: the touch in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: nil)
    }

    /// `previousLocation(in:)`: the same place (a made touch hasn't moved).
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
