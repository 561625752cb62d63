import TrellisLayout

/// The screen a layout is solved on: a device preset (with orientation), or
/// an explicit size, scale, safe area and size classes. Layout direction
/// applies to both.
public struct CanvasSpec: Sendable {
    public var device: Device?
    public var orientation: Orientation = .portrait
    public var width: Double = 0
    public var height: Double = 0
    public var scale: Double = 2
    public var safeArea: UIEdgeInsets = .zero
    /// nil: the window's rule (docs/LAYOUT.md) picks them from the size.
    public var sizeClasses: Device.SizeClasses?
    public var direction: UIUserInterfaceLayoutDirection = .leftToRight
    /// `screen: {width, height}`: the device screen (portrait points) an
    /// explicit canvas is shown on, when the canvas isn't the whole screen
    /// (a freeform view designed on a phone): what depends on the device
    /// rather than the window, the root's minimum margins, follows it.
    public var screen: CGSize?
    /// `minimumMargins: 16`: the root view's minimum leading and trailing
    /// margins (`systemMinimumLayoutMargins`) instead of the size-class
    /// rule (docs/LAYOUT.md), for canvases of an iOS whose rule differed:
    /// Xcode 6's 600 × 600 canvas (iOS 8) keeps 16 in a regular width.
    public var minimumMargins: Double?
    /// `lateCompressionResistance: true`: required compression resistances
    /// enter the engine after the file's required constraints, so a
    /// conflict between them breaks the resistance (Interface Builder's
    /// canvas; ``UIWindow/lateCompressionResistance``). Imports write it.
    public var lateCompressionResistance = false
    /// `labelBaselinesFromEdges: true`, written by Interface Builder
    /// imports (and by every import before session 15): the file's labels
    /// came from Xcode. Every label holds its baseline anchors at its edges
    /// with or without it (docs/LAYOUT.md, "baselines"); the `trellis`
    /// commands and the snapshot runner read it only to take those anchors'
    /// offsets from Xcode's system font, as they do for the IB file itself
    /// (``SystemFontBaselines/measurer(for:base:)``). Accepted in any file;
    /// the default is false.
    public var labelBaselinesFromEdges = false
    /// `keyboard: 336`: a docked keyboard of that height is up (0, the
    /// default: none). Read by views' `keyboardLayoutGuide`.
    public var keyboard: Double = 0
    /// `name: retina4_7-portrait`: what an explicit canvas is called in
    /// picture titles and snapshot names (`retina4_7-portrait.step-0.png`)
    /// instead of "custom". A label only: it changes no frame. `trellis
    /// import` writes the Xcode device id and orientation the file was
    /// designed in.
    public var name: String?
    /// `bars: {top: navigation, bottom: tabBar}`: bars over the view
    /// (``CanvasBars``); added to a device's safe area.
    public var bars = CanvasBars()
    /// `userInterfaceStyle: dark`: the screen's appearance, the device's
    /// Light/Dark setting (``UIWindow/screenUserInterfaceStyle``); default
    /// light, as a device ships. Either kind of canvas.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public var position = SourcePosition(line: 1, column: 1)

    /// No canvas in the file: an iPhone 15 in portrait.
    public static let `default` = CanvasSpec(device: .iPhone15)

    static let keys = ["device", "orientation", "width", "height", "scale", "safeArea", "sizeClasses", "direction", "screen", "keyboard", "name", "bars", "minimumMargins", "lateCompressionResistance", "labelBaselinesFromEdges", "userInterfaceStyle"]

    static func device(_ node: YNode) throws(FormatError) -> Device {
        let name = try node.string("a device name")
        guard let d = Device.named(name) else {
            throw node.error("unknown device '\(name)'", expected: "one of " + Device.all.map(\.name).joined(separator: ", "),
                             suggestion: Suggestions.didYouMean(name, among: Device.all.map(\.name)))
        }
        return d
    }

    /// A canvas name goes into snapshot file names: letters, digits, `.`,
    /// `_` and `-`, at most 64, not starting with a dot.
    static func canvasName(_ node: YNode) throws(FormatError) -> String {
        let name = try node.string("a canvas name")
        let allowed = name.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2E || c == 0x5F || c == 0x2D
        }
        guard allowed, !name.isEmpty, name.utf8.count <= 64, !name.hasPrefix(".") else {
            throw node.error("canvas name '\(name.prefix(64))' can't name a snapshot file",
                             expected: "1 to 64 letters, digits, '.', '_' or '-', not starting with '.'",
                             suggestion: "for example retina6_1 or pixel-7")
        }
        return name
    }

    static func parse(_ node: YNode) throws(FormatError) -> CanvasSpec {
        let m = try node.mapping("canvas", allowed: keys)
        var canvas = CanvasSpec(position: node.position)
        if let n = m["direction"] {
            canvas.direction = try Values.word(n, ["ltr", "rtl"], what: "direction") == "rtl" ? .rightToLeft : .leftToRight
        }
        if let n = m["keyboard"] { canvas.keyboard = try n.number(in: Limits.keyboardHeight) }
        if let n = m["lateCompressionResistance"] { canvas.lateCompressionResistance = try n.bool() }
        if let n = m["labelBaselinesFromEdges"] { canvas.labelBaselinesFromEdges = try n.bool() }
        if let n = m["bars"] { canvas.bars = try CanvasBars.parse(n) }
        if let n = m["userInterfaceStyle"] { canvas.userInterfaceStyle = try Values.userInterfaceStyle(n) }
        if let n = m["device"] {
            canvas.device = try device(n)
            for key in ["width", "height", "scale", "safeArea", "sizeClasses", "screen", "name", "minimumMargins"] where m[key] != nil {
                throw m.key(key)!.error("'\(key)' can't be given with 'device'",
                                        expected: "either a device (and orientation) or width, height, scale, safeArea and sizeClasses")
            }
            if let o = m["orientation"] {
                canvas.orientation = Orientation(rawValue: try Values.word(o, ["portrait", "landscape"], what: "orientation"))!
            }
            return canvas
        }
        if m["orientation"] != nil {
            throw m.key("orientation")!.error("'orientation' needs a 'device'",
                                              expected: "a device, or a width and height that are already turned")
        }
        canvas.width = try m.required("width", in: "a canvas without a device").number(in: Limits.canvasSide)
        canvas.height = try m.required("height", in: "a canvas without a device").number(in: Limits.canvasSide)
        if let n = m["scale"] { canvas.scale = try n.number(in: Limits.scale) }
        if let n = m["name"] { canvas.name = try canvasName(n) }
        if let n = m["safeArea"] { canvas.safeArea = try Values.insets(n, what: "safeArea") }
        if let n = m["screen"] {
            let sm = try n.mapping("screen", allowed: ["width", "height"])
            canvas.screen = CGSize(width: try sm.required("width", in: "a screen").number(in: Limits.canvasSide),
                                   height: try sm.required("height", in: "a screen").number(in: Limits.canvasSide))
        }
        if let n = m["minimumMargins"] { canvas.minimumMargins = try n.number(in: Limits.size) }
        if let n = m["sizeClasses"] {
            let sm = try n.mapping("sizeClasses", allowed: ["horizontal", "vertical"])
            let defaults = UIWindow.defaultSizeClasses(canvas.width, canvas.height)
            canvas.sizeClasses = Device.SizeClasses(
                horizontal: try sm["horizontal"].map { n throws(FormatError) in try Values.sizeClass(n) } ?? defaults.horizontal,
                vertical: try sm["vertical"].map { n throws(FormatError) in try Values.sizeClass(n) } ?? defaults.vertical)
        }
        return canvas
    }
}
