import Foundation
import TrellisFormat
import TrellisLayout

/// Reading `.xib` and `.storyboard` files (Xcode 8+,
/// `com.apple.InterfaceBuilder3.CocoaTouch.*`) into ``IBDocument``s.
public enum InterfaceBuilderFile {
    public static let extensions = ["xib", "storyboard"]

    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The largest file read, in bytes: libxml2 (2.9, without
    /// XML_PARSE_HUGE, as Foundation's XMLParser runs it) stops with an
    /// internal error a little past 10,000,000 bytes of input, so a larger
    /// file is refused by its size rather than by an error number. Issue
    /// 11's 100-scene storyboard is 5 MB.
    public static let maxFileBytes = 10_000_000

    public static func load(path: String) throws(FormatError) -> IBDocument {
        let data: Data
        do {
            data = try InputFile.read(path, limit: maxFileBytes, kind: "an Interface Builder file",
                                      ifTooLarge: "split the storyboard in Xcode (Editor ▸ Refactor to Storyboard)")
        } catch {
            throw error.error
        }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws(FormatError) -> IBDocument {
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFile.notUTF8(data, path: file, kind: "an Interface Builder file")
        }
        // libxml2 says "unknown XML error" for no document at all.
        if text.allSatisfy(\.isWhitespace) {
            throw FormatError(file: file, line: 1, column: 1, message: "the file is empty",
                              expected: "an Xcode .xib or .storyboard (XML) file")
        }
        let lines = SourceLines.split(text)
        let root = try XMLTreeReader.parse(data, file: file, lines: lines)
        var reader = IBReader(file: file, lines: lines)
        return try reader.read(root)
    }
}

/// Walks the XML tree: the document, its device, scenes and their view
/// controllers. Views themselves are read by ``IBViewReader``.
struct IBReader {
    let file: String
    let lines: [Substring]
    var warnings: [IBDiagnostic] = []

    init(file: String, lines: [Substring]) {
        self.file = file
        self.lines = lines
    }

    func error(_ at: SourcePosition, _ message: String, expected: String? = nil, suggestion: String? = nil) -> FormatError {
        FormatError(file: file, line: at.line, column: at.column, message: message, expected: expected,
                    suggestion: suggestion, sourceLine: at.line >= 1 && at.line <= lines.count ? String(lines[at.line - 1]) : "")
    }

    mutating func read(_ root: XMLNode) throws(FormatError) -> IBDocument {
        let type = root["type"] ?? ""
        guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw error(root.position, root.name == "document" ? "not an iOS Interface Builder document (type '\(type)')"
                                                               : "not an Interface Builder document (root element <\(root.name)>)",
                        expected: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or …CocoaTouch.XIB",
                        suggestion: type.contains("Cocoa") ? "macOS (Cocoa) documents aren't supported" : nil)
        }
        let isStoryboard = type.contains("Storyboard")
        var resources: [String: XMLNode] = [:]
        for r in root.child("resources")?.children ?? [] { if let n = r["name"] { resources[n] = r } }
        var orientation = Orientation.portrait
        let deviceNode = root.child("device")
        if deviceNode?["orientation"] == "landscape" { orientation = .landscape }
        var views = IBViewReader(file: file, lines: lines, resources: resources)
        var scenes: [IBScene] = []
        if isStoryboard {
            let containment = Containment(root)
            for sceneNode in root.child("scenes")?.children("scene") ?? [] {
                guard let objects = sceneNode.child("objects") else { continue }
                for controller in objects.children where controller.keyed("view") != nil && controller.name != "placeholder" {
                    let viewNode = controller.keyed("view")!
                    var rootView = try views.view(viewNode)
                    // The controller's `overrideUserInterfaceStyle` reaches
                    // its view and everything under it, as the view's own does.
                    if let style = IBValues.interfaceStyle(controller), rootView.overrideUserInterfaceStyle == nil {
                        rootView.overrideUserInterfaceStyle = style
                    }
                    var scene = IBScene(id: sceneNode["sceneID"] ?? controller["id"] ?? "", controllerId: controller["id"],
                                        controllerClass: controller["customClass"],
                                        storyboardIdentifier: controller["storyboardIdentifier"], title: controller["title"],
                                        root: rootView, position: controller.position)
                    readGuides(controller, into: &scene)
                    let bars = containment.bars(controller)
                    scene.topBars = bars.top
                    scene.bottomBars = bars.bottom
                    // Xcode 15 on (tools 22000 and up) keep the status bar's
                    // inset whatever the controller simulates
                    // (IBDevice.honoursHiddenStatusBar).
                    scene.statusBarHidden = bars.statusBarHidden
                        && IBDevice.honoursHiddenStatusBar(toolsVersion: IBValues.toolsVersion(root["toolsVersion"]))
                    // `extendedLayoutIncludesOpaqueBars="YES"`: the view
                    // reaches under an opaque bar as under a translucent one
                    // (UIViewController; IBOpaqueBarRoots.swift).
                    scene.opaqueTopBar = bars.opaqueTop && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
                    scene.controllerSkipsScrollViewInsets = controller["automaticallyAdjustsScrollViewInsets"] == "NO"
                    if let screen = controller.keyed("simulatedDestinationMetrics"), screen.name == "simulatedScreenMetrics" {
                        scene.simulatedScreen = screen["type"]
                    }
                    if let size = controller.keyed("freeformSize"), let w = size["width"].flatMap(Double.init),
                       let h = size["height"].flatMap(Double.init) {
                        scene.freeformSize = CGSize(width: w, height: h)
                    }
                    scene.namesPageSheet = controller.keyed("simulatedDestinationMetrics")?.name == "modalPageSheetSimulatedSizeMetrics"
                    if controller.keyed("simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics" {
                        let size = controller.keyed("freeformSize")
                        let w = size?["width"].flatMap(Double.init), h = size?["height"].flatMap(Double.init)
                        scene.freeformScreen = CGSize(width: w ?? rootView.frame?.maxX ?? 0, height: h ?? rootView.frame?.maxY ?? 0)
                    }
                    for o in controller.child("connections")?.children("outlet") ?? [] {
                        if let p = o["property"], let d = o["destination"] { scene.outlets.append((p, d)) }
                    }
                    if controller.name != "viewController" && controller.name != "placeholder" {
                        note(controller)
                    }
                    scenes.append(scene)
                }
            }
        } else {
            let objects = root.child("objects")
            var outlets: [(String, String)] = []
            for o in objects?.children("placeholder") ?? [] {
                for out in o.child("connections")?.children("outlet") ?? [] {
                    if let p = out["property"], let d = out["destination"] { outlets.append((p, d)) }
                }
            }
            for node in objects?.children ?? [] where node.name != "placeholder" && node.keyed("frame") != nil {
                let rootView = try views.view(node)
                var scene = IBScene(id: node["id"] ?? "", root: rootView, position: node.position)
                scene.outlets = outlets
                // A xib view's own simulated metrics (Xcode's "Top Bar" and
                // "Bottom Bar" in the Simulated Metrics inspector) put a bar
                // on its canvas, as a storyboard controller's do.
                let bars = Containment.explicitBars(node)
                scene.topBars = bars.top
                scene.bottomBars = bars.bottom
                scene.opaqueTopBar = bars.top > 0 && node.keyed("simulatedTopBarMetrics")?["translucent"] == "NO"
                scenes.append(scene)
            }
            // A view controller at the top level of a xib (a launch screen
            // xib's controller, R.swift's "Xib with ViewController", a nib
            // instantiated controller of Programming iOS) is laid out as
            // its view, with its layout guides and simulated bars, as a
            // storyboard's scene is: Xcode stores its views' frames the
            // same way.
            for node in objects?.children ?? [] where Self.controllersLaidOutAsTheirView.contains(node.name) {
                guard let viewNode = node.keyed("view"), viewNode.keyed("frame") != nil else { continue }
                let rootView = try views.view(viewNode)
                var scene = IBScene(id: node["id"] ?? "", controllerId: node["id"], controllerClass: node["customClass"],
                                    storyboardIdentifier: nil, title: node["title"], root: rootView, position: node.position)
                readGuides(node, into: &scene)
                for o in node.child("connections")?.children("outlet") ?? [] {
                    if let p = o["property"], let d = o["destination"] { scene.outlets.append((p, d)) }
                }
                let bars = Containment.explicitBars(node)
                scene.topBars = bars.top
                scene.bottomBars = bars.bottom
                scene.opaqueTopBar = bars.top > 0 && node.keyed("simulatedTopBarMetrics")?["translucent"] == "NO"
                scenes.append(scene)
            }
        }
        warnings += views.warnings
        let rootSize = scenes.first?.root.frame?.size
        // Xcode 8.0 and 8.1 wrote the designed device as the default
        // simulated screen (`type="retina4_7.fullscreen"`), not `<device>`.
        let legacyScreen = root.child("simulatedMetricsContainer")?.children
            .first { $0.name == "simulatedScreenMetrics" && $0["key"] == "destination" }
        let deviceId = deviceNode?["id"] ?? legacyScreen?["type"].map { String($0.prefix { $0 != "." }) }
        let device = deviceId.flatMap { IBDevice.resolve($0, rootSize: rootSize, toolsVersion: IBValues.toolsVersion(root["toolsVersion"]),
                                                                  otherRootSizes: scenes.dropFirst().compactMap { $0.root.frame?.size },
                                                                  navigationBars: Self.navigationBarFrames(root)) }
        if let d = deviceNode ?? legacyScreen, let id = deviceId, device == nil {
            warnings.append(IBDiagnostic(file: file, position: d.position, severity: .warning,
                                         message: "unknown device '\(id)'; using the root view's stored size with no safe area",
                                         kind: "unknown-device"))
        }
        // Xcode writes portrait or landscape; anything else (a hand edit,
        // `sideways`) is read as portrait, and said.
        if let d = deviceNode, let o = d["orientation"], o != "portrait", o != "landscape" {
            warnings.append(IBDiagnostic(file: file, position: d.position, severity: .warning,
                                         message: "unknown orientation '\(o)'; using portrait (expected portrait or landscape)",
                                         kind: "unknown-orientation"))
        }
        var document = IBDocument(file: file, isStoryboard: isStoryboard, device: device, orientation: orientation,
                                  scenes: scenes, warnings: warnings, lines: lines)
        document.masks = views.masks
        if let a = deviceNode?["appearance"], a == "dark" || a == "light" { document.appearance = a }
        document.toolsVersion = IBValues.toolsVersion(root["toolsVersion"])
        document.deploymentDefaultVersion = root.children.first { $0.name == "dependencies" }?
            .children.first { $0.name == "deployment" }?["defaultVersion"].flatMap { Int($0) }
        document.navigationBarFrames = Self.navigationBarFrames(root)
        document.isPadRuntime = root["targetRuntime"] == "iOS.CocoaTouch.iPad"
        return document
    }

    /// The frames navigation controllers store for their bars
    /// (`<navigationBar key="navigationBar"><rect key="frame">`).
    static func navigationBarFrames(_ node: XMLNode) -> [CGRect] {
        var out: [CGRect] = []
        func walk(_ n: XMLNode) {
            if n.name == "navigationController", let r = n.keyed("navigationBar")?.keyed("frame"),
               let x = r["x"].flatMap(IBValues.number), let y = r["y"].flatMap(IBValues.number),
               let w = r["width"].flatMap(IBValues.number), let h = r["height"].flatMap(IBValues.number) {
                out.append(CGRect(x: x, y: y, width: w, height: h))
            }
            for c in n.children { walk(c) }
        }
        walk(node)
        return out
    }

    /// Container controllers (page, split, player…) are laid out as their
    /// root view; their own behaviour isn't modelled. A table or collection
    /// view controller is all its view: `UITableViewController`'s view is
    /// its table, laid out with its rows, and a collection view's cells
    /// have their own warning; nothing to say about the controller.
    static let controllersLaidOutAsTheirView: Set<String> = ["viewController", "tableViewController", "collectionViewController"]

    mutating func note(_ controller: XMLNode) {
        guard !Self.controllersLaidOutAsTheirView.contains(controller.name) else { return }
        warnings.append(IBDiagnostic(file: file, position: controller.position, severity: .warning,
                                     message: "unsupported element <\(controller.name)>: laid out as a plain view controller",
                                     kind: "unsupported-element"))
    }

    func readGuides(_ controller: XMLNode, into scene: inout IBScene) {
        for g in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if g["type"] == "top" { scene.topGuideId = g["id"] } else if g["type"] == "bottom" { scene.bottomGuideId = g["id"] }
        }
    }
}

/// Which controllers sit in a navigation or tab bar controller, following
/// relationship and show/push segues, so their scenes get the bars'
/// height in their safe area (as Xcode's inferred simulated metrics do).
/// Explicit `<simulated…Metrics>` elements win.
struct Containment {
    var navigated: Set<String> = []
    /// Controllers of `navigated` whose navigation bar shows: all but the
    /// stacks of a navigation controller with `navigationBarHidden="YES"`
    /// (UINavigationController's `isNavigationBarHidden`), whose root and
    /// pushed controllers get no bar. A controller reached from a stack
    /// that shows its bar has it.
    var shownBars: Set<String> = []
    var tabbed: Set<String> = []
    var largeTitles: Set<String> = []
    /// Controllers in the stack of a navigation controller that prefers
    /// large titles, whatever their own item's display mode.
    var largeTitleStacks: Set<String> = []
    /// Controllers under an opaque navigation bar (`translucent="NO"`):
    /// their views start below it.
    var opaqueBars: Set<String> = []
    /// Controllers in a navigation controller that shows its toolbar
    /// (`toolbarHidden="NO"`, UINavigationController's `isToolbarHidden`):
    /// a 44-point toolbar at the bottom, for the root and every controller
    /// pushed after it.
    var toolbars: Set<String> = []
    /// Tabs' controllers under the navigation bar of a navigation
    /// controller that holds their tab bar controller: what they push goes
    /// onto that outer stack, above the tab bar controller, so it has no
    /// tab bar.
    var outerTabs: Set<String> = []
    /// Controllers in the stack of a navigation controller whose stored
    /// bar (`<navigationBar key="navigationBar">`'s frame) is 56 high at
    /// y 0: the bar of a presented sheet (iOS 13+), which Xcode simulates
    /// on the stack's controllers too.
    var sheetBars: Set<String> = []

    init(_ root: XMLNode) {
        var controllers: [String: XMLNode] = [:]
        for scene in root.child("scenes")?.children("scene") ?? [] {
            for c in scene.child("objects")?.children ?? [] { if let id = c["id"] { controllers[id] = c } }
        }
        // Segues anywhere in the controller: its own, and its cells' and
        // buttons' (a table row that pushes the next screen).
        func segues(_ c: XMLNode) -> [XMLNode] {
            var out: [XMLNode] = []
            func walk(_ n: XMLNode) {
                if n.name == "segue" { out.append(n) }
                for child in n.children where child.name != "navigationController" { walk(child) }
            }
            walk(c)
            return out
        }
        // Walked once per controller, not on every pass of the loop below.
        let segueLists = controllers.mapValues(segues)
        let toolsVersion = IBValues.toolsVersion(root["toolsVersion"])
        var changed = false
        // A controller showing a navigation bar (explicit simulated
        // metrics: it sits in a navigation controller of another
        // storyboard) pushes into the same bar.
        for (id, c) in controllers where c.keyed("simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics" {
            navigated.insert(id); shownBars.insert(id)
        }
        // A `showDetail` segue pushes its destination onto the source's
        // navigation stack where the width is compact (a collapsed split
        // view: `showDetailViewController(_:sender:)` shows the controller
        // "in a secondary (or detail) context", which a collapsed split
        // view controller's navigation stack provides by pushing it), as
        // on phones in portrait: Kodeco's UnCloudNotes (13771 on the
        // 320-point phone, 14490 on the XR: a note screen stored under the
        // master's 44-point bar) and Habitica's task board and news
        // (23090). On an iPad it replaces the split view's detail, no bar:
        // CS193p's Concentration (13771, the 9.7-inch iPad in landscape).
        let device = root.child("device")
        let deviceId = device?["id"] ?? ""
        let landscape = device?["orientation"] == "landscape"
        let phoneWidth = IBDevice.table.first(where: { $0.id.lowercased() == deviceId.lowercased() && !$0.isPad })?.width ?? 0
        let compactWidth = phoneWidth > 0 && (!landscape || phoneWidth < 414)
        for (_, c) in controllers where c.name == "navigationController" {
            // A navigation controller is itself a segue's source sometimes
            // (a `show` segue performed by identifier on it): `show(_:sender:)`
            // on a navigation controller pushes onto its own stack (Apple:
            // UINavigationController "overrides this method and uses it to
            // push vc onto its navigation stack"). artsy's Energy settings
            // (14105) store the pushed sync screen under the bar.
            if let id = c["id"] {
                navigated.insert(id)
                if c["navigationBarHidden"] != "YES" { shownBars.insert(id) }
                if c.keyed("navigationBar")?["translucent"] == "NO" { opaqueBars.insert(id) }
                if c["toolbarHidden"] == "NO" { toolbars.insert(id) }
                if Self.storesSheetBar(c) { sheetBars.insert(id) }
            }
            for s in segues(c) where s["relationship"] == "rootViewController" {
                if let d = s["destination"] {
                    navigated.insert(d)
                    if c["navigationBarHidden"] != "YES" { shownBars.insert(d) }
                    if c.keyed("navigationBar")?["largeTitles"] == "YES" {
                        largeTitleStacks.insert(d)
                        if Self.largeTitleMode(controllers[d]) != "never" { largeTitles.insert(d) }
                    }
                    if c.keyed("navigationBar")?["translucent"] == "NO" { opaqueBars.insert(d) }
                    if c["toolbarHidden"] == "NO" { toolbars.insert(d) }
                    if Self.storesSheetBar(c) { sheetBars.insert(d) }
                }
            }
        }
        for (_, c) in controllers where c.name == "tabBarController" {
            for s in segues(c) where s["relationship"] == "viewControllers" { if let d = s["destination"] { tabbed.insert(d) } }
        }
        // A column-style split view controller (iOS 14+; Xcode's "Use
        // Column Style", `allowDoubleColumnStyle="YES"`) puts each column's
        // controller that isn't a navigation controller into one it creates
        // (Apple, `setViewController(_:for:)`: "If you set a child view
        // controller that's not a navigation controller, the split view
        // controller creates a navigation controller for it"), so the
        // column shows a navigation bar: UIKit Apprentice's StoreSearch
        // (20037) stores its search column's search bar 44 + 44 down.
        // Classic split views (no attribute) and the compact column
        // (`compactViewController`, shown alone) keep their children as
        // they are.
        for (_, c) in controllers where c.name == "splitViewController" && c["allowDoubleColumnStyle"] == "YES" {
            for s in segues(c) where Self.splitColumns.contains(s["relationship"] ?? "") {
                guard let d = s["destination"], let child = controllers[d], child.name != "navigationController" else { continue }
                navigated.insert(d); shownBars.insert(d)
            }
        }
        // A navigation or split view controller whose tab bar controller is
        // in another storyboard names its tab bar in explicit metrics; its
        // root and columns sit inside its frame, so the bar is around them
        // too (docs/INTERFACE-BUILDER.md, "A container's explicit tab bar").
        for (id, c) in controllers where Self.passesBarsOn.contains(c.name)
            && c.keyed("simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics" {
            tabbed.insert(id)
        }
        // What a controller has (a bar, a stack) passes along its segues
        // to their destinations, until nothing changes. Only a controller
        // whose own sets changed can pass anything new on (its
        // destinations' sets only grow, which only stops rules), so a
        // controller is looked at again only when its sets changed: a
        // chain of 3,000 controllers each pushing the next, written last
        // first, took a pass of every controller per link (24 s of a
        // debug build; a 10 MB file of such links, minutes).
        var work = Worklist(Array(controllers.keys))
        while let id = work.next() {
            guard let c = controllers[id] else { continue }
            for s in segueLists[id] ?? [] {
                guard let d = s["destination"] else { continue }
                changed = false
                defer { if changed { work.add(d) } }
                let pushed = ["show", "push"].contains(s["kind"] ?? "")
                    || (s["kind"] == "showDetail" && compactWidth && controllers[d]?.name != "navigationController")
                // `hidesBottomBarWhenPushed`: a controller pushed onto a
                // navigation stack with it hides the bottom bar, the tab
                // bar and the navigation toolbar, and so does every
                // controller pushed after it (UIKit's documentation).
                let hidesBottomBar = pushed && Self.hidesBottomBarWhenPushed(controllers[d])
                if navigated.contains(id) && pushed && !navigated.contains(d) {
                    navigated.insert(d); changed = true
                    if opaqueBars.contains(id) { opaqueBars.insert(d) }
                    if sheetBars.contains(id) { sheetBars.insert(d) }
                    if toolbars.contains(id) && !hidesBottomBar { toolbars.insert(d) }
                }
                // A source whose top bar is explicitly none
                // (`<nil key="simulatedTopBarMetrics"/>`) passes none on:
                // Xcode infers a pushed controller's bars from its
                // source's simulated ones (``hidesInferredBar(_:_:)``).
                if shownBars.contains(id) && pushed && !shownBars.contains(d)
                    && !Self.hidesInferredBar(c, "simulatedTopBarMetrics") { shownBars.insert(d); changed = true }
                // UINavigationItem.largeTitleDisplayMode: `.automatic`
                // (no attribute) takes the previous item's setting,
                // `.always` and `.never` decide for themselves, within a
                // bar that prefers large titles (Apple's documentation).
                if navigated.contains(id) && pushed, largeTitleStacks.contains(id) {
                    if !largeTitleStacks.contains(d) { largeTitleStacks.insert(d); changed = true }
                    let mode = Self.largeTitleMode(controllers[d])
                    if !largeTitles.contains(d), mode == "always" || (mode != "never" && largeTitles.contains(id)) {
                        largeTitles.insert(d); changed = true
                    }
                }
                // A tab bar controller inside a navigation controller
                // (its root, or pushed) sits under that navigation bar,
                // and so do its tabs' controllers: the bar shows the tab
                // bar controller's item above whichever tab is selected,
                // and a tab's `show` segue pushes onto that stack
                // (UIViewController.navigationController is "the nearest
                // ancestor in the view controller hierarchy that is a
                // navigation controller"). A tab that is itself a
                // navigation controller shows its own bar instead. What
                // such a tab pushes covers the tab bar controller, tab
                // bar and all (`outerTabs`).
                if c.name == "tabBarController", s["relationship"] == "viewControllers", navigated.contains(id),
                   controllers[d]?.name != "navigationController", !navigated.contains(d) {
                    navigated.insert(d); outerTabs.insert(d); changed = true
                    if shownBars.contains(id) { shownBars.insert(d) }
                    if opaqueBars.contains(id) { opaqueBars.insert(d) }
                    if largeTitleStacks.contains(id) { largeTitleStacks.insert(d) }
                    if largeTitles.contains(id) { largeTitles.insert(d) }
                }
            }
        }
        // The tab bar follows once the navigation stacks are known (a push
        // from a tab under an outer navigation bar leaves the tab bar).
        work = Worklist(controllers.keys.filter { tabbed.contains($0) })
        while let id = work.next() {
            guard let c = controllers[id], tabbed.contains(id) else { continue }
            for s in segueLists[id] ?? [] {
                guard let d = s["destination"], !tabbed.contains(d) else { continue }
                // A `show` (or `push`) segue pushes only from inside a
                // navigation stack; from a tab outside one, `show(_:sender:)`
                // finds no target and presents the controller modally
                // (Apple: "If the targetViewController(forAction:sender:)
                // method returns nil, this method uses the window's root
                // view controller to present vc modally"), over the tab
                // bar. Xcode 10 and later show no tab bar on such a
                // destination; Xcode 8.3 still carried it along
                // (docs/INTERFACE-BUILDER.md, "Shown from a tab outside
                // a navigation stack").
                let pushed = ["show", "push"].contains(s["kind"] ?? "")
                    && (navigated.contains(id) || !Self.modalShowDropsTabBar(toolsVersion: toolsVersion))
                if (Self.passesBarsOn.contains(c.name) || pushed) && !(pushed && Self.hidesBottomBarWhenPushed(controllers[d]))
                    && !(pushed && outerTabs.contains(id))
                    && !Self.hidesInferredBar(c, "simulatedBottomBarMetrics") {
                    tabbed.insert(d); work.add(d)
                }
            }
        }
    }

    /// Whether a controller's explicit simulated metrics for a bar
    /// (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) are `nil`
    /// ("None" in Xcode's inspector): the controller shows no such bar,
    /// and a controller it pushes, whose metrics are inferred, has none
    /// either (docs/INTERFACE-BUILDER.md, "Explicit no bar on a push's
    /// source"). Observed, not documented: a login screen with no top bar
    /// at the root of a navigation controller (tools 10116) whose pushed
    /// lists are stored with their tables at the status bar (y 20), and a
    /// screen with no bottom bar in a tab (14460) whose pushed lists are
    /// stored with nothing below them.
    static func hidesInferredBar(_ c: XMLNode, _ key: String) -> Bool {
        c.keyed(key)?.name == "nil"
    }

    /// Whether a `show` segue from a tab's controller outside any
    /// navigation stack (a modal presentation at run time) leaves the
    /// destination without the tab bar on the canvas: from Xcode 10 (tools
    /// 14000 and up), the oldest tools seen dropping it. Observed: a
    /// hackathon fitness app's video-chat screen (14113: its control bar
    /// pinned to the safe area's bottom at 587 of 667) and a
    /// cat-translator app's emotion screen (23504, shown from a tab's home
    /// screen: a 393 × 842 sheet whose stack, 10 above the safe area's
    /// bottom, ends at 832); ExploreWorld (12121, Xcode 8.3) stores its
    /// shown club screens above the tab bar (a button 8 above the bottom
    /// layout guide ending at 610 = 667 − 49 − 8). Nothing between 12121
    /// and 14113 tells.
    static func modalShowDropsTabBar(toolsVersion: Int?) -> Bool {
        (toolsVersion ?? 0) >= 14000
    }

    /// Whether a controller hides the bottom bar when pushed
    /// (`hidesBottomBarWhenPushed="YES"`): pushed, it gets no tab bar or
    /// toolbar, as the Movie Manager of Udacity's networking course stores
    /// its detail screen (tools 14313: a toolbar pinned to the safe area's
    /// bottom at 623 of 667, pushed from a tab's navigation controller).
    static func hidesBottomBarWhenPushed(_ c: XMLNode?) -> Bool {
        c?["hidesBottomBarWhenPushed"] == "YES"
    }

    /// A controller's navigation item's `largeTitleDisplayMode` ("always",
    /// "never"; nil for `.automatic`).
    static func largeTitleMode(_ c: XMLNode?) -> String? {
        c?.keyed("navigationItem")?["largeTitleDisplayMode"]
    }

    /// Containers whose children sit inside the container's own frame, so a
    /// tab bar around the container is also around them: a navigation
    /// controller's root and a split view controller's columns (Xcode's
    /// inferred metrics follow the containment chain; a modal or popover
    /// segue starts a new one).
    static let passesBarsOn: Set<String> = ["navigationController", "splitViewController"]

    /// A split view controller's column relationships (the compact
    /// column, shown on its own, is not one of them).
    static let splitColumns: Set<String> = ["masterViewController", "supplementaryViewController", "detailViewController"]

    /// The bars a node's explicit simulated metrics name (a xib view's or a
    /// controller's): navigation bar 44 (74 prompted), tab bar 49, toolbar
    /// 44; none for `<nil key=…>` or no metrics.
    static func explicitBars(_ n: XMLNode) -> (top: Double, bottom: Double) {
        let t = n.keyed("simulatedTopBarMetrics"), b = n.keyed("simulatedBottomBarMetrics")
        let top = t?.name == "simulatedNavigationBarMetrics" ? (t?["prompted"] == "YES" ? 74.0 : 44) : 0
        let bottom = b?.name == "simulatedTabBarMetrics" ? 49.0 : b?.name == "simulatedToolbarMetrics" ? 44 : 0
        return (top, bottom)
    }

    /// Whether a navigation controller stores the bar of a sheet: 56 high
    /// at y 0 (docs/INTERFACE-BUILDER.md, "Sheets' navigation bars").
    static func storesSheetBar(_ c: XMLNode) -> Bool {
        guard let r = c.keyed("navigationBar")?.keyed("frame"), let y = r["y"].flatMap(IBValues.number),
              let h = r["height"].flatMap(IBValues.number) else { return false }
        return y == 0 && h == 56
    }

    /// Top and bottom bar heights for a controller: navigation bar 44 (96
    /// with large titles, 56 in a sheet), tab bar 49, toolbar 44.
    func bars(_ c: XMLNode) -> (top: Double, bottom: Double, statusBarHidden: Bool, opaqueTop: Bool) {
        let id = c["id"] ?? ""
        let bar = sheetBars.contains(id) ? 56.0 : 44.0
        var top = shownBars.contains(id) ? (largeTitles.contains(id) ? 96.0 : bar) : 0
        var opaque = top > 0 && opaqueBars.contains(id)
        var bottom = (tabbed.contains(id) ? 49.0 : 0) + (toolbars.contains(id) ? 44 : 0)
        if let t = c.keyed("simulatedTopBarMetrics") {
            // `<nil key="simulatedTopBarMetrics"/>`: no bar.
            top = t.name == "simulatedNavigationBarMetrics" ? (t["prompted"] == "YES" ? 74 : bar) : 0
            opaque = top > 0 && t["translucent"] == "NO"
        }
        if let b = c.keyed("simulatedBottomBarMetrics") {
            bottom = b.name == "simulatedTabBarMetrics" ? 49 : b.name == "simulatedToolbarMetrics" ? 44 : 0
        }
        return (top, bottom, c.keyed("simulatedStatusBarMetrics")?.name == "nil", opaque)
    }
}

/// Ids to look at, first in, first out, each queued at most once at a
/// time (Containment's passes).
struct Worklist {
    private var queue: [String]
    private var head = 0
    private var queued: Set<String>

    init(_ ids: [String]) {
        queue = ids
        queued = Set(ids)
    }

    mutating func next() -> String? {
        guard head < queue.count else { return nil }
        let id = queue[head]
        head += 1
        queued.remove(id)
        return id
    }

    mutating func add(_ id: String) {
        if queued.insert(id).inserted { queue.append(id) }
    }
}
