import Foundation

/// Compares two frames records (the JSON of ``FramesRecord``) with a
/// tolerance, and says what changed the way a reviewer reads it:
///
///     title.frame.x 16 → 20 (+4)
///     title.frame.width 200 → 196 (−4)
///     5 views moved down 12 pt: a, b, c, d, e
///     badge: added (frame 300, 16, 24, 24)
///     avatar: removed
///     avatar: hidden → shown
///     ambiguous: card.minY (new)
///     broken: button.width == 120 (new)
///
/// A view's `absoluteFrame` follows from its own and its ancestors' frames,
/// so its changes are only listed when no `frame` changed at all.
public enum FramesDiff {
    /// The differences beyond `tolerance` (in points; one pixel is `1 / scale`).
    /// Empty: the records match. A record that doesn't parse is one difference.
    public static func compare(reference: String, actual: String, tolerance: Double) -> [String] {
        if reference == actual { return [] }
        guard let ref = Record(reference) else { return ["the reference frames record is not valid JSON"] }
        guard let act = Record(actual) else { return ["the actual frames record is not valid JSON"] }
        var lines: [String] = []
        var absoluteLines: [String] = []
        compareItems(ref.views, act.views, kind: "view", tolerance: tolerance, lines: &lines, absolute: &absoluteLines)
        compareItems(ref.guides, act.guides, kind: "guide", tolerance: tolerance, lines: &lines, absolute: &absoluteLines)
        let frameLines = grouped(lines)
        lines = []
        if frameLines.isEmpty { lines += absoluteLines } else { lines += frameLines }
        for item in ref.ambiguous where !act.ambiguous.contains(item) { lines.append("ambiguous: \(item) (gone)") }
        for item in act.ambiguous where !ref.ambiguous.contains(item) { lines.append("ambiguous: \(item) (new)") }
        for item in ref.broken where !act.broken.contains(item) { lines.append("broken: \(item) (no longer broken)") }
        for item in act.broken where !ref.broken.contains(item) { lines.append("broken: \(item) (new)") }
        if lines.isEmpty && ref.log != act.log {
            let r = ref.log.components(separatedBy: "\n"), a = act.log.components(separatedBy: "\n")
            if let i = (0..<min(r.count, a.count)).first(where: { r[$0] != a[$0] }) {
                lines.append("diagnostics.log line \(i + 1): \(r[i]) → \(a[i])")
            } else {
                lines.append("diagnostics.log: \(r.count) → \(a.count) lines")
            }
        }
        return lines
    }

    /// `16`, `16.333`.
    static func format(_ x: Double) -> String { SnapshotJSON.number(x) }

    struct Item {
        var id: String
        var frame: [Double]
        var absolute: [Double]
        var hidden: Bool
        var owner: String?
    }

    struct Record {
        var views: [Item] = []
        var guides: [Item] = []
        var ambiguous: [String] = []
        var broken: [String] = []
        var log = ""

        init?(_ text: String) {
            guard let data = text.data(using: .utf8),
                  let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
            func rect(_ any: Any?) -> [Double] {
                guard let r = any as? [String: Any] else { return [] }
                return ["x", "y", "width", "height"].map { (r[$0] as? NSNumber)?.doubleValue ?? .nan }
            }
            func items(_ any: Any?) -> [Item] {
                ((any as? [Any]) ?? []).compactMap { element in
                    guard let o = element as? [String: Any], let id = o["id"] as? String else { return nil }
                    return Item(id: id, frame: rect(o["frame"]), absolute: rect(o["absoluteFrame"]),
                                hidden: (o["hidden"] as? Bool) ?? false, owner: o["owner"] as? String)
                }
            }
            views = items(top["views"])
            guides = items(top["guides"])
            let diagnostics = top["diagnostics"] as? [String: Any] ?? [:]
            ambiguous = ((diagnostics["ambiguous"] as? [Any]) ?? []).compactMap { element in
                guard let o = element as? [String: Any], let view = o["view"] as? String else { return nil }
                let attributes = (o["attributes"] as? [String]) ?? []
                return view + "." + attributes.joined(separator: ", .")
            }
            broken = ((diagnostics["broken"] as? [Any]) ?? []).compactMap { element in
                guard let o = element as? [String: Any], let c = o["constraint"] as? String else { return nil }
                if let name = o["name"] as? String { return "\(c) (\(name))" }
                return c
            }
            log = diagnostics["log"] as? String ?? ""
        }
    }

    static let fields = ["x", "y", "width", "height"]

    static func describe(_ r: [Double]) -> String { r.map(format).joined(separator: ", ") }

    static func compareItems(_ reference: [Item], _ actual: [Item], kind: String, tolerance: Double,
                             lines: inout [String], absolute: inout [String]) {
        let actualByID = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let referenceIDs = Set(reference.map(\.id))
        let label = kind == "guide" ? "guide " : ""
        for r in reference {
            guard let a = actualByID[r.id] else {
                lines.append("\(label)\(r.id): removed (was \(describe(r.frame)))")
                continue
            }
            for (i, field) in fields.enumerated() where i < r.frame.count && i < a.frame.count {
                if differs(r.frame[i], a.frame[i], tolerance) {
                    lines.append("\(label)\(r.id).frame.\(field) \(format(r.frame[i])) → \(format(a.frame[i]))\(delta(r.frame[i], a.frame[i]))")
                }
            }
            for (i, field) in fields.enumerated() where i < r.absolute.count && i < a.absolute.count {
                if differs(r.absolute[i], a.absolute[i], tolerance) {
                    absolute.append("\(label)\(r.id).absoluteFrame.\(field) \(format(r.absolute[i])) → \(format(a.absolute[i]))\(delta(r.absolute[i], a.absolute[i]))")
                }
            }
            if r.hidden != a.hidden {
                lines.append("\(label)\(r.id): \(r.hidden ? "hidden → shown" : "shown → hidden")")
            }
            if r.owner != a.owner {
                lines.append("\(label)\(r.id).owner \(r.owner ?? "none") → \(a.owner ?? "none")")
            }
        }
        for a in actual where !referenceIDs.contains(a.id) {
            lines.append("\(label)\(a.id): added (frame \(describe(a.frame)))")
        }
    }

    /// ` (+12)`, ` (−4)`: how far, so a reviewer needn't subtract.
    static func delta(_ from: Double, _ to: Double) -> String {
        guard from.isFinite, to.isFinite else { return "" }
        let d = to - from
        return d >= 0 ? " (+\(format(d)))" : " (−\(format(-d)))"
    }

    /// At least this many views with the same single change are one line.
    static let groupSize = 3

    /// Views whose only change is the same move (`y` by +12) are listed as
    /// one line, "7 views moved down 12 pt: a, b, …": a header that grew
    /// pushes everything under it, and seven lines saying so bury the one
    /// line that matters.
    static func grouped(_ lines: [String]) -> [String] {
        // `id.frame.field from → to (delta)` for views (guides keep their lines).
        func parse(_ line: String) -> (id: String, field: String, delta: String)? {
            guard !line.hasPrefix("guide "), let r = line.range(of: ".frame.") else { return nil }
            let rest = line[r.upperBound...]
            guard let space = rest.firstIndex(of: " "), let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
            return (String(line[..<r.lowerBound]), String(rest[..<space]), String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
        }
        var changesPerView: [String: Int] = [:]
        for l in lines { if let p = parse(l) { changesPerView[p.id, default: 0] += 1 } }
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for l in lines {
            guard let p = parse(l), changesPerView[p.id] == 1, p.field == "x" || p.field == "y" else { continue }
            let key = p.field + " " + p.delta
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(p.id)
        }
        let big = Set(order.filter { groups[$0]!.count >= groupSize })
        guard !big.isEmpty else { return lines }
        var result: [String] = []
        var emitted = Set<String>()
        for l in lines {
            guard let p = parse(l), changesPerView[p.id] == 1, big.contains(p.field + " " + p.delta) else {
                result.append(l)
                continue
            }
            let key = p.field + " " + p.delta
            guard emitted.insert(key).inserted else { continue }
            let ids = groups[key]!
            let negative = p.delta.hasPrefix("−")
            let amount = String(p.delta.dropFirst())
            let direction = p.field == "y" ? (negative ? "up" : "down") : (negative ? "left" : "right")
            result.append("\(ids.count) views moved \(direction) \(amount) pt: \(ids.joined(separator: ", "))")
        }
        return result
    }

    static func differs(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN != b.isNaN }
        return abs(a - b) > tolerance + 1e-9
    }
}
