/// `UIVisualEffect`: what a ``UIVisualEffectView`` shows. Trellis draws no
/// blur or vibrancy; the effect is kept for the renderer and for code that
/// reads it back.
open class UIVisualEffect {
    public init() {}
}

/// `UIBlurEffect`: a blur of the given style.
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffect`: vibrancy over a blur.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    /// The style given to `init(blurEffect:style:)` (iOS 13); `.label` for `init(blurEffect:)`.
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = .label
        super.init()
    }

    /// `init(blurEffect:style:)` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffectStyle` (iOS 13): which vibrancy a content view's views
/// get; kept (Trellis draws vibrant content in its own colours).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// `UIVisualEffectView`: a view whose content goes in ``contentView``, as
/// UIKit asks ("add subviews to the contentView, not to the visual effect
/// view directly"). The content view fills the effect view and resizes
/// with it (flexible width and height, its autoresizing mask translated),
/// so constraints to `contentView` follow the effect view's frame.
open class UIVisualEffectView: UIView {
    public var effect: UIVisualEffect?
    public let contentView: UIView

    /// `init(effect:)`: the designated initializer.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// No archives on Linux (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }
}
