import Foundation

/// UIKit's animation API, so code that animates compiles and ends where
/// UIKit's animation would: Trellis draws still pictures, so every block
/// runs at once, and completions are told the animation finished when it
/// would have ended, from the main queue (see ``UIView/finish(_:after:)``;
/// docs/SHARING.md). Frames set or constraints changed inside the blocks
/// take effect at the next layout pass, or at `layoutIfNeeded()` called
/// inside them, as in UIKit.
extension UIView {
    /// `UIView.AnimationOptions`: recorded by the caller; nothing to apply.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable { case easeInOut = 0, easeIn, easeOut, linear }

    /// `animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// `animate(withDuration:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(completion, after: duration)
    }

    /// `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(completion, after: delay + duration)
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(completion, after: delay + duration)
    }

    /// `transition(with:duration:options:animations:completion:)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        finish(completion, after: duration)
    }

    /// Calls an animation's completion as UIKit does: from the main queue
    /// once the animation would have ended (its delay and duration), with
    /// `true` (nothing interrupts a Trellis animation). The animations
    /// block itself runs at once, as UIKit runs it (the model values change
    /// at once; only what's drawn would move over time), so code that reads
    /// frames after `animate` sees the end state, and code chained in the
    /// completion (a toast that fades out and removes itself) runs later,
    /// when the main run loop turns after that time (a test waits for it
    /// with an expectation, as on iOS).
    static func finish(_ completion: ((Bool) -> Void)?, after seconds: TimeInterval) {
        guard let completion else { return }
        let call = MainQueueCall(completion)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) { call.run(true) }
    }

    /// `transition(from:to:duration:options:completion:)`: `toView` takes
    /// `fromView`'s place in its superview (Apple: "fromView is removed from
    /// its superview, toView is added"); with `.showHideTransitionViews`
    /// the first is hidden and the second shown instead.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            let index = parent.subviews.firstIndex(of: fromView) ?? parent.subviews.count
            parent.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        finish(completion, after: duration)
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`:
    /// the keyframes (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
    /// run at once, in order.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        finish(completion, after: delay + duration)
    }

    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// `areAnimationsEnabled`, `setAnimationsEnabled(_:)`: recorded.
    nonisolated(unsafe) public private(set) static var areAnimationsEnabled = true
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }
}

/// A completion handed to the main queue (which runs it on the main thread,
/// where UIKit code runs).
private final class MainQueueCall: @unchecked Sendable {
    let body: (Bool) -> Void
    init(_ body: @escaping (Bool) -> Void) { self.body = body }
    func run(_ finished: Bool) { body(finished) }
}
