/// Layout-file ids for IB objects: an outlet's property name, else the
/// userLabel in camelCase, else the IB id made into an identifier
/// (`8bC-Xf-vdC` → `v8bC_Xf_vdC`). A name used twice falls back to the id,
/// so every view keeps a stable, unique id.
enum IBNames {
    /// The longest name a userLabel gives (longer: the IB id's name). A
    /// name is written once per use, in the view and in every constraint
    /// naming it, while the XML states the label once: a 4 MB userLabel
    /// made `import` write 16 MB, and one on a view with 30,000
    /// constraints would have asked for 120 GB before the imported text's
    /// 16 MB limit was checked (session 20). Real labels name in far less
    /// (the regression sets' longest, 101 characters, gives 80).
    static let maxLabelName = 128

    static func identifier(fromLabel label: String) -> String? {
        let words = label.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let lowered = first == first.uppercased() && first.count > 1 ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return ([lowered] + rest).joined()
    }

    static func fromId(_ id: String) -> String {
        var s = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if s.first.map({ !$0.isLetter }) ?? true { s = "v" + s }
        return s
    }

    static func constraintName(_ id: String) -> String {
        // Xcode's ids (letters, digits, dashes) stay as they are, checked
        // by byte rather than by Character.
        if id.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) {
            return "ib-" + id
        }
        return constraintNameByCharacter(id)
    }

    /// The general form, character by character (`IBNamesTests` checks the
    /// fast path against it).
    static func constraintNameByCharacter(_ id: String) -> String {
        "ib-" + String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let f = s.first, f == "_" || (f.isASCII && f.isLetter) else { return false }
        return s.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    static func isConstraintName(_ s: String) -> Bool {
        guard let f = s.first, f == "_" || (f.isASCII && f.isLetter) else { return false }
        return s.allSatisfy { $0 == "_" || $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// Names for every view of a scene (root is `root`). `reserved` names
    /// (a cell template's `contentView`) are never given to a view: one
    /// whose outlet or userLabel asks for it takes its IB id instead.
    static func assign(_ scene: IBScene, views: [IBView], reserved: Set<String> = []) -> [String: String] {
        var candidates: [String: String] = [:]
        var outletCount: [String: Int] = [:]
        for o in scene.outlets { outletCount[o.destination, default: 0] += 1 }
        for o in scene.outlets where outletCount[o.destination] == 1 && isIdentifier(o.property) {
            candidates[o.destination] = o.property
        }
        for v in views where candidates[v.id] == nil {
            if let l = v.userLabel.flatMap(identifier(fromLabel:)), l.utf8.count <= maxLabelName { candidates[v.id] = l }
        }
        var uses: [String: Int] = [:]
        for v in views { if let c = candidates[v.id] { uses[c, default: 0] += 1 } }
        var names: [String: String] = [:]
        var taken: Set<String> = reserved.union(["root"])
        var fallbacks = Underscored()
        for v in views where v.id != scene.root.id {
            if let c = candidates[v.id], uses[c] == 1, c != "root", !taken.contains(c) {
                names[v.id] = c
            } else {
                names[v.id] = fallbacks.free(fromId(v.id), in: taken)
            }
            taken.insert(names[v.id]!)
        }
        names[scene.root.id] = "root"
        return names
    }
}

/// Free names for a base that is taken: `base`, `base_`, `base__`,
/// `base___` (a loop appending "_" used to go on for ever), then `base_4`,
/// `base_5`, …; each call with the same base starts where the last one
/// stopped. Ids differing only in punctuation (`a-1`, `a.1`, `a:1`:
/// Interface Builder allows any characters) share a base; 9,000 such views
/// made the loop retry every earlier name, each a character longer than
/// the last, and `import` ran for minutes (the names would have been 40 MB
/// of YAML). The set only grows between calls, so a name once found taken
/// stays taken.
struct Underscored {
    private var next: [String: Int] = [:]

    static func candidate(_ base: String, _ k: Int) -> String {
        k <= 3 ? base + String(repeating: "_", count: k) : base + "_\(k)"
    }

    mutating func free(_ base: String, in taken: Set<String>) -> String {
        free(base) { taken.contains($0) }
    }

    mutating func free(_ base: String, isTaken: (String) -> Bool) -> String {
        var k = next[base] ?? 0
        while isTaken(Self.candidate(base, k)) { k += 1 }
        next[base] = k
        return Self.candidate(base, k)
    }
}
