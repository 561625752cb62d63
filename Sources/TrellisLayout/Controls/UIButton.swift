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
/// - Configuration buttons: the title and subtitle in their fonts, the
///   image beside, above or below them, the paddings and `contentInsets`
///   (``ButtonMetrics`` per `buttonSize`; see `UIButton+ConfigurationLayout`).
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
    /// insets. Every assignment re-measures the button (a new text
    /// transformer, a closure, can't be compared) and asks for a
    /// configuration update, as UIKit does.
    public var configuration: Configuration? {
        didSet {
            invalidateIntrinsicContentSize()
            hostEngine?.derivedValuesChanged()
            setNeedsUpdateConfiguration()
        }
    }

    /// `configurationUpdateHandler` (iOS 15): run by ``updateConfiguration()``.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// `automaticallyUpdatesConfiguration`: whether a state change (selected,
    /// highlighted, enabled) updates the configuration.
    public var automaticallyUpdatesConfiguration = true
    /// Set while ``updateConfiguration()`` runs, so the handler's own
    /// assignments don't start another update.
    var isUpdatingConfiguration = false

    /// `changesSelectionAsPrimaryAction` (iOS 15): the primary action
    /// toggles `isSelected` before the actions run (a toggle button; with a
    /// menu, a pop-up button).
    public var changesSelectionAsPrimaryAction = false { didSet { menuChanged() } }
    /// `menu` (iOS 14): shown by a long press, or by a tap with
    /// ``UIControl/showsMenuAsPrimaryAction``; menus aren't drawn. A pop-up
    /// button (menu, `showsMenuAsPrimaryAction` and
    /// `changesSelectionAsPrimaryAction`) shows its selected action's title.
    public var menu: UIMenu? { didSet { menuChanged() } }

    /// `setPreferredSymbolConfiguration(_:forImageIn:)`'s storage.
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// `imageView`: the view holding the image's settings (`contentMode`,
    /// `tintColor`); like ``titleLabel`` it stays out of the hierarchy.
    public private(set) lazy var imageView: UIImageView? = UIImageView()

    open override var isSelected: Bool { didSet { if isSelected != oldValue { controlStateChanged() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { controlStateChanged() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { controlStateChanged() } } }

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
        if let popUp = popUpTitle { return popUp }
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
    public var currentImage: UIImage? {
        if let configuration { return configuration.image }
        return image(for: state)
    }

    /// The font the title is measured and drawn in.
    public var titleFont: UIFont {
        if let configuration { return configuredTitleFont(configuration) }
        return titleLabel?.font ?? .systemFont(ofSize: 15)
    }

    // MARK: Size

    /// UIKit's 6-point padding above and below a title while
    /// `contentEdgeInsets` is zero.
    public static let titleVerticalPadding: CGFloat = 6
    /// The size of a button with no title and no image.
    public static let emptySize = CGSize(width: 30, height: 34)

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredSize(configuration) }
        let title = measureLine(currentTitle ?? "", font: titleFont)
        let image = currentImage?.displayed(with: currentPreferredSymbolConfiguration).size ?? .zero
        let content = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if title == .zero && image == .zero && contentEdgeInsets == .zero { return Self.emptySize }
        let i = contentEdgeInsets
        let padding = i == .zero && title.height > 0 ? 2 * Self.titleVerticalPadding : 0
        return CGSize(width: content.width + i.left + i.right,
                      height: max(content.height, title.height + padding) + i.top + i.bottom)
    }

    // MARK: Configuration updates (UIButton+ConfigurationUpdates)

    /// `updateConfiguration()`: the configuration updated for the state
    /// (`Configuration.updated(for:)`), then the update handler. Subclasses
    /// override it (and call `super`), as in UIKit.
    open func updateConfiguration() {
        if let configuration { self.configuration = configuration.updated(for: self) }
        configurationUpdateHandler?(self)
    }

    /// A tap's events toggle the selection first when
    /// ``changesSelectionAsPrimaryAction`` is on.
    open override func sendActions(for controlEvents: UIControl.Event) {
        if changesSelectionAsPrimaryAction && menu == nil
            && !controlEvents.isDisjoint(with: [.primaryActionTriggered, .touchUpInside]) {
            isSelected.toggle()
        }
        super.sendActions(for: controlEvents)
    }

    /// The title, centred, in the current title colour.
    open override var drawnText: DrawnText? {
        guard let title = currentTitle, !title.isEmpty else { return nil }
        return DrawnText(text: title, font: titleFont, color: currentTitleColor, centered: true)
    }
}

extension UIButton {
    /// The configuration's background colour, for renderers.
    public var configurationBackgroundColor: UIColor? { configuration?.backgroundColor(tint: tintColor) }
}
