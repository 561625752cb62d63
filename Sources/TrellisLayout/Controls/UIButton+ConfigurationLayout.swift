/// A configured button's intrinsic size (docs/LAYOUT.md, "Button
/// configurations"):
///
/// - the text block: the title on one line in its font, the subtitle below
///   it in its font, `titlePadding` between them; as wide as the wider;
/// - the image (or the activity indicator while `showsActivityIndicator`)
///   on the `imagePlacement` side, `imagePadding` from the text when both
///   are shown: beside it for leading and trailing (the taller decides the
///   height), above or below it for top and bottom (the wider decides the
///   width);
/// - plus `contentInsets`.
///
/// Fonts: the attributed title's first run's font, else the `buttonSize`'s
/// (``ButtonMetrics``), then the `titleTextAttributesTransformer` (the
/// subtitle's likewise). A symbol image without a size of its own takes the
/// title font's point size, then `preferredSymbolConfigurationForImage`
/// (the image's own configuration wins where it says; Trellis rule).
extension UIButton {
    typealias FontKey = AttributeScopes.UIKitAttributes.FontAttribute

    /// The title font a configuration resolves to.
    func configuredTitleFont(_ c: Configuration) -> UIFont {
        let base = c.storedAttributedTitle?.leadingUIFont ?? c.titleFont
        return transformed(base, by: c.titleTextAttributesTransformer)
    }

    /// The subtitle font a configuration resolves to.
    func configuredSubtitleFont(_ c: Configuration) -> UIFont {
        let base = c.storedAttributedSubtitle?.leadingUIFont ?? ButtonMetrics(size: c.buttonSize).subtitleFont
        return transformed(base, by: c.subtitleTextAttributesTransformer)
    }

    private func transformed(_ font: UIFont, by transformer: UIConfigurationTextAttributesTransformer?) -> UIFont {
        guard let transformer else { return font }
        var container = AttributeContainer()
        container[FontKey.self] = font
        return transformer(container)[FontKey.self] ?? font
    }

    /// The image as the configuration shows it.
    func configuredImageSize(_ c: Configuration) -> CGSize {
        if c.showsActivityIndicator {
            return CGSize(width: ButtonMetrics.activityIndicatorSide, height: ButtonMetrics.activityIndicatorSide)
        }
        guard let image = c.image else { return .zero }
        guard image.isSymbolImage else { return image.size }
        let font = configuredTitleFont(c)
        let fromTitle = UIImage.SymbolConfiguration(pointSize: font.pointSize)
        let preferred = fromTitle.applying(c.preferredSymbolConfigurationForImage)
        return image.displayed(with: preferred).size
    }

    /// The size of a configured button's content plus its insets.
    func configuredSize(_ c: Configuration) -> CGSize {
        let title = measureLine(popUpTitle ?? c.title ?? "", font: configuredTitleFont(c))
        let subtitle = measureLine(c.subtitle ?? "", font: configuredSubtitleFont(c))
        let hasTitle = title.width > 0, hasSubtitle = subtitle.width > 0
        let text = CGSize(width: max(title.width, subtitle.width),
                          height: title.height + subtitle.height + (hasTitle && hasSubtitle ? c.titlePadding : 0))
        let image = configuredImageSize(c)
        let hasText = hasTitle || hasSubtitle, hasImage = image != .zero
        let padding = hasText && hasImage ? c.imagePadding : 0
        let content: CGSize
        if c.imagePlacement == .top || c.imagePlacement == .bottom {
            content = CGSize(width: max(text.width, image.width), height: text.height + padding + image.height)
        } else {
            content = CGSize(width: text.width + padding + image.width, height: max(text.height, image.height))
        }
        let i = c.contentInsets
        return CGSize(width: content.width + i.leading + i.trailing, height: content.height + i.top + i.bottom)
    }
}
