import TrellisLayout

/// The colours of one theme. Hues follow Apple's system colours (light and
/// dark variants) so a picture reads like Xcode's canvas: blue constraint
/// lines, red for broken ones, orange for ambiguity, purple guides.
struct Palette {
    /// Around the window: caption and legend bands, gaps between pages.
    var page: Color
    /// The window's own background where no view draws.
    var screen: Color
    var text: Color
    var secondaryText: Color
    /// View fills by depth (root is depth 0), cycled; low alpha so nested
    /// views stay distinguishable and labels' text stays readable.
    var tints: [Color]
    var constraint: Color
    var broken: Color
    var ambiguous: Color
    var guide: Color
    var margin: Color
    /// Over the window's unsafe areas (status bar, home indicator).
    var unsafeArea: Color
    /// Behind numbers on lines so they stay legible over fills.
    var badge: Color
    var hiddenOutline: Color

    static func forTheme(_ theme: Theme) -> Palette {
        switch theme {
        case .light: .light
        case .dark: .dark
        }
    }

    static let light = Palette(
        page: Color(hex: "#F2F2F7")!, screen: .white, text: .black, secondaryText: Color(hex: "#6C6C70")!,
        tints: ["#8E8E93", "#007AFF", "#34C759", "#5856D6", "#30B0C7", "#A2845E"].map { Color(hex: $0)! },
        constraint: Color(hex: "#0064E0")!, broken: Color(hex: "#FF3B30")!, ambiguous: Color(hex: "#FF9500")!,
        guide: Color(hex: "#AF52DE")!, margin: Color(hex: "#FFCC00")!,
        unsafeArea: Color(red: 0, green: 0, blue: 0, alpha: 0.06), badge: Color(red: 1, green: 1, blue: 1, alpha: 0.9),
        hiddenOutline: Color(hex: "#AEAEB2")!)

    static let dark = Palette(
        page: Color(hex: "#1C1C1E")!, screen: .black, text: .white, secondaryText: Color(hex: "#98989D")!,
        tints: ["#8E8E93", "#0A84FF", "#30D158", "#5E5CE6", "#40C8E0", "#AC8E68"].map { Color(hex: $0)! },
        constraint: Color(hex: "#409CFF")!, broken: Color(hex: "#FF453A")!, ambiguous: Color(hex: "#FF9F0A")!,
        guide: Color(hex: "#BF5AF2")!, margin: Color(hex: "#FFD60A")!,
        unsafeArea: Color(red: 1, green: 1, blue: 1, alpha: 0.07), badge: Color(red: 0, green: 0, blue: 0, alpha: 0.85),
        hiddenOutline: Color(hex: "#636366")!)

    /// The hue of a view at `depth`.
    func tint(depth: Int) -> Color { tints[depth % tints.count] }

    /// Fill for a view without a background colour.
    func fill(depth: Int) -> Color { tint(depth: depth).withAlpha(depth == 0 ? 0.06 : 0.13) }
    /// Outline for a view.
    func outline(depth: Int) -> Color { tint(depth: depth).withAlpha(0.75) }

    var marginBand: Color { margin.withAlpha(screen == .black ? 0.2 : 0.28) }
}

extension Color {
    func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}
