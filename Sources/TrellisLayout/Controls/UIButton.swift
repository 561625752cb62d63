/// `UIButton`: a title (and image) that sizes itself.
///
/// Intrinsic size (docs/LAYOUT.md, "Controls"):
/// - Legacy buttons (no ``configuration``): the title's one-line size, plus
///   the image's width beside it, plus ``contentEdgeInsets``. While
///   `contentEdgeInsets` is zero UIKit pads the title 6 points above and
///   below (a 15-point title, 18 tall, makes Interface Builder's 30-point
///   button; 18 points make 33); any non-zero inset replaces that padding.
///   `titleEdgeInsets` move the title without changing the size, as Apple
///   documents. A button with neither title nor image is 30 × 34 (UIKit's
///   reported empty size; unverified).
/// - Configuration buttons: the title in the configuration's font (17-point
///   body) plus `contentInsets` (7 above and below, 12 at the sides by
///   default for the medium size; Trellis's reading of iOS 15's 34.33-point
///   filled button, unverified).
open class UIButton: UIControl {
    /// `UIButton.ButtonType`. `UIButton()` is `.custom`, as in UIKit.
    public enum ButtonType: Int, Sendable, Hashable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public internal(set) var buttonType = ButtonType.custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// `titleLabel`: the label holding the title's font (system 15 points by
    /// default). Trellis keeps it out of the hierarchy: the button draws its
    /// title itself, and its frame is the button's.
    public private(set) var titleLabel: UILabel?

    /// `contentEdgeInsets`: added around the content; zero by default.
    public var contentEdgeInsets = UIEdgeInsets.zero { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } } }
    /// `titleEdgeInsets` and `imageEdgeInsets`: recorded; they don't change
    /// the intrinsic size (Apple: "used only for positioning ... during layout").
    public var titleEdgeInsets = UIEdgeInsets.zero
    public var imageEdgeInsets = UIEdgeInsets.zero

    /// `configuration` (iOS 15): when set, it decides the title, colours and
    /// insets.
    public var configuration: Configuration? { didSet { if configuration != oldValue { invalidateIntrinsicContentSize() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textOwner = self
        titleLabel = label
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init()
        self.buttonType = buttonType
    }

    /// `UIButton(configuration:primaryAction:)`: a system button driven by
    /// its configuration; the action runs on `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            if configuration.title == nil && !primaryAction.title.isEmpty { self.configuration?.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// `UIButton(type:primaryAction:)`: the action's title becomes the title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: Titles, colours, images per state

    /// `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
    }

    /// `title(for:)`: the state's title, else the normal title (UIKit's fallback).
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// `currentTitle`: the title for the current state (the configuration's
    /// when there is one).
    public var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// `setTitleColor(_:for:)`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// `titleColor(for:)`: the state's colour, else the normal one, else the
    /// type's default: the tint colour for system buttons, white for custom
    /// ones (UIKit's defaults).
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// `currentTitleColor`.
    public var currentTitleColor: UIColor {
        if let configuration { return configuration.foregroundColor(tint: tintColor) }
        return titleColor(for: state) ?? tintColor
    }

    /// Whether a title colour was set (a drawing without one uses the tint).
    var hasExplicitTitleColor: Bool { !titleColors.isEmpty }

    /// `setImage(_:for:)` and `image(for:)`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    /// The font the title is measured and drawn in.
    public var titleFont: UIFont {
        if let configuration { return configuration.titleFont }
        return titleLabel?.font ?? .systemFont(ofSize: 15)
    }

    // MARK: Size

    /// UIKit's 6-point padding above and below a title while
    /// `contentEdgeInsets` is zero.
    public static let titleVerticalPadding: CGFloat = 6
    /// The size of a button with no title and no image.
    public static let emptySize = CGSize(width: 30, height: 34)

    open override var intrinsicContentSize: CGSize {
        let title = measureLine(currentTitle ?? "", font: titleFont)
        let image = currentImage?.size ?? .zero
        let content = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if let configuration {
            let i = configuration.contentInsets
            return CGSize(width: content.width + i.leading + i.trailing, height: content.height + i.top + i.bottom)
        }
        if title == .zero && image == .zero && contentEdgeInsets == .zero { return Self.emptySize }
        let i = contentEdgeInsets
        let padding = i == .zero && title.height > 0 ? 2 * Self.titleVerticalPadding : 0
        return CGSize(width: content.width + i.left + i.right,
                      height: max(content.height, title.height + padding) + i.top + i.bottom)
    }

    /// The title, centred, in the current title colour.
    open override var drawnText: DrawnText? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        return DrawnText(text: title, font: titleFont, color: currentTitleColor, centered: true)
    }
}

extension UIButton {
    /// `UIButton.Configuration` (iOS 15): the parts that decide size and look.
    public struct Configuration: Hashable, Sendable {
        /// How the background is drawn: nothing (plain, borderless), the tint
        /// (filled, borderedProminent), a pale tint (tinted, borderedTinted)
        /// or grey (gray, bordered).
        public enum Background: Hashable, Sendable { case none, filled, tinted, gray }

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        /// 7 above and below, 12 at the sides (medium size; see ``UIButton``).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's font: the body text style (17 points) unless set.
        public var titleFont = UIFont.preferredFont(forTextStyle: .body)
        public var background: Background

        init(background: Background) { self.background = background }

        public static func plain() -> Configuration { Configuration(background: .none) }
        public static func borderless() -> Configuration { Configuration(background: .none) }
        public static func tinted() -> Configuration { Configuration(background: .tinted) }
        public static func borderedTinted() -> Configuration { Configuration(background: .tinted) }
        public static func gray() -> Configuration { Configuration(background: .gray) }
        public static func bordered() -> Configuration { Configuration(background: .gray) }
        public static func filled() -> Configuration { Configuration(background: .filled) }
        public static func borderedProminent() -> Configuration { Configuration(background: .filled) }

        /// White on a filled background, else the tint.
        func foregroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (background == .filled ? .white : tint)
        }

        /// The background colour drawn, if any.
        func backgroundColor(tint: UIColor) -> UIColor? {
            switch background {
            case .none: return baseBackgroundColor
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .tertiarySystemFill
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.contentInsets == b.contentInsets && a.titleFont == b.titleFont && a.background == b.background
        }
        public func hash(into h: inout Hasher) { h.combine(title); h.combine(background) }
    }

    /// The configuration's background colour, for renderers.
    public var configurationBackgroundColor: UIColor? { configuration?.backgroundColor(tint: tintColor) }
}
