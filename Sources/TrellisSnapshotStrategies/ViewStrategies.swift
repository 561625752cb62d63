import Foundation
import SnapshotTesting
import TrellisDiff
import TrellisFormat
import TrellisLayout
import TrellisRender
import TrellisSnapshot
import TrellisSnapshotTesting

/// Trellis's pictures and frames records as swift-snapshot-testing
/// strategies: `assertSnapshot(of: view, as: .trellisImage(device: "iphone-15"))`
/// works on Linux and macOS with that library's record modes, folders and
/// messages. The view is placed as `assertLayoutSnapshot` places it (see
/// `LayoutSnapshot.window(for:device:orientation:layout:)`).
extension Snapshotting where Value == UIView, Format == Data {
    /// The view drawn with Trellis's overlays, as PNG, compared with
    /// pixelmatch's perceptual count.
    /// `userInterfaceStyle: .dark` draws it on a dark screen (name the
    /// snapshot, `named: "dark"`, to keep both).
    public static func trellisImage(device: String? = nil, orientation: Orientation = .portrait,
                                    layout: SnapshotLayout = .device, userInterfaceStyle: UIUserInterfaceStyle? = nil,
                                    scale: Double = LayoutSnapshot.defaultScale,
                                    threshold: Double = 0.1, tolerance: Tolerance = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .trellisImage(threshold: threshold, tolerance: tolerance)) { view in
            TrellisStrategyRendering.render(view, device: device, orientation: orientation, layout: layout,
                                            userInterfaceStyle: userInterfaceStyle, scale: scale).png
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The frames record (every view's frame, in its superview and in the
    /// root view, plus diagnostics) as JSON text: a diffable text snapshot
    /// that reads "title.frame.x 16 → 20" in a failure.
    public static func trellisFrames(device: String? = nil, orientation: Orientation = .portrait,
                                     layout: SnapshotLayout = .device,
                                     userInterfaceStyle: UIUserInterfaceStyle? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "frames.json", diffing: .lines) { view in
            TrellisStrategyRendering.render(view, device: device, orientation: orientation, layout: layout,
                                            userInterfaceStyle: userInterfaceStyle, scale: 1, drawing: false).frames
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The controller as the root of a device window, drawn.
    public static func trellisImage(device: String? = nil, orientation: Orientation = .portrait,
                                    userInterfaceStyle: UIUserInterfaceStyle? = nil,
                                    scale: Double = LayoutSnapshot.defaultScale,
                                    threshold: Double = 0.1, tolerance: Tolerance = .init()) -> Snapshotting {
        Snapshotting<UIView, Data>.trellisImage(device: device, orientation: orientation, layout: .device,
                                                userInterfaceStyle: userInterfaceStyle, scale: scale,
                                                threshold: threshold, tolerance: tolerance)
            .pullback { $0.view }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's frames record.
    public static func trellisFrames(device: String? = nil, orientation: Orientation = .portrait,
                                     userInterfaceStyle: UIUserInterfaceStyle? = nil) -> Snapshotting {
        Snapshotting<UIView, String>.trellisFrames(device: device, orientation: orientation,
                                                   userInterfaceStyle: userInterfaceStyle).pullback { $0.view }
    }
}

extension Snapshotting where Value == URL, Format == Data {
    /// A layout file (YAML or JSON) at its current step, drawn on its own
    /// device (or `device`).
    public static func trellisLayout(device: String? = nil, orientation: Orientation? = nil, step: Int = 0,
                                     userInterfaceStyle: UIUserInterfaceStyle? = nil,
                                     scale: Double = LayoutSnapshot.defaultScale,
                                     threshold: Double = 0.1, tolerance: Tolerance = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .trellisImage(threshold: threshold, tolerance: tolerance)) { url in
            TrellisStrategyRendering.renderFile(url, device: device, orientation: orientation, step: step,
                                                userInterfaceStyle: userInterfaceStyle, scale: scale)
        }
    }
}

/// What the strategies share: placing, laying out and drawing. A failure to
/// place or draw becomes a picture-less snapshot whose failure message says
/// why (the library has no error channel in a snapshot function).
enum TrellisStrategyRendering {
    static func render(_ view: UIView, device: String?, orientation: Orientation, layout: SnapshotLayout,
                       userInterfaceStyle: UIUserInterfaceStyle? = nil,
                       scale: Double, drawing: Bool = true) -> (png: Data, frames: String) {
        do {
            let (window, configuration) = try LayoutSnapshot.window(for: view, device: device, orientation: orientation,
                                                                    layout: layout, userInterfaceStyle: userInterfaceStyle)
            let views = FramesRecord.namedViews(window.rootView)
            if !drawing {
                window.textMeasurer = PangoTextMeasurer()
                window.layoutIfNeeded()
                return (Data(), FramesRecord.json(window: window, views: views).render())
            }
            let result = try LayoutSnapshot.render(window: window, views: views, title: configuration, scale: scale)
            return (Data(result.png), result.frames)
        } catch {
            return (Data("trellis: \(error.message)".utf8), "trellis: \(error.message)\n")
        }
    }

    static func renderFile(_ url: URL, device: String?, orientation: Orientation?, step: Int,
                           userInterfaceStyle: UIUserInterfaceStyle? = nil, scale: Double) -> Data {
        do {
            let document = try LayoutFile.load(path: url.path)
            let layout = try LayoutBuilder.build(document, device: device, orientation: orientation,
                                                 userInterfaceStyle: userInterfaceStyle)
            if step > 0 { try layout.apply(throughStep: step) }
            let result = try LayoutSnapshot.render(window: layout.window, views: layout.views, guides: layout.guides,
                                                   title: url.lastPathComponent, scale: scale, document: document)
            return Data(result.png)
        } catch {
            return Data("trellis: \(error)".utf8)
        }
    }
}
