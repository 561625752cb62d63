import Foundation

/// The values of UIKit's traits, with UIKit's raw values.

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

/// `UILegibilityWeight`: the Bold Text accessibility setting.
public enum UILegibilityWeight: Int, Sendable, Hashable {
    case unspecified = -1, regular = 0, bold = 1
}

/// `UIAccessibilityContrast`: the Increase Contrast setting.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1, normal = 0, high = 1
}

/// `UIUserInterfaceLevel`: base (the window's content) or elevated (popovers, sheets).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    case unspecified = -1, base = 0, elevated = 1
}

/// `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, Hashable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

/// `UIUserInterfaceActiveAppearance` (iOS 14).
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    case unspecified = -1, inactive = 0, active = 1
}

/// `UIContentSizeCategory`: the user's preferred text size (Dynamic Type),
/// with UIKit's raw strings. Comparable in the order of the sizes, as UIKit's
/// Swift overlay makes it (`category >= .accessibilityMedium`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories smallest first (unspecified before them all).
    static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The index in ``ordered``; an unknown string sorts with unspecified.
    var order: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// `isAccessibilityCategory`: one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.order < b.order }

    /// `UIContentSizeCategory.didChangeNotification`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// `UIContentSizeCategory.newValueUserInfoKey`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
