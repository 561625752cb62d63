import Foundation

/// `UIContentUnavailableConfiguration` (iOS 17): what a screen shows when
/// it has nothing to show (an empty list, a search without results, a
/// load in progress), set as a view controller's
/// `contentUnavailableConfiguration`.
///
/// Layout (``UIContentUnavailableView``; **Trellis rules**, Apple gives no
/// numbers): the image (or, for `loading()`, an activity indicator), the
/// text, the secondary text and the buttons, stacked and centred in the
/// view's layout margins (its safe area plus `directionalLayoutMargins`,
/// 16 at the sides by default), `imageToTextPadding` (10),
/// `textToSecondaryTextPadding` (5) and `textToButtonPadding` (20) apart;
/// the text 17-point semibold, the secondary text in the subheadline font
/// and the secondary label colour, both centred (`.natural` alignment:
/// leading) and wrapping.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// `UIContentUnavailableConfiguration.Alignment`.
    public enum Alignment: Int, Sendable { case center, natural }

    /// `UIContentUnavailableConfiguration.ImageProperties`.
    public struct ImageProperties {
        public var tintColor: UIColor? = .secondaryLabel
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// `UIContentUnavailableConfiguration.TextProperties`.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
    }

    /// `UIContentUnavailableConfiguration.ButtonProperties`.
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    public var background = UIBackgroundConfiguration.clear()
    /// A `loading()` configuration shows an activity indicator for its image.
    var showsActivityIndicator = false

    init() {}

    /// `empty()`: nothing set.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// `loading()`: an activity indicator and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.showsActivityIndicator = true
        c.text = "Loading…"
        c.textProperties.font = .preferredFont(forTextStyle: .body)
        c.textProperties.color = .secondaryLabel
        return c
    }

    /// `search()`: UIKit's no-results screen.
    public static func search() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.image = UIImage(systemName: "magnifyingglass")
        c.text = "No Results"
        c.secondaryText = "Check the spelling or try a new search."
        return c
    }

    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// `updated(for:)`: unchanged (the search text isn't shown).
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// `UIContentUnavailableConfigurationState` (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
