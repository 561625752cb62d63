/// iOS 17's trait types, named in `registerForTraitChanges(_:handler:)` and
/// `traitOverrides.contains(_:)`. Each names one property of
/// ``UITraitCollection``; Trellis has no custom traits.
public protocol UITraitDefinition {
    /// `identifier`: UIKit's name for the trait.
    static var identifier: String { get }
    /// The trait's value in a collection, for comparing two collections.
    static func value(in traits: UITraitCollection) -> AnyHashable
    /// Clears the trait (sets it to unspecified) in `traits`.
    static func clear(in traits: inout UITraitCollection)
}

/// `UITrait`: a trait type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceStyle }
    public static func clear(in t: inout UITraitCollection) { t.userInterfaceStyle = .unspecified }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.preferredContentSizeCategory }
    public static func clear(in t: inout UITraitCollection) { t.preferredContentSizeCategory = .unspecified }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.horizontalSizeClass }
    public static func clear(in t: inout UITraitCollection) { t.horizontalSizeClass = .unspecified }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitVerticalSizeClass"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.verticalSizeClass }
    public static func clear(in t: inout UITraitCollection) { t.verticalSizeClass = .unspecified }
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.layoutDirection }
    public static func clear(in t: inout UITraitCollection) { t.layoutDirection = .leftToRight }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.displayScale }
    public static func clear(in t: inout UITraitCollection) { t.displayScale = 0 }
}

public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceIdiom }
    public static func clear(in t: inout UITraitCollection) { t.userInterfaceIdiom = .unspecified }
}

public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let identifier = "UITraitLegibilityWeight"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.legibilityWeight }
    public static func clear(in t: inout UITraitCollection) { t.legibilityWeight = .unspecified }
}

public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let identifier = "UITraitAccessibilityContrast"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.accessibilityContrast }
    public static func clear(in t: inout UITraitCollection) { t.accessibilityContrast = .unspecified }
}

public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceLevel"
    public static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceLevel }
    public static func clear(in t: inout UITraitCollection) { t.userInterfaceLevel = .unspecified }
}

extension UITraitCollection {
    /// `systemTraitsAffectingColorAppearance` (iOS 17).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// `systemTraitsAffectingImageLookup` (iOS 17).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self,
         UITraitUserInterfaceIdiom.self, UITraitLegibilityWeight.self]
    }
}
