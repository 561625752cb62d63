import TrellisLayout

/// Which constraints and subviews are installed for the size classes the
/// document was designed in. `<variation key="default">` excludes from the
/// base (Any/Any) configuration; a variation whose key matches the designed
/// traits (`widthClass=compact`, `heightClass=regular`, or both joined by
/// `-`) includes or excludes on top. Other variation keys (idioms, ranges)
/// never match. Without a `<device>` (the 600×600 Any/Any canvas) only the
/// default configuration applies.
struct IBVariations {
    let masks: [String: [(key: String, include: Bool)]]
    let horizontal: UIUserInterfaceSizeClass?
    let vertical: UIUserInterfaceSizeClass?

    func matches(_ key: String) -> Bool {
        guard key != "default", horizontal != nil else { return false }
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2 else { return false }
            let want = kv[1] == "compact" ? UIUserInterfaceSizeClass.compact : kv[1] == "regular" ? .regular : nil
            switch kv[0] {
            case "widthClass": if want == nil || want != horizontal { return false }
            case "heightClass": if want == nil || want != vertical { return false }
            default: return false
            }
        }
        return true
    }

    /// The constraint's constant in the designed size classes: the last
    /// matching `<variation constant=…>`, else its own.
    func constant(of c: IBConstraint) -> Double {
        c.constantVariations.last { matches($0.key) }?.constant ?? c.constant
    }

    func isInstalled(_ id: String) -> Bool {
        guard let list = masks[id] else { return true }
        var on = !list.contains { $0.key == "default" && !$0.include }
        for m in list where matches(m.key) { on = m.include }
        return on
    }
}

/// A constraint installed in some size classes only, or with a constant of
/// its own in some: the entries the import writes for it, each with the
/// `when:` (a layout file's size-class condition) under which it holds, so
/// a scene laid out on another device or orientation (`--device`,
/// `--orientation`, a rotation step) takes the constraints Interface
/// Builder installs there, as UIKit does on a trait change.
struct SizeClassEntry: Equatable {
    var constant: Double
    /// nil: every size class.
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?
    /// This entry holds in the designed size classes.
    var designed: Bool

    /// `{horizontal: compact}`, `{horizontal: regular, vertical: compact}`;
    /// nil when it holds everywhere.
    var when: String? {
        let parts = [horizontal.map { "horizontal: \($0 == .compact ? "compact" : "regular")" },
                     vertical.map { "vertical: \($0 == .compact ? "compact" : "regular")" }].compactMap { $0 }
        return parts.isEmpty ? nil : "{" + parts.joined(separator: ", ") + "}"
    }

    /// `-wC`, `-wRhC`: what tells the entry's name from the designed one's.
    var suffix: String {
        "-" + (horizontal.map { $0 == .compact ? "wC" : "wR" } ?? "") + (vertical.map { $0 == .compact ? "hC" : "hR" } ?? "")
    }
}

extension IBVariations {
    static let allTraits: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] =
        [(.compact, .compact), (.compact, .regular), (.regular, .compact), (.regular, .regular)]

    /// The same masks evaluated in other size classes.
    func inTraits(_ h: UIUserInterfaceSizeClass, _ v: UIUserInterfaceSizeClass) -> IBVariations {
        IBVariations(masks: masks, horizontal: h, vertical: v)
    }

    /// Where a constraint holds and with which constant, over the four
    /// size-class combinations, as few entries as conditions allow (one
    /// axis when both of the other's classes agree). Empty when it is
    /// installed nowhere; one unconditional entry when it is the same
    /// everywhere. Without designed traits (the Any/Any canvas) only the
    /// designed configuration is known: one entry, or none.
    func sizeClassEntries(of c: IBConstraint) -> [SizeClassEntry] {
        guard let h0 = horizontal, let v0 = vertical else {
            return isInstalled(c.id) ? [SizeClassEntry(constant: constant(of: c), designed: true)] : []
        }
        // Each combination's constant, or nil where uninstalled.
        var cells: [(h: UIUserInterfaceSizeClass, v: UIUserInterfaceSizeClass, constant: Double)] = []
        for (h, v) in Self.allTraits {
            let there = inTraits(h, v)
            if there.isInstalled(c.id) { cells.append((h, v, there.constant(of: c))) }
        }
        if cells.count == 4, Set(cells.map(\.constant)).count == 1 {
            return [SizeClassEntry(constant: cells[0].constant, designed: true)]
        }
        var entries: [SizeClassEntry] = []
        var left = cells
        func take(_ pick: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) -> Bool, h: UIUserInterfaceSizeClass?, v: UIUserInterfaceSizeClass?) {
            let group = left.filter { pick($0.h, $0.v) }
            guard group.count == 2, group[0].constant == group[1].constant else { return }
            entries.append(SizeClassEntry(constant: group[0].constant, horizontal: h, vertical: v,
                                          designed: group.contains { $0.h == h0 && $0.v == v0 }))
            left.removeAll { pick($0.h, $0.v) }
        }
        for h in [UIUserInterfaceSizeClass.compact, .regular] { take({ a, _ in a == h }, h: h, v: nil) }
        for v in [UIUserInterfaceSizeClass.compact, .regular] { take({ _, b in b == v }, h: nil, v: v) }
        for cell in left {
            entries.append(SizeClassEntry(constant: cell.constant, horizontal: cell.h, vertical: cell.v,
                                          designed: cell.h == h0 && cell.v == v0))
        }
        return entries
    }
}
