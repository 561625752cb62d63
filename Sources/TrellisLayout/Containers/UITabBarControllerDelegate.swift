/// `UITabBarControllerDelegate`: every method optional, as in UIKit. UIKit
/// calls `shouldSelect`/`didSelect` for the user's taps only (selecting in
/// code doesn't), so Trellis, which has no taps, keeps the delegate for code
/// that sets it and calls nothing.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
