import Foundation

/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// `UIViewAnimatingPosition`: where an animation finished.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// `UIViewPropertyAnimator` (iOS 10): an animation code starts, pauses and
/// finishes. As with `UIView.animate` (UIView+Animation.swift), Trellis
/// runs the animation blocks when the animator becomes active
/// (`startAnimation()` or `pauseAnimation()`: UIKit changes the model
/// values then, only the drawing moves over time), so frames read
/// afterwards are the end ones; the completions get `.end` from the main
/// queue when the animation would have ended (its delay and the rest of its
/// duration), or at once from `finishAnimation(at:)`.
///
/// **Rule:** `fractionComplete` is kept and shortens the wait, but the
/// views already hold their end values; finishing at `.start` or
/// `.current`, or reversing, is reported to the completions as asked
/// while the views keep the end values (Trellis can't undo a block).
open class UIViewPropertyAnimator: NSObject {
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open private(set) var state = UIViewAnimatingState.inactive
    open private(set) var isRunning = false
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// The curve it was made with (kept).
    public let curve: UIView.AnimationCurve
    /// `dampingRatio` it was made with, for spring animators (kept).
    public let dampingRatio: CGFloat?

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Which scheduled end is current (a stop or finish cancels the rest).
    private var generation = 0

    /// `init(duration:curve:animations:)`.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        dampingRatio = nil
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = ratio
        super.init()
        if let animations { pendingAnimations.append(animations) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// made and started.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `addAnimations(_:)`: runs at once if the animator is already active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { pendingAnimations.append(animation) }
    }

    /// `addAnimations(_:delayFactor:)`.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// `addCompletion(_:)`.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// `startAnimation()`.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// `startAnimation(afterDelay:)`.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay
        becomeActive()
        isRunning = true
        generation += 1
        let current = generation
        let wait = delay + duration * Double(1 - min(max(fractionComplete, 0), 1))
        let end = MainQueueEnd(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, wait)) { end.fire(current) }
    }

    /// `pauseAnimation()`: active, not running.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        becomeActive()
        isRunning = false
        generation += 1
    }

    /// `stopAnimation(_:)`: without finishing, inactive at once and no
    /// completions; otherwise stopped, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        generation += 1
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// `finishAnimation(at:)`: a stopped animator ends and its completions
    /// run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` without
    /// timing parameters (Trellis has none): carries on as `startAnimation()`.
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        duration *= Double(durationFactor == 0 ? 1 : durationFactor)
        startAnimation()
    }

    private func becomeActive() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        blocks.forEach { $0() }
    }

    fileprivate func scheduledEnd(_ scheduled: Int) {
        guard scheduled == generation, state == .active, isRunning else { return }
        if pausesOnCompletion {
            isRunning = false
            fractionComplete = 1
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        generation += 1
        state = .inactive
        isRunning = false
        fractionComplete = position == .end ? 1 : fractionComplete
        let calls = completions
        completions = []
        calls.forEach { $0(position) }
    }
}

/// The animator's end, handed to the main queue.
private final class MainQueueEnd: @unchecked Sendable {
    let animator: UIViewPropertyAnimator
    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
    func fire(_ generation: Int) { animator.scheduledEnd(generation) }
}
