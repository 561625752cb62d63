import Foundation
import TrellisLayout

/// Text on a plate keeps WCAG's 4.5 : 1 contrast (the level for body
/// text in WCAG 2.x, 1.4.3), because names and numbers are small (7.5 and
/// 8 pt): the meaning colours at full strength don't reach it on a white
/// plate (ambiguous orange 2.2 : 1, the green of a depth-2 name 2.2 : 1,
/// broken red 3.5 : 1). The text is darkened (light theme) or lightened
/// (dark theme) in its own hue until it does; the plate's border and the
/// lines keep the colour at full strength, so the meaning still shows.
extension UIColor {
    /// WCAG 2.x relative luminance (sRGB, linearised).
    var relativeLuminance: Double {
        func lin(_ c: CGFloat) -> Double {
            let v = Double(c)
            return v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// WCAG's contrast ratio between two opaque colours (1 to 21).
    func contrast(with other: UIColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour, mixed toward black (on a light background) or white
    /// (on a dark one) in 5 % steps until it has `ratio` contrast with
    /// `background` (the background's alpha is ignored: plates are nearly
    /// opaque).
    func legible(on background: UIColor, ratio: Double = 4.5) -> UIColor {
        let toward: Double = background.relativeLuminance > 0.18 ? 0 : 1
        var c = self.withAlpha(1)
        var k = 0.0
        while c.contrast(with: background) < ratio && k < 1 {
            k += 0.05
            c = UIColor(red: red + (toward - red) * k, green: green + (toward - green) * k,
                        blue: blue + (toward - blue) * k, alpha: 1)
        }
        return c.withAlpha(alpha)
    }
}
