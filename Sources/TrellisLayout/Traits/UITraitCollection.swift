/// `UITraitCollection`: the traits of a view's environment.
///
/// Layout reads the size classes, display scale and layout direction; the
/// content size category scales text-style fonts of views that adjust for it
/// (``UIFont/preferredFont(forTextStyle:compatibleWith:)``, Apple's Dynamic
/// Type sizes); the interface style resolves dynamic colours
/// (``UIColor/resolvedColor(with:)``). An empty collection (`UITraitCollection()`)
/// has every trait unspecified, as in UIKit; a window's traits are fully specified
/// (docs/LAYOUT.md, "Traits").
///
/// UIKit's is a class; Trellis's is a value: nothing in UIKit's API mutates one.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var displayScale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var legibilityWeight: UILegibilityWeight = .unspecified
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    public var displayGamut: UIDisplayGamut = .unspecified
    public var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// `UITraitCollection(horizontalSizeClass:)`.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// `UITraitCollection(verticalSizeClass:)`.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// `UITraitCollection(displayScale:)`.
    public init(displayScale: CGFloat) { self.init(horizontalSizeClass: .unspecified, displayScale: displayScale) }

    /// `UITraitCollection(layoutDirection:)`.
    public init(layoutDirection: UIUserInterfaceLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified)
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// `UITraitCollection(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified)
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// `UITraitCollection(userInterfaceIdiom:)`.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified)
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// `UITraitCollection(legibilityWeight:)`.
    public init(legibilityWeight: UILegibilityWeight) {
        self.init(horizontalSizeClass: .unspecified)
        self.legibilityWeight = legibilityWeight
    }

    /// `UITraitCollection(accessibilityContrast:)`.
    public init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(horizontalSizeClass: .unspecified)
        self.accessibilityContrast = accessibilityContrast
    }

    /// `UITraitCollection(userInterfaceLevel:)`.
    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(horizontalSizeClass: .unspecified)
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// `UITraitCollection(traitsFrom:)`: the collections merged in order,
    /// a later collection's specified traits replacing earlier ones.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(horizontalSizeClass: .unspecified)
        for t in traitCollections { self = self.merging(t) }
    }

    /// `UITraitCollection(mutations:)` (iOS 17): an empty collection the
    /// closure sets traits on.
    public init(mutations: (inout UITraitCollection) -> Void) {
        self.init(horizontalSizeClass: .unspecified)
        mutations(&self)
    }

    /// `modifyingTraits(_:)` (iOS 17): a copy with the closure's changes.
    public func modifyingTraits(_ mutations: (inout UITraitCollection) -> Void) -> UITraitCollection {
        var copy = self
        mutations(&copy)
        return copy
    }

    /// `containsTraits(in:)`: every specified trait of `other` has the same
    /// value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return merging(other) == self
    }

    /// `hasDifferentColorAppearance(comparedTo:)`: the traits dynamic
    /// colours depend on (style, contrast, level, gamut) differ.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || displayGamut != other.displayGamut
    }

    /// This collection with `other`'s specified traits over it.
    func merging(_ o: UITraitCollection) -> UITraitCollection {
        var t = self
        if o.horizontalSizeClass != .unspecified { t.horizontalSizeClass = o.horizontalSizeClass }
        if o.verticalSizeClass != .unspecified { t.verticalSizeClass = o.verticalSizeClass }
        if o.displayScale != 0 { t.displayScale = o.displayScale }
        // Trellis's layout direction has no unspecified value: right to left is the one that overrides.
        if o.layoutDirection == .rightToLeft { t.layoutDirection = o.layoutDirection }
        if o.userInterfaceStyle != .unspecified { t.userInterfaceStyle = o.userInterfaceStyle }
        if o.preferredContentSizeCategory != .unspecified { t.preferredContentSizeCategory = o.preferredContentSizeCategory }
        if o.userInterfaceIdiom != .unspecified { t.userInterfaceIdiom = o.userInterfaceIdiom }
        if o.legibilityWeight != .unspecified { t.legibilityWeight = o.legibilityWeight }
        if o.accessibilityContrast != .unspecified { t.accessibilityContrast = o.accessibilityContrast }
        if o.userInterfaceLevel != .unspecified { t.userInterfaceLevel = o.userInterfaceLevel }
        if o.displayGamut != .unspecified { t.displayGamut = o.displayGamut }
        if o.activeAppearance != .unspecified { t.activeAppearance = o.activeAppearance }
        return t
    }

    public var description: String {
        "<UITraitCollection; _UITraitNameHorizontalSizeClass = \(horizontalSizeClass), _UITraitNameVerticalSizeClass = \(verticalSizeClass)>"
    }
}

/// `UITraitEnvironment`: views and view controllers hear when their traits change.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
