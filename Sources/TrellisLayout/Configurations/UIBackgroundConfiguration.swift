/// `UIBackgroundConfiguration` (iOS 14): a cell's (or a button's)
/// background: a colour, a corner radius, a stroke, insets, a custom view.
///
/// The list presets carry UIKit's light-mode colours (docs/LAYOUT.md,
/// "Configurations"): `listPlainCell()` the system background,
/// `listGroupedCell()` the secondary grouped background, headers and
/// footers of grouped lists none, `clear()` clear. A background doesn't
/// change a cell's size.
public struct UIBackgroundConfiguration: Hashable {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// `backgroundColor`: nil uses the view's tint colour (UIKit's rule).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var visualEffect: UIVisualEffect?
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// `strokeColor`: nil draws no stroke (UIKit's default).
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    /// Which preset made it (``updated(for:)`` keeps it).
    let preset: String

    init(preset: String, backgroundColor: UIColor?) {
        self.preset = preset
        self.backgroundColor = backgroundColor
    }

    public static func clear() -> UIBackgroundConfiguration { .init(preset: "clear", backgroundColor: .clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(preset: "listPlainCell", backgroundColor: .systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(preset: "listPlainHeaderFooter", backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(preset: "listGroupedCell", backgroundColor: .secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(preset: "listGroupedHeaderFooter", backgroundColor: .clear) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(preset: "listSidebarCell", backgroundColor: .clear) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(preset: "listSidebarHeader", backgroundColor: .clear) }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { .init(preset: "listAccompaniedSidebarCell", backgroundColor: .clear) }
    /// iOS 18's names: `listCell()` (the plain list's), `listHeader()`, `listFooter()`.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// `resolvedBackgroundColor(for:)`: the colour (or the tint when nil)
    /// through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// `resolvedStrokeColor(for:)`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// `updated(for:)`: the same background (Trellis draws no highlight or
    /// selection tint).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    public static func == (a: Self, b: Self) -> Bool {
        a.customView === b.customView && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.backgroundColor == b.backgroundColor && a.image == b.image && a.strokeColor == b.strokeColor
            && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset && a.preset == b.preset
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
    }
    public func hash(into h: inout Hasher) { h.combine(preset); h.combine(backgroundColor); h.combine(cornerRadius) }
}
