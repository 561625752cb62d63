/// Dynamic Type: text-style fonts at every content size category.
///
/// The sizes are the point sizes of Apple's Human Interface Guidelines,
/// "Typography", "iOS, iPadOS Dynamic Type sizes" (one table per category,
/// xSmall to AX5); the weight of a style is the same at every size. The
/// line spacing (leading) Trellis applies to multi-line text-style text is
/// the Large table's, so it is applied only to fonts at the Large size.
extension UIFont.TextStyle {
    /// Point sizes per category, in the order largeTitle, title1, title2,
    /// title3, headline, body, callout, subheadline, footnote, caption1,
    /// caption2 (HIG, "Dynamic Type sizes").
    static let sizesByCategory: [UIContentSizeCategory: [CGFloat]] = [
        .extraSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .extraLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .extraExtraLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .extraExtraExtraLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibilityMedium: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibilityLarge: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .accessibilityExtraLarge: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .accessibilityExtraExtraLarge: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    /// The style's size at `category` (Large's for unspecified; body's
    /// column for a style Trellis doesn't know).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let column = Self.large.firstIndex { $0.0 == self } ?? Self.large.firstIndex { $0.0 == .body }!
        return (Self.sizesByCategory[category] ?? Self.sizesByCategory[.large]!)[column]
    }
}

extension UIFont {
    /// `preferredFont(forTextStyle:compatibleWith:)`: the style at the
    /// traits' content size category (the app's, Large, when the traits
    /// don't say), bold when the traits' legibility weight is bold
    /// (Apple: Bold Text makes text-style fonts bold).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        var weight = style.defaultWeight
        if traitCollection?.legibilityWeight == .bold { weight = max(weight, .bold) }
        var font = systemFont(ofSize: style.pointSize(for: category), weight: weight)
        font.textStyle = style
        return font
    }

    /// The font for `traits`' content size category, for views with
    /// `adjustsFontForContentSizeCategory`: a text style's font at the
    /// category's size, a ``UIFontMetrics``-scaled font scaled again from
    /// its unscaled size; nil for a font of fixed size (UIKit doesn't
    /// adjust those either).
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        if let style = scalingStyle, let base = unscaledPointSize {
            let metrics = UIFontMetrics(forTextStyle: style)
            var font = withSize(base)
            font.scalingStyle = nil
            font.unscaledPointSize = nil
            guard let maximum = maximumScaledPointSize else { return metrics.scaledFont(for: font, compatibleWith: traits) }
            return metrics.scaledFont(for: font, maximumPointSize: maximum, compatibleWith: traits)
        }
        guard let style = textStyle else { return nil }
        var font = withSize(style.pointSize(for: Self.category(traits)))
        if traits.legibilityWeight == .bold { font.weight = max(style.defaultWeight, .bold) }
        return font
    }

    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UIApplication.shared.preferredContentSizeCategory : category
    }

    /// Whether the font is a text style at its Large size (where the HIG's
    /// leading applies).
    var isTextStyleAtLargeSize: Bool {
        guard let style = textStyle else { return false }
        return pointSize == style.defaultPointSize
    }
}

extension UIApplication {
    /// `preferredContentSizeCategory`: the user's setting, the Large
    /// default (a test changes a window's with `traitOverrides`).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// `UIFontMetrics`: scales custom fonts and values the way a text style
/// scales between content size categories: by the ratio of the style's size
/// at the category to its size at Large (HIG table; Apple: "scales ... 
/// relative to the text style's default size").
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    /// `UIFontMetrics.default`: body's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    func factor(_ traits: UITraitCollection?) -> CGFloat {
        var category = traits?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `scaledFont(for:)`: the font at the app's category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `scaledFont(for:compatibleWith:)`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var scaled = font.withSize(font.pointSize * factor(traitCollection))
        scaled.scalingStyle = textStyle
        scaled.unscaledPointSize = font.unscaledPointSize ?? font.pointSize
        return scaled
    }

    /// `scaledFont(for:maximumPointSize:)`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var scaled = scaledFont(for: font, compatibleWith: traitCollection)
        if maximumPointSize > 0, scaled.pointSize > maximumPointSize { scaled.pointSize = maximumPointSize }
        scaled.maximumScaledPointSize = maximumPointSize
        return scaled
    }

    /// `scaledValue(for:)`.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}
