/// A button's `<buttonConfiguration key="configuration">` (Xcode 13 and
/// later: the Plain, Gray, Tinted and Filled styles), read into the layout
/// file's `configuration:` (docs/INTERFACE-BUILDER.md, "Button
/// configurations"). UIKit draws and sizes such a button from its
/// configuration alone (`UIButton.configuration`: "When you set a
/// configuration, the button ignores … title, image … set with the
/// state-based methods"), so the title is the configuration's `title`, the
/// font its `titleFontDescription` (else the button size's text style), the
/// image its `image` (or `<imageReference key="image">`); the button's own
/// `<state key="normal" title=…>` and `<fontDescription>`, which Xcode keeps
/// beside it, are left out.
public struct IBButtonConfiguration: Sendable, Equatable {
    /// `plain`, `gray`, `tinted` or `filled`.
    public var style = "plain"
    /// `buttonSize` (`medium` when absent).
    public var size: String?
    public var title: String?
    public var subtitle: String?
    /// The title's font in the layout file's spelling.
    public var titleFont: String?
    /// The layout file's image: `{systemName: …}`, or `{name, width, height}`
    /// from `<resources>`; nil without an image or when its size is unknown.
    public var image: String?
    public var imagePlacement: String?
    public var imagePadding: Double?
    public var titlePadding: Double?
    /// top, leading, bottom, trailing.
    public var contentInsets: [Double]?
    public var cornerStyle: String?
    public var foregroundColor: String?

    static let styles: Set<String> = ["plain", "gray", "tinted", "filled"]
    static let sizes: Set<String> = ["medium", "small", "mini", "large"]
    static let placements: Set<String> = ["leading", "trailing", "top", "bottom"]
    static let corners: Set<String> = ["dynamic", "fixed", "small", "medium", "large", "capsule"]

    /// Reads the element; values the layout format doesn't know (a style
    /// Xcode may add later) keep the format's default.
    init(_ node: XMLNode, resources: [String: XMLNode]) {
        if let s = node["style"], Self.styles.contains(s) { style = s }
        if let s = node["buttonSize"], Self.sizes.contains(s) { size = s }
        title = node.string("title")
        subtitle = node.string("subtitle")
        if let f = node.child("fontDescription", key: "titleFontDescription") { titleFont = IBValues.font(f) }
        // `attributedTitle`: the fragments' text, in the first one's font
        // (UIButton.Configuration measures the attributed title in its
        // first run's font).
        if title == nil, let a = node.child("attributedString", key: "attributedTitle") {
            let fragments = a.children("fragment")
            let text = fragments.compactMap { $0.string("content") }.joined()
            if !text.isEmpty { title = text }
            if titleFont == nil, let f = fragments.first?.child("attributes")?.child("font", key: "NSFont") { titleFont = Self.font(f) }
        }
        let reference = node.child("imageReference", key: "image")
        if let name = node["image"] ?? reference?["image"] {
            let catalog = node["image"] != nil ? node["catalog"] : reference?["catalog"]
            if catalog == "system" {
                image = "{systemName: \(IBText.quote(name))}"
            } else if let r = resources[name], let w = r["width"].flatMap(IBValues.number), let h = r["height"].flatMap(IBValues.number) {
                image = "{name: \(IBText.quote(name)), width: \(IBValues.format(w)), height: \(IBValues.format(h))}"
            }
        }
        if let s = node["imagePlacement"], Self.placements.contains(s) { imagePlacement = s }
        imagePadding = node["imagePadding"].flatMap(IBValues.number).map { max($0, 0) }
        titlePadding = node["titlePadding"].flatMap(IBValues.number).map { max($0, 0) }
        if let e = node.child("directionalEdgeInsets", key: "contentInsets") {
            contentInsets = ["top", "leading", "bottom", "trailing"].map { e[$0].flatMap(IBValues.number).map { max($0, 0) } ?? 0 }
        }
        if let s = node["cornerStyle"], Self.corners.contains(s) { cornerStyle = s }
        if let c = node.child("color", key: "baseForegroundColor") { foregroundColor = IBValues.color(c, resources: resources) }
    }

    /// An attributed string's `<font key="NSFont">`: `metaFont="system"`
    /// (and `systemSemibold`, `systemBold`…) as the system font of that
    /// weight, `name=` as that font; other meta fonts as the system font.
    static func font(_ f: XMLNode) -> String {
        let size = f["size"].flatMap(IBValues.number).flatMap { $0 > 0 ? $0 : nil } ?? 17
        if let name = f["name"] { return "\(name) \(IBValues.format(size))" }
        let meta = f["metaFont"] ?? "system"
        if meta.hasPrefix("system"), meta.count > 6 { return "System-\(meta.dropFirst(6)) \(IBValues.format(size))" }
        return "System \(IBValues.format(size))"
    }

    /// Button types whose image comes from the type (the detail disclosure's
    /// and info buttons' circle, the close button's cross): their
    /// configuration isn't read (the stored size stays theirs).
    static let typesWithImages: Set<String> = ["detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"]

    /// Whether Xcode 13 to 14.0's canvas (tools below 21200, Xcode 14.1's
    /// ``IBDevice/xcode14StatusBars``) lays the button out: its medium size
    /// had a 15-point title and insets of 6.5 and 10 (observed, not
    /// documented: docs/INTERFACE-BUILDER.md, "Button configurations").
    func isXcode13Medium(toolsVersion: Int?) -> Bool {
        guard let t = toolsVersion else { return false }
        return t < IBDevice.xcode14StatusBars && (size ?? "medium") == "medium"
    }

    /// Xcode 13 to 14.0's medium title font and insets.
    static let xcode13Font = "System 15"
    static let xcode13Insets: [Double] = [6.5, 10, 6.5, 10]

    /// The `configuration:` mapping (keys at their defaults left out);
    /// `xcode13` writes that canvas's insets where the file gives none.
    func yaml(xcode13: Bool = false) -> String {
        let f = IBValues.format
        var parts = ["style: \(style)"]
        if let size, size != "medium" { parts.append("size: \(size)") }
        if let subtitle { parts.append("subtitle: " + IBText.quote(subtitle)) }
        if let imagePlacement, imagePlacement != "leading" { parts.append("imagePlacement: \(imagePlacement)") }
        if let imagePadding, imagePadding != 0 { parts.append("imagePadding: \(f(imagePadding))") }
        if let titlePadding, titlePadding != 0 { parts.append("titlePadding: \(f(titlePadding))") }
        if let i = contentInsets ?? (xcode13 ? Self.xcode13Insets : nil) {
            parts.append("contentInsets: {top: \(f(i[0])), leading: \(f(i[1])), bottom: \(f(i[2])), trailing: \(f(i[3]))}")
        }
        if let cornerStyle, cornerStyle != "dynamic" { parts.append("cornerStyle: \(cornerStyle)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
