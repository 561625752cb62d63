/// What a layout's canvas is called in picture captions and snapshot file
/// names: its device and orientation (`iphone-15 portrait`), an explicit
/// canvas's `name:` as written (`retina4_7-landscape`: the IB import names
/// the designed device and orientation), or "custom".
extension BuiltLayout {
    /// `iphone-15`, `retina4_7-portrait` or `custom`.
    public var canvasName: String { device?.name ?? document.canvas.name ?? "custom" }

    /// `iphone-15 portrait` or `retina4_7-portrait` (`custom portrait` for
    /// an unnamed explicit canvas), with ` rtl` in a right-to-left window
    /// and ` dark` on a dark screen (``UIWindow/screenUserInterfaceStyle``).
    public var canvasCaption: String {
        let base = device == nil && document.canvas.name != nil ? canvasName : "\(canvasName) \(orientation.rawValue)"
        return base + (window.layoutDirection == .rightToLeft ? " rtl" : "")
            + (window.screenUserInterfaceStyle == .dark ? " dark" : "")
    }

    /// The snapshot configuration: `iphone-15-portrait`, the canvas's name,
    /// or `custom` for an unnamed explicit canvas; `-dark` follows on a
    /// dark screen (`iphone-15-portrait-dark`), so a scene's light and dark
    /// references sit side by side.
    public var snapshotConfiguration: String {
        let dark = window.screenUserInterfaceStyle == .dark ? "-dark" : ""
        if let device { return "\(device.name)-\(orientation.rawValue)" + dark }
        return (document.canvas.name ?? "custom") + dark
    }
}
