extension UIButton {
    /// `UIButton.Configuration` (iOS 15): a button's content, look and
    /// metrics. What changes the button's size (docs/LAYOUT.md, "Button
    /// configurations"): the title and subtitle in their fonts, the image,
    /// `imagePlacement`, `imagePadding`, `titlePadding`, `contentInsets` and
    /// `buttonSize` (whose defaults set the insets and fonts until code sets
    /// them: Apple, `UIButton.Configuration.Size`: "can be effectively
    /// overridden by explicitly assigning values").
    public struct Configuration: Hashable {
        /// `UIButton.Configuration.Size`, with UIKit's raw values.
        public enum Size: Int, Sendable, Hashable { case medium = 0, small, mini, large }
        /// `UIButton.Configuration.CornerStyle`, with UIKit's raw values.
        public enum CornerStyle: Int, Sendable, Hashable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, Hashable { case automatic, leading, center, trailing }
        /// `UIButton.Configuration.Indicator` (iOS 16).
        public enum Indicator: Int, Sendable, Hashable { case automatic, none, popup }
        /// `UIButton.Configuration.MacIdiomStyle`: recorded.
        public enum MacIdiomStyle: Int, Sendable, Hashable { case automatic, bordered, borderless, borderlessTinted }

        /// How the preset draws its background: nothing (plain, borderless),
        /// the tint (filled, borderedProminent), a pale tint (tinted,
        /// borderedTinted) or grey (gray, bordered).
        enum Style: Hashable, Sendable { case none, filled, tinted, gray }
        let style: Style

        public var title: String?
        public var subtitle: String?
        /// `attributedTitle`: replaces ``title`` when set (and setting
        /// ``title`` clears it, as UIKit's does); measured in its first
        /// run's font.
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle }
            set { storedAttributedTitle = newValue; if let newValue { title = newValue.plainString } }
        }
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle }
            set { storedAttributedSubtitle = newValue; if let newValue { subtitle = newValue.plainString } }
        }
        var storedAttributedTitle: AttributedString?
        var storedAttributedSubtitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var titleAlignment = TitleAlignment.automatic
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail

        public var image: UIImage?
        /// `imagePlacement`: the image's side of the text (`.leading` by default).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// `imagePadding`: between the image and the text; 0 unless set.
        public var imagePadding: CGFloat = 0
        /// `titlePadding`: between the title and the subtitle; 0 unless set.
        public var titlePadding: CGFloat = 0
        public var imageReservation: CGFloat = 0
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// `showsActivityIndicator`: an activity indicator (20 × 20, the
        /// medium style) in the image's place.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        public var buttonSize = Size.medium
        public var cornerStyle = CornerStyle.dynamic
        public var macIdiomStyle = MacIdiomStyle.automatic
        public var indicator = Indicator.automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public var automaticallyUpdateForSelection = true

        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background: UIBackgroundConfiguration

        /// `contentInsets`: the ``buttonSize``'s default
        /// (``ButtonMetrics/contentInsets``) until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? ButtonMetrics(size: buttonSize).contentInsets }
            set { storedContentInsets = newValue }
        }
        var storedContentInsets: NSDirectionalEdgeInsets?

        /// `setDefaultContentInsets()`: back to the size's default.
        public mutating func setDefaultContentInsets() { storedContentInsets = nil }

        /// The title's font before transformers: the attributed title's,
        /// else the size's text style (``ButtonMetrics``).
        public var titleFont: UIFont {
            get { storedTitleFont ?? ButtonMetrics(size: buttonSize).titleFont }
            set { storedTitleFont = newValue }
        }
        /// A Trellis addition (the layout format's and the IB reader's way
        /// to give a configuration a font); UIKit code uses attributes.
        var storedTitleFont: UIFont?

        init(style: Style) {
            self.style = style
            background = style == .none ? .clear() : UIBackgroundConfiguration(preset: "button", backgroundColor: nil)
        }

        /// The presets (Apple, "Creating configurations"): plain and
        /// borderless draw no background, gray and bordered a grey one,
        /// tinted and borderedTinted a pale tint, filled and
        /// borderedProminent the tint under white text.
        public static func plain() -> Configuration { Configuration(style: .none) }
        public static func borderless() -> Configuration { Configuration(style: .none) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// `updated(for:)`: the configuration for the button's state. UIKit
        /// changes only colours here; Trellis draws states by dimming, so
        /// it is the same configuration.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title's text colour: `baseForegroundColor`, else white on a
        /// filled background, else the tint.
        func foregroundColor(tint: UIColor) -> UIColor {
            storedAttributedTitle?.leadingUIColor ?? baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background colour drawn, if any: the background's own, else
        /// `baseBackgroundColor`, else the style's.
        func backgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return background.backgroundColorTransformer?(color) ?? color }
            switch style {
            case .none: return baseBackgroundColor
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .tertiarySystemFill
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.title == b.title && a.subtitle == b.subtitle && a.storedAttributedTitle == b.storedAttributedTitle
                && a.storedAttributedSubtitle == b.storedAttributedSubtitle && a.image === b.image
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.storedContentInsets == b.storedContentInsets && a.storedTitleFont == b.storedTitleFont
                && a.style == b.style && a.buttonSize == b.buttonSize && a.cornerStyle == b.cornerStyle
                && a.background == b.background && a.showsActivityIndicator == b.showsActivityIndicator
                && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
                && a.titleAlignment == b.titleAlignment && a.indicator == b.indicator
                && (a.titleTextAttributesTransformer == nil) == (b.titleTextAttributesTransformer == nil)
                && (a.subtitleTextAttributesTransformer == nil) == (b.subtitleTextAttributesTransformer == nil)
        }
        public func hash(into h: inout Hasher) { h.combine(title); h.combine(style); h.combine(buttonSize) }
    }
}
