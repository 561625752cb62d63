import Foundation

/// `UIScreen`: the display a window shows on. Trellis has no hardware to
/// ask, so the main screen is a setting: an iPhone 15 (393 × 852 points at
/// 3×, safe area 59 top / 34 bottom in portrait) unless a program, test or
/// the layout-file loader picks another with ``UIScreen/main``'s setter.
public final class UIScreen: NSObject, @unchecked Sendable {
    /// `bounds`: the screen in points, portrait.
    public let bounds: CGRect
    /// `scale` and `nativeScale`: pixels per point.
    public let scale: CGFloat
    public var nativeScale: CGFloat { scale }
    /// The unsafe areas in portrait and in landscape (the status bar, the
    /// sensor housing, the home indicator).
    public let portraitSafeAreaInsets: UIEdgeInsets
    public let landscapeSafeAreaInsets: UIEdgeInsets
    /// Size classes in portrait and landscape (Plus and Max iPhones are
    /// regular width in landscape).
    let portraitTraits: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
    let landscapeTraits: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)

    public init(bounds: CGRect, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets = .zero,
                landscapeSafeAreaInsets: UIEdgeInsets = .zero,
                portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)? = nil,
                landscapeSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)? = nil) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        let w = bounds.width, h = bounds.height
        portraitTraits = portraitSizeClasses.map { ($0.horizontal, $0.vertical) } ?? UIWindow.defaultSizeClasses(w, h)
        landscapeTraits = landscapeSizeClasses.map { ($0.horizontal, $0.vertical) } ?? UIWindow.defaultSizeClasses(h, w)
        super.init()
    }

    private nonisolated(unsafe) static var current = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, bottom: 34),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// `UIScreen.main`: the screen new windows and view controllers' views
    /// take their size, scale and safe area from. Settable (Trellis's way to
    /// pick a device for code written for UIKit).
    public static var main: UIScreen {
        get { current }
        set { current = newValue }
    }

    /// The screen's safe-area insets for a window of `size`: the portrait or
    /// landscape insets when the size is the screen's, none otherwise.
    public func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        if size == bounds.size { return portraitSafeAreaInsets }
        if size.width == bounds.height && size.height == bounds.width { return landscapeSafeAreaInsets }
        return .zero
    }

    /// `traitCollection`: the screen's size classes in portrait, and the
    /// settings of a device as it ships: light appearance, Large text
    /// (Dynamic Type's default), regular legibility weight and contrast,
    /// base level, Display P3, the idiom of ``UIDevice/current``.
    public var traitCollection: UITraitCollection {
        var traits = UITraitCollection(horizontalSizeClass: portraitTraits.0, verticalSizeClass: portraitTraits.1,
                                       displayScale: scale, layoutDirection: .leftToRight)
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        traits.userInterfaceLevel = .base
        traits.displayGamut = .P3
        traits.activeAppearance = .active
        traits.userInterfaceIdiom = min(bounds.width, bounds.height) >= 700 ? .pad : .phone
        return traits
    }
}
