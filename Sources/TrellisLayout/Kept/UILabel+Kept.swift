import Foundation

/// `UIBaselineAdjustment`: how a shrunk label's text moves (kept).
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

extension NSParagraphStyle {
    /// `NSParagraphStyle.LineBreakStrategy`: kept (Trellis breaks lines at words).
    public struct LineBreakStrategy: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// Label properties kept with UIKit's defaults (Kept/ViewExtras.swift).
extension UILabel {
    /// `highlightedTextColor`, `isHighlighted`: kept; Trellis draws the text colour.
    public var highlightedTextColor: UIColor? {
        get { appearance.extras.highlightedTextColor }
        set { appearance.extras.highlightedTextColor = newValue }
    }
    public var isHighlighted: Bool {
        get { appearance.extras.labelIsHighlighted }
        set { appearance.extras.labelIsHighlighted = newValue }
    }
    /// `baselineAdjustment` (`.alignBaselines`), `lineBreakStrategy`
    /// (`.standard`), `showsExpansionTextWhenTruncated` (false),
    /// `allowsDefaultTighteningForTruncation` (false): kept.
    public var baselineAdjustment: UIBaselineAdjustment {
        get { appearance.extras.baselineAdjustment }
        set { appearance.extras.baselineAdjustment = newValue }
    }
    public var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { appearance.extras.lineBreakStrategy }
        set { appearance.extras.lineBreakStrategy = newValue }
    }
    public var showsExpansionTextWhenTruncated: Bool {
        get { appearance.extras.showsExpansionTextWhenTruncated }
        set { appearance.extras.showsExpansionTextWhenTruncated = newValue }
    }
    public var allowsDefaultTighteningForTruncation: Bool {
        get { appearance.extras.allowsDefaultTighteningForTruncation }
        set { appearance.extras.allowsDefaultTighteningForTruncation = newValue }
    }
}

/// Text field properties kept with UIKit's defaults.
extension UITextField {
    /// `adjustsFontSizeToFitWidth` (false), `minimumFontSize` (0): kept;
    /// Trellis doesn't shrink a field's text.
    public var adjustsFontSizeToFitWidth: Bool {
        get { appearance.extras.adjustsFontSizeToFitWidth }
        set { appearance.extras.adjustsFontSizeToFitWidth = newValue }
    }
    public var minimumFontSize: CGFloat {
        get { appearance.extras.minimumFontSize }
        set { appearance.extras.minimumFontSize = newValue }
    }
}

/// Button properties kept with UIKit's defaults.
extension UIButton {
    /// `UIButton.Role` (iOS 14): kept.
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

    /// `role`: `.normal` by default; kept.
    public var role: Role {
        get { appearance.extras.buttonRole }
        set { appearance.extras.buttonRole = newValue }
    }
    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)`: kept per state
    /// (a state without one answers the normal state's, as UIKit); not drawn.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        appearance.extras.backgroundImages[state.rawValue] = image
    }
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        appearance.extras.backgroundImages[state.rawValue] ?? appearance.extras.backgroundImages[UIControl.State.normal.rawValue]
    }
    /// `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled` (true): kept.
    public var adjustsImageWhenHighlighted: Bool {
        get { appearance.extras.adjustsImageWhenHighlighted }
        set { appearance.extras.adjustsImageWhenHighlighted = newValue }
    }
    public var adjustsImageWhenDisabled: Bool {
        get { appearance.extras.adjustsImageWhenDisabled }
        set { appearance.extras.adjustsImageWhenDisabled = newValue }
    }
}
