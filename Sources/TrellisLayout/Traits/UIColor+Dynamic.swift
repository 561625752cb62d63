/// Dynamic colours: `UIColor(dynamicProvider:)` and `resolvedColor(with:)`.
///
/// A Trellis colour keeps its light and dark values rather than the
/// provider: the initializer asks the provider for the light and the dark
/// colour once (with the current traits and the style set) and keeps both.
/// That is exact for providers that look at `userInterfaceStyle` only, which
/// is what Apple's examples do; a provider that reads other traits gets the
/// current ones (docs/LAYOUT.md, "Traits"). The colour's own components are
/// the light one's, as Trellis's system colours are (UIColor+UIKit.swift).
extension UIColor {
    /// `init(dynamicProvider:)`.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        var light = UITraitCollection.current
        light.userInterfaceStyle = .light
        var dark = light
        dark.userInterfaceStyle = .dark
        self.init(light: dynamicProvider(light).resolvedColor(with: light),
                  dark: dynamicProvider(dark).resolvedColor(with: dark))
    }

    /// `resolvedColor(with:)`: the dark colour for dark traits, else the
    /// light one (a plain colour resolves to itself).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dark = darkVariant else { return self }
        return traitCollection.userInterfaceStyle == .dark ? dark
            : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension UITraitCollection {
    nonisolated(unsafe) static var currentStorage: UITraitCollection?

    /// `UITraitCollection.current`: the traits UIKit resolves dynamic
    /// colours with; the main screen's unless ``performAsCurrent(_:)`` is
    /// running or the test sets it.
    public static var current: UITraitCollection {
        get { currentStorage ?? UIScreen.main.traitCollection }
        set { currentStorage = newValue }
    }

    /// `performAsCurrent(_:)`: runs `actions` with this collection as
    /// ``current``.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = saved }
        try actions()
    }
}
