/// UIKit's ways of making colours and its named colours.
///
/// Semantic colours (`label`, `systemBackground`, `separator`...) are
/// dynamic in UIKit; Trellis draws light mode only, so each is its
/// light-mode value from Apple's Human Interface Guidelines ("Color",
/// system colors and dynamic system colors, iOS 15 and later).
extension UIColor {
    /// `init(white:alpha:)`: a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `init(hue:saturation:brightness:alpha:)`: HSB, each in 0...1 (hue 1
    /// is 360°), converted to RGB by the standard hexcone formula.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
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
    public init(cgColor: CGColor) {
        self.init(red: cgColor.components[0], green: cgColor.components[1], blue: cgColor.components[2],
                  alpha: cgColor.components[3])
    }

    /// `withAlphaComponent(_:)`: the same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `cgColor`: the colour as Core Graphics holds it.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// `getRed(_:green:blue:alpha:)`: always succeeds (every Trellis colour is RGB).
    @discardableResult
    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        r = red; g = green; b = blue; a = alpha
        return true
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> UIColor {
        UIColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

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

    // MARK: System colours (light mode)

    public static let systemBlue = rgb(0, 122, 255)
    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    /// `UIColor.tintColor`: the app's accent, system blue by default.
    public static let tintColor = systemBlue

    // MARK: Semantic colours (light mode)

    public static let label = rgb(0, 0, 0)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let link = rgb(0, 122, 255)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
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
