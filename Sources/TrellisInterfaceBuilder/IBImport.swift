import TrellisFormat
import TrellisLayout

/// How text sizes are decided. Apple's San Francisco metrics aren't on
/// Linux, so by default a label's or button's stored frame size is its
/// intrinsic size (Xcode measured it); `.measured` measures with the
/// window's text measurer instead (to see how far that is).
public enum IBTextSizing: Sendable { case storedFrames, measured }

/// A scene turned into a layout document: the YAML text (what `trellis
/// import` writes), the document read back from it (what every command
/// builds), and the maps back to IB ids for records and lint.
public struct ImportedScene {
    public var scene: IBScene
    public var file: String
    public var yaml: String
    public var document: LayoutDocument
    /// IB id → layout id.
    public var names: [String: String]
    /// Layout id → the IB view.
    public var viewsByName: [String: IBView]
    /// Constraint name in the layout → the IB constraint.
    public var constraintsByName: [String: IBConstraint]
    /// Warnings found while importing (unsupported guides…).
    public var warnings: [IBDiagnostic]
    /// 0.5 pt, or 1 pt for the 600×600 Any/Any canvas (Xcode's frames there
    /// are less exact): how far a stored frame may be from the laid-out one.
    public var tolerance: Double
    /// Rows' built-in views (`feed.s0.r1.textLabel`…), which Trellis lays
    /// out with its own metrics (docs/TABLES.md): lint leaves them out.
    public var builtInViews: Set<String> = []
    /// Where the scene's root view sits on the screen: a view controller's
    /// view below an opaque navigation bar is at y 64 (44 + 20) in UIKit and
    /// in Xcode's stored frame, while Trellis's canvas is the root view
    /// itself. Frames records report the root there (its descendants are
    /// relative to it either way). For xibs, the top-level view's stored
    /// origin, which nothing lays out (``IBImporter/rootOrigin(_:document:)``).
    public var rootOrigin: CGPoint = .zero
}

extension IBDocument {
    /// The scenes `query` names (`nil` or `all`: every scene).
    public func scenes(matching query: String?) throws(FormatError) -> [IBScene] {
        guard let query, query != "all" else { return scenes }
        if let s = scene(query) { return [s] }
        let names = scenes.flatMap { [$0.id, $0.storyboardIdentifier, $0.title].compactMap { $0 } }
        throw FormatError(file: file, line: 0, column: 0, message: "no scene '\(query)'",
                          expected: "a sceneID, view controller id, storyboardIdentifier or title: " + names.joined(separator: ", "),
                          suggestion: IBSuggestions.didYouMean(query, among: names))
    }

    /// The layout document for one scene.
    public func imported(_ scene: IBScene, textSizing: IBTextSizing = .storedFrames) throws(FormatError) -> ImportedScene {
        var importer = IBImporter(document: self, scene: scene, textSizing: textSizing)
        return try importer.run()
    }
}

struct IBImporter {
    let document: IBDocument
    let scene: IBScene
    let textSizing: IBTextSizing
    var warnings: [IBDiagnostic] = []
    var out: [String] = []
    /// Views tables generate (`TABLE.s0.r1`, `….contentView`, `….ID`) → the IB cell views they stand for.
    var generated: [String: IBView] = [:]
    var builtIns: Set<String> = []
    var variations = IBVariations(masks: [:], horizontal: nil, vertical: nil)
    /// Subviews of stack views (IBContainers.swift): never at a stored frame.
    var arranged: Set<String> = []
    /// Labels and buttons in proportional stacks the canvas stretched:
    /// their intrinsic length along the axis (IBProportionalStacks.swift).
    var proportionalText: [String: (vertical: Bool, length: Double)] = [:]
    /// Views of proportional stacks whose own required constraint fixes
    /// their length along the axis: that length (IBProportionalStacks.swift).
    var proportionalFixed: [String: (vertical: Bool, length: Double)] = [:]
    /// Buttons their constraints stretched past their title: their
    /// title's content height (IBStretchedButtons.swift).
    var stretchedButtons: [String: Double] = [:]
    /// How many table or collection cells enclose the view being emitted
    /// (``hiddenViewsAfterLoneVisibleViewAtStart(_:)``).
    var cellDepth = 0

    init(document: IBDocument, scene: IBScene, textSizing: IBTextSizing) {
        self.document = document
        self.scene = scene
        self.textSizing = textSizing
    }

    var traits: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)? { document.device?.sizeClasses(document.orientation) }

    mutating func run() throws(FormatError) -> ImportedScene {
        let variations = IBVariations(masks: document.masks, horizontal: traits?.0, vertical: traits?.1)
        self.variations = variations
        let root = prune(scene.root, variations)
        let views = root.flattened
        // The layout file it becomes takes at most Limits.maxViews; a larger
        // scene is refused here, before the importer's tables for it: a
        // 9.6 MB storyboard of 120,000 views asked for more than 1 GB and
        // aborted, where the file's own limit would have refused it.
        if views.count > Limits.maxViews {
            let at = views[Limits.maxViews].position
            throw FormatError(file: document.file, line: at.line, column: at.column,
                              message: "scene \(scene.id) has \(views.count) views",
                              expected: "at most \(Limits.maxViews) views in a scene, root included (docs/LIMITS.md)",
                              suggestion: "split the scene, or move views into container view controllers",
                              sourceLine: line(at.line))
        }
        // A table's cells become its rows, at most TableSpec.maxRows: past
        // it the scene is refused here, at the first cell too many (the
        // layout reader refused it after the import, placed at the scene;
        // 100,000 bare cells took 9 s of a debug build).
        for view in views {
            let cells = view.table?.sections.flatMap(\.cells) ?? []
            guard cells.count > TableSpec.maxRows else { continue }
            let at = cells[TableSpec.maxRows].view.position
            throw FormatError(file: document.file, line: at.line, column: at.column,
                              message: "table \(view.id) has \(cells.count) cells",
                              expected: "at most \(TableSpec.maxRows) rows in a table (docs/LIMITS.md)",
                              suggestion: "split the table's sections over several scenes", sourceLine: line(at.line))
        }
        var names = IBNames.assign(scene, views: views)
        // A table view controller's view is the table: a plain root holds it.
        // So does a root that is a stack or scroll view (a xib's top-level
        // stack, a `<scrollView key="view">`): the layout file's root is a
        // plain view (IBContainers.swift).
        let tableRoot = root.table != nil || Self.isContainerRoot(root)
        if tableRoot {
            var n = root.userLabel.flatMap(IBNames.identifier(fromLabel:)).flatMap({ $0.utf8.count <= IBNames.maxLabelName ? $0 : nil }) ?? (root.table != nil ? "tableView" : root.type!.rawValue)
            let used = Set(names.values)
            while n == "root" || used.contains(n) { n += "_" }
            names[root.id] = n
        }
        var byId: [String: IBView] = [:]
        for v in views { byId[v.id] = v }
        let readableViews = Set(views.filter(\.marginsFollowReadableWidth).map(\.id))
        // Items constraints may name.
        var guides: [String: (owner: String, kind: String)] = [:]
        for v in views {
            if let g = v.safeAreaGuideId { guides[g] = (v.id, "safeArea") }
            if let g = v.keyboardGuideId { guides[g] = (v.id, "keyboard") }
            for g in v.otherGuideIds { guides[g] = (v.id, "frame") }
        }
        guides.merge(Self.scrollGuides(views)) { _, scroll in scroll }
        arranged = Self.arrangedSubviews(views)
        if let t = scene.topGuideId { guides[t] = (root.id, "topGuide") }
        if let b = scene.bottomGuideId { guides[b] = (root.id, "bottomGuide") }
        var constraints: [IBConstraint] = []
        // Constraints (or constants) of other size classes: written with a
        // `when:` so another device or orientation takes them; inactive on
        // the designed canvas. The designed ones' conditions by IB id.
        var otherSizeClasses: [(constraint: IBConstraint, entry: SizeClassEntry)] = []
        var conditions: [String: SizeClassEntry] = [:]
        for v in views {
            // Placeholders ("Remove at build time") too: Xcode's canvas
            // holds them; the format's `placeholder: true` keeps them to a
            // design canvas (docs/INTERFACE-BUILDER.md, "Placeholder
            // constraints").
            for c in v.constraints {
                for e in variations.sizeClassEntries(of: c) {
                    var copy = c
                    copy.constant = e.constant
                    if e.designed {
                        constraints.append(copy)
                        if e.when != nil { conditions[c.id] = e }
                    } else {
                        otherSizeClasses.append((copy, e))
                    }
                }
            }
        }
        // The layout file takes at most Limits.maxConstraints entries: a
        // scene past it is refused here, at the first constraint past the
        // limit, before it is written and read back (100,000 constraints
        // on ten views took 10.7 s of a debug build to be refused by the
        // layout reader, and the error pointed at the scene).
        if constraints.count + otherSizeClasses.count > Limits.maxConstraints {
            let all = constraints + otherSizeClasses.map(\.constraint)
            let at = all.map(\.position).sorted { ($0.line, $0.column) < ($1.line, $1.column) }[Limits.maxConstraints]
            throw FormatError(file: document.file, line: at.line, column: at.column,
                              message: "scene \(scene.id) has \(all.count) constraints",
                              expected: "at most \(Limits.maxConstraints) constraints in a scene (docs/LIMITS.md)",
                              suggestion: "split the scene, or move views into container view controllers",
                              sourceLine: line(at.line))
        }
        constraints += Self.contentViewEdges(views)
        constraints += Self.hiddenArrangedContentLengths(views)
        constraints += Self.autoresizingSizes(views, constraints: constraints)
        Self.zeroStandardSpacingToSafeArea(&constraints, guides: guides)
        dropSystemFieldBaselines(&constraints, views: byId)
        for i in otherSizeClasses.indices {
            var one = [otherSizeClasses[i].constraint]
            Self.zeroStandardSpacingToSafeArea(&one, guides: guides)
            dropSystemFieldBaselines(&one, views: byId)
            otherSizeClasses[i].constraint = one[0]
        }
        // A view a size-class variation uninstalls is not in the hierarchy,
        // so the constraints naming it (which IB keeps installed on the
        // view holding them) are not installed either: Xcode's canvas and
        // UIKit's nib loading activate only constraints whose items are
        // both installed. Element iOS's xibs and storyboards exclude a
        // view with `<variation key="default">` and keep its constraints.
        let uninstalled = Set(scene.root.flattened.map(\.id)).subtracting(byId.keys)
        if !uninstalled.isEmpty {
            constraints.removeAll { c in [c.firstItem, c.secondItem].contains { $0.map(uninstalled.contains) ?? false } }
        }
        let known = Array(byId.keys) + Array(guides.keys)
        var referenced: Set<String> = []
        for c in constraints {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                guard byId[item] != nil || guides[item] != nil else {
                    // An id of another scene (a copy and paste between
                    // scenes): "unknown" alone sent users looking for a
                    // typo; the scene that holds it is named.
                    let elsewhere = document.scenes.first { $0.id != scene.id && Self.holds($0, item) }
                    throw FormatError(file: document.file, line: c.position.line, column: c.position.column,
                                      message: "constraint \(c.id) names unknown object '\(item)'"
                                        + (elsewhere.map { ", which is in another scene (\($0.id))" } ?? ""),
                                      expected: "the id of a view or layout guide in scene \(scene.id)",
                                      suggestion: IBSuggestions.didYouMean(item, among: known),
                                      sourceLine: line(c.position.line))
                }
            }
        }
        // A view is laid out by constraints (IB's translatesAutoresizing…
        // = NO) when a constraint sizes or places it: one with no second
        // item, or whose other item isn't inside it. Constraints only to
        // its own subviews leave it at its frame, as Xcode does.
        var parent: [String: String] = [:]
        for v in views { for s in v.subviews { parent[s.id] = v.id } }
        func owner(_ item: String) -> String { guides[item]?.owner ?? item }
        func isInside(_ a: String, _ b: String) -> Bool {
            var p = parent[a]
            while let x = p { if x == b { return true }; p = parent[x] }
            return false
        }
        for c in constraints {
            let a = c.firstItem, b = c.secondItem
            if byId[a] != nil, b.map({ !isInside(owner($0), a) }) ?? true { referenced.insert(a) }
            if let b, byId[b] != nil, !isInside(owner(a), b) { referenced.insert(b) }
        }
        for (g, info) in guides where info.kind == "frame" && constraints.contains(where: { $0.firstItem == g || $0.secondItem == g }) {
            let owner = byId[info.owner]!
            warnings.append(IBDiagnostic(file: document.file, position: owner.position, severity: .warning,
                                         message: "unsupported layout guide \(g) of <\(owner.element)> '\(names[owner.id]!)': constraints to it act on the view itself",
                                         kind: "unsupported-element"))
        }
        proportionalText = proportionalTextLengths(views, constraints: constraints)
        proportionalFixed = proportionalFixedLengths(views, constraints: constraints)
        stretchedButtons = stretchedButtonHeights(views, constraints: constraints)
        let canvasInfo = canvas(root)
        out.append(IBText.comment(LayoutFile.importedMarker + "\((document.file as NSString).lastPathComponent), scene \(scene.id)"
                   + (scene.controllerId.map { " (view controller \($0))" } ?? "")))
        out.append("title: " + quote(scene.displayName))
        out.append("canvas: " + canvasInfo.yaml)
        out.append("root:  " + IBText.comment("# IB \(root.id)"))
        if tableRoot {
            out[out.count - 1] = "root:  " + IBText.comment(root.table != nil ? "# the table view controller's view, IB \(root.id), is its table"
                                                             : "# IB \(root.id), a <\(root.element)>, fills the root")
            out.append("  subviews:")
            // The table fills the root (its stored origin is the root's, below any bars).
            var table = root
            table.frame?.origin = .zero
            // A controller's view of another class (a scroll view, a
            // collection view) is still the controller's view: it keeps
            // the system minimum margins, as UIKit gives any controller's
            // view (`viewRespectsSystemMinimumLayoutMargins`, default
            // true). Filling the root, it gets them by preserving the
            // root's margins: max(its own, the root's), the same value.
            // DropDown's demo (12121, a 600-point scroll view on the
            // 375-point phone) stores views pinned to its margins 20 in.
            // A xib's top-level view is nobody's view unless File's Owner
            // says so, so only storyboards. Not collection views either:
            // their cells would inherit the margins through their content
            // views (SwipeCellKit's mail example, 14868 on the 414-point
            // phone, stores its cells' stacks at x 32, where they are
            // without the inherited margins; 44 with them).
            if document.isStoryboard, root.table == nil, root.element != "collectionView",
               table.preservesSuperviewMargins == nil { table.preservesSuperviewMargins = true }
            emit(table, indent: "    ", names: names, referenced: referenced, parentUnsupported: false)
        }
        var rootProps: [String] = []
        if !tableRoot, let c = root.backgroundColor { rootProps.append("color: " + quote(c)) }
        if !tableRoot, let m = root.margins { rootProps.append("margins: " + margins(m)) }
        if !tableRoot, let b = root.insetsMarginsFromSafeArea ?? Self.oldControllerRootInsets(root, scene: scene, document: document) {
            rootProps.append("insetsMarginsFromSafeArea: \(b)")
        }
        if !tableRoot, let a = root.container.semanticContentAttribute { rootProps.append("semanticContentAttribute: " + a) }
        if !tableRoot, let s = root.overrideUserInterfaceStyle { rootProps.append("overrideUserInterfaceStyle: " + s) }
        for p in rootProps { out.append("  " + p) }
        if tableRoot {
        } else if !root.subviews.isEmpty {
            out.append("  subviews:")
            // A xib's top-level cell: its views are inside a cell.
            if Self.cellElements.contains(root.element) { cellDepth += 1 }
            for s in root.subviews { emit(s, indent: "    ", names: names, referenced: referenced, parentUnsupported: false) }
            if Self.cellElements.contains(root.element) { cellDepth -= 1 }
        }
        if rootProps.isEmpty && root.subviews.isEmpty && !tableRoot { out[out.count - 1] = "root: {}  " + IBText.comment("# IB \(root.id)") }
        var constraintsByName: [String: IBConstraint] = [:]
        var identifierUses: [String: Int] = [:]
        for c in constraints { if let i = c.identifier { identifierUses[i, default: 0] += 1 } }
        // Other size classes' entries whose views the designed traits install.
        let otherEntries = otherSizeClasses.filter { o in
            [o.constraint.firstItem, o.constraint.secondItem].compactMap { $0 }.allSatisfy { byId[$0] != nil || guides[$0] != nil }
        }
        if !constraints.isEmpty || !otherEntries.isEmpty {
            out.append("constraints:")
            var designedNames: [String: String] = [:]
            // The constraints' lines, written through one copy of the
            // importer: `write` called its methods on `self` captured inout,
            // which copied the whole importer twice per constraint.
            let importer = self
            var written: [String] = []
            func write(_ c: IBConstraint, _ name: String, _ condition: SizeClassEntry?) {
                // A constant moved for Xcode 26's text fields says so.
                let shift = importer.systemFieldBaselineShift(c, views: byId)
                let note = shift == 0 ? "" : "; " + IBValues.format(shift) + " for Xcode 26's text-field baseline"
                let comment = IBText.comment("# IB \(c.id), line \(c.position.line)" + note)
                let expression = IBText.quote(importer.expression(c, names: names, guides: guides, readable: readableViews))
                if condition?.when != nil || c.placeholder {
                    written.append("  - id: \(name)  " + comment)
                    written.append("    constraint: " + expression)
                    if let when = condition?.when { written.append("    when: " + when) }
                    if c.placeholder { written.append("    placeholder: true") }
                } else {
                    written.append("  - \(name): " + expression + "  " + comment)
                }
            }
            var freeNames = Underscored()
            for c in constraints {
                var name = IBNames.constraintName(c.id)
                if let i = c.identifier, identifierUses[i] == 1, IBNames.isConstraintName(i), constraintsByName[i] == nil,
                   !ConstraintKeys.reserved.contains(i) { name = i }
                name = freeNames.free(name) { constraintsByName[$0] != nil }
                constraintsByName[name] = c
                designedNames[c.id] = name
                write(c, name, conditions[c.id])
            }
            for (c, e) in otherEntries {
                let name = freeNames.free((designedNames[c.id] ?? IBNames.constraintName(c.id)) + e.suffix) { constraintsByName[$0] != nil }
                constraintsByName[name] = c
                write(c, name, e)
            }
            out += written
        }
        let yaml = out.joined(separator: "\n") + "\n"
        let layoutName = document.file + "#" + scene.id
        let parsed: LayoutDocument
        do {
            parsed = try LayoutFile.parseImported(yaml, file: layoutName)
        } catch {
            // The import wrote something the format refuses: point at the
            // element the refused line came from (its `# IB id` comment),
            // else at the scene.
            var positions: [String: SourcePosition] = [:]
            for v in views { positions[v.id] = v.position }
            for c in constraints { positions[c.id] = c.position }
            let at = Self.element(of: error.sourceLine, positions) ?? scene.position
            let imported = error.sourceLine.trimmingCharacters(in: .whitespaces)
            throw FormatError(file: document.file, line: at.line, column: at.column,
                              message: "can't import scene \(scene.id): \(error.message)",
                              expected: error.expected,
                              suggestion: imported.isEmpty ? "check the scene in Xcode"
                                                           : "check this value in Xcode; it was imported as: " + imported,
                              sourceLine: line(at.line))
        }
        var viewsByName: [String: IBView] = generated
        for v in views { viewsByName[names[v.id]!] = v }
        return ImportedScene(scene: scene, file: document.file, yaml: yaml, document: parsed, names: names,
                             viewsByName: viewsByName, constraintsByName: constraintsByName, warnings: warnings,
                             tolerance: document.device == nil ? 1 : 0.5, builtInViews: builtIns,
                             rootOrigin: Self.rootOrigin(scene, document: document))
    }

    func line(_ n: Int) -> String { n >= 1 && n <= document.lines.count ? String(document.lines[n - 1]) : "" }

    /// Where an imported line came from: the IB id its comment names
    /// (`# IB C-k, line 27`, `# IB L-1 'Title'`), looked up among the
    /// scene's views and constraints.
    static func element(of importedLine: String, _ positions: [String: SourcePosition]) -> SourcePosition? {
        guard let mark = importedLine.range(of: "# IB ", options: .backwards) else { return nil }
        let id = importedLine[mark.upperBound...].prefix { $0 != "," && $0 != " " }
        return positions[String(id)]
    }

    /// Drops subviews a matching variation uninstalls (a table's header and
    /// footer views' too).
    func prune(_ v: IBView, _ variations: IBVariations) -> IBView {
        var v = v
        // A view's `hidden` in the designed size classes: the last matching
        // `<variation hidden=…>`, else its own (Xcode's "+" beside Hidden).
        if let designed = v.hiddenVariations.last(where: { variations.matches($0.key) }) { v.hidden = designed.hidden }
        v.subviews = v.subviews.filter { variations.isInstalled($0.id) }.map { prune($0, variations) }
        if var t = v.table, !t.accessoryViews.isEmpty {
            t.headerView = t.headerView.map { prune($0, variations) }
            t.footerView = t.footerView.map { prune($0, variations) }
            v.table = t
        }
        return v
    }

    /// The window: the root view's stored size on the designed device, with
    /// the device's safe area plus bars, less what the root's stored frame
    /// already leaves out (opaque bars push the root view down).
    func canvas(_ root: IBView) -> (yaml: String, size: CGSize) {
        let frame = Self.canvasFrame(root, scene: scene, document: document)
        var safe = UIEdgeInsets.zero
        var scale = 2.0
        if let d = document.device {
            scale = d.scale
            // A freeform controller's screen is its freeform size (Open Food
            // Facts' 375 × 2000 form; RxExample's 500 × 568, whose view is
            // 524 tall below an opaque navigation bar).
            var screen = scene.freeformScreen ?? d.size(document.orientation)
            // A controller sized freeform taller than the screen, whose
            // `<size key="freeformSize">` Xcode wrote without freeform
            // simulated metrics (Xcode 9 to 26), is laid out on a screen of
            // that size as with them: its bottom layout guide is at the
            // root's bottom (less the home indicator), not at the device
            // screen's (docs/INTERFACE-BUILDER.md, "Tall freeform
            // controllers").
            if scene.freeformScreen == nil, let f = scene.freeformSize, f == frame.size, f.height > screen.height {
                screen = f
            }
            // So is one whose root is stored shorter than that size but
            // still taller than the device's screen (only the freeform
            // screen holds it): the root sits below its opaque bars on it.
            // A fitness capstone (14460, 375 × 1000 on the 667-point
            // phone) stores 936-point roots below an opaque navigation bar,
            // their scroll views pinned to the safe area at y 0.
            if scene.freeformScreen == nil, let f = scene.freeformSize, f.width == frame.width,
               frame.height > screen.height, f.height > frame.height {
                screen = f
            }
            var s = Self.deviceSafeArea(d, scene: scene, document: document)
            if Self.doublesSafeArea(d, root: frame, screen: screen, scene: scene, document: document) {
                s.top *= 2; s.bottom *= 2
            }
            // Xcode 16+ canvases end a rounded iPad's safe area higher
            // above the home indicator (``modernPadBottomInset(_:scene:document:)``).
            if let b = Self.modernPadBottomInset(d, scene: scene, document: document) { s.bottom = b }
            // Under a navigation bar the same canvases store the bar below
            // the doubled status bar and 54 high (``doubledNavigationBar(_:root:screen:scene:document:)``).
            // A phone in landscape is a compact height, where the bars are
            // 32 high (``compactHeightBars(_:scene:document:)``).
            let bars = Self.compactHeightBars(d, scene: scene, document: document)
            var topBars = bars.top
            let bottomBars = bars.bottom
            if let bar = Self.doubledNavigationBar(d, root: frame, screen: screen, scene: scene, document: document) {
                s.top = bar.minY
                topBars = bar.height
                // The bottom inset is doubled too, under a tab bar as well
                // (34 × 2 + 49) and under these canvases' 49-point toolbar
                // (``modernToolbarExtra(_:scene:document:)``: OwnTracks'
                // map, 24765, ends 34 × 2 + 49 above the bottom).
                if bottomBars != 44 { s.bottom *= 2 }
            }
            if document.isStoryboard, Self.isPageSheet(d, root: frame, screen: screen, scene: scene) {
                // A page sheet sits at the bottom of the screen, below the
                // status bar: none of the top inset is in it, all of the
                // bottom one is, and a navigation bar in a sheet is 56.
                // Xcode 13.2 on (tools 20037 and up) store the sheet without
                // the home indicator's inset below it, and a sheet they
                // infer (no simulated page-sheet size) with the status
                // bar's inset above it, as if it sat at the screen's top
                // (``pageSheetKeepsHomeIndicator(toolsVersion:)``).
                let older = Self.pageSheetKeepsHomeIndicator(toolsVersion: document.toolsVersion)
                let statusBar = !older && !scene.namesPageSheet && topBars == 0 ? s.top : 0
                safe = UIEdgeInsets(top: statusBar + (topBars == 44 ? 56 : topBars), left: s.left,
                                    bottom: (older ? s.bottom : 0) + bottomBars, right: s.right)
            } else if document.isStoryboard, bottomBars > 0,
                      Self.isPageSheet(d, root: CGRect(x: 0, y: 0, width: frame.width, height: frame.height + s.bottom + bottomBars),
                                       screen: screen, scene: scene) {
                // A page sheet's root ending above its bottom bars and the
                // home indicator (an opaque tab bar, as roots end above
                // opaque bars elsewhere): no bottom inset is left in it
                // (docs/INTERFACE-BUILDER.md, "Page sheets").
                safe = UIEdgeInsets(top: topBars == 44 ? 56 : topBars, left: s.left, bottom: 0, right: s.right)
            } else if document.isStoryboard, Self.isBareSheet(d, root: frame, screen: screen, scene: scene, document: document) {
                // Xcode 15's sheet: no status bar above it and no home
                // indicator below it, only its own bars; a navigation bar
                // in a sheet is 56, as in the older page sheet (Habitica's
                // gift and subscription sheets, tools 23090: the bar
                // stored 56 high at y 0, views pinned 8 below the top
                // layout guide at y 64).
                safe = UIEdgeInsets(top: topBars == 44 ? 56 : topBars, left: s.left, bottom: bottomBars, right: s.right)
            } else if document.isStoryboard {
                // A root view stored below an opaque bar (or above one) has
                // that much less inset. Older files store it at y 0 but
                // shortened by the bars (a 603-pt root under an opaque
                // navigation bar on a 667-pt phone): it starts below them.
                // Not a root wider than the screen (MarqueeLabel's 600 × 600
                // navigation root on the XR, 22154: its label pinned 16 below
                // the guide at 48 + 44 + 16).
                var top = frame.minY
                if top == 0, topBars > 0, frame.width <= screen.width, screen.height - frame.height >= s.top + topBars - 0.5 { top = s.top + topBars }
                // With no bar above it, a root stored at y 0 and exactly the
                // status bar shorter than a phone's screen without a notch
                // (beyond its bottom bars) starts below the status bar too:
                // Gifu's modally presented demo (22505, 375 × 647 on the
                // 667-point phone) stores a view pinned 146 below the top
                // layout guide at y 146, and Delta's What's New collection
                // (23504, 647 high) a cell's stack 34 down, not 44. Roots
                // shortened by other amounts
                // keep the status bar inside them (XLPagerTabStrip's 554-
                // and 497-point roots, 14460, and a raywenderlich.com
                // 516-point one, 13771, store views pinned to the top guide
                // at y 20). The bottom bars may also lie inside such a
                // root: WSDOT's blogger and news tabs (23504, 375 × 647 on
                // the 667-point phone under a tab bar) store their tables
                // pinned to both layout guides at y 0, 598 high (49 above
                // the root's bottom).
                if top == 0, topBars == 0, s.top > 0, s.bottom == 0,
                   abs(screen.height - frame.height - bottomBars - s.top) < 0.5
                    || (bottomBars > 0 && abs(screen.height - frame.height - s.top) < 0.5) { top = s.top }
                // A root reaching below the screen (stored at y 64 but as
                // tall as the screen) has its bottom guide at the screen's
                // bottom: the overhang is inset too.
                safe = UIEdgeInsets(top: max(0, s.top + topBars - top), left: s.left,
                                    bottom: max(0, s.bottom + bottomBars - (screen.height - top - frame.height)), right: s.right)
            } else if root.element == "tableViewCell" {
                // A table keeps its cells out of the unsafe area (its
                // content insets adjust, `contentInsetAdjustmentBehavior`,
                // and `insetsContentViewsToSafeArea` insets content views
                // at the sides), so a cell in portrait has no safe-area
                // insets, and Xcode's canvas gives a top-level table cell
                // none: WooCommerce's refund cells (17701, 414 × 896) store
                // stacks inside 16-point margins at y 16, not 44 + 16 (33
                // views in three xibs). Collection view cells are not
                // treated so: Pocket Casts' ThemeAbstractCell (21701) is
                // stored with the XR's 48-point top inset.
                safe = .zero
            } else {
                // Xcode simulates the device's safe area on every top-level
                // xib view, freeform ones included, and below the view's own
                // simulated bars (Nextcloud Talk's controller views: labels
                // pinned 10 below the safe area at 48 + 44 + 10).
                // Under an opaque bar (`translucent="NO"`) the view starts
                // below it, as UIKit lays a controller's view out when
                // `extendedLayoutIncludesOpaqueBars` is false, its default
                // (Pocket Casts' ProfileViewController, 21701: 375 × 603,
                // its table at y 0).
                safe = s
                safe.top = scene.opaqueTopBar ? 0 : s.top + topBars
                safe.bottom += bottomBars
                // Xcode 9 to 10.1 (tools below 14800) simulate the status
                // bar of a phone without a notch on a view controller's
                // view (File's Owner's `view` outlet) and on whole-screen
                // views, not on a freeform custom view smaller than the
                // screen, which is stored with nothing above it.
                // ProtonVPN's AppVersionView (14313), Element's activity
                // indicator (14460), Open Food Facts' Nutri-Score letter
                // (13771) and a raywenderlich.com to-do cell view (14109)
                // against Pocket Casts' NetworkViewController (14460, a
                // controller's view: its table at y 20), and ProtonVPN's and
                // WooCommerce's 375 × 667 custom views (14460, 14490: at 20).
                // A freeform view at least ``IBDevice.freeformStatusBarHeight``
                // tall keeps the bar too: Rocket.Chat's 295 × 496 reactor
                // list (14113), 370 × 547 compose cell (13771) and 375 × 570
                // filter and sorting views (14460) store what they pin to
                // the safe area's top at y 20, where every shorter one seen
                // (up to Rocket.Chat's 477 × 351 emoji picker, 14113, in
                // five repositories) stores it at 0.
                // Xcode 10.2–14 show
                // no bar at all (IBDevice.simulatesStatusBar), Xcode 15 on
                // show it on every xib view (DuckDuckGo's NotificationView,
                // 22505).
                let t = document.toolsVersion ?? 0
                let freeform = frame.width < screen.width || frame.height < screen.height
                // Up to Xcode 14.1 (tools below 21600), a freeform view no
                // wider than a notched phone and shorter than it sits at
                // the top of the simulated screen: under the status bar
                // (the top inset) but above the home indicator (no bottom
                // inset). Element's banners and cells (17701 to 19529),
                // ProtonVPN's plan views (15702, 16096), VLC's login
                // (18122), Simplenote's notice, sort bar and history views
                // (17506 to 18122): 27 views; Tinode's message bars
                // (21507, 414 wide on the XR: 10 views). Wider views keep
                // both insets (SwiftMessages' 434- to 600-point cards,
                // Simplenote's 431-point tag list), and so does every view
                // from tools 21701 on (Pocket Casts' 21701 cell and 22505
                // sleep timer); 21600 is a guess between 21507 and 21701.
                if s.bottom > 0, t < 21600, frame.width <= screen.width, frame.height < screen.height {
                    safe.bottom = 0
                }
                if !d.isPad, s.bottom == 0, t < 14800, freeform, frame.height < IBDevice.freeformStatusBarHeight, !scene.outlets.contains(where: { $0.property == "view" && $0.destination == root.id }) {
                    safe.top = 0
                }
            }
        } else if document.isStoryboard {
            // Xcode 10.2 and later (tools 14800 and up) show no status bar
            // on a document without a `<device>`: Tipsy and a
            // raywenderlich.com chapter (14865), Matt Neuburg's scroll view
            // (17140), GoMap's height tool (18122, a 414 × 896 root), a
            // Kodeco TDD book's login and alert screens (19162) and
            // FloatingPanel's stocks demo (19455) store views pinned to the
            // safe area's top at y 0 plus their constants, where Xcode 7 to
            // 10.1 files (Kodeco's 14109) store them 20 below it
            // (``IBDevice/deviceFreeStatusBar(toolsVersion:)``).
            let status = scene.statusBarHidden || !IBDevice.deviceFreeStatusBar(toolsVersion: document.toolsVersion) ? 0.0 : 20
            safe = UIEdgeInsets(top: max(0, status + scene.topBars - frame.minY), left: 0, bottom: scene.bottomBars, right: 0)
            // A root of the 600 × 600 canvas stored at y 0 but shortened by
            // the status bar and its top bars starts below them, as on a
            // device's screen (``shortenedAnyAnyRoot(_:status:scene:)``).
            if let below = Self.shortenedAnyAnyRoot(frame, status: status, scene: scene) { safe = below }
        }
        let f = IBValues.format
        // A top-level view stored 0 points high or wide (Element's empty
        // timeline cell, 600 × 0) is laid out on a 1-point canvas: a layout
        // file's canvas is at least a point on each side (Limits.canvasSide),
        // and refusing a legal document would be worse than a point's error
        // in the one view it holds.
        let side = { (v: Double) in max(v, 1) }
        var parts = ["width: \(f(side(frame.width)))", "height: \(f(side(frame.height)))", "scale: \(f(scale))"]
        // Xcode's device id and orientation name the canvas in captions and
        // snapshot files.
        if let d = document.device { parts.append("name: \(d.id)-\(document.orientation.rawValue)") }
        // The canvas's Interface Style (Xcode's appearance switch) is the
        // screen's: system colours and controls resolve dark under it.
        if document.appearance == "dark" { parts.append("userInterfaceStyle: dark") }
        // The scene's bars, already in `safeArea`, recorded so that `--device`
        // (another phone, landscape) keeps them at that device's heights.
        let top = [44: "navigation", 96: "largeTitle", 74: "prompt"][Int(scene.topBars)]
        let bottom = [49: "tabBar", 44: "toolbar"][Int(scene.bottomBars)]
        if top != nil || bottom != nil {
            parts.append("bars: {" + [top.map { "top: \($0)" }, bottom.map { "bottom: \($0)" }].compactMap { $0 }.joined(separator: ", ") + "}")
        }
        parts.append("safeArea: {top: \(f(safe.top)), left: \(f(safe.left)), bottom: \(f(safe.bottom)), right: \(f(safe.right))}")
        if let t = traits { parts.append("sizeClasses: {horizontal: \(t.0 == .compact ? "compact" : "regular"), vertical: \(t.1 == .compact ? "compact" : "regular")}") }
        // Xcode 7's 600 × 600 Any/Any canvas (no `<device>`) lays out
        // with a regular width's 20-point root margins: views pinned to
        // the root's leading and trailing margins are stored 20 in
        // (five Kodeco tutorial storyboards of tools 8187 to 14269,
        // 16 views; no Any/Any file stores 16).
        else { parts.append("sizeClasses: {horizontal: regular, vertical: regular}") }
        // Xcode 6's (tools below 8000: iOS 8's canvas) keeps 16 there:
        // ioscreator's tutorials (6211, 6254) and CodePath's responder
        // demo (7706) store views pinned to the root's margins 16 in,
        // where CodePath's and two other repositories' files of tools
        // 8xxx and 9xxx store 20 (docs/INTERFACE-BUILDER.md). So does a
        // root narrower than a wide freeform view (400, LayoutContext) on any device-free
        // canvas, as on a phone ("Root margins by the root's width"):
        // AWS's 320 × 568 sample (8191), a 300 × 300 freeform pop-up
        // (MediBand, 9059) and Save a Selfie's 320 × 568 screens (9532,
        // no size classes) store 16, BeMyApp's 414 × 736 root (10117) 20.
        if document.device == nil, document.isStoryboard, let t = document.toolsVersion,
           t < 8000 || frame.width < 400 {
            parts.append("minimumMargins: 16")
        }
        // The device's screen, always: a root that isn't the whole screen
        // (a xib's freeform view, a form sheet) still takes the device's
        // minimum margins, and a given screen 390 points wide or wider is a
        // large phone's for its tables' cells (20-point margins, as Xcode stores them there).
        if let d = document.device {
            let s = d.size(.portrait)
            parts.append("screen: {width: \(f(s.width)), height: \(f(s.height))}")
        }
        // A nib's own constraints enter the engine before its views'
        // required compression resistances (docs/INTERFACE-BUILDER.md,
        // "Required compression resistance").
        parts.append("lateCompressionResistance: true")
        // Labels stretched or squeezed by their constraints keep their
        // baseline anchors at their edges, as Xcode stores them
        // (docs/INTERFACE-BUILDER.md, "Baselines of labels taller or
        // shorter than their text").
        parts.append("labelBaselinesFromEdges: true")
        return ("{" + parts.joined(separator: ", ") + "}", CGSize(width: side(frame.width), height: side(frame.height)))
    }

    /// `false` for a controller's view in a document from Xcode 8 or
    /// earlier (tools below 13000, the iOS 10 SDK's canvas), else nil.
    /// Before iOS 11 a controller's root view had top and bottom layout
    /// margins of 0 that didn't follow the top and bottom layout guides
    /// (Apple's `layoutMargins` documentation of iOS 8 to 10: "If the view
    /// is a view controller's root view, the system sets and manages the
    /// margins. The top and bottom margins are set to zero points"; iOS
    /// 11 made them follow the safe area, `insetsLayoutMarginsFromSafeArea`).
    /// Every view pinned to such a root's top or bottom margin in the
    /// sixteen local sets agrees: CodePath's responder and table demos
    /// (7706, under a 64-point bar: stored 140 and 0 below the root's top,
    /// not 204 and 64), AppCoda's presentation demo (7702) and a
    /// raywenderlich.com tutorial's background images (11762, stored at 0
    /// under the status bar); the others are roots below their bars,
    /// where both readings agree (docs/INTERFACE-BUILDER.md, "Root
    /// margins before iOS 11").
    static func oldControllerRootInsets(_ root: IBView, scene: IBScene, document: IBDocument) -> Bool? {
        guard let t = document.toolsVersion, t < 13000 else { return nil }
        let controllerView = document.isStoryboard
            || scene.outlets.contains(where: { $0.property == "view" && $0.destination == root.id })
        return controllerView ? false : nil
    }

    /// The tallest freeform screen, wider than it is tall, that Xcode's
    /// canvas treats as a compact height (no status bar): between 475
    /// (AudioKit Synth One's About screen, no bar) and 660 (Eidolon's
    /// fulfillment screens, with the bar); 600 is a guess between.
    static let compactFreeformHeight = 600.0

    /// The device's safe area as the canvas simulates it: no status bar
    /// when the controller hides it, or on phones without a notch in files
    /// from Xcodes that don't show one (``IBDevice/simulatesStatusBar(toolsVersion:)``).
    static func deviceSafeArea(_ d: IBDevice, scene: IBScene, document: IBDocument) -> UIEdgeInsets {
        var s = d.safeArea(document.orientation)
        if scene.statusBarHidden && s.bottom == 0 { s.top = 0 }
        // A freeform screen wider than it is tall and shorter than
        // ``compactFreeformHeight`` is a compact height, where UIKit hides
        // the status bar (`prefersStatusBarHidden`, Apple: "returns true if
        // the view controller is in a vertically compact environment"):
        // AudioKit Synth One's 667 × 375 and 667 × 475 roots (14490) and
        // its 812 × 375 one, and today widgets 320 × 80 and 320 × 100
        // (RWDevCon's, a Kodeco Realm tutorial's, 13771), store views
        // pinned to the top layout guide at y 0, where 815 × 660 (Eidolon,
        // 13771) and 1024 × 768 freeform roots keep the status bar.
        if s.bottom == 0, let f = scene.freeformScreen, f.width > f.height, f.height < Self.compactFreeformHeight,
           IBDevice.honoursHiddenStatusBar(toolsVersion: document.toolsVersion) {
            s.top = 0
        }
        // Xcode 9 to 10.1 (tools below 14800) leave the status bar off a
        // controller with a freeform size shorter than
        // ``IBDevice/freeformStatusBarHeight`` on a phone without a notch,
        // as off a freeform xib view of that size (docs/INTERFACE-BUILDER.md,
        // "Status bar"): Rocket.Chat's 200 × 65 and 200 × 200 drawing
        // popovers (14109) and AudioKit Synth One's 500 × 337 search
        // pop-up (14490) store views pinned to the top guide or the safe
        // area's top at their constants, and today and notification
        // extensions 37 to 300 high (13196 to 14460) theirs at 0, where
        // Adamant's 320 × 483, Matt Neuburg's 320 × 528 and AppAuth's
        // 320 × 600 extensions (13771 to 14460) keep 20.
        if s.bottom == 0, !d.isPad, let f = scene.freeformSize, f.height < IBDevice.freeformStatusBarHeight,
           let t = document.toolsVersion, t < 14800 {
            s.top = 0
        }
        // iPads without rounded corners too (Matt Neuburg's 14865,
        // AudioKit's 15505, a Seafile xib and a raywenderlich.com iPad
        // storyboard of 16097 store no status bar).
        if s.bottom == 0 && !IBDevice.simulatesStatusBar(toolsVersion: document.toolsVersion) { s.top = 0 }
        return s
    }

    /// The top bars' height on the canvas: an iPad's navigation bar is 50
    /// points from Xcode 10 on (iOS 12's; tools 14400 and up), as the
    /// files store it: the `<navigationBar>` of WooCommerce's and
    /// ioscreator's iPad storyboards (raywenderlich.com 14460, ioscreator
    /// 14490, a raywenderlich.com 16097 one at y 0), Monal's (20037,
    /// 32700), Seafile's (23504), Threema's and Zotero's (23727) are 50
    /// high, and views pinned to the top layout guide or safe area below
    /// one are stored at 20 + 50 or 24 + 50 (raywenderlich.com 14460,
    /// Monal 20037, Zotero 23727). Xcode 9 (tools 13196 to 14113: CS193p
    /// courses, SwiftGen, artsy's Energy) stores 44 there, UIKit's bar
    /// before iOS 12. 14400 is a guess between 14113 and 14460.
    static func topBars(_ d: IBDevice, scene: IBScene, document: IBDocument) -> Double {
        if d.isPad, scene.topBars == 44, let t = document.toolsVersion, t >= 14400 { return 50 }
        return scene.topBars
    }

    /// Xcode 16 and later (tools 23600 to 29999; 23727, 24093, 24506,
    /// 24765 and 25094 seen) store a whole-screen controller view with no
    /// simulated bars on a notched phone as if its safe area were twice the
    /// device's, top and bottom: GoMap's and KeePassium's views pinned to
    /// the safe area on the 393 × 852 phone at y 118 and 68 above the
    /// bottom (59 and 34 on the device), Home Assistant's launch screen
    /// and NetNewsWire's image viewer 68 above the bottom on the 414 × 896
    /// and 402 × 874 phones (7 scenes in 4 repositories, every such scene
    /// in the files). DuckDuckGo's 23504 files and the placeholder
    /// 32700.99.1234 store the device's own insets; where between 23504
    /// and 23727 it started is a guess. Xibs' whole-screen views too
    /// (VLC's donation and library xibs, 24127 to 24506: 8 views; GoMap's
    /// DirectionViewController, 23727, 100 and 68 on the 375 × 812 mini),
    /// and controllers with a navigation item but no simulated bar
    /// (IQKeyboardManager's SpecialCase and ScrollView storyboards, 24127:
    /// 56 views in 10 scenes at 96 on the 48-point XR; GoMap's
    /// QuestBuilder, 24093, keeps 59 on a scroll view Xcode marks
    /// ambiguous, a stale frame). Scenes under bars (navigation roots) are
    /// left as they were: GoMap's Changeset (24093, 150 at the top under a
    /// navigation bar) follows no rule seen.
    static func doublesSafeArea(_ d: IBDevice, root: CGRect, screen: CGSize, scene: IBScene, document: IBDocument) -> Bool {
        guard !d.isPad, document.orientation == .portrait,
              let t = document.toolsVersion, (23600..<30000).contains(t) else { return false }
        let s = d.safeArea(document.orientation)
        return s.bottom > 0 && scene.topBars == 0 && scene.bottomBars == 0
            && root.minY == 0 && root.size == screen
    }

    /// The navigation bar Xcode 16 and later canvases (tools 23600 to
    /// 29999) store below a doubled status bar, for a storyboard
    /// controller under a navigation bar whose view fills a notched
    /// phone's portrait screen, or nil. Such files store their navigation
    /// controllers' bars at twice the device's top inset and 54 high (y 118
    /// on the 393 × 852 phone, 96 on the 414 × 896 one, 88 and 100 on the
    /// 375 × 812 mini: GoMap, NetNewsWire, LNPopupController, Firebase's
    /// quickstarts, 24093 to 25095), and the controllers' views pinned to
    /// the safe area's top below that bar: GoMap's Changeset (24093, 150 =
    /// 96 + 54, and 68 above the bottom, doubled too) and
    /// LNPopupController's map and demo scenes (25094, 172 = 118 + 54).
    /// Only a document that stores such a bar shows it: NetNewsWire's Main
    /// (24506, no navigation controller in the file) keeps 62 + 44. Under
    /// a tab bar the bottom inset is doubled as well, plus the bar: 117 =
    /// 34 × 2 + 49 on the 393 × 852 phone (Sentry's sample, 24765: a scroll
    /// view pinned to the safe area ending at 735, a stack centred in it at
    /// 453.5; Seafile's activity list, 23727, a table ending at 735). Under
    /// a toolbar, 49 high on these canvases, likewise: 117 (OwnTracks' map,
    /// 24765 on the 440 × 956 phone; LNPopupController's one such scene
    /// stores 82, which no rule gives). A large-title bar likewise: the
    /// canvas keeps the bar's stored height below the doubled status bar
    /// (a course's login form, 23727: its large-title bar stored 96 high at
    /// y 118, a stack pinned 20 below the safe area's top at y 234 = 118 +
    /// 96 + 20, and 20 above its bottom under the toolbar, 117 = 34 × 2 +
    /// 49; IQKeyboardManager's example, 24127, stores its large-title bar
    /// 106 high at y 96 = 2 × 48 on the XR). Apple documents none of it.
    static func doubledNavigationBar(_ d: IBDevice, root: CGRect, screen: CGSize, scene: IBScene, document: IBDocument) -> CGRect? {
        guard document.isStoryboard, !d.isPad, document.orientation == .portrait, scene.freeformScreen == nil,
              let t = document.toolsVersion, (23600..<30000).contains(t), scene.topBars == 44 || scene.topBars == 96,
              root.minY == 0, root.size == screen else { return nil }
        let s = deviceSafeArea(d, scene: scene, document: document)
        guard s.bottom > 0 else { return nil }
        // A large-title scene takes a large-title bar (96 or more high), not
        // a document's other, 54-point bars.
        let least = scene.topBars == 96 ? 90.0 : 0
        return document.navigationBarFrames.first { abs($0.minY - 2 * s.top) < 0.5 && $0.width == screen.width && $0.height > least }
    }

    /// Whether a storyboard root is an iOS 13+ page sheet on a notched
    /// phone (`UIModalPresentationStyle.automatic`, `.pageSheet`): as wide
    /// as the screen, and as tall as the screen less its status bar and a
    /// 10-point gap (842 on the 414 × 896 phone, 758 on the 375 × 812 one).
    /// Xcode stores such a view with no top inset, the device's bottom one
    /// and a 56-point navigation bar: Element's Spaces, context preview and
    /// room-creation sheets (18122 and later, 414 × 896), Eureka's event
    /// form (15505, 375 × 812: its table pinned 64 above the safe area's
    /// top at y −8, 732 high). Apple documents the presentation style, not
    /// these numbers.
    static func isPageSheet(_ d: IBDevice, root: CGRect, screen: CGSize, scene: IBScene) -> Bool {
        let s = d.safeArea(.portrait)
        return !d.isPad && s.bottom > 0 && scene.freeformScreen == nil && root.minY == 0
            && root.width == screen.width && screen.height > screen.width
            && abs(root.height - (screen.height - s.top - 10)) < 0.01
    }

    /// Whether a page sheet (``isPageSheet(_:root:screen:scene:)``) keeps
    /// the home indicator's inset at its bottom, as iOS lays a sheet out:
    /// Xcode 11 to 13.1 store it so (tools 15505 to 19529: Eureka, Packt's
    /// iOS 13 book, Element's Spaces sheets, Esri, DJI, the Corona-Warn-App,
    /// Amity, a Reddit client: views pinned to the safe area's bottom 34
    /// above the sheet's). From tools 20037 (Xcode 13.2) the sheet has no
    /// bottom inset: Element's context preview (a label 16 above the safe
    /// area's bottom ending at 826 = 842 − 16), a CodePath fitness app's
    /// detail (428 × 872: a text view 34 above the safe area's bottom
    /// ending at 838), a store-management app's order sheets (a button 60
    /// above the safe area's bottom ending at 782 = 842 − 60) and
    /// Blockstream Green's two-factor threshold sheet (24765, 393 × 783 on
    /// the 393 × 852 phone: a button on the safe area's bottom ending at
    /// 783). The store-management and Blockstream sheets, which Xcode
    /// infers from the segues, also have the status bar's inset at the top
    /// (views pinned to the safe area's top at 44 and 59); Element's, which
    /// names `modalPageSheetSimulatedSizeMetrics`, has none. Observed, not
    /// documented.
    static func pageSheetKeepsHomeIndicator(toolsVersion: Int?) -> Bool {
        guard let t = toolsVersion else { return true }
        return t < 20000
    }

    /// Whether a storyboard root is a sheet as Xcode 15 and later store it
    /// on a notched phone: as wide as the screen and exactly 10 points
    /// shorter (414 × 886 on the 414 × 896 phone), the card's gap below the
    /// status bar without the status bar itself. Such a root has neither
    /// inset: Lockdown's presented and popover controllers (tools 32700,
    /// plugin 22685; eight scenes) store views pinned 18 below the top
    /// layout guide at y 18 and a button 81 above the bottom layout guide
    /// ending at 886 − 81. Observed, not documented; older Xcodes' sheets
    /// (``isPageSheet(_:root:screen:scene:)``) are the status bar shorter.
    static func isBareSheet(_ d: IBDevice, root: CGRect, screen: CGSize, scene: IBScene, document: IBDocument) -> Bool {
        let s = d.safeArea(.portrait)
        guard let t = document.toolsVersion, t >= 22000 else { return false }
        return !d.isPad && s.bottom > 0 && scene.freeformScreen == nil && root.minY == 0
            && document.orientation == .portrait
            && root.width == screen.width && screen.height > screen.width
            && abs(root.height - (screen.height - 10)) < 0.01
    }

    /// The scene's top and bottom bars on the canvas: their heights in a
    /// regular height (navigation bar 44, 96 with a large title, 74 with a
    /// prompt; tab bar 49, toolbar 44), or, on a phone in landscape (a
    /// compact height), 32 each, with no large title and a prompt's 30 on
    /// top, as UIKit draws them (docs/FORMAT.md, "Canvas"; ``CanvasBars``).
    /// Xcode stores a navigation bar 32 high on a phone designed in
    /// landscape, and views below it accordingly: DJI's Swift sample
    /// (tools 14460, 375 × 667 in landscape: roots 667 × 343 below an
    /// opaque bar, their views pinned to the top layout guide at their
    /// constants), LTMorphingLabel's demo (17156: a translucent bar, its
    /// label pinned 20 below the guide at y 52) and a Kodeco StoreSearch
    /// (13771, the 414 × 736 phone in landscape: a 32-point bar stored in
    /// its split view's detail). docs/INTERFACE-BUILDER.md, "Phones in
    /// landscape".
    static func compactHeightBars(_ d: IBDevice, scene: IBScene, document: IBDocument) -> (top: Double, bottom: Double) {
        guard !d.isPad, document.orientation == .landscape else {
            return (topBars(d, scene: scene, document: document), scene.bottomBars + modernToolbarExtra(d, scene: scene, document: document))
        }
        let top: Double = scene.topBars == 0 ? 0 : scene.topBars == 74 ? 62 : 32
        let bottom: Double = scene.bottomBars == 0 ? 0 : scene.bottomBars > 49 ? 64 : 32
        return (top, bottom)
    }

    /// What a phone's toolbar adds to the 44 points Trellis gives it, on
    /// the canvases of Xcode 14.3 and later (tools 21600 and up, the same
    /// guess as the status bar's): 5, a 49-point toolbar (rule, observed;
    /// docs/INTERFACE-BUILDER.md, "Bars"). Microsoft App Center's
    /// Sasquatch (21701, the 375 × 667 phone: a table pinned to the bottom
    /// layout guide above a simulated toolbar, stored 444 high where 44
    /// gives 449) and Google's ads samples (23089, the 375 × 812 mini:
    /// five banners pinned to the guide at 812 − 34 − 49 − 50) against
    /// IBAnimatable's, ML Kit's, Rocket.Chat's and CS193p's (13771 to
    /// 14113) and a Kodeco tutorial's (14295) at 44.
    static func modernToolbarExtra(_ d: IBDevice, scene: IBScene, document: IBDocument) -> Double {
        guard !d.isPad, let t = document.toolsVersion, t >= 21600, scene.bottomBars == 44 || scene.bottomBars == 93 else { return 0 }
        return 5
    }

    /// The root view's frame on the canvas: the stored one, except for a
    /// storyboard root Xcode marked misplaced, whose stored frame is stale
    /// (DuckDuckGo's Feedback roots: 666 tall where the canvas gives 672).
    /// Xcode sizes a controller's view to the screen, below an opaque
    /// navigation bar (`translucent="NO"`: 736 − 20 − 44 on a 736-point
    /// phone), so the canvas does too.
    /// Where the scene's root sits (``ImportedScene/rootOrigin``): a
    /// storyboard controller's view at its canvas frame's origin; a xib's
    /// top-level view at the origin the file stores, which no constraint
    /// decides (it has no superview) and which a view loaded from the nib
    /// keeps (UIKit unarchives the frame as stored). Nearly every
    /// top-level view is stored at 0, 0; MedRep's controller xibs under an
    /// opaque navigation bar (tools 7706 to 9532: 18 views), EarlGrey's
    /// and Fresco's (one each) store theirs at y 64, where UIKit puts a
    /// controller's view below such a bar, and Google's ads samples a
    /// preload view at x 10 (docs/INTERFACE-BUILDER.md, "Top-level views'
    /// stored origins").
    static func rootOrigin(_ scene: IBScene, document: IBDocument) -> CGPoint {
        if document.isStoryboard { return canvasFrame(scene.root, scene: scene, document: document).origin }
        return scene.root.frame?.origin ?? .zero
    }

    static func canvasFrame(_ root: IBView, scene: IBScene, document: IBDocument) -> CGRect {
        let stored = root.frame ?? CGRect(x: 0, y: 0, width: 600, height: 600)
        if root.id == scene.root.id, let below = wholeScreenRootBelowOpaqueBar(stored, scene: scene, document: document) { return below }
        guard root.misplaced, document.isStoryboard, let d = document.device else { return stored }
        let screen = d.size(document.orientation)
        guard stored.width == screen.width else { return stored }
        var top = 0.0
        if scene.opaqueTopBar {
            top = deviceSafeArea(d, scene: scene, document: document).top + compactHeightBars(d, scene: scene, document: document).top
        }
        return CGRect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }

    func margins(_ m: ViewSpec.Margins) -> String {
        let f = IBValues.format
        switch m {
        case let .absolute(t, l, b, r):
            return "{top: \(f(t ?? 8)), left: \(f(l ?? 8)), bottom: \(f(b ?? 8)), right: \(f(r ?? 8))}"
        case let .directional(t, l, b, r):
            return "{top: \(f(t ?? 8)), leading: \(f(l ?? 8)), bottom: \(f(b ?? 8)), trailing: \(f(r ?? 8))}"
        }
    }

    /// One view as a flow-style entry: `- {id: …, type: …}  # IB id`, then
    /// its subviews under it.
    mutating func emit(_ v: IBView, indent: String, names: [String: String], referenced: Set<String>, parentUnsupported: Bool) {
        let cell = Self.cellElements.contains(v.element)
        if cell { cellDepth += 1 }
        defer { if cell { cellDepth -= 1 } }
        let type = v.type ?? .view
        let unsupported = IBViewReader.isUnsupported(v.element)
        var props = ["id: " + names[v.id]!]
        if type != .view { props.append("type: \(type.rawValue)") }
        if type.hasText {
            if let t = v.text { props.append("text: " + quote(t)) }
            if let font = v.font { props.append("font: " + quote(font)) }
            if let c = v.textColor { props.append("textColor: " + quote(c)) }
        }
        if type == .button, let c = v.buttonConfiguration {
            let xcode13 = c.isXcode13Medium(toolsVersion: document.toolsVersion)
            if xcode13 && v.font == nil { props.append("font: " + quote(IBButtonConfiguration.xcode13Font)) }
            if let image = c.image { props.append("image: " + image) }
            props.append("configuration: " + c.yaml(xcode13: xcode13))
        }
        if type == .label, let l = v.lines, l != 1 { props.append("lines: \(l)") }
        if let size = intrinsicSize(v, type: type) { props.append("intrinsicSize: " + size) }
        for (key, pair) in [("hugging", v.hugging), ("compressionResistance", v.compressionResistance)] where pair != [nil, nil] {
            let f = IBValues.format
            var parts: [String] = []
            if let h = pair[0] { parts.append("horizontal: \(f(h))") }
            if let w = pair[1] { parts.append("vertical: \(f(w))") }
            props.append("\(key): {" + parts.joined(separator: ", ") + "}")
        }
        if let m = v.margins { props.append("margins: " + margins(m)) }
        if let b = v.preservesSuperviewMargins { props.append("preservesSuperviewMargins: \(b)") }
        if let b = v.insetsMarginsFromSafeArea { props.append("insetsMarginsFromSafeArea: \(b)") }
        if v.hidden { props.append("hidden: true") }
        if let c = v.backgroundColor { props.append("color: " + quote(c)) }
        if let s = v.overrideUserInterfaceStyle { props.append("overrideUserInterfaceStyle: " + s) }
        props += containerProperties(v, type: type)
        if v.margins == nil, type == .stackView {
            // A stack view without stored margins has none on the canvas:
            // every view pinned to a stack's margins in the fourteen local
            // sets is stored on its edges (Pocket Casts 32700, WooCommerce
            // 16097 and 21701, WordPress 22154; docs/INTERFACE-BUILDER.md,
            // "Stack views' margins").
            props.append("margins: {top: 0, left: 0, bottom: 0, right: 0}")
        }
        // Fixed frames: views IB translates (explicitly, or because no
        // constraint names them), unsupported containers and their children.
        // A fixed-frame view no constraint places keeps its frame (IB's
        // prototyping constraints), though IB writes translates… = NO.
        let prototyped = v.container.fixedFrame && !referenced.contains(v.id)
        let translates = prototyped || (v.translatesAutoresizingMask ?? !referenced.contains(v.id))
        let placed = Self.isPlacedByCollectionView(type)
        // A view its collection view places starts at its stored size, as
        // one loaded from a storyboard does: its own fixed-frame subviews
        // resize from there when the layout places it (not from zero).
        if let f = v.frame, !v.container.fillsSuperview || parentUnsupported, !arranged.contains(v.id) || parentUnsupported,
           placed || translates || unsupported || parentUnsupported {
            let n = IBValues.format
            props.append("frame: {x: \(n(f.minX)), y: \(n(f.minY)), width: \(n(f.width)), height: \(n(f.height))}")
            let names: [(String, UIView.AutoresizingMask)] = [
                ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
                ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
                ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
            ]
            let on = names.filter { v.autoresizing.contains($0.1) }.map(\.0)
            if !on.isEmpty && translates && !placed && !unsupported && !parentUnsupported { props.append("autoresizing: [" + on.joined(separator: ", ") + "]") }
        }
        // The canvas rule: where no frame fixes the view, its stored frame
        // is its canvas frame, which decides only what the constraints
        // leave ambiguous (UIView.canvasFrame; docs/INTERFACE-BUILDER.md,
        // "Ambiguous views"), table templates' views included (a cell's
        // ambiguous views keep their stored frames too).
        if let f = v.frame, !placed, !props.contains(where: { $0.hasPrefix("frame: ") }) {
            let n = IBValues.format
            props.append("canvasFrame: {x: \(n(f.minX)), y: \(n(f.minY)), width: \(n(f.width)), height: \(n(f.height))}")
        }
        let comment = "  " + IBText.comment("# IB \(v.id)" + (v.userLabel.map { " '\(IBText.commentLabel($0))'" } ?? "") + (unsupported ? " <\(v.element)> unsupported" : ""))
        out.append(indent + "- {" + props.joined(separator: ", ") + "}" + comment)
        if let t = v.table {
            out[out.count - 1] = indent + "- " + props[0] + comment
            for p in props.dropFirst() { out.append(indent + "  " + p) }
            emitTable(v, t, indent: indent + "  ", name: names[v.id]!, names: names, referenced: referenced)
            if !v.subviews.isEmpty {
                out.append(indent + "  subviews:")
                for s in v.subviews {
                    emit(s, indent: indent + "    ", names: names, referenced: referenced, parentUnsupported: unsupported)
                }
            }
            return
        }
        if !v.subviews.isEmpty {
            // A flow mapping can't hold a block list: reopen as block style.
            out[out.count - 1] = indent + "- " + props[0] + comment
            for p in props.dropFirst() { out.append(indent + "  " + p) }
            out.append(indent + "  subviews:")
            for s in v.subviews {
                emit(s, indent: indent + "    ", names: names, referenced: referenced, parentUnsupported: unsupported)
            }
        }
    }

    /// Text views' intrinsic sizes from Xcode's stored frames (see
    /// ``IBTextSizing``); `placeholderIntrinsicWidth/Height` override per
    /// axis; image views take the image's size from `<resources>`.
    func intrinsicSize(_ v: IBView, type: ViewType) -> String? {
        var w: Double?, h: Double?
        let fw = v.frame.map { Double($0.width) }, fh = v.frame.map { Double($0.height) }
        switch type {
        case .label, .button:
            if textSizing == .storedFrames { w = fw; h = fh }
            if let p = proportionalText[v.id] { if p.vertical { h = p.length } else { w = p.length } }
            if type == .button, let c = stretchedButtons[v.id], proportionalText[v.id]?.vertical != true { h = c }
            // A symbol background's stored frame is its glyph, as an
            // image view's: the intrinsic height is the line's.
            if type == .button, let i = symbolInsets(v), let fh, proportionalText[v.id]?.vertical != true { h = fh - Double(i.top + i.bottom) }
        case .textField:
            if textSizing == .storedFrames { h = fh }
        case .textView where v.container.textViewSizesToText:
            // Scrolling off, a text view is as large as its text: Xcode's
            // stored height (KeePassium's value rows, 35.333 for a line)
            // and width (Nextcloud Talk's source lines in a horizontal
            // scroll view, 3,372 wide where nothing else sets a width).
            if textSizing == .storedFrames { w = fw; h = fh }
        case .imageView:
            if let s = v.imageSize { w = Double(s.width); h = Double(s.height) } else if v.element == "imageView" { w = fw; h = fh }
            // A symbol's stored frame is its glyph: its intrinsic size is
            // the alignment rectangle's (the line's height).
            if let i = symbolInsets(v), let fh { h = fh - Double(i.top + i.bottom) }
        case .switch where isNewestCanvas:
            // iOS 26's switch, as Xcode 26 stores it (NetNewsWire's 11
            // switches): a 63 × 28 frame, its alignment rectangle 2 points
            // narrower at the trailing side like the older 51 × 31 one.
            w = 61; h = 28
        default:
            let axes = storedIntrinsicAxes(v, type: type)
            if axes.width { w = fw }
            if axes.height { h = fh }
            if isLegacySlider(type) { h = Self.legacySlider.height } else if type == .slider { h = Self.newestSliderHeight }
            if isLegacyProgressView(type) { h = Self.legacyProgressHeight }
            if isBarProgressView(v, type) { h = Self.barProgressHeight }
            if isLegacyStepper(type) { w = 94; h = Self.legacyStepperHeight }
            if hasSegmentedControlInset(v, type), let fh { h = fh - 1 }
        }
        if let p = proportionalFixed[v.id], p.vertical ? h != nil : w != nil { if p.vertical { h = p.length } else { w = p.length } }
        if let p = v.placeholderIntrinsic[0] { w = p }
        if let p = v.placeholderIntrinsic[1] { h = p }
        guard w != nil || h != nil else { return nil }
        func side(_ d: Double?) -> String { d.map { $0 < 0 ? "none" : IBValues.format($0) } ?? "none" }
        return "{width: \(side(w)), height: \(side(h))}"
    }

    func expression(_ c: IBConstraint, names: [String: String],
                    guides: [String: (owner: String, kind: String)], readable: Set<String> = []) -> String {
        func anchor(_ item: String, _ attr: String) -> String {
            let a = IBValues.attribute(attr)!.description
            // A view whose margins follow its readable width: its side
            // margins are its readable content guide's edges
            // (``readableMarginAnchor(_:)``).
            if readable.contains(item), let r = Self.readableMarginAnchor(a) { return "\(names[item]!).readable.\(r)" }
            if let g = guides[item] {
                let owner = names[g.owner]!
                switch g.kind {
                case "safeArea": return "\(owner).safeArea.\(a)"
                case "keyboard": return "\(owner).keyboard.\(a)"
                case "topGuide": return a == "top" ? "\(owner).top" : "\(owner).safeArea.top"
                case "bottomGuide": return a == "bottom" ? "\(owner).bottom" : "\(owner).safeArea.bottom"
                case "contentLayout", "frameLayout": return "\(owner).\(g.kind).\(a)"
                default: return "\(owner).\(a)"
                }
            }
            return "\(names[item]!).\(a)"
        }
        let f = IBValues.format
        let rel = c.relation.description
        var s = anchor(c.firstItem, c.firstAttribute) + " " + rel + " "
        if let second = c.secondItem, let attr = c.secondAttribute {
            if c.multiplier != 1 { s += f(c.multiplier) + " * " }
            s += anchor(second, attr)
            if c.constant > 0 { s += " + " + f(c.constant) } else if c.constant < 0 { s += " - " + f(-c.constant) }
        } else {
            s += f(c.constant)
        }
        if c.priority != 1000 { s += " @ " + f(c.priority) }
        return s
    }

    /// The readable content guide's attribute that stands for a side
    /// margin of a view with `layoutMarginsFollowReadableWidth="YES"`
    /// (Interface Builder's "Follow Readable Width", no public UIKit
    /// property): its margins are widened to the readable content guide,
    /// at most ``UILayoutGuide/readableWidth`` (672) wide and centred in
    /// the margins (Apple's `readableContentGuide` rules). Raywenderlich's
    /// Auto Layout by Tutorials, a label pinned to such a root's margins
    /// on iPads (tools 14460, 15400 and 16097, three copies in two
    /// repositories): stored 688 wide, 168 in on the 1024-point iPad in
    /// landscape and 73 on the 834-point one, the readable guide's 672
    /// and its 176 and 81 less the label's own 8-point margins. Top and
    /// bottom margins stay (the guide's top and bottom are the margins').
    static func readableMarginAnchor(_ attribute: String) -> String? {
        ["leadingMargin": "leading", "trailingMargin": "trailing", "leftMargin": "left",
         "rightMargin": "right", "centerXWithinMargins": "centerX"][attribute]
    }

    /// A JSON string literal, which YAML reads as a double-quoted scalar.
    func quote(_ s: String) -> String { IBText.quote(s) }
}

enum IBText {
    /// A YAML comment kept on its line: ids and userLabels are the file's
    /// text, and a line break in one (`&#10;`, or NEL, LS, PS, which YAML
    /// also breaks lines at) ended the comment and put the rest into the
    /// imported layout as YAML of its own. Control characters become spaces.
    /// A userLabel as a comment quotes it: at most `IBNames.maxLabelName`
    /// characters and "…", as the comment is written once per view and a
    /// label may be megabytes long (session 20: 4 MB).
    static func commentLabel(_ label: String) -> String {
        label.count <= IBNames.maxLabelName ? label : label.prefix(IBNames.maxLabelName) + "…"
    }

    static func comment(_ s: String) -> String {
        // Nothing to replace (every comment the import writes but a few
        // user labels): the text as it is. C1 controls start with 0xC2,
        // U+2028 and U+2029 with 0xE2 (`IBTextQuoteTests` checks this fast
        // path against the general form).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) { return s }
        return commentByScalar(s)
    }

    /// The general form of ``comment(_:)``, scalar by scalar.
    static func commentByScalar(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { u in
            u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029 ? " " : u
        }))
    }

    static func quote(_ s: String) -> String {
        // Nothing to escape (most texts): the bytes as they are. A C1
        // control's UTF-8 starts with 0xC2, which sends a text the long way.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) { return "\"" + s + "\"" }
        return quoteByScalar(s)
    }

    /// The general form, scalar by scalar (`IBTextQuoteTests` checks the
    /// fast path against it).
    static func quoteByScalar(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x80...0x9F).contains(u.value) { r += String(format: "\\u%04X", u.value) } else { r.unicodeScalars.append(u) }
            }
        }
        return r + "\""
    }
}

/// Keys a constraint name can't be (the object form's keys).
enum ConstraintKeys {
    static let reserved: Set<String> = ["id", "constraint", "vfl", "metrics", "options", "constraints", "when", "active"]
}
