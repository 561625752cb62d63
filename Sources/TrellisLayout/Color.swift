/// An sRGB colour with alpha, components in 0...1 (`UIColor`).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
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

    public static let black = UIColor(red: 0, green: 0, blue: 0)
    public static let white = UIColor(red: 1, green: 1, blue: 1)
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1)
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0)
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
