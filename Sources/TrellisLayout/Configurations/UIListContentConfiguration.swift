/// `UIListContentConfiguration` (iOS 14): a list row's (or header's)
/// image, text and secondary text, with the metrics of UIKit's list
/// styles. Its view is a ``UIListContentView``.
///
/// The presets (docs/LAYOUT.md, "Cell configurations") lay out as the
/// table's built-in styles (docs/TABLES.md): 11 points above and below
/// inside the row's margins, the image at its size at the leading margin
/// and the text 16 after it; `cell()` and `subtitleCell()` stack the
/// secondary text directly below the text, `valueCell()` puts it at the
/// trailing margin, 8 or more after the text. Texts in the body style
/// (17 points); the subtitle cell's secondary text in subheadline (15)
/// and the value cell's in body, both in the secondary label colour.
/// Headers and footers use the table's title metrics (grouped headers'
/// 13-point text 7 above the bottom in a 38.5-point header).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    /// `attributedText` and `secondaryAttributedText`: replace the plain
    /// texts when set; measured in their first character's font.
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()

    /// `axesPreservingSuperviewLayoutMargins`: `.horizontal` by default
    /// (Trellis rule: a row's text keeps the table's side margins, its
    /// vertical margins are the configuration's, which gives grouped
    /// headers their 38.5 points where a header view's 8-point margins
    /// would add one).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// `prefersSideBySideTextAndSecondaryText`: the value cell's layout.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    static func style(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil, _ color: UIColor) -> TextProperties {
        var font = UIFont.preferredFont(forTextStyle: style)
        if let weight { font = UIFont.systemFont(ofSize: font.pointSize, weight: weight); font.textStyle = style }
        return TextProperties(font: font, color: color)
    }

    // MARK: Cells

    public static func cell() -> Self {
        Self(text: style(.body, .label), secondary: style(.subheadline, .secondaryLabel), margins: cellMargins)
    }
    public static func subtitleCell() -> Self {
        Self(text: style(.body, .label), secondary: style(.subheadline, .secondaryLabel), margins: cellMargins)
    }
    public static func valueCell() -> Self {
        var c = Self(text: style(.body, .label), secondary: style(.body, .secondaryLabel), margins: cellMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    public static func sidebarCell() -> Self { cell() }
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }
    public static func accompaniedSidebarCell() -> Self { cell() }
    public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }

    // MARK: Headers and footers

    /// Plain headers: 17-point semibold (headline) at least 28 high
    /// (docs/TABLES.md); 4 above and below.
    public static func plainHeader() -> Self {
        Self(text: style(.headline, .label), secondary: style(.subheadline, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }
    public static func plainFooter() -> Self {
        Self(text: style(.footnote, .secondaryLabel), secondary: style(.footnote, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }
    /// Grouped headers: 13-point secondary text 7 above the bottom, 16
    /// above it (38.5 for one line of SF; docs/TABLES.md).
    public static func groupedHeader() -> Self {
        Self(text: style(.footnote, .secondaryLabel), secondary: style(.footnote, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }
    /// Grouped footers: 13-point secondary text 7 below the top, 17 under it.
    public static func groupedFooter() -> Self {
        Self(text: style(.footnote, .secondaryLabel), secondary: style(.footnote, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 17, trailing: 16))
    }
    public static func sidebarHeader() -> Self { plainHeader() }
    /// iOS 15's prominent headers: title 3 (20) and title 2 (22), bold.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(text: style(.title3, weight: .bold, .label), secondary: style(.subheadline, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(text: style(.title2, weight: .bold, .label), secondary: style(.subheadline, .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }
    /// iOS 18's names.
    public static func header() -> Self { plainHeader() }
    public static func footer() -> Self { plainFooter() }
    public static func prominentHeader() -> Self { prominentInsetGroupedHeader() }
    public static func extraProminentHeader() -> Self { extraProminentInsetGroupedHeader() }

    // MARK: UIContentConfiguration

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// `updated(for:)`: the same configuration (Trellis draws no selected
    /// or highlighted text colours).
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The texts shown, after the text properties' transforms.
    var shownText: String? { (attributedText?.string ?? text).flatMap { $0.isEmpty ? nil : textProperties.shown($0) } }
    var shownSecondaryText: String? {
        (secondaryAttributedText?.string ?? secondaryText).flatMap { $0.isEmpty ? nil : secondaryTextProperties.shown($0) }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.attributedText == b.attributedText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.image == b.image
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
    }
    public func hash(into h: inout Hasher) { h.combine(text); h.combine(secondaryText) }
}

/// `UIAxis` (iOS 14): horizontal, vertical or both.
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
