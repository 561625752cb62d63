/// What a layout's canvas is called in picture captions and snapshot file
/// names: its device (`iphone-15 portrait`), an explicit canvas's `name:`
/// (`retina4_7 landscape`, turned by its shape, since an explicit canvas has
/// no orientation of its own), or "custom".
extension BuiltLayout {
    /// `iphone-15`, `retina4_7` or `custom`.
    public var canvasName: String { device?.name ?? document.canvas.name ?? "custom" }

    /// A device's orientation; a named explicit canvas's by its shape.
    public var canvasOrientation: Orientation {
        guard device == nil, document.canvas.name != nil else { return orientation }
        return window.bounds.width > window.bounds.height ? .landscape : .portrait
    }

    /// `iphone-15 portrait`, with ` rtl` in a right-to-left window.
    public var canvasCaption: String {
        "\(canvasName) \(canvasOrientation.rawValue)" + (window.layoutDirection == .rightToLeft ? " rtl" : "")
    }

    /// The snapshot configuration: `iphone-15-portrait`,
    /// `retina4_7-landscape`, or `custom` for an unnamed explicit canvas.
    public var snapshotConfiguration: String {
        device == nil && document.canvas.name == nil ? "custom" : "\(canvasName)-\(canvasOrientation.rawValue)"
    }
}
