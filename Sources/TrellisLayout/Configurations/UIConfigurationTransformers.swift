/// `UIConfigurationTextAttributesTransformer` (iOS 15): a function from
/// the attributes UIKit would use to the ones to use. A button applies its
/// configuration's title and subtitle transformers to the attributes it
/// measures (the font decides the size).
public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// `UIConfigurationColorTransformer` (iOS 14): a function from a colour
/// to the colour to draw.
public struct UIConfigurationColorTransformer {
    let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// `grayscale`: the colour's luminance as a grey (Rec. 709 weights).
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
        UIColor(white: 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue, alpha: color.alpha)
        }
    }
    /// `preferredTint`: the colour as it is (Trellis has no tint
    /// adjustment modes).
    public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    /// `monochromeTint`: the colour as it is (as ``preferredTint``).
    public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
}
