/// UIKit's ways of making colours and its named colours.
///
/// System and semantic colours (`systemBlue`, `label`, `systemBackground`,
/// `separator`...) are dynamic, as in UIKit: each holds its light and its
/// dark value, and ``resolvedColor(with:)`` picks by the traits'
/// `userInterfaceStyle` (Traits/UIColor+Dynamic.swift); a picture of a
/// window with dark traits draws the dark ones. Sources: the system colours
/// and greys are the default light and dark values of Apple's Human
/// Interface Guidelines ("Color", iOS and iPadOS system colors, iOS 15 and
/// later); Apple publishes the semantic colours' roles but not their
/// numbers, so those are the values UIKit reports when resolved (listed by
/// Noah Gilmore, "Backwards compatibility for iOS 13 system colors", 2019;
/// docs/LAYOUT.md, "Colours").
extension UIColor {
    /// `init(white:alpha:)`: a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `init(hue:saturation:brightness:alpha:)`: HSB, each in 0...1 (hue 1
    /// is 360°), converted to RGB by the standard hexcone formula.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = min(max(Double(saturation), 0), 1), v = Double(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `init(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.components[0], green: cgColor.components[1], blue: cgColor.components[2],
                  alpha: cgColor.components[3])
    }

    /// `withAlphaComponent(_:)`: the same colour at another opacity (both
    /// appearances of a dynamic colour, as UIKit keeps it dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        guard let dark = darkVariant else { return light }
        return UIColor(light: light, dark: UIColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha))
    }

    /// `cgColor`: the colour as Core Graphics holds it; a dynamic colour
    /// resolved with ``UITraitCollection/current`` first, as Apple documents
    /// (a `CGColor` has no appearances). UIKit makes a view's traits current
    /// while it lays out, so `layer.borderColor = UIColor.separator.cgColor`
    /// in `layoutSubviews()` takes the view's appearance.
    public var cgColor: CGColor {
        let c = darkVariant == nil ? self : resolvedColor(with: .current)
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `getRed(_:green:blue:alpha:)`: always succeeds (every Trellis colour is RGB).
    @discardableResult
    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        r = red; g = green; b = blue; a = alpha
        return true
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> UIColor {
        UIColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// A system colour: light and dark values.
    static func system(_ light: UIColor, dark: UIColor) -> UIColor { UIColor(light: light, dark: dark) }

    // MARK: Fixed colours (UIKit's class properties; their documented components)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours (HIG: default light, default dark)

    public static let systemBlue = system(rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public static let systemRed = system(rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public static let systemGreen = system(rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public static let systemOrange = system(rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public static let systemYellow = system(rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public static let systemPurple = system(rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public static let systemPink = system(rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public static let systemTeal = system(rgb(48, 176, 199), dark: rgb(64, 200, 224))
    public static let systemIndigo = system(rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public static let systemBrown = system(rgb(162, 132, 94), dark: rgb(172, 142, 104))
    public static let systemMint = system(rgb(0, 199, 190), dark: rgb(99, 230, 226))
    public static let systemCyan = system(rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public static let systemGray = system(rgb(142, 142, 147), dark: rgb(142, 142, 147))
    public static let systemGray2 = system(rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public static let systemGray3 = system(rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public static let systemGray4 = system(rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public static let systemGray5 = system(rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public static let systemGray6 = system(rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// `UIColor.tintColor`: the app's accent, system blue by default.
    public static let tintColor = systemBlue

    // MARK: Semantic colours (light, dark)

    public static let label = system(rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = system(rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
    public static let placeholderText = system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let link = system(rgb(0, 122, 255), dark: rgb(9, 132, 255))
    public static let separator = system(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system(rgb(198, 198, 200), dark: rgb(56, 56, 58))
    public static let systemFill = system(rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    public static let systemBackground = system(rgb(255, 255, 255), dark: rgb(0, 0, 0))
    public static let secondarySystemBackground = system(rgb(242, 242, 247), dark: rgb(28, 28, 30))
    public static let tertiarySystemBackground = system(rgb(255, 255, 255), dark: rgb(44, 44, 46))
    public static let systemGroupedBackground = system(rgb(242, 242, 247), dark: rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = system(rgb(255, 255, 255), dark: rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = system(rgb(242, 242, 247), dark: rgb(44, 44, 46))
    /// `lightText`, `darkText`: fixed (white and black at 60% and 100%).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}

/// `CGColor`, as far as layers use it: RGBA components in the sRGB space.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
    public var alpha: CGFloat { components[3] }
    public var numberOfComponents: Int { components.count }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into h: inout Hasher) { h.combine(components) }
    public var description: String { UIColor(cgColor: self).hex }
}
