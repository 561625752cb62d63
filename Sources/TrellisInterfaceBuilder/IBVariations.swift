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
