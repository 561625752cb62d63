/// UIKit's animation API, so code that animates compiles and ends where
/// UIKit's animation would: Trellis draws still pictures, so every block
/// runs at once and completions are told the animation finished
/// (docs/SHARING.md). Frames set or constraints changed inside the blocks
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
        completion?(true)
    }

    /// `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `transition(with:duration:options:animations:completion:)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// `areAnimationsEnabled`, `setAnimationsEnabled(_:)`: recorded.
    nonisolated(unsafe) public private(set) static var areAnimationsEnabled = true
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }
}
