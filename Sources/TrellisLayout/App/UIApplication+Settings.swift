import Foundation

/// The Settings app and alternate icons: app code links to its settings and
/// switches icons; Trellis has neither, and says so as UIKit does for an
/// app without alternate icons.
extension UIApplication {
    /// `UIApplication.openSettingsURLString`: UIKit's value, `app-settings:`
    /// (opening it does nothing: `open(_:)` opens no URLs).
    public static let openSettingsURLString = "app-settings:"

    /// `supportsAlternateIcons`: false (no Info.plist declares any).
    public var supportsAlternateIcons: Bool { false }
    /// `alternateIconName`: nil, the primary icon.
    public var alternateIconName: String? { nil }

    /// `setAlternateIconName(_:completionHandler:)`: fails, as UIKit does
    /// when the app has no alternate icons; the handler gets the error.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
                                   userInfo: [NSLocalizedDescriptionKey: "Alternate icons are not supported."]))
    }
}
