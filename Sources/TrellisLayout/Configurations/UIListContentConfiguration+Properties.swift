extension UIListContentConfiguration {
    /// `UIListContentConfiguration.TextProperties`: how a text is shown.
    public struct TextProperties: Hashable {
        /// `TextTransform`: applied to the text shown.
        public enum TextTransform: Int, Sendable, Hashable { case none, uppercase, lowercase, capitalized }
        /// `TextAlignment`.
        public enum TextAlignment: Int, Sendable, Hashable { case natural, center, justified }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// `numberOfLines`: 0 (wrap) by default, as UIKit's list text.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `resolvedColor()`: the colour through the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// The text as shown, after ``transform``.
        func shown(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.transform == b.transform
                && (a.colorTransformer == nil) == (b.colorTransformer == nil)
        }
        public func hash(into h: inout Hasher) { h.combine(font); h.combine(numberOfLines) }
    }

    /// `UIListContentConfiguration.ImageProperties`: how the image is shown.
    public struct ImageProperties: Hashable {
        /// `standardDimension`: "use the system's size" in
        /// ``maximumSize`` and ``reservedLayoutSize``.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// `tintColor`: nil uses the view's tint.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// `maximumSize`: zero (no limit) by default; a positive side
        /// scales the image down to fit, keeping its aspect ratio.
        public var maximumSize = CGSize.zero
        /// `reservedLayoutSize`: zero by default; a width larger than the
        /// image's centres the image in that width, so texts beside images
        /// of different widths line up.
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// `resolvedTintColor(for:)`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The image's size as shown: the symbol configuration applied,
        /// then scaled down into ``maximumSize``.
        func shownSize(of image: UIImage) -> CGSize {
            var size = image.displayed(with: preferredSymbolConfiguration).size
            var factor: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width { factor = min(factor, maximumSize.width / size.width) }
            if maximumSize.height > 0, size.height > maximumSize.height { factor = min(factor, maximumSize.height / size.height) }
            size = CGSize(width: size.width * factor, height: size.height * factor)
            return size
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.preferredSymbolConfiguration == b.preferredSymbolConfiguration && a.tintColor == b.tintColor
                && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
        }
        public func hash(into h: inout Hasher) { h.combine(cornerRadius); h.combine(tintColor) }
    }
}
