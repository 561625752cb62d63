import Foundation
import TrellisLayout

/// The per-type keys of a view: a control's state as the file gives it.
/// Each key applies to the types listed in ``ControlSpec/keys``; anywhere
/// else it is an error.
public struct ControlSpec {
    public var placeholder: String?
    public var isOn: Bool?
    public var value: Double?
    public var progress: Double?
    public var items: [String]?
    public var selected: Int?
    public var pages: Int?
    public var image: UIImage?
    public var style: UIActivityIndicatorView.Style?
    /// A button's `configuration:` (``ButtonConfigurationSpec``).
    public var buttonConfiguration: ButtonConfigurationSpec?

    /// Key -> the types it applies to.
    static let keys: [(String, [ViewType])] = [
        ("placeholder", [.textField]), ("isOn", [.switch]), ("value", [.slider, .stepper]),
        ("progress", [.progressView]), ("items", [.segmentedControl]), ("selected", [.segmentedControl]),
        ("pages", [.pageControl]), ("image", [.imageView, .button]), ("style", [.activityIndicator, .tableView]),
        ("configuration", [.button]),
    ]
    static var names: [String] { keys.map(\.0) }

    static func parse(_ m: YNode.Mapping, type: ViewType) throws(FormatError) -> ControlSpec {
        for (key, types) in keys where m[key] != nil && !types.contains(type) {
            throw m.key(key)!.error("'\(key)' applies only to \(types.map(\.rawValue).joined(separator: " and ")), not \(type.rawValue)")
        }
        var spec = ControlSpec()
        spec.placeholder = try m["placeholder"]?.string()
        spec.isOn = try m["isOn"]?.bool()
        if let n = m["value"] {
            let range: ClosedRange<Double> = type == .slider ? 0...1 : 0...100
            spec.value = try number(n, in: range, what: type == .slider ? "a slider's value" : "a stepper's value")
        }
        spec.progress = try m["progress"].map { n throws(FormatError) in try number(n, in: 0...1, what: "progress") }
        if let n = m["items"] {
            var items: [String] = []
            for item in try n.sequence("a list of segment titles") { items.append(try item.string("a segment title")) }
            spec.items = items
        }
        if let n = m["selected"] {
            let count = Double(spec.items?.count ?? 0)
            let v = try number(n, in: 0...max(count - 1, 0), what: "a segment index")
            guard v == v.rounded(), count > 0 else {
                throw n.error("expected a segment index, found \(n.scalarText ?? "")", expected: "a whole number below the number of items")
            }
            spec.selected = Int(v)
        }
        if let n = m["pages"] {
            let v = try number(n, in: 0...1000, what: "a number of pages")
            guard v == v.rounded() else { throw n.error("expected a whole number of pages, found \(n.scalarText ?? "")", expected: "a whole number ≥ 0") }
            spec.pages = Int(v)
        }
        if let n = m["image"] { spec.image = try image(n) }
        if let n = m["configuration"] { spec.buttonConfiguration = try ButtonConfigurationSpec.parse(n) }
        if let n = m["style"], type == .activityIndicator {
            spec.style = try Values.word(n, ["medium", "large"], what: "activity indicator style") == "large" ? .large : .medium
        }
        return spec
    }

    static func number(_ n: YNode, in range: ClosedRange<Double>, what: String) throws(FormatError) -> Double {
        let expected = "a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted)"
        let v = try n.number(expected)
        guard range.contains(v) else { throw n.error("\(what) must be \(range.lowerBound.formatted)...\(range.upperBound.formatted), found \(n.scalarText ?? "")", expected: expected) }
        return v
    }

    /// `{name: photo, width: 120, height: 80}` (an image of that size),
    /// `{name: photo}` (the PNG `photo.png`, `photo@2x.png` or
    /// `photo@3x.png` beside the layout file, its size read from the file)
    /// or `{systemName: star}` (an SF Symbol at its nominal size).
    static func image(_ node: YNode) throws(FormatError) -> UIImage {
        let m = try node.mapping("an image", allowed: ["name", "width", "height", "systemName"])
        if let n = m["systemName"] {
            guard m["name"] == nil, m["width"] == nil, m["height"] == nil else {
                throw m.key("systemName")!.error("'systemName' stands alone", expected: "either {systemName} or {name, width, height}")
            }
            let name = try n.string("a symbol name")
            guard let image = UIImage(systemName: name) else { throw n.error("a symbol name can't be empty", expected: "a symbol name") }
            return image
        }
        let nameNode = try m.required("name", in: "an image")
        let name = try nameNode.string("an image name")
        let width = try m["width"].map { n throws(FormatError) in try Values.nonNegative(n) }
        let height = try m["height"].map { n throws(FormatError) in try Values.nonNegative(n) }
        switch (width, height) {
        case let (w?, h?):
            return UIImage(size: CGSize(width: w, height: h), name: name)
        case (nil, nil):
            let directory = (node.source.name as NSString).deletingLastPathComponent
            let base = (directory.isEmpty ? "." : directory) + "/" + name
            let files = name.contains(".") ? [base] : [base + "@3x.png", base + "@2x.png", base + ".png"]
            for file in files {
                // Regular files only: opening a FIFO named photo.png waited
                // for a writer for ever (and with it `trellis preview`).
                var info = stat()
                guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                      let image = UIImage(contentsOfFile: file) else { continue }
                // Its size comes from the PNG's header, up to 2^31 - 1 pixels a side.
                guard Limits.size.contains(Double(image.size.width)), Limits.size.contains(Double(image.size.height)) else {
                    throw nameNode.error("the PNG image '\(name)' is \(Limits.format(Double(image.size.width)))x\(Limits.format(Double(image.size.height))) points",
                                         expected: "an image of at most \(Limits.format(Limits.size.upper)) points a side",
                                         suggestion: "give the image a width and height instead")
                }
                return image
            }
            throw nameNode.error("no PNG image '\(name)' beside \((node.source.name as NSString).lastPathComponent)",
                                 expected: "\(name).png (or @2x/@3x) in \(directory.isEmpty ? "." : directory), or a width and height")
        default:
            throw (m.key("width") ?? m.key("height"))!.error("an image needs both width and height, or neither",
                                                              expected: "{name, width, height}, or {name} to read the PNG's size")
        }
    }
}

extension ControlSpec {
    /// Applies the state to a view of the spec's type.
    func apply(to view: UIView) {
        if let placeholder, let field = view as? UITextField { field.placeholder = placeholder }
        if let isOn, let toggle = view as? UISwitch { toggle.isOn = isOn }
        if let value {
            (view as? UISlider)?.value = Float(value)
            (view as? UIStepper)?.value = value
        }
        if let progress, let bar = view as? UIProgressView { bar.progress = Float(progress) }
        if let segments = view as? UISegmentedControl {
            for (i, title) in (items ?? []).enumerated() { segments.insertSegment(withTitle: title, at: i, animated: false) }
            if let selected { segments.selectedSegmentIndex = selected }
        }
        if let pages, let control = view as? UIPageControl { control.numberOfPages = pages }
        if let image {
            (view as? UIImageView)?.image = image
            // A configured button's image is its configuration's (ViewFactory).
            if let button = view as? UIButton, button.configuration == nil { button.setImage(image, for: .normal) }
        }
        if let style, let spinner = view as? UIActivityIndicatorView { spinner.style = style }
    }
}
