extension UIImage {
    /// `UIImage.RenderingMode`, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable, Hashable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// `configuration`: a symbol's ``symbolConfiguration``; nil for other
    /// images (Trellis keeps no traits on them).
    public var configuration: UIImage.Configuration? { symbolConfiguration }

    /// `withConfiguration(_:)`: for a symbol, a copy whose configuration is
    /// this one's with the given one applied over it, sized afresh; other
    /// images are returned as they are (their size doesn't depend on it).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbolConfiguration, let symbol = configuration as? SymbolConfiguration else { return self }
        return withSymbolConfiguration(symbolConfiguration.applying(symbol))
    }

    /// `applyingSymbolConfiguration(_:)`: as ``withConfiguration(_:)``;
    /// nil for an image that isn't a symbol, as UIKit's.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbolConfiguration else { return nil }
        return withSymbolConfiguration(symbolConfiguration.applying(configuration))
    }

    /// `imageByApplyingSymbolConfiguration` for views: the symbol as a view
    /// with `preferred` would show it. The image's own configuration wins
    /// over the view's (Apple calls the image's the "more specific" one).
    func displayed(with preferred: UIImage.SymbolConfiguration?) -> UIImage {
        guard let preferred, let symbolConfiguration else { return self }
        return withSymbolConfiguration(preferred.applying(symbolConfiguration))
    }

    func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(size: configuration.symbolSize(), scale: scale, name: name, isSymbolImage: true,
                symbolConfiguration: configuration, renderingMode: renderingMode, imageTintColor: imageTintColor)
    }

    /// `withRenderingMode(_:)`: the same image, drawn in that mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, name: name, isSymbolImage: isSymbolImage,
                symbolConfiguration: symbolConfiguration, renderingMode: renderingMode, imageTintColor: imageTintColor)
    }

    /// `withTintColor(_:)`: the same image with a colour of its own; its
    /// rendering mode is kept.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, name: name, isSymbolImage: isSymbolImage,
                symbolConfiguration: symbolConfiguration, renderingMode: renderingMode, imageTintColor: color)
    }
}
