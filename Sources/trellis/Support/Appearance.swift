import ArgumentParser
import TrellisLayout
import TrellisRender

/// `--appearance light|dark`: the screen's appearance, UIKit's
/// `userInterfaceStyle` (the device's Light/Dark setting), for every
/// command that lays out or draws. It overrides a layout file's
/// `canvas: {userInterfaceStyle:}` and an Interface Builder device's
/// `appearance`. Not the picture's `--theme` (the review page's chrome),
/// which follows the screen's appearance unless it is given.
enum Appearance: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, dark

    var style: UIUserInterfaceStyle { self == .dark ? .dark : .light }

    /// The page chrome for a window when `--theme` isn't given: the
    /// screen's appearance (a dark screen on a dark page, as Xcode's canvas
    /// draws a dark-appearance scene on its dark editor).
    static func defaultTheme(for window: UIWindow) -> Theme {
        window.screenUserInterfaceStyle == .dark ? .dark : .light
    }
}
