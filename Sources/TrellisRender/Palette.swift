@_spi(Trellis) import TrellisLayout

/// The colours of one theme. Hues follow Apple's system colours (light and
/// dark variants) so a picture reads like Xcode's canvas: blue constraint
/// lines, red for broken ones, orange for ambiguity, purple guides.
struct Palette {
    /// Around the window: caption and legend bands, gaps between pages.
    var page: UIColor
    /// The window's own background where no view draws.
    var screen: UIColor
    var text: UIColor
    var secondaryText: UIColor
    /// UIView fills by depth (root is depth 0), cycled; low alpha so nested
    /// views stay distinguishable and labels' text stays readable.
    var tints: [UIColor]
    var constraint: UIColor
    var broken: UIColor
    var ambiguous: UIColor
    var guide: UIColor
    var margin: UIColor
    /// Over the window's unsafe areas (status bar, home indicator).
    var unsafeArea: UIColor
    /// Behind numbers on lines so they stay legible over fills.
    var badge: UIColor
    var hiddenOutline: UIColor
    /// Optional constraints the engine could not satisfy: grey, so they
    /// read as "not in force" next to the blue ones.
    var unsatisfied: UIColor
    /// Under every overlay line, a little wider than it, so a blue line
    /// still shows on a blue view and a red one on a red view.
    var halo: UIColor

    /// A scroll view's viewport on a content page (`--content full`).
    /// Table row separators: UIKit's `separator` colour (light and dark).
    var separator: UIColor {
        screen == .black ? UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
            : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    }
    var viewport: UIColor { screen == .black ? UIColor(hex: "#FF375F")! : UIColor(hex: "#FF2D55")! }

    static func forTheme(_ theme: Theme) -> Palette {
        switch theme {
        case .light: .light
        case .dark: .dark
        }
    }

    static let light = Palette(
        page: UIColor(hex: "#F2F2F7")!, screen: .white, text: .black, secondaryText: UIColor(hex: "#6C6C70")!,
        tints: ["#8E8E93", "#007AFF", "#34C759", "#5856D6", "#30B0C7", "#A2845E"].map { UIColor(hex: $0)! },
        constraint: UIColor(hex: "#0064E0")!, broken: UIColor(hex: "#FF3B30")!, ambiguous: UIColor(hex: "#FF9500")!,
        guide: UIColor(hex: "#AF52DE")!, margin: UIColor(hex: "#FFCC00")!,
        unsafeArea: UIColor(red: 0, green: 0, blue: 0, alpha: 0.06), badge: UIColor(red: 1, green: 1, blue: 1, alpha: 0.9),
        hiddenOutline: UIColor(hex: "#AEAEB2")!, unsatisfied: UIColor(hex: "#8E8E93")!,
        halo: UIColor(red: 1, green: 1, blue: 1, alpha: 0.8))

    static let dark = Palette(
        page: UIColor(hex: "#1C1C1E")!, screen: .black, text: .white, secondaryText: UIColor(hex: "#98989D")!,
        tints: ["#8E8E93", "#0A84FF", "#30D158", "#5E5CE6", "#40C8E0", "#AC8E68"].map { UIColor(hex: $0)! },
        constraint: UIColor(hex: "#409CFF")!, broken: UIColor(hex: "#FF453A")!, ambiguous: UIColor(hex: "#FF9F0A")!,
        guide: UIColor(hex: "#BF5AF2")!, margin: UIColor(hex: "#FFD60A")!,
        unsafeArea: UIColor(red: 1, green: 1, blue: 1, alpha: 0.07), badge: UIColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        hiddenOutline: UIColor(hex: "#636366")!, unsatisfied: UIColor(hex: "#8E8E93")!,
        halo: UIColor(red: 0, green: 0, blue: 0, alpha: 0.75))

    /// The hue of a view at `depth`.
    func tint(depth: Int) -> UIColor { tints[depth % tints.count] }

    /// Fill for a view without a background colour.
    func fill(depth: Int) -> UIColor { tint(depth: depth).withAlpha(depth == 0 ? 0.06 : 0.13) }
    /// Outline for a view.
    func outline(depth: Int) -> UIColor { tint(depth: depth).withAlpha(0.75) }

    var marginBand: UIColor { margin.withAlpha(screen == .black ? 0.2 : 0.28) }
}

extension UIColor {
    func withAlpha(_ a: Double) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: a) }
}
