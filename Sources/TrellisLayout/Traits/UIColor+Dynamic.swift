/// Dynamic colours: `UIColor(dynamicProvider:)` and `resolvedColor(with:)`.
///
/// Trellis's ``UIColor`` is a value, so it can't hold the provider: the
/// initializer asks the provider for the light and the dark colour once
/// (with the current traits and the style set) and keeps both. That is
/// exact for providers that look at `userInterfaceStyle` only, which is
/// what Apple's examples do; a provider that reads other traits gets the
/// current ones (docs/LAYOUT.md, "Traits"). The colour itself is the light
/// one, as Trellis's system colours are (UIColor+UIKit.swift).
extension UIColor {
    /// `init(dynamicProvider:)`.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        var light = UITraitCollection.current
        light.userInterfaceStyle = .light
        var dark = light
        dark.userInterfaceStyle = .dark
        self = dynamicProvider(light).resolvedColor(with: light)
        let darkColor = dynamicProvider(dark).resolvedColor(with: dark)
        darkVariant = darkColor == self ? [] : [darkColor]
    }

    /// `resolvedColor(with:)`: the dark colour for dark traits, else the
    /// light one.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard traitCollection.userInterfaceStyle == .dark, let dark = darkVariant.first else {
            var plain = self
            plain.darkVariant = []
            return plain
        }
        return dark
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
