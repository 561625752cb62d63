import Foundation

/// `UIBarStyle`: recorded (bars draw in the light style).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black, blackTranslucent }

/// `UIBarAppearance` (iOS 13): a bar's background and shadow. Trellis draws
/// ``backgroundColor`` (or the default bar colour) and the shadow line
/// unless ``shadowColor`` is clear or nil after `configureWithTransparentBackground()`.
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor? = .separator
    open var backgroundImage: UIImage?

    public init() {}

    /// `init(idiom:)`: the same on every idiom here.
    public convenience init(idiom: Int) { self.init() }

    /// `configureWithDefaultBackground()`: the translucent default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
    }

    /// `configureWithOpaqueBackground()`: the system background colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// `configureWithTransparentBackground()`: no background, no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// `UINavigationBarAppearance`: adds the titles' text attributes (recorded).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// `UITabBarAppearance`.
open class UITabBarAppearance: UIBarAppearance {}

/// `UIToolbarAppearance`.
open class UIToolbarAppearance: UIBarAppearance {}

extension UIColor {
    /// The default (translucent) bar's colour as it reads over a white view.
    static let defaultBarBackground = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 1)
}
