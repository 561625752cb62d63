/// `traitOverrides` (iOS 17): traits a view, view controller or window
/// sets for itself and everything below it (a view's subviews; a
/// controller's view and children). Unset traits are inherited.
///
/// UIKit's is a protocol on a mutable object; Trellis's is a value the
/// owner's `traitOverrides` setter stores, so
/// `view.traitOverrides.userInterfaceStyle = .dark` reads and writes as in
/// UIKit. Reading a trait that isn't overridden gives its unspecified value.
public struct UITraitOverrides: Hashable, Sendable {
    /// The overridden traits: unspecified where not overridden.
    public internal(set) var collection = UITraitCollection(horizontalSizeClass: .unspecified)

    public init() {}

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set { collection.userInterfaceIdiom = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { collection.legibilityWeight }
        set { collection.legibilityWeight = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { collection.userInterfaceLevel }
        set { collection.userInterfaceLevel = newValue }
    }

    /// `contains(_:)`: whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        var cleared = collection
        trait.clear(in: &cleared)
        return trait.value(in: cleared) != trait.value(in: collection)
    }

    /// `remove(_:)`: the trait is inherited again.
    public mutating func remove(_ trait: UITrait) {
        trait.clear(in: &collection)
    }
}

/// `UITraitChangeRegistration` (iOS 17): what `registerForTraitChanges`
/// returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One `registerForTraitChanges(_:handler:)`: the traits and the handler,
/// called with the environment and its previous traits when one of the
/// traits changes.
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the traits differs between the collections.
    func observesChange(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.value(in: old) != $0.value(in: new) }
    }
}
