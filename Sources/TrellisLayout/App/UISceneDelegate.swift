import Foundation

/// The application and scene delegates every app template has
/// (`AppDelegate.swift`, `SceneDelegate.swift`), so they compile unchanged.
///
/// Trellis launches no application: nothing calls these by itself. A test
/// starts an app's scene the way iOS does with
/// ``UIApplication/connect(sceneDelegate:)`` (Trellis's), which runs the
/// delegate's `scene(_:willConnectTo:options:)` (where the template makes
/// its window, sets the root controller and calls `makeKeyAndVisible()`),
/// then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`, the
/// order Apple documents for a scene coming to the foreground.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}

/// `UISceneDelegate`. Every method is optional.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// `UIWindowSceneDelegate`: a scene delegate with the scene's window. The
/// template declares `var window: UIWindow?`, which satisfies it.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// `UISceneSession`: the session a scene runs in.
open class UISceneSession: NSObject, @unchecked Sendable {
    /// `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    /// `configuration`: the application role's default.
    public let configuration: UISceneConfiguration
    /// `persistentIdentifier`: unique per session.
    public let persistentIdentifier = UUID().uuidString
    /// `userInfo`: kept.
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// `UISceneConfiguration`: what the app delegate answers for a new scene.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    /// `delegateClass`, `sceneClass`: kept.
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// `UIScene.ConnectionOptions`: why the scene connects; empty for a
    /// plain launch (no URLs, no shortcut).
    public final class ConnectionOptions: NSObject, @unchecked Sendable {
        /// `urlContexts`: the URLs the scene opens with (none).
        public let urlContexts: Set<UIOpenURLContext> = []
        /// `sourceApplication`: nil (no other app opened it).
        public let sourceApplication: String? = nil
        override init() { super.init() }
    }
}

/// `UIOpenURLContext`: a URL a scene is asked to open.
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

extension UIApplication {
    /// `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    /// Trellis's launch of an app's scene (see ``UISceneDelegate``): the
    /// scene delegate connects to the application's one window scene, is
    /// asked to connect, then comes to the foreground and becomes active.
    /// Returns the scene.
    @discardableResult
    public func connect(sceneDelegate: any UISceneDelegate) -> UIWindowScene {
        let scene = UIWindowScene.main
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        return scene
    }
}
