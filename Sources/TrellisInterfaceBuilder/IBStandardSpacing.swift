// Interface Builder's "standard" spacing to the safe area (docs/INTERFACE-BUILDER.md,
// "Standard spacing to the safe area").

extension IBImporter {
    /// The edges a standard-spacing constraint to the safe area can join.
    static let safeAreaEdges: Set<String> = ["leading", "trailing", "left", "right", "top", "bottom"]

    /// A `symbolic="YES"` (standard-spacing) equality between an edge of
    /// a view and the same edge of a safe-area layout guide lays the view
    /// out on the guide's edge: Xcode's canvas stores such views 0 from the
    /// safe area, whatever constant (20, 8 or none) the file writes, and
    /// doesn't flag them as misplaced (five repositories, Xcode 10 and 11;
    /// no file stores the written constant; all 70 seen are equalities, so
    /// inequalities are left as written). Other standard constraints keep
    /// their constant.
    static func zeroStandardSpacingToSafeArea(_ constraints: inout [IBConstraint],
                                              guides: [String: (owner: String, kind: String)]) {
        for i in constraints.indices where constraints[i].symbolic {
            let c = constraints[i]
            guard c.relation == .equal, c.multiplier == 1, let second = c.secondItem, c.secondAttribute == c.firstAttribute,
                  safeAreaEdges.contains(c.firstAttribute) else { continue }
            let toGuide = [c.firstItem, second].contains { guides[$0]?.kind == "safeArea" }
            if toGuide { constraints[i].constant = 0 }
        }
        eightStandardSpacingToLayoutGuides(&constraints, guides: guides)
    }

    /// A standard-spacing constraint between a view and a controller's top
    /// or bottom layout guide (`viewControllerLayoutGuide`: a view's top
    /// below the top guide's bottom, a view's bottom above the bottom
    /// guide's top) lays out 8 apart, whatever constant the file writes:
    /// every such constraint in the fourteen local sets (27, in 12
    /// repositories, Xcode 6 to 15) is stored 8 from the guide, the 21
    /// written with 8 and the six of a Kodeco Core Data tutorial
    /// (UnCloudNotes, two copies, tools 13771 and 14490) written with 20
    /// (docs/INTERFACE-BUILDER.md, "Standard spacing to layout guides").
    static func eightStandardSpacingToLayoutGuides(_ constraints: inout [IBConstraint],
                                                    guides: [String: (owner: String, kind: String)]) {
        for i in constraints.indices where constraints[i].symbolic {
            let c = constraints[i]
            guard c.multiplier == 1, let second = c.secondItem, let sa = c.secondAttribute else { continue }
            let fk = guides[c.firstItem]?.kind, sk = guides[second]?.kind
            let below = (sk == "topGuide" && c.firstAttribute == "top" && sa == "bottom" && fk == nil)
                || (fk == "bottomGuide" && c.firstAttribute == "top" && sa == "bottom" && sk == nil)
            let above = (fk == "topGuide" && c.firstAttribute == "bottom" && sa == "top" && sk == nil)
                || (sk == "bottomGuide" && c.firstAttribute == "bottom" && sa == "top" && fk == nil)
            if below { constraints[i].constant = 8 } else if above { constraints[i].constant = -8 }
        }
    }
}
