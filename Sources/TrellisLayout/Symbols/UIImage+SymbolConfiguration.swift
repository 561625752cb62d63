extension UIImage {
    /// `UIImage.Configuration`: the traits an image is drawn with. Immutable,
    /// as UIKit's; ``applying(_:)`` makes a new one.
    open class Configuration: Hashable, @unchecked Sendable {
        public init() {}

        /// `applying(_:)`: this configuration with the other's specified
        /// values put over it (Apple: "the new image attributes replace any
        /// previous attributes you supplied").
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            otherConfiguration ?? self
        }

        public static func == (a: Configuration, b: Configuration) -> Bool { a.isEqual(to: b) }
        open func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
        open func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(type(of: self))) }
    }

    /// `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `UIImage.SymbolScale`, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable, Hashable {
        case `default` = -1, unspecified = 0, small, medium, large

        /// How much a symbol of this scale is larger than a medium one.
        /// **Trellis rule** (docs/LAYOUT.md, "Symbols"): 0.8 and 1.3, Apple's
        /// SF Symbols scales drawn to about four fifths and four thirds of
        /// the medium size; not measured on a device.
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// `UIImage.SymbolConfiguration`: a symbol's point size (or text
    /// style, or font), weight and scale, and its colours. Values not given
    /// are unspecified; ``applying(_:)`` fills them from another
    /// configuration.
    ///
    /// The stored values are readable (`pointSize`, `weight`, `scale`,
    /// `textStyle`, `hierarchicalColor`, `paletteColors`: Trellis additions,
    /// UIKit keeps them private) so tests can check what a view resolved.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; nil when unspecified (a text style or the
        /// environment decides).
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?
        public let hierarchicalColor: UIColor?
        public let paletteColors: [UIColor]?
        /// `preferringMulticolor()` / `preferringMonochrome()`: nil when unspecified.
        public let prefersMulticolor: Bool?

        init(pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
             prefersMulticolor: Bool? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init()
        }

        /// `unspecified`: nothing specified.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, textStyle: textStyle)
        }
        /// `init(font:)`: the font's point size and weight (a text-style
        /// font keeps its style).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: font.textStyle)
        }
        /// `init(hierarchicalColor:)` and `init(paletteColors:)`: recorded
        /// (Trellis draws symbols as their tint; docs/LAYOUT.md).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, hierarchicalColor: hierarchicalColor) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, paletteColors: paletteColors) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: false) }

        /// `applying(_:)` for symbol configurations: each value the other
        /// specifies replaces this one's. A point size and a text style
        /// replace each other (the one given last sizes the symbol).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let o = other else { return self }
            let sized = o.pointSize != nil || o.textStyle != nil
            return SymbolConfiguration(
                pointSize: sized ? o.pointSize : pointSize,
                weight: o.weight != .unspecified ? o.weight : weight,
                scale: o.scale != .unspecified ? o.scale : scale,
                textStyle: sized ? o.textStyle : textStyle,
                hierarchicalColor: o.hierarchicalColor ?? hierarchicalColor,
                paletteColors: o.paletteColors ?? paletteColors,
                prefersMulticolor: o.prefersMulticolor ?? prefersMulticolor)
        }

        public override func applying(_ otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            guard let other = otherConfiguration else { return self }
            guard let symbol = other as? SymbolConfiguration else { return self }
            return applying(symbol)
        }

        /// `configurationWithoutPointSizeAndWeight()` and its siblings.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            copy(pointSize: nil, weight: .unspecified, clearsSize: true)
        }
        public func configurationWithoutWeight() -> SymbolConfiguration { copy(weight: .unspecified) }
        public func configurationWithoutScale() -> SymbolConfiguration { copy(scale: .unspecified) }
        public func configurationWithoutTextStyle() -> SymbolConfiguration { copy(textStyle: nil, clearsStyle: true) }

        private func copy(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
                          textStyle: UIFont.TextStyle? = nil, clearsSize: Bool = false, clearsStyle: Bool = false) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: clearsSize ? nil : self.pointSize, weight: weight ?? self.weight,
                                scale: scale ?? self.scale, textStyle: clearsStyle ? nil : self.textStyle,
                                hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                prefersMulticolor: prefersMulticolor)
        }

        /// The point size the symbol is drawn at: the point size, else the
        /// text style's size at the default Dynamic Type size, else
        /// `fallback`.
        func resolvedPointSize(fallback: CGFloat) -> CGFloat {
            pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? fallback
        }

        /// The size of a symbol drawn with this configuration (docs/LAYOUT.md,
        /// "Symbols"): a square of ``UIImage/nominalSymbolSize`` (20) per 17
        /// points, times the scale's factor.
        func symbolSize(fallbackPointSize: CGFloat = UIImage.nominalSymbolPointSize) -> CGSize {
            let side = UIImage.nominalSymbolSize.width / UIImage.nominalSymbolPointSize
                * resolvedPointSize(fallback: fallbackPointSize) * scale.sizeFactor
            return CGSize(width: side, height: side)
        }

        public override func isEqual(to other: Configuration) -> Bool {
            guard let o = other as? SymbolConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && hierarchicalColor == o.hierarchicalColor && paletteColors == o.paletteColors
                && prefersMulticolor == o.prefersMulticolor
        }
        public override func hash(into h: inout Hasher) {
            h.combine(pointSize); h.combine(weight); h.combine(scale); h.combine(textStyle)
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight (UIKit's nine steps).
    init(_ weight: UIFont.Weight) {
        let steps: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }
}
