import Foundation

/// Xcode-format XML for the Interface Builder tests: the parts each test
/// file wrote out again by hand (the document's head, root views, boxes
/// with a length of their own, constraints, stacks, scenes, table rows). A test still
/// reads as the file Xcode would write; only the repetition is gone.
///
/// Every element is written as Xcode writes it (attribute names, `0.0`
/// for zero, `contentMode="scaleToFill"`), one element a line, so a
/// document built here means what the hand-written one meant. Line
/// numbers differ: tests that check an error's line keep their XML.
enum IBTestDocument {
    /// A `.xib`: the XML declaration, the document element as Xcode 13+
    /// writes it, the device (none: the old 600 × 600 canvas) and
    /// `objects`.
    static func xib(toolsVersion: Int = 22505, device: String? = "retina4_7", orientation: String = "portrait",
                    safeAreas: Bool = true, objects: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
        \(device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\"/>\n" } ?? "")<objects>
        \(objects.joined(separator: "\n"))
        </objects>
        </document>

        """
    }

    /// A `.storyboard` of `scenes` (each ``scene(_:controller:)``), its
    /// head as Xcode 9+ writes it (`safeAreas: false`: as Xcode 8 and
    /// earlier, or a document without safe-area guides, write it); the device with `appearance` (Xcode 11+)
    /// or an `adaptation` (Xcode 8 to 10) when given; `resources`, the
    /// `<resources>` element's children (`<image name=… catalog="system"
    /// width=… height=…/>`), after the scenes.
    static func storyboard(toolsVersion: some CustomStringConvertible = 22505, device: String? = "retina4_7", orientation: String = "portrait",
                           appearance: String? = "light", adaptation: String? = nil, initialViewController: String? = nil,
                           safeAreas: Bool = true, scenes: [String], resources: [String] = []) -> String {
        let initial = initialViewController.map { " initialViewController=\"\($0)\"" } ?? ""
        let look = appearance.map { " appearance=\"\($0)\"" } ?? ""
        let deviceElement = device.map { id in
            "<device id=\"\(id)\" orientation=\"\(orientation)\"\(look)"
                + (adaptation.map { ">\n<adaptation id=\"\($0)\"/>\n</device>" } ?? "/>") + "\n"
        } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            \(safeAreas ? "useSafeAreas=\"YES\" " : "")colorMatched="YES"\(initial)>
            \(deviceElement)<scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
            \(resources.isEmpty ? "" : "<resources>\n" + resources.joined(separator: "\n") + "\n</resources>\n")</document>

            """
    }

    /// A scene holding one controller element (its XML whole).
    static func scene(_ id: String, controller: String) -> String {
        "<scene sceneID=\"\(id)\">\n<objects>\n\(controller)\n</objects>\n</scene>"
    }

    /// `<viewController>` whose root view (`rootID`, key `view`, placed by
    /// its controller: no autoresizing attribute) holds `subviews`,
    /// `constraints` and, when given, the safe-area guide `safeArea`.
    static func viewController(_ id: String, root rootID: String, _ rect: Rect, safeArea: String? = nil,
                               subviews: [String], constraints: [String] = []) -> String {
        let guide = safeArea.map { ["<viewLayoutGuide key=\"safeArea\" id=\"\($0)\"/>"] } ?? []
        let root = view(rootID, rect, autoresizes: true, subviews: subviews, constraints: constraints, key: "view", inner: guide)
        return "<viewController id=\"\(id)\" sceneMemberID=\"viewController\">\n\(root)\n</viewController>"
    }

    /// `<tableViewController>` whose view is a `<tableView>` (`tableID`,
    /// filling the screen as its autoresizing mask says) holding `inner`
    /// (`<prototypes>`, `<sections>`, a header view). `attributes`: the
    /// table's, between `contentMode` and `id` (`dataMode`, `style`,
    /// `rowHeight`…).
    static func tableViewController(_ id: String, table tableID: String, _ rect: Rect, attributes: String,
                                    inner: [String]) -> String {
        let table = ["<tableView key=\"view\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" \(attributes) id=\"\(tableID)\">",
                     frame(rect.0, rect.1, rect.2, rect.3),
                     "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>"]
            + inner + ["</tableView>"]
        return "<tableViewController id=\"\(id)\" sceneMemberID=\"viewController\">\n" + table.joined(separator: "\n")
            + "\n</tableViewController>"
    }

    /// A table view cell and its content view (`contentView`) holding
    /// `subviews`, both placed by their autoresizing masks, as Xcode
    /// writes rows (`content`: the content view's frame, when an accessory
    /// or the separator makes it smaller); `rowHeight`: the cell's own
    /// (`rowHeight="44"`). `style` (`IBUITableViewCellStyleValue1`…) with its
    /// built-in `textLabel` and `detailTextLabel` ids; `margins`: the
    /// cell and content view preserve their superview's layout margins
    /// (Xcode 9+ writes it, and `insetsLayoutMarginsFromSafeArea="NO"`
    /// on the content view).
    static func tableCell(_ id: String, _ rect: Rect, contentView: String, content: Rect? = nil, style: String? = nil,
                          textLabel: String? = nil, detailTextLabel: String? = nil, accessoryType: String? = nil,
                          reuseIdentifier: String? = nil, rowHeight: Double? = nil, margins: Bool = true,
                          subviews: [String] = [], constraints: [String] = []) -> String {
        var head = "<tableViewCell clipsSubviews=\"YES\" contentMode=\"scaleToFill\""
        if margins { head += " preservesSuperviewLayoutMargins=\"YES\"" }
        head += " selectionStyle=\"default\""
        if let accessoryType { head += " accessoryType=\"\(accessoryType)\"" }
        head += " indentationWidth=\"10\""
        if let reuseIdentifier { head += " reuseIdentifier=\"\(reuseIdentifier)\"" }
        if let textLabel { head += " textLabel=\"\(textLabel)\"" }
        if let detailTextLabel { head += " detailTextLabel=\"\(detailTextLabel)\"" }
        if let rowHeight { head += " rowHeight=\"\(number(rowHeight))\"" }
        if let style { head += " style=\"\(style)\"" }
        head += " id=\"\(id)\">"
        var contentHead = "<tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\""
        if margins { contentHead += " preservesSuperviewLayoutMargins=\"YES\" insetsLayoutMarginsFromSafeArea=\"NO\"" }
        contentHead += " tableViewCell=\"\(id)\" id=\"\(contentView)\">"
        let inside = content ?? (0, 0, rect.2, rect.3)
        var lines = [head, frame(rect.0, rect.1, rect.2, rect.3), "<autoresizingMask key=\"autoresizingMask\"/>",
                     contentHead, frame(inside.0, inside.1, inside.2, inside.3), "<autoresizingMask key=\"autoresizingMask\"/>"]
        if !subviews.isEmpty { lines += ["<subviews>"] + subviews + ["</subviews>"] }
        if !constraints.isEmpty { lines += ["<constraints>"] + constraints + ["</constraints>"] }
        lines += ["</tableViewCellContentView>", "</tableViewCell>"]
        return lines.joined(separator: "\n")
    }

    /// A cell style's built-in label (`textLabel`, `detailTextLabel`),
    /// placed by its autoresizing mask as Xcode writes them (before Xcode
    /// 9 without `insetsLayoutMarginsFromSafeArea`: `safeAreaInsets: nil`).
    static func cellLabel(_ id: String, _ rect: Rect, text: String, pointSize: Double = 17, alignment: String = "natural",
                          safeAreaInsets: Bool? = false) -> String {
        let insets = safeAreaInsets.map { " insetsLayoutMarginsFromSafeArea=\"\($0 ? "YES" : "NO")\"" } ?? ""
        return [#"<label opaque="NO" multipleTouchEnabled="YES" contentMode="left""# + insets + #" text=""#
            + escaped(text) + #"" textAlignment=""# + alignment
            + #"" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id=""# + id + "\">",
         frame(rect.0, rect.1, rect.2, rect.3), "<autoresizingMask key=\"autoresizingMask\"/>",
         "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(number(pointSize))\"/>",
         "<nil key=\"textColor\"/>", "<nil key=\"highlightedColor\"/>", "</label>"].joined(separator: "\n")
    }

    /// A frame as Xcode writes it: `<rect key="frame" x="0.0" y="20" …/>`.
    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "<rect key=\"frame\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\"/>"
    }

    /// A frame: x, y, width, height.
    typealias Rect = (Double, Double, Double, Double)

    /// A view or another view element (`stackView`, `label`…), and
    /// constraint-placed (`translatesAutoresizingMaskIntoConstraints="NO"`)
    /// unless it `autoresizes` (a root view). `attributes`: the element's
    /// others (their order means nothing in XML); `key`: `view` for a
    /// controller's root view; `inner`: other children (a
    /// `fontDescription`, `color`…), after the constraints.
    static func view(_ id: String, _ rect: Rect, element: String = "view", attributes: String = "",
                     contentMode: String = "scaleToFill", hidden: Bool = false, autoresizes: Bool = false,
                     subviews: [String] = [], constraints: [String] = [], key: String? = nil, inner: [String] = []) -> String {
        var head = "<\(element)"
        if let key { head += " key=\"\(key)\"" }
        if hidden { head += " hidden=\"YES\"" }
        if !attributes.isEmpty { head += " " + attributes }
        head += " contentMode=\"\(contentMode)\""
        if !autoresizes { head += " translatesAutoresizingMaskIntoConstraints=\"NO\"" }
        head += " id=\"\(id)\">"
        var lines = [head, frame(rect.0, rect.1, rect.2, rect.3)]
        if !subviews.isEmpty { lines += ["<subviews>"] + subviews + ["</subviews>"] }
        if !constraints.isEmpty { lines += ["<constraints>"] + constraints + ["</constraints>"] }
        lines += inner
        lines.append("</\(element)>")
        return lines.joined(separator: "\n")
    }

    /// A stack view (`opaque="NO"`, as Xcode writes stacks) whose
    /// `arranged` views are its subviews, in order.
    static func stackView(_ id: String, _ rect: Rect, axis: String? = nil,
                          alignment: String? = nil, distribution: String? = nil, spacing: Double? = nil,
                          hidden: Bool = false, arranged: [String], constraints: [String] = []) -> String {
        // Xcode's order: opaque, contentMode, axis, distribution, alignment, spacing.
        var after: [String] = []
        if let axis { after.append("axis=\"\(axis)\"") }
        if let distribution { after.append("distribution=\"\(distribution)\"") }
        if let alignment { after.append("alignment=\"\(alignment)\"") }
        if let spacing { after.append("spacing=\"\(number(spacing))\"") }
        return view(id, rect, element: "stackView", attributes: (["opaque=\"NO\""] + after).joined(separator: " "),
                    hidden: hidden, subviews: arranged, constraints: constraints)
    }

    /// A label as Xcode writes one: `text`, a system font of `pointSize`,
    /// the usual attributes (`attributes` replaces them) and, with
    /// `colors`, the `nil` text and highlighted colours.
    static func label(_ id: String, _ rect: Rect, text: String, pointSize: Double = 17, hidden: Bool = false,
                      attributes: String = #"textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO""#,
                      colors: Bool = true, constraints: [String] = []) -> String {
        var inner = ["<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(number(pointSize))\"/>"]
        if colors { inner += ["<nil key=\"textColor\"/>", "<nil key=\"highlightedColor\"/>"] }
        return view(id, rect, element: "label", attributes: #"opaque="NO" userInteractionEnabled="NO" text=""# + escaped(text) + "\" " + attributes,
                    contentMode: "left", hidden: hidden, constraints: constraints, inner: inner)
    }

    /// A plain view sized by constraints of its own: `width` and `height`
    /// (either may be nil), the constraints' ids in that order.
    static func box(_ id: String, _ rect: Rect, width: Double? = nil, height: Double? = nil,
                    ids: [String], hidden: Bool = false, subviews: [String] = [], constraints: [String] = []) -> String {
        var own: [String] = []
        var next = ids.makeIterator()
        if let width { own.append(constraint(nil, "width", constant: width, id: next.next()!)) }
        if let height { own.append(constraint(nil, "height", constant: height, id: next.next()!)) }
        return view(id, rect, hidden: hidden, subviews: subviews, constraints: constraints + own)
    }

    /// `<constraint …/>` as Xcode writes it: a first item only when it
    /// isn't the view the constraint is stored in and the second item is
    /// absent or is named.
    static func constraint(_ first: String?, _ firstAttribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
                           relation: String? = nil, multiplier: String? = nil, constant: Double? = nil,
                           priority: Int? = nil, id: String) -> String {
        var s = "<constraint"
        if let first { s += " firstItem=\"\(first)\"" }
        s += " firstAttribute=\"\(firstAttribute)\""
        if let relation { s += " relation=\"\(relation)\"" }
        if let second { s += " secondItem=\"\(second)\"" }
        if let secondAttribute { s += " secondAttribute=\"\(secondAttribute)\"" }
        if let multiplier { s += " multiplier=\"\(multiplier)\"" }
        if let constant { s += " constant=\"\(number(constant))\"" }
        if let priority { s += " priority=\"\(priority)\"" }
        return s + " id=\"\(id)\"/>"
    }

    /// Text for an attribute's value.
    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `0.0` for zero, whole numbers without a fraction, others as Swift
    /// writes them: what Xcode stores.
    static func number(_ v: Double) -> String {
        v == 0 ? "0.0" : v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
