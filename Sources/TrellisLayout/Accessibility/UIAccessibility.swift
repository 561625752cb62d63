import Foundation

/// `UIAccessibility`: the assistive technologies' settings and the
/// notifications an app posts to them.
///
/// There is no VoiceOver on Linux: every setting reads as a device with
/// none of them turned on (UIKit's values then), and ``post(notification:argument:)``
/// delivers nothing. Nothing here changes layout (docs/LAYOUT.md, "Feedback
/// and accessibility").
public enum UIAccessibility {
    /// `UIAccessibility.Notification`: what `post(notification:argument:)` announces.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// `post(notification:argument:)`: no assistive technology listens.
    public static func post(notification: Notification, argument: Any?) {}

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
}

/// `UIAccessibilityTraits`, with UIKit's bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// What a view stores for its accessibility properties: nil where the view
/// falls back on its class's default.
struct AccessibilityValues {
    var isAccessibilityElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var shouldGroupChildren = false
    var language: String?
    var ignoresInvertColors = false
}

extension UIView {
    /// UIKit's defaults for the accessibility properties of a view's class:
    /// labels are elements whose label is their text (static text); buttons
    /// (controls) are elements with the button trait, labelled by their
    /// title; image views have the image trait but aren't elements.
    var defaultAccessibility: (element: Bool, label: String?, traits: UIAccessibilityTraits) {
        if let label = self as? UILabel { return (true, label.text, .staticText) }
        if let button = self as? UIButton { return (true, button.currentTitle, .button) }
        if self is UIImageView { return (false, nil, .image) }
        if let field = self as? UITextField { return (true, field.placeholder, []) }
        if self is UIControl { return (true, nil, []) }
        return (false, nil, [])
    }
}

/// `UIFeedbackGenerator` and its kinds: haptics. There is no Taptic Engine on
/// Linux: the generators keep their style and do nothing when asked to play.
open class UIFeedbackGenerator {
    public init() {}
    /// `prepare()`: nothing to wake.
    open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: `.medium` by default, as `init()` is in UIKit.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    /// `impactOccurred()`: no haptics on Linux.
    open func impactOccurred() {}
    /// `impactOccurred(intensity:)`: no haptics on Linux.
    open func impactOccurred(intensity: CGFloat) {}
}

/// `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `selectionChanged()`: no haptics on Linux.
    open func selectionChanged() {}
}

/// `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// `notificationOccurred(_:)`: no haptics on Linux.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
