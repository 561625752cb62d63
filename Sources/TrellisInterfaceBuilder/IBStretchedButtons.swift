import TrellisFormat
import TrellisLayout

/// A plain title button's content height, as UIKit sizes it.
///
/// UIButton's intrinsic height is its title label's line, rounded up to
/// the point, and 6 points above and below it. Xcode stores buttons whose
/// height nothing but their title decides at exactly that: 10-point
/// titles 24 high, 11 → 26, 12 → 27, 13 → 28, 14 → 29, 15 → 30, 17 → 33,
/// 30 → 48 (San Francisco's line, 2444/2048 of the point size, rounded up,
/// plus 12; plain buttons' stored heights in five regression sets, Xcode 7
/// to 15, besides constraints' 40, 44, 50 and 56). Rule (observed):
/// docs/INTERFACE-BUILDER.md, "Buttons stretched by their constraints".
enum IBButtonTitleHeight {
    /// The content height of `node`, a `<button>`, or nil where more than
    /// a one-line system-font title decides it: a configuration, a type
    /// with an image, an image or background image in any state, an inset,
    /// an attributed title, a font by name, a wrapping line break, a title
    /// with a line break or none at all.
    static func contentHeight(_ node: XMLNode, title: String?) -> Double? {
        guard node.name == "button", node.child("buttonConfiguration") == nil,
              !IBButtonConfiguration.typesWithImages.contains(node["buttonType"] ?? ""),
              let title, !title.isEmpty, !title.contains("\n"), !title.contains("\r"),
              !["wordWrap", "characterWrap"].contains(node["lineBreakMode"] ?? ""),
              node.children("inset").isEmpty, node.child("imageReference") == nil,
              let font = node.child("fontDescription", key: "fontDescription"),
              font["name"] == nil, font["style"] == nil,
              ["system", "boldSystem", "italicSystem"].contains(font["type"] ?? ""),
              let size = font["pointSize"].flatMap(Double.init), size > 0 else { return nil }
        for state in node.children("state") {
            if state["image"] != nil || state["backgroundImage"] != nil { return nil }
            if state.children.contains(where: { $0.name == "attributedString" || $0.name == "imageReference" }) { return nil }
        }
        return (SystemFontLineHeights.lineHeight * size).rounded(.up) + 12
    }
}

extension IBImporter {
    /// Buttons whose stored height is their constraints', not their
    /// title's: button id → its title's content height, the intrinsic
    /// height the import gives it in place of the stored one.
    ///
    /// The import takes a button's stored frame as its intrinsic size
    /// (``IBTextSizing``): right where the title decides the height, but a
    /// button that equal-height constraints or pins at both ends stretch
    /// keeps no trace of its title in its frame. Held at the stretched
    /// height with compression resistance 750, such buttons fight the
    /// texts beside them at the same priority: a calculator's grid of
    /// equal-height keys, stored 119 and 120 high on the 600-point canvas
    /// where the grid makes them 119.25 each, squeezed the display label
    /// above it from its 39 points to 36 to spare the 120-point keys
    /// (Stanford CS193p calculators, Xcode 7; a Swiftbook calculator,
    /// 107.667 → 107, Xcode 13). UIKit's keys are 50 points of content,
    /// stretched far past it, and their compression resistance never
    /// meets the label's.
    ///
    /// A button counts as stretched when its stored height is over a
    /// point above its content height (``IBButtonTitleHeight``) and a
    /// required constraint holds its height (an equal height, fixed or to
    /// another view) or both its top and its bottom.
    func stretchedButtonHeights(_ views: [IBView], constraints: [IBConstraint]) -> [String: Double] {
        guard textSizing == .storedFrames else { return [:] }
        let cellViews: [IBView] = views.flatMap { v in
            (v.table?.sections ?? []).flatMap { section in section.cells.flatMap { $0.view.flattened } }
        }
        let constraints = constraints + cellViews.flatMap { $0.constraints }
        // Candidates first, then one pass over the constraints (a scene of
        // thousands of buttons and constraints stays linear).
        var candidates: [String: Double] = [:]
        for v in views + cellViews where v.type == .button && !v.misplaced {
            guard let content = v.titleContentHeight, let f = v.frame, Double(f.height) > content + 1 else { continue }
            candidates[v.id] = content
        }
        guard !candidates.isEmpty else { return [:] }
        var attributes: [String: Set<String>] = [:]
        for c in constraints where c.priority >= 1000 && c.relation == .equal {
            if candidates[c.firstItem] != nil { attributes[c.firstItem, default: []].insert(c.firstAttribute) }
            if let b = c.secondItem, candidates[b] != nil, let a = c.secondAttribute { attributes[b, default: []].insert(a) }
        }
        var out: [String: Double] = [:]
        for (id, content) in candidates {
            let held = attributes[id] ?? []
            let top = held.contains("top") || held.contains("topMargin")
            let bottom = held.contains("bottom") || held.contains("bottomMargin")
            if held.contains("height") || (top && bottom) { out[id] = content }
        }
        return out
    }
}
