import TrellisLayout

/// A button's `configuration:` (`UIButton.Configuration`, iOS 15): the
/// preset and what changes the button's size. The title is the view's
/// `text`, its font the view's `font` (else the size's: body for medium and
/// large), its image the view's `image` (docs/FORMAT.md, "Button
/// configurations"):
///
///     - {id: play, type: button, text: Play, image: {systemName: play.fill},
///        configuration: {style: filled, imagePadding: 8, cornerStyle: capsule}}
public struct ButtonConfigurationSpec: Equatable {
    /// `plain`, `gray`, `tinted` or `filled` (Interface Builder's four styles).
    public var style = "plain"
    public var size = UIButton.Configuration.Size.medium
    public var subtitle: String?
    public var imagePlacement = NSDirectionalRectEdge.leading
    public var imagePadding: Double = 0
    public var titlePadding: Double = 0
    /// nil keeps the size's default (7 and 12 points at medium).
    public var contentInsets: NSDirectionalEdgeInsets?
    public var cornerStyle = UIButton.Configuration.CornerStyle.dynamic

    static let keys = ["style", "size", "subtitle", "imagePlacement", "imagePadding", "titlePadding", "contentInsets", "cornerStyle"]
    static let styles = ["plain", "gray", "tinted", "filled"]
    static let sizes: [(String, UIButton.Configuration.Size)] = [("medium", .medium), ("small", .small), ("mini", .mini), ("large", .large)]
    static let placements: [(String, NSDirectionalRectEdge)] = [("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom)]
    static let corners: [(String, UIButton.Configuration.CornerStyle)] = [
        ("dynamic", .dynamic), ("fixed", .fixed), ("small", .small), ("medium", .medium), ("large", .large), ("capsule", .capsule),
    ]

    public init() {}

    static func parse(_ node: YNode) throws(FormatError) -> ButtonConfigurationSpec {
        let m = try node.mapping("a button configuration", allowed: keys)
        var spec = ButtonConfigurationSpec()
        if let n = m["style"] { spec.style = try Values.word(n, styles, what: "button configuration style") }
        if let n = m["size"] {
            let w = try Values.word(n, sizes.map(\.0), what: "button size")
            spec.size = sizes.first { $0.0 == w }!.1
        }
        spec.subtitle = try m["subtitle"]?.string("a subtitle")
        if let n = m["imagePlacement"] {
            let w = try Values.word(n, placements.map(\.0), what: "image placement")
            spec.imagePlacement = placements.first { $0.0 == w }!.1
        }
        spec.imagePadding = try m["imagePadding"].map { n throws(FormatError) in try Values.nonNegative(n) } ?? 0
        spec.titlePadding = try m["titlePadding"].map { n throws(FormatError) in try Values.nonNegative(n) } ?? 0
        if let n = m["contentInsets"] {
            let e = try n.mapping("contentInsets", allowed: ["top", "leading", "bottom", "trailing"])
            func side(_ k: String) throws(FormatError) -> Double { try e[k].map { n throws(FormatError) in try Values.nonNegative(n) } ?? 0 }
            spec.contentInsets = NSDirectionalEdgeInsets(top: try side("top"), leading: try side("leading"),
                                                         bottom: try side("bottom"), trailing: try side("trailing"))
        }
        if let n = m["cornerStyle"] {
            let w = try Values.word(n, corners.map(\.0), what: "corner style")
            spec.cornerStyle = corners.first { $0.0 == w }!.1
        }
        return spec
    }

    /// The configuration the button gets: the preset, then the title, font
    /// and image the view gives, then the keys written.
    public func configuration(title: String?, font: UIFont?, image: UIImage?) -> UIButton.Configuration {
        var c: UIButton.Configuration
        switch style {
        case "gray": c = .gray()
        case "tinted": c = .tinted()
        case "filled": c = .filled()
        default: c = .plain()
        }
        c.buttonSize = size
        c.title = title
        if let font { c.titleFont = font }
        c.subtitle = subtitle
        c.image = image
        c.imagePlacement = imagePlacement
        c.imagePadding = imagePadding
        c.titlePadding = titlePadding
        if let contentInsets { c.contentInsets = contentInsets }
        c.cornerStyle = cornerStyle
        return c
    }
}
