/// The layout files `trellis bench layout` generates: each a whole screen's
/// worth of one shape, at any number of views, so a growth table shows how
/// the cost of file → frames grows with size.
enum LayoutWorkload: String, CaseIterable {
    /// Plain views chained top to bottom, each with a fixed size.
    case chainViews = "chain-views"
    /// Labels chained top to bottom: intrinsic sizes from their text.
    case chainLabels = "chain-labels"
    /// One Visual Format string placing every view down the screen.
    case vflLine = "vfl-line"
    /// One wrapping label with a line per "view".
    case labelLines = "label-lines"
    /// A square grid of equal cells (widths equal along a row, heights down a column).
    case grid = "grid"
    /// A vertical stack view of rows, each a horizontal stack of a label and a box
    /// aligned on their last baselines (the label's line, the box's bottom; a
    /// box's first baseline is its top, so first baselines would hang it below
    /// the line).
    case nestedStacks = "nested-stacks"
    /// `nested-stacks` with `distribution: fillEqually` on the column: every
    /// row's height equals the first row's (`UISV-fill-equally`).
    case nestedStacksEqual = "nested-stacks-equal"
    /// A vertical stack view of plain views 20 points high (intrinsic
    /// size), `distribution: fillEqually`, pinned to the root on all four
    /// sides: every view's height equals the first's (`UISV-fill-equally`,
    /// a star) and the column's height is the screen's, so every
    /// compression resistance breaks.
    case stackFillEqually = "stack-fill-equally"
    /// The same stack with `distribution: equalSpacing`.
    case stackEqualSpacing = "stack-equal-spacing"
    /// A vertical stack of plain views of different intrinsic heights (20
    /// to 36 points), `distribution: equalCentering`, pinned to the root on
    /// all four sides: the screen is too short for them, so the gaps close,
    /// and the spacer guides between consecutive centres can't all be
    /// equal: the optional `UISV-distributing` equalities (149) break.
    case stackEqualCentering = "stack-equal-centering"
    /// The same views in an `equalCentering` stack pinned at the top only:
    /// the stack hugs its views (`UISV-canvas-fit` at 49, below the
    /// distributing equalities), so the centres' spacings can all be equal.
    case stackEqualCenteringHug = "stack-equal-centering-hug"
    /// Many `equalCentering` stacks: rows of `StacksEqualCentering.size`
    /// plain views (intrinsic widths 20 to 36 points, too wide together
    /// for the 390-point screen), each row a horizontal stack pinned to
    /// the root's leading and trailing edges, the rows chained top to
    /// bottom. Every row compresses (the dense case, docs/PERFORMANCE.md
    /// `wave2-centering16`), but each row's system is its own, so the file
    /// grows with its rows (`wave2-centering17`).
    case stacksEqualCentering = "stacks-equal-centering"
    /// Plain views chained top to bottom, every height equal to the FIRST
    /// view's (a star whose centre is free), the last view's bottom pinned
    /// to the root's: the pin settles every height at once.
    case chainEqualFirst = "chain-equal-first"
    /// A table of self-sizing cells (a name and a wrapping body each): four
    /// views a row (cell, content view, two labels), so 4,000 views is
    /// 1,000 cells, each fitted on its own as UIKit fits them.
    case tableCells = "table-cells"
    /// Interface Builder: a storyboard of view controllers, 50 views (25
    /// rows of a label and a box) a scene, all laid out (`--scene all`):
    /// 5,000 views is issue 11's 5 MB, 100-scene storyboard.
    case storyboard = "storyboard"
    /// What a fuzzer writes: `n` random constraints (seeded, so every run
    /// builds the same file) between 100 plain views in the root: random
    /// attributes, relations, constants, multipliers and priorities, half
    /// of them required. Most such files conflict many times over and leave
    /// views ambiguous: the cost of explaining conflicts and of the frames
    /// record's ambiguity questions. Here "views" counts the constraints.
    case random = "random"

    /// Left out of the default table: `random` (its cost is the solver's on
    /// a dense system) and the single equalCentering stack, whose growth is
    /// still superlinear (docs/PERFORMANCE.md, `wave2-centering16`) and
    /// which the reader refuses past 60 arranged views (docs/LIMITS.md), so
    /// only its sizes up to 60 lay out. The fillEqually and equalSpacing
    /// stacks joined the table when they became linear (`wave2-fill16`),
    /// and many equalCentering stacks (`stacks-equal-centering`) when the
    /// budget followed each stack's cost (`wave2-centering17`).
    var onlyWhenNamed: Bool { self == .random || self == .stackEqualCentering || self == .stackEqualCenteringHug }

    /// The file's extension.
    var fileExtension: String { self == .storyboard ? "storyboard" : "yaml" }

    /// `trellis layout`'s arguments after the file.
    var layoutArguments: [String] { self == .storyboard ? ["--scene", "all", "--json"] : ["--json"] }

    /// The file for about `n` views: a storyboard's XML or a layout file.
    func text(views n: Int) -> String {
        self == .storyboard ? StoryboardWorkload.xml(views: n) : yaml(views: n)
    }

    /// The layout file for about `n` views (not for `storyboard`).
    func yaml(views n: Int) -> String {
        var out = "title: \(rawValue) \(n)\ncanvas: {width: 390, height: 844}\nroot:\n  subviews:\n"
        var constraints: [String] = []
        switch self {
        case .chainViews, .chainLabels:
            for i in 0..<n {
                out += self == .chainViews ? "    - {id: v\(i)}\n" : "    - {id: v\(i), type: label, text: \"Row \(i) of the chain\"}\n"
                constraints.append("v\(i).top == " + (i == 0 ? "root.top + 10" : "v\(i - 1).bottom + 8"))
                constraints.append("v\(i).leading == root.leading + 16")
                if self == .chainViews { constraints += ["v\(i).width == 200", "v\(i).height == 20"] }
            }
        case .vflLine:
            for i in 0..<n {
                out += "    - {id: v\(i)}\n"
                constraints.append("v\(i).leading == root.leading + 16")
                constraints.append("v\(i).width == 100")
            }
            constraints.append("\"V:|-10-" + (0..<n).map { "[v\($0)(20)]" }.joined(separator: "-8-") + "\"")
        case .labelLines:
            let text = (0..<n).map { "line \($0)" }.joined(separator: "\\n")
            out += "    - {id: text, type: label, lines: 0, text: \"\(text)\"}\n"
            constraints += ["text.top == root.top + 10", "text.leading == root.leading + 16", "text.trailing == root.trailing - 16"]
        case .grid:
            let k = max(Int(Double(n).squareRoot()), 1)
            for r in 0..<k {
                for c in 0..<k {
                    let id = "c\(r)_\(c)"
                    out += "    - {id: \(id)}\n"
                    constraints.append("\(id).leading == " + (c == 0 ? "root.leading + 4" : "c\(r)_\(c - 1).trailing + 2"))
                    constraints.append("\(id).top == " + (r == 0 ? "root.top + 4" : "c\(r - 1)_\(c).bottom + 2"))
                    if c > 0 { constraints.append("\(id).width == c\(r)_0.width") }
                    if r > 0 { constraints.append("\(id).height == c0_\(c).height") }
                    if c == k - 1 { constraints.append("\(id).trailing == root.trailing - 4") }
                    if r == 0 { constraints.append("\(id).height == 20") }
                }
            }
        case .nestedStacks, .nestedStacksEqual:
            let rows = max(n / 3, 1)
            out += "    - id: column\n      type: stackView\n      axis: vertical\n      spacing: 8\n"
            if self == .nestedStacksEqual { out += "      distribution: fillEqually\n" }
            out += "      subviews:\n"
            for i in 0..<rows {
                out += "        - id: row\(i)\n          type: stackView\n          alignment: lastBaseline\n          spacing: 8\n"
                out += "          subviews:\n"
                out += "            - {id: label\(i), type: label, text: \"Row \(i)\"}\n"
                out += "            - {id: field\(i), intrinsicSize: {height: 34}}\n"
            }
            constraints += ["column.top == root.top + 10", "column.leading == root.leading + 16", "column.trailing == root.trailing - 16"]
        case .stackFillEqually, .stackEqualSpacing:
            out += "    - id: column\n      type: stackView\n      axis: vertical\n"
            out += "      distribution: \(self == .stackFillEqually ? "fillEqually" : "equalSpacing")\n      subviews:\n"
            for i in 0..<n { out += "        - {id: v\(i), intrinsicSize: {height: 20}}\n" }
            constraints += ["column.top == root.top", "column.leading == root.leading", "column.trailing == root.trailing",
                            "column.bottom == root.bottom"]
        case .stackEqualCentering, .stackEqualCenteringHug:
            out += "    - id: column\n      type: stackView\n      axis: vertical\n      distribution: equalCentering\n      subviews:\n"
            for i in 0..<n { out += "        - {id: v\(i), intrinsicSize: {height: \(20 + (i * 7) % 17)}}\n" }
            constraints += ["column.top == root.top", "column.leading == root.leading", "column.trailing == root.trailing"]
            if self == .stackEqualCentering { constraints.append("column.bottom == root.bottom") }
        case .stacksEqualCentering:
            let k = StacksEqualCentering.size
            for r in 0..<max(n / k, 1) {
                out += "    - id: row\(r)\n      type: stackView\n      distribution: equalCentering\n      subviews:\n"
                for i in 0..<k { out += "        - {id: v\(r)_\(i), intrinsicSize: {width: \(20 + (i * 7) % 17), height: 20}}\n" }
                constraints.append("row\(r).top == " + (r == 0 ? "root.top + 10" : "row\(r - 1).bottom + 8"))
                constraints += ["row\(r).leading == root.leading + 16", "row\(r).trailing == root.trailing - 16"]
            }
        case .chainEqualFirst:
            for i in 0..<n {
                out += "    - {id: v\(i)}\n"
                constraints.append("v\(i).top == " + (i == 0 ? "root.top + 10" : "v\(i - 1).bottom + 8"))
                constraints += ["v\(i).leading == root.leading + 16", "v\(i).width == 200"]
                if i > 0 { constraints.append("v\(i).height == v0.height") }
            }
            constraints.append("v\(n - 1).bottom == root.bottom - 10")
        case .tableCells:
            let rows = max(n / 4, 1)
            out += """
                    - id: feed
                      type: tableView
                      cells:
                        message:
                          subviews:
                            - {id: name, type: label, font: "System-Bold 15"}
                            - {id: body, type: label, lines: 0}
                          constraints:
                            - name.top == contentView.margins.top
                            - name.leading == contentView.margins.leading
                            - body.top == name.bottom + 4
                            - body.leading == contentView.margins.leading
                            - body.trailing == contentView.margins.trailing
                            - contentView.margins.bottom == body.bottom
                      rows:

                """
            for i in 0..<rows {
                // One to four lines of body, so rows differ in height.
                let body = Array(repeating: "A message that wraps at the table's width.", count: 1 + i % 4).joined(separator: " ")
                out += "            - {cell: message, text: {name: \"Sender \(i)\", body: \"\(body)\"}}\n"
            }
            constraints += ["feed.top == root.top", "feed.bottom == root.bottom", "feed.leading == root.leading",
                            "feed.trailing == root.trailing"]
        case .storyboard:
            preconditionFailure("a storyboard workload is XML: text(views:)")
        case .random:
            constraints = RandomConstraints.lines(count: n, views: RandomConstraints.viewCount)
            for i in 0..<RandomConstraints.viewCount { out += "    - {id: v\(i)}\n" }
        }
        out += "constraints:\n"
        for c in constraints { out += "  - \(c)\n" }
        return out
    }
}

/// The rows of `stacks-equal-centering`.
enum StacksEqualCentering {
    /// Arranged views a row: more than a tab bar's five, a third of the
    /// reader's 60 a stack (docs/LIMITS.md), and too many for the screen's
    /// width, so every row compresses.
    static let size = 20
}
