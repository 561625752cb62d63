/// `UIStatusBarManager` (iOS 13): the status bar of a window scene, which
/// apps read for its height (`windowScene?.statusBarManager?.statusBarFrame`).
/// Its frame is the top band the bars start below (Containers/BarHeights.swift):
/// 54 points (161 pixels at 3×) on screens with a Dynamic Island (a top
/// safe area of 59), the top safe-area inset elsewhere; none in landscape
/// on a phone (iOS hides the status bar there).
public final class UIStatusBarManager: NSObject, @unchecked Sendable {
    /// `statusBarFrame`, in the screen's coordinates.
    public var statusBarFrame: CGRect {
        guard let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last else {
            let screen = UIScreen.main
            return CGRect(x: 0, y: 0, width: screen.bounds.width,
                          height: BarHeights.topBarOrigin(safeAreaTop: screen.portraitSafeAreaInsets.top))
        }
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.frame.width,
                      height: BarHeights.topBarOrigin(safeAreaTop: window.windowSafeAreaInsets.top))
    }

    /// `isStatusBarHidden`: true in a phone's landscape (compact height).
    public var isStatusBarHidden: Bool {
        guard let window = UIApplication.shared.keyWindow else { return false }
        return window.verticalSizeClass == .compact && window.traitCollection.userInterfaceIdiom == .phone
    }

    /// `statusBarStyle`: `.default`.
    public var statusBarStyle: UIStatusBarStyle { .default }
}

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIWindowScene {
    /// `statusBarManager`.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }

    /// `interfaceOrientation`: landscape when the key window is wider than
    /// tall (Trellis's windows are held as sized), else portrait.
    public var interfaceOrientation: UIInterfaceOrientation {
        guard let window = keyWindow else { return .portrait }
        return window.frame.width > window.frame.height ? .landscapeRight : .portrait
    }
}
