/// What a layout's canvas is called in picture captions and snapshot file
/// names: its device and orientation (`iphone-15 portrait`), an explicit
/// canvas's `name:` as written (`retina4_7-landscape`: the IB import names
/// the designed device and orientation), or "custom".
extension BuiltLayout {
    /// `iphone-15`, `retina4_7-portrait` or `custom`.
    public var canvasName: String { device?.name ?? document.canvas.name ?? "custom" }

    /// `iphone-15 portrait` or `retina4_7-portrait` (`custom portrait` for
    /// an unnamed explicit canvas), with ` rtl` in a right-to-left window.
    public var canvasCaption: String {
        let base = device == nil && document.canvas.name != nil ? canvasName : "\(canvasName) \(orientation.rawValue)"
        return base + (window.layoutDirection == .rightToLeft ? " rtl" : "")
    }

    /// The snapshot configuration: `iphone-15-portrait`, the canvas's name,
    /// or `custom` for an unnamed explicit canvas.
    public var snapshotConfiguration: String {
        if let device { return "\(device.name)-\(orientation.rawValue)" }
        return document.canvas.name ?? "custom"
    }
}
