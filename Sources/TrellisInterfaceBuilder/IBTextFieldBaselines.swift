// Text fields' baselines on Xcode 26's canvas (docs/INTERFACE-BUILDER.md,
// "Text fields' baselines in Xcode 26").

extension IBImporter {
    /// How far below the centred line of its font Xcode 26's canvas (tools
    /// 24000 to 29999, ``isNewestCanvas``) puts the baselines of a text
    /// field with a rounded-rect border set in the system font. Every earlier canvas stores such a
    /// field where one line of its font centred in the field puts them
    /// ("Empty text fields"); Xcode 26 stores them lower: Twilio's voice
    /// quickstarts (tools 24506, five storyboards: a 34-point field of the
    /// 14-point system font pinned by its first baseline 42.5 below an
    /// image) 2.5 lower at @2x, nRF Connect Device Manager's firmware
    /// screen (24765: a 30-point field of the same font on a 17-point
    /// label's first baseline) 3 lower at @3x. Trellis takes the middle,
    /// which puts both within a pixel. VLC's Courier New fields in an
    /// Xcode 26 xib (24506) are stored on the centred line, so fonts by
    /// name keep it, and so is the borderless 17-point field of Twilio's
    /// video quickstart (VirtualBackgroundExample, 24506) on its label's
    /// baseline, so fields without the rounded border keep it too.
    static let newestCanvasSystemFieldBaselineDrop = 2.75

    /// Baseline attributes a constraint can name.
    static let baselineAttributes: Set<String> = ["firstBaseline", "lastBaseline", "baseline"]

    /// On Xcode 26's canvas, moves the constant of every constraint that
    /// holds a system-font text field by a baseline so the field lands
    /// where Xcode stores it: the engine keeps the field's baseline on its
    /// centred line, ``newestCanvasSystemFieldBaselineDrop`` above the
    /// baseline the file's constraint names. As the first item
    /// (`field.baseline = m × other + c`) the constant drops by the drop;
    /// as the second (`view = m × field.baseline + c`) it grows by `m`
    /// times it; a field tied to a field by baselines keeps its constant
    /// when the multiplier is 1.
    func dropSystemFieldBaselines(_ constraints: inout [IBConstraint], views: [String: IBView]) {
        for i in constraints.indices { constraints[i].constant += systemFieldBaselineShift(constraints[i], views: views) }
    }

    /// What ``dropSystemFieldBaselines(_:views:)`` adds to `c`'s constant:
    /// 0 off Xcode 26's canvas and for constraints on no system-font
    /// rounded-rect field's baseline. The import notes it in the
    /// constraint's comment.
    func systemFieldBaselineShift(_ c: IBConstraint, views: [String: IBView]) -> Double {
        guard isNewestCanvas else { return 0 }
        func isSystemField(_ id: String?) -> Bool {
            guard let id, let v = views[id], v.element == "textField", v.borderStyle == "roundedRect" else { return false }
            return v.font.map { $0.hasPrefix("System") } ?? true
        }
        let drop = Self.newestCanvasSystemFieldBaselineDrop
        var shift = 0.0
        if Self.baselineAttributes.contains(c.firstAttribute), isSystemField(c.firstItem) { shift -= drop }
        if let a = c.secondAttribute, Self.baselineAttributes.contains(a), isSystemField(c.secondItem) { shift += c.multiplier * drop }
        return shift
    }
}
