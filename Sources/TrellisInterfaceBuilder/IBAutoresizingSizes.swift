import Foundation
import TrellisLayout

extension IBImporter {
    /// The stored size of a view that still translates its autoresizing
    /// mask (no `translatesAutoresizingMaskIntoConstraints` attribute)
    /// while other constraints place it: on Xcode's canvas such a view
    /// keeps the width and height its mask fixes (no `flexibleWidth` /
    /// `flexibleHeight`) against what its content would give it, and the
    /// constraints only move it (rule, observed; docs/INTERFACE-BUILDER.md,
    /// "Autoresizing views that constraints place"). Udacity MemeMe's
    /// colour picker (tools 16096) stores a fill-equally stack of three
    /// slider rows 193 high, each row 29 (a point below a slider's natural
    /// 30), pinned 90 below its bar; Nextcloud Talk's Zammad reference view
    /// (xib) a 20 × 20 icon whose image is 346.5 points large, pinned only
    /// by its leading edge and centre. Trellis laid both out at their
    /// content's size. A size constraint at 999 for each fixed axis: a
    /// required constraint that sizes the view still wins, as before.
    /// Arranged views (the stack turns their masks off) and views inside
    /// cells (their own rule, "Autoresizing inside content views") are
    /// left alone.
    static func autoresizingSizes(_ views: [IBView], constraints: [IBConstraint]) -> [IBConstraint] {
        var named: Set<String> = []
        for c in constraints {
            if c.holder != c.firstItem { named.insert(c.firstItem) }
            if let s = c.secondItem, c.holder != s { named.insert(s) }
        }
        var out: [IBConstraint] = []
        func walk(_ v: IBView, inCell: Bool) {
            let cell = inCell || cellElements.contains(v.element)
            for s in v.subviews {
                defer { walk(s, inCell: cell) }
                guard !cell, v.type != .stackView, s.translatesAutoresizingMask == nil, named.contains(s.id),
                      let f = s.frame else { continue }
                for (attribute, flexible, length) in [("width", UIView.AutoresizingMask.flexibleWidth, f.width),
                                                      ("height", .flexibleHeight, f.height)] where !s.autoresizing.contains(flexible) {
                    out.append(IBConstraint(id: s.id + ".autoresizing." + attribute, firstItem: s.id, firstAttribute: attribute,
                                            relation: .equal, secondItem: nil, secondAttribute: nil, multiplier: 1,
                                            constant: Double(length), priority: 999, identifier: nil, placeholder: false,
                                            holder: s.id, position: s.position))
                }
            }
        }
        let children = Set(views.flatMap { $0.subviews.map(\.id) })
        for v in views where !children.contains(v.id) { walk(v, inCell: false) }
        return out
    }
}
