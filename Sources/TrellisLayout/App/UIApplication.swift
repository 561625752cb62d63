import Foundation

/// `UIApplication.shared` and the scene API code reaches for: enough that
/// app code compiles and finds its windows.
///
/// Trellis runs no application: `shared` knows the windows made key with
/// `makeKeyAndVisible()` (the latest is the key window), opens no URLs and
/// has no status bar of its own (the window's safe area is the device's).
public final class UIApplication: UIResponder, @unchecked Sendable {
    nonisolated(unsafe) public static let shared = UIApplication()

    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }

    /// The windows shown with `makeKeyAndVisible()`, weakly held.
    private var shownWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    func windowBecameKey(_ window: UIWindow) {
        for other in windows where other !== window { other.isKeyWindow = false }
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        shownWindows.append(WeakWindow(window: window))
    }

    /// `windows` (deprecated in iOS 15, still common).
    public var windows: [UIWindow] { shownWindows.compactMap(\.window) }
    /// `keyWindow` (deprecated in iOS 13, still common).
    public var keyWindow: UIWindow? { windows.last }
    /// `connectedScenes`: one window scene holding the windows.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// `delegate`: the app delegate (App/UISceneDelegate.swift), weakly
    /// held as UIKit holds it (the app keeps its delegate alive).
    public weak var delegate: (any UIApplicationDelegate)?

    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0

    /// `sendAction(_:to:from:for:)` needs selectors; `open(_:)` opens
    /// nothing here: both answer false.
    public func canOpenURL(_ url: URL) -> Bool { false }
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// `UIScene`.
open class UIScene: UIResponder, @unchecked Sendable {
    /// `activationState`.
    public var activationState: UIApplication.State { .active }
    /// `delegate`: the scene delegate (App/UISceneDelegate.swift), held
    /// strongly as UIKit holds it.
    open var delegate: (any UISceneDelegate)?
    /// `session`: the scene's session, in the application role.
    public let session = UISceneSession(role: .windowApplication)
    /// `title`: kept (the app switcher's title).
    open var title: String?
}

/// `UIWindowScene`: the one scene of Trellis's application; its windows are
/// the application's.
public final class UIWindowScene: UIScene, @unchecked Sendable {
    nonisolated(unsafe) static let main = UIWindowScene()
    public var windows: [UIWindow] { UIApplication.shared.windows }
    public var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    public var screen: UIScreen { .main }
    public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
}

extension UIWindow {
    /// `windowScene`: the application's scene once the window is shown.
    public var windowScene: UIWindowScene? {
        UIApplication.shared.windows.contains { $0 === self } ? UIWindowScene.main : nil
    }

    /// `UIWindow(windowScene:)`: a window the size of the main screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }
}
