import Foundation

/// `UIColor(named:)`: a colour set of an asset catalog, as Xcode writes it
/// (`Assets.xcassets/NAME.colorset/Contents.json`), looked for under
/// ``UIImage/bundleDirectory`` (where `UIImage(named:)` finds images); nil
/// when no such colour set is there, as UIKit answers for an unknown name.
/// The universal sRGB colour is the colour; a `luminosity: dark` appearance
/// is its dark variant (``resolvedColor(with:)``). Components are read as
/// Xcode writes them: `"0.200"` (0…1), `"51"` (0…255) or `"0x33"`.
extension UIColor {
    public convenience init?(named name: String) {
        guard let url = UIColor.colorSetContents(named: name),
              let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?, dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(UIColor.catalogColor) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.isEmpty { light = light ?? color }
            else if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) {
                dark = dark ?? color
            }
        }
        guard let light else { return nil }
        self.init(light: light, dark: dark)
    }

    /// `UIColor(named:in:compatibleWith:)`: the bundle and traits are
    /// ignored (one resource directory); resolve with the traits to pick.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = UIColor(named: name) else { return nil }
        let chosen = traitCollection.map { color.resolvedColor(with: $0) } ?? color
        self.init(light: chosen, dark: chosen.darkVariant)
    }

    /// The first `NAME.colorset/Contents.json` under the bundle directory.
    static func colorSetContents(named name: String) -> URL? {
        let root = URL(fileURLWithPath: UIImage.bundleDirectory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return nil }
        let wanted = "\(name).colorset"
        for case let url as URL in walker where url.lastPathComponent == wanted {
            return url.appendingPathComponent("Contents.json")
        }
        return nil
    }

    static func catalogColor(_ color: [String: Any]) -> UIColor? {
        guard let c = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            if let n = c[key] as? Double { return n > 1 ? n / 255 : n }
            guard let s = (c[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if s.contains(".") { return Double(s) }
            return Double(s).map { $0 > 1 ? $0 / 255 : $0 }
        }
        if let white = component("white") {
            return UIColor(white: white, alpha: component("alpha") ?? 1)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: component("alpha") ?? 1)
    }
}
