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
    /// What ``performAsCurrent(_:)`` or a test set as current, on this
    /// thread.
    static var currentStorage: UITraitCollection? {
        get { TraitThreadState.forThisThread.currentStorage }
        set { TraitThreadState.forThisThread.currentStorage = newValue }
    }

    /// The view whose `layoutSubviews()` is running on this thread: its
    /// traits are current (read only when asked, so a layout pass doesn't
    /// compute every view's traits).
    static var layingOutView: UIView? {
        get { TraitThreadState.forThisThread.layingOutView }
        set { TraitThreadState.forThisThread.layingOutView = newValue }
    }

    /// `UITraitCollection.current`: the traits UIKit resolves dynamic
    /// colours with: those ``performAsCurrent(_:)`` or a test set, else the
    /// traits of the view laying out, else the main screen's.
    public static var current: UITraitCollection {
        get { currentStorage ?? layingOutView?.traitCollection ?? UIScreen.main.traitCollection }
        set { currentStorage = newValue }
    }

    /// Runs a view's `layoutSubviews()` with its traits current, as UIKit
    /// does.
    static func performLayout(of view: UIView, _ body: () -> Void) {
        let state = TraitThreadState.forThisThread
        let (savedStorage, savedView) = (state.currentStorage, state.layingOutView)
        state.currentStorage = nil
        state.layingOutView = view
        defer { (state.currentStorage, state.layingOutView) = (savedStorage, savedView) }
        body()
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
