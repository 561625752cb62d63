import Foundation

/// Controllers and segues for the bar and presentation tests: the parts of
/// a storyboard that say which bars a scene sits under (navigation and tab
/// bar controllers, the segues between scenes) and the layout guides that
/// controllers had before Xcode 9 (`<layoutGuides>`), written as Xcode
/// writes them, one element a line, as the rest of ``IBTestDocument``.
extension IBTestDocument {
    /// `<viewController>` whose root view (`rootID`, key `view`, no
    /// autoresizing attribute) holds `subviews` and `constraints`; with
    /// `guides`, the top and bottom layout guides Xcode 8 and earlier store
    /// before the view (`<viewControllerLayoutGuide type="top">`); `after`:
    /// the controller's other children (`<connections>`, simulated
    /// metrics), after the view.
    static func viewController(_ id: String, guides: (top: String, bottom: String)?, root rootID: String, _ rect: Rect,
                               safeArea: String? = nil, subviews: [String], constraints: [String] = [],
                               after: [String] = []) -> String {
        var lines = ["<viewController id=\"\(id)\" sceneMemberID=\"viewController\">"]
        if let guides {
            lines += ["<layoutGuides>",
                      "<viewControllerLayoutGuide type=\"top\" id=\"\(guides.top)\"/>",
                      "<viewControllerLayoutGuide type=\"bottom\" id=\"\(guides.bottom)\"/>",
                      "</layoutGuides>"]
        }
        let guide = safeArea.map { ["<viewLayoutGuide key=\"safeArea\" id=\"\($0)\"/>"] } ?? []
        lines.append(view(rootID, rect, autoresizes: true, subviews: subviews, constraints: constraints, key: "view", inner: guide))
        lines += after
        lines.append("</viewController>")
        return lines.joined(separator: "\n")
    }

    /// `<connections>` holding `segues` (each ``segue(to:kind:relationship:id:)``),
    /// or nothing when there are none.
    static func connections(_ segues: [String]) -> [String] {
        segues.isEmpty ? [] : ["<connections>"] + segues + ["</connections>"]
    }

    /// `<segue destination=… kind=… id=…/>`; `relationship` for a
    /// container's `relationship` segues (`rootViewController`,
    /// `viewControllers`).
    static func segue(to destination: String, kind: String, relationship: String? = nil, id: String) -> String {
        "<segue destination=\"\(destination)\" kind=\"\(kind)\""
            + (relationship.map { " relationship=\"\($0)\"" } ?? "") + " id=\"\(id)\"/>"
    }

    /// A navigation controller with no bar element of its own (Xcode's
    /// default bar) whose root is `root`; `navigationBarHidden`: its
    /// `navigationBarHidden="YES"`.
    static func navigationController(_ id: String, root: String, segue segueID: String, navigationBarHidden: Bool = false) -> String {
        (["<navigationController \(navigationBarHidden ? "navigationBarHidden=\"YES\" " : "")id=\"\(id)\" sceneMemberID=\"viewController\">"]
            + connections([segue(to: root, kind: "relationship", relationship: "rootViewController", id: segueID)])
            + ["</navigationController>"]).joined(separator: "\n")
    }

    /// A tab bar controller with no bar element of its own whose tabs are
    /// `tabs` (destination, segue id), in order.
    static func tabBarController(_ id: String, tabs: [(destination: String, segue: String)]) -> String {
        (["<tabBarController id=\"\(id)\" sceneMemberID=\"viewController\">"]
            + connections(tabs.map { segue(to: $0.destination, kind: "relationship", relationship: "viewControllers", id: $0.segue) })
            + ["</tabBarController>"]).joined(separator: "\n")
    }
}
