/// An sRGB colour with alpha, components in 0...1 (`UIColor`).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double
    /// The dark-appearance colour of a dynamic colour (at most one; empty
    /// for a plain colour). See Traits/UIColor+Dynamic.swift.
    var darkVariant: [UIColor] = []
    /// `init(red:green:blue:alpha:)`; components are clamped to 0...1 when
    /// drawn, not here (UIKit keeps extended-range values too).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `#RRGGBB` or `#RRGGBBAA`; nil if malformed.
    public init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 6 { digits += "FF" }
        let value = UInt32(digits, radix: 16)!
        self.init(red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                  blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
    }

    public var hex: String {
        func byte(_ x: Double) -> String {
            let v = Int((min(max(x, 0), 1) * 255).rounded())
            return String(v, radix: 16, uppercase: true).count == 1 ? "0" + String(v, radix: 16, uppercase: true) : String(v, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }

}
