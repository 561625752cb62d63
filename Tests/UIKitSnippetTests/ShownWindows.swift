#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// The windows a test shows a controller in, checked when the test ends:
/// no feedback loop, no conflict, nothing logged but what the test expects.
final class ShownWindows {
    private var windows: [UIWindow] = []
    /// Parts of log lines the test expects (UIKit's own warnings).
    var expectedLog: [String] = []

    /// A window of the main screen's size with `controller` as its root,
    /// shown and laid out.
    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        windows.append(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// What the windows logged that no test expected.
    func unexpectedLog() -> [String] {
        windows.flatMap { $0.diagnostics.log }.filter { line in !expectedLog.contains { line.contains($0) } }
    }
}
