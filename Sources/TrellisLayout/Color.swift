import Foundation

/// `UIColor`: an sRGB colour with alpha, components in 0...1, and for a
/// dynamic colour (the system colours, `init(dynamicProvider:)`, asset
/// catalogs' colour sets) its dark-appearance variant.
///
/// A class deriving from `NSObject`, as UIKit's is, so the extensions apps
/// write compile unchanged: `extension UIColor { convenience init(hex:) }`
/// calls `self.init(red:green:blue:alpha:)`, and a colour can be passed
/// where an `NSObject` or `AnyObject` is expected. Colours are immutable;
/// two are equal (`==`, `isEqual(_:)`) when their components and dark
/// variants are, as UIKit compares colours in one colour space.
open class UIColor: NSObject, @unchecked Sendable {
    /// The components (Trellis's own accessors; UIKit code reads them with
    /// ``getRed(_:green:blue:alpha:)``).
    public let red, green, blue, alpha: Double
    /// The dark-appearance colour of a dynamic colour; nil for a plain
    /// colour. See Traits/UIColor+Dynamic.swift.
    let darkVariant: UIColor?

    /// `init(red:green:blue:alpha:)`; components are clamped to 0...1 when
    /// drawn, not here (UIKit keeps extended-range values too).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Double(red); self.green = Double(green); self.blue = Double(blue); self.alpha = Double(alpha)
        darkVariant = nil
        super.init()
    }

    /// A dynamic colour: `light`'s components, `dark` for dark traits.
    init(light: UIColor, dark: UIColor?) {
        red = light.red; green = light.green; blue = light.blue; alpha = light.alpha
        darkVariant = dark.flatMap { $0 == light ? nil : UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        super.init()
    }

    /// `#RRGGBB` or `#RRGGBBAA`; nil if malformed. Trellis's own, for its
    /// layout files and pictures: system programming interface, so an
    /// app's `extension UIColor { convenience init(hex:) }` (a common
    /// one) meets no other `init(hex:)`.
    @_spi(Trellis) public convenience init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 6 { digits += "FF" }
        let value = UInt32(digits, radix: 16)!
        self.init(red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255,
                  blue: Double((value >> 8) & 0xFF) / 255, alpha: Double(value & 0xFF) / 255)
    }

    /// The colour as `#RRGGBB` (`#RRGGBBAA` when translucent); Trellis's
    /// own, as ``init(hex:)``.
    @_spi(Trellis) public var hex: String {
        func byte(_ x: Double) -> String {
            let v = Int((min(max(x, 0), 1) * 255).rounded())
            let digits = String(v, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    open override var description: String { hex }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && darkVariant == other.darkVariant
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha)
        return h.finalize()
    }
}
