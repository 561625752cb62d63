import TrellisFormat
import TrellisLayout

/// `<tableView>` → `type: tableView` (docs/FORMAT.md, "Tables"): each cell
/// becomes a template (its content view's subviews and constraints, the
/// content view named `contentView`) and a row; a prototype table shows
/// one row per prototype under Xcode's "Prototype Cells" header, a static
/// one its sections with their titles. Cells of a predefined style become
/// rows of that style, their labels the built-in `textLabel` /
/// `detailTextLabel`.
extension IBImporter {
    /// Xcode 13 and later (tools 19000+) simulate iOS 15's
    /// `sectionHeaderTopPadding` (22 points above a plain table's headers).
    var plainHeaderPadding: Double { isXcode13Canvas ? 22 : 0 }

    /// Documents from Xcode 13 on (tools 19000+): the canvas simulates
    /// iOS 15 and later, whose cells Xcode stores with content views as
    /// high as the cell (docs/INTERFACE-BUILDER.md, "Tables").
    var isXcode13Canvas: Bool { (document.toolsVersion ?? 0) >= 19000 }
    /// Xcode 13 itself (tools 19000 to 20999: 19162, 19455 and 20037 seen;
    /// 21701, Xcode 14.2, is the first later one seen): its canvas shows
    /// section headers shorter than later ones (docs/INTERFACE-BUILDER.md,
    /// "Xcode 13+ table canvases").
    /// Xcode 12 (tools 16000 to 18999): content views as high as their
    /// cells already, the rest of the canvas as before.
    var isXcode12Canvas: Bool { (16000..<19000).contains(document.toolsVersion ?? 0) }
    var isXcode13Only: Bool { (19000..<21000).contains(document.toolsVersion ?? 0) }
    /// Xcode 12.5 (tools 18000 to 18999; 18122 seen, 17701 and 17156 still
    /// show Xcode 12's headers): disclosure indicators, titled grouped
    /// headers as Xcode 13's, a 24.5-point prototype header in plain tables.
    var isXcode12_5Canvas: Bool { (18000..<19000).contains(document.toolsVersion ?? 0) }
    /// A plain table's section header on Xcode 13+'s canvas, below iOS 15's
    /// 22-point padding: 28 points, 22.5 in Xcode 13 itself (rows from
    /// 44.5, 44.667 at 3x, in KeePassium's tools-19162 and SkeletonView's
    /// 19455 prototype tables; from 50 in every later one).
    var plainCanvasHeaderHeight: Double { isXcode13Only ? 22.5 : 28 }

    /// Before Xcode 11 (tools below 15000) the canvas ends the built-in
    /// labels right beside an accessory, not 8 inside the content view:
    /// at its edge beside a checkmark (FSCalendar's examples, 14313: 16 +
    /// 319 in a 335-wide content view; 20 + 350 in 370) or a detail button
    /// (RxExample's 11542: 15 + 313 in 328), 35 from the cell's edge
    /// beside a disclosure indicator (a point inside the content view from
    /// 13500, two before, where the indicator takes 33: objcio's 13122 and
    /// 14109, raywenderlich's 13168 and 13771, Hacking with Swift's 13196
    /// and 14460: 16 + 324 in 342 and 341 of 375). Xcode 9.0 to 9.2
    /// (13000 to 13499) end them 15 from a row's edge without one
    /// (objcio's 13122 and raywenderlich's 13178 default rows, 16 + 344;
    /// their and Hacking with Swift's 13196 value1 details at 360 of 375),
    /// where Xcode 9.3 on (13771+) stores 16 + 343.
    func builtInTrailingInsets(disclosure: Double?, none: Double?) -> String {
        var parts = ["checkmark: 0", "detailButton: 0"]
        if let disclosure { parts.insert("disclosureIndicator: \(IBValues.format(disclosure))", at: 0) }
        if let none { parts.insert("none: \(IBValues.format(none))", at: 0) }
        return ", builtInTrailingInsets: {" + parts.joined(separator: ", ") + "}"
    }

    /// Accessory widths where Xcode's canvas differs from Trellis's (for
    /// 16-point margins): Xcode 13's disclosure indicator 25.5 (tools
    /// 19162: KeePassium; 19455: ish, 29.667 at 20-point margins and 3×)
    /// then 24.5 from Xcode 13.2 (tools 19529: Agrume's 12 rows, 350.5 of
    /// 375, and 28.5 at 20-point margins in Esri's, KeePassium's and
    /// WooCommerce's 19529 rows; 20037: RxExample's 13 rows; 19500 is a
    /// guess between 19455 and 19529);
    /// from Xcode 14 (tools 21000+) a checkmark and a detail button 40
    /// (44 of a 20-point-margin row: DuckDuckGo's checkmarks, 23504;
    /// GoMap's and KeePassium's detail buttons, 24506 and 32700), and the
    /// built-in image centred in a 24-point column (KeePassium's 21701,
    /// 23504 and 32700 rows).
    ///
    /// Xcode 7 and 8 (tools below 13000) show a 33-point disclosure
    /// indicator, at 16- and 20-point margins alike (the table's fixed
    /// `builtInViewInset` keeps widths from growing with the margin):
    /// JSQMessages' demos (10117: 287 of 320 and 567 of 600 on the 600 ×
    /// 600 canvas's 20-point margins), raywenderlich's table tutorials
    /// (8191: 567 of 600; 11762: 342 of 375), and a detail button 47 at
    /// 20-point margins too (8191: 553 of 600).
    /// Before Xcode 11 (tools below 15000) the accessories were wider:
    /// a checkmark 40 (raywenderlich's Checklist, 14269, and FSCalendar's
    /// examples, 14313: content views 335 of 375, 370 of 414 at 20-point
    /// margins), a detail button 47 (RxExample's 11542 and raywenderlich's
    /// 13168: 328 of 375), a detail disclosure button 68 (raywenderlich's
    /// 13771, 307 of 375; 14269 and 14490, 528 of 600 and 342 of 414 at
    /// 20-point margins; ProtonVPN's 14113 stores 308) and, from Xcode 9
    /// (13500) to Xcode 10 (14490), a disclosure indicator 34
    /// (raywenderlich's DogYears, 13529, 341 of 375; MyLocations and
    /// Checklists, 14490, 376 of 414; XLPagerTabStrip's 14460 cell, 286 of
    /// 320; 14868 already stores 27.5, so 14800 is a guess between); from
    /// Xcode 10.2 (14800) to 11, 27.5, a point more than iOS's 26.5: three
    /// repositories agree (DKImagePickerController's 14868 rows, 347.5 of
    /// 375, 12 rows; SwipeCellKit's, 382.667 of 414, and The Blue
    /// Alliance's, 388.5 of 420, at 20-point margins, where the indicator
    /// widens by the 4);
    /// before, from Xcode 8 to 9.2, the indicator takes 33 (iOSDevLog's
    /// raywenderlich files, 8191 and 11762, 567 of 600 and 342 of 375;
    /// RxExample's 12118 copy, objcio's 13122, raywenderlich's 13168 and
    /// Hacking with Swift's 13196: 342 of 375; 13529's 375-wide row
    /// already 341, so 13500 is a guess between). Xcode
    /// 11 and 12 keep the 40-point checkmark (unobserved: between the
    /// 14313 and 23504 files that agree) and a 40-point detail button
    /// (Lockdown's 17156: 335 of 375).
    /// Xcode 11 to 12.4 (tools 15000 to 17999) store a disclosure row's
    /// content view 27 short of its cell, not iOS's 26.5: 348 of 375 at 2x
    /// (20 rows: GrowingTextView, ViewAnimator, WSDOT, dji, LINE, Esri,
    /// FirebaseUI, QuickBlox, Facebook, Mixpanel), 383 of 414 at 20-point
    /// margins (31 rows) and 347.667 of 375 at 3x (Esri's 17156 rows),
    /// which 26.5 rounds to 348.667.
    /// A detail disclosure button takes 53.2 on Xcode 13.2's canvas (Esri's
    /// and UIKit Apprentice's 20037 rows, 357 and 356.667 of 414 at
    /// 20-point margins) and 58.4 from Xcode 14 (uikit-apprentice's 23504
    /// row, 316.5 of 375; OwnTracks' seven 24765 rows at 20-point margins,
    /// 312.667, 327.667 and 377.667 of 375, 390 and 440), where Trellis's
    /// own is 57: the numbers fit both grids (2x and 3x).
    var accessoryWidths: String { accessoryWidths(compactMargin: false) }

    func accessoryWidths(compactMargin: Bool) -> String {
        let tools = document.toolsVersion ?? 0
        switch tools {
        case 13000..<13500 where compactMargin:
            // Xcode 9.0-9.2's accessories keep their widths at the compact
            // margin (raywenderlich's Tweetie, 13196: a disclosure row of a
            // table inside a view, 342 of 375 as in the controllers' own
            // tables): written a point wider, as the margin narrows them.
            return ", accessoryWidths: {disclosureIndicator: 34, checkmark: 41, detailButton: 48, detailDisclosureButton: 69}"
                + builtInTrailingInsets(disclosure: 1, none: 15)
        case ..<13500:
            return ", accessoryWidths: {disclosureIndicator: 33, checkmark: 40, detailButton: 47, detailDisclosureButton: 68}"
                + builtInTrailingInsets(disclosure: 2, none: tools >= 13000 ? 15 : nil)
        case 14800..<15000:
            return ", accessoryWidths: {disclosureIndicator: 27.5, checkmark: 40, detailButton: 47, detailDisclosureButton: 68}"
        case 13500..<14800:
            return ", accessoryWidths: {disclosureIndicator: 34, checkmark: 40, detailButton: 47, detailDisclosureButton: 68}"
                + builtInTrailingInsets(disclosure: 1, none: nil)
        case 15000..<18000: return ", accessoryWidths: {disclosureIndicator: 27, checkmark: 40, detailButton: 40}"
        case 18000..<19500:
            return ", accessoryWidths: {disclosureIndicator: 25.5, checkmark: \(Self.checkmarkWidth(tools: tools)), detailButton: 40}"
        case 19500..<21000:
            return ", accessoryWidths: {disclosureIndicator: 24.5, checkmark: \(Self.checkmarkWidth(tools: tools)), detailButton: 40, detailDisclosureButton: 53.2}"
        default: return ", accessoryWidths: {checkmark: 40, detailButton: 40, detailDisclosureButton: 58.4}, builtInImageColumn: 24"
        }
    }
    /// Every Xcode canvas starts the built-in labels 15 after the
    /// built-in image, where Trellis's own cells leave 16: Xcode 8 (11762:
    /// OnTheMap's 24-point pin at 15, its labels at 54; Hero's 52-point
    /// image, 82), Xcode 8.3's (12120: IBAnimatable's eight menu rows, 15
    /// after images at 16), Xcode 9 (13771: OnTheMap's pin at 20 on a
    /// 414-point phone, labels at 59), Xcode 10 (14313: FSCalendar's 18-point
    /// images at 15 and 20, labels at 48 and 53) and Xcode 11 (15702: a
    /// recipe app's 44-point image at 20, its label at 79), as from Xcode
    /// 14 on after the image column (docs/INTERFACE-BUILDER.md, "Built-in
    /// images before Xcode 14"). Written for a table with a built-in image
    /// from Xcode 6 to the column's canvases (tools 5000 to 20999): since
    /// session 19 Xcode 7 and 8 too (a course lab's 35-point images at 15,
    /// labels at 65, 9060; OnTheMap's pins at 15, labels at 54, 11762 and
    /// 12120), though IBAnimatable's 12120 menu, whose `@IBDesignable` cell
    /// class Xcode runs on the canvas, stores its images at 16.
    func imageGap(_ t: IBTable) -> String {
        guard (5000..<21000).contains(document.toolsVersion ?? 0) else { return "" }
        let images = t.sections.contains { $0.cells.contains { $0.style != nil && $0.imageView != nil } }
        return images ? ", builtInImageGap: 15" : ""
    }

    /// Xcode 7 to 10 (tools 5000 to 14999) store a centred built-in image
    /// at the whole point at or above its centred y, where later canvases
    /// store the pixel (docs/INTERFACE-BUILDER.md, "Built-in images on
    /// whole points before Xcode 11"): OnTheMap's 24-point pins at 19 in a
    /// 63-point content view (11762) and at 9 in 43.5 and 43.667 (12120,
    /// 13771: three more copies), IBAnimatable's 22-point images at 10 in
    /// 43.5 (12120), FSCalendar's 15-point ones at 14 (14313), a course
    /// lab's 35-point ones at 4 (9060); from Xcode 11 (15705 to 16097:
    /// three OnTheMap copies) the pixel, 15.5 for 15.75.
    func wholePointImages(_ t: IBTable) -> String {
        guard (5000..<15000).contains(document.toolsVersion ?? 0) else { return "" }
        let images = t.sections.contains { $0.cells.contains { $0.style != nil && $0.imageView != nil } }
        return images ? ", builtInImageOnWholePoints: true" : ""
    }

    /// Xcode 13 and later store self-sizing subtitle rows with paddings
    /// that follow the labels' heights (docs/INTERFACE-BUILDER.md,
    /// "Subtitle rows"). With Dynamic Type text styles (KeePassium's six
    /// rows, tools 19162 to 32700, Body over Caption1 or Footnote and
    /// smaller text sizes) a fit of the stored rows: `h1/3 − 0.4·h2 + 7.97`
    /// above the text (h1, h2 the labels' heights), `0.15·h1` between,
    /// `0.517·h1 + 0.067·h2 − 1.14` under (57.5 for 20.5 over 14.5, 58.5
    /// over 16). With fixed system fonts (DuckDuckGo's 17 over 12, 23504;
    /// ish's, 19455) `0.46·h1` above, 1.5 between, `0.54·h1 − 1.5` under
    /// (55.5). Per table: text styles when a subtitle cell's text label
    /// uses one.
    func subtitleSpacing(_ t: IBTable, held: Bool = false) -> String {
        let cells = t.sections.flatMap(\.cells).filter { $0.style == "subtitle" }
        guard !cells.isEmpty else { return "" }
        let textStyle = cells.contains { cell in
            cell.textLabel.flatMap(label(in: cell))?.fontIsTextStyle == true
        }
        return textStyle ? ", subtitleSpacing: {top: 0.333, topDetail: -0.4, topConstant: 7.97, gap: 0.15, bottom: 0.517, bottomDetail: 0.067, bottomConstant: -1.14}"
            : ", subtitleSpacing: {top: 0.46, gapConstant: 1.5, bottom: 0.54, bottomConstant: -1.5\(held ? Self.heldSmallSubtitle : "")}"
    }

    /// Subtitle rows of a fixed height with room to spare, from Xcode 9
    /// (tools 13000; seen from 13771 to 24127): the detail 3 below the text
    /// and the pair about a point above the centre, where a shorter row
    /// centres them touching (docs/INTERFACE-BUILDER.md, "Subtitle rows of
    /// a fixed height"): raywenderlich's 13771 and 14845 rows, WooCommerce's
    /// 14313, The Blue Alliance's 14460, Esri's 17506, FirebaseUI's 17701,
    /// Monal's 20037, OONI Probe's 22505 and IQKeyboardManager's 24127
    /// store them so; IQKeyboardManager's 50-point rows (16 points of room
    /// for 19.5 and 14.5) centre the pair. Tables whose subtitle labels use
    /// text styles keep the paddings (LNPopupController's 90-point rows).
    func spacedSubtitle(_ t: IBTable) -> String {
        guard (document.toolsVersion ?? 0) >= 13000 else { return "" }
        let cells = t.sections.flatMap(\.cells).filter { $0.style == "subtitle" }
        guard !cells.isEmpty, !cells.contains(where: { cell in
            cell.textLabel.flatMap(label(in: cell))?.fontIsTextStyle == true
        }) else { return "" }
        return ", spacedSubtitle: {gap: 3, raise: 1.125, minimumRoom: 16.5}"
    }

    /// Self-sizing subtitle rows before Xcode 13: Xcode 11 and 12 (tools
    /// 15000 to 18999) already show them as Xcode 13 on do (raywenderlich's
    /// GitOnFire and Geotify copies, 15504 and 16097: 17 over 12 points,
    /// 55.5 high, the text at 10 and the detail at 31.5, as DuckDuckGo's
    /// 23504 rows); Xcode 9 and 10 (13000 to 14999) with no padding at all, the
    /// pair centred in a 44-point row (five rows at 14109, 14313 and 14460,
    /// text at 5, detail at 25.5; RWDevCon's 13771 row at 3×, text at 5
    /// and detail at 25.333 of 43.667), where Trellis's 11-point margins would
    /// hold them 57 high (docs/INTERFACE-BUILDER.md, "Subtitle rows").
    func olderSubtitleSpacing(_ t: IBTable) -> String {
        switch document.toolsVersion ?? 0 {
        case 15000..<19000: return subtitleSpacing(t)
        case 13000..<15000: return t.sections.contains { $0.cells.contains { $0.style == "subtitle" } } ? ", subtitleSpacing: {top: 0}" : ""
        default: return ""
        }
    }

    /// Documents from Xcode 8 (tools below 13000, as the content views'
    /// 8-point margins rule): the canvas simulates iOS 10.
    var isXcode8Canvas: Bool { (document.toolsVersion ?? .max) < 13000 }

    /// Documents Xcode shows as iOS 6: from Xcode 4 (tools below 4000, the
    /// iOS 7 SDK's Xcode 5 starting at 4514; 4000 is the guess between, as
    /// for the rows' offset below), and from Xcode 5 (below 5000) when the
    /// document's deployment is still iOS 6 (`defaultVersion` below 1792,
    /// iOS 7.0): CS193p 2013's FastSPoT, Shutterbug and Photomania
    /// storyboards (4514, `defaultVersion` 1536 and 1552) store iOS 6's
    /// cells. iOS 6's cells put the built-in labels 10 points from the
    /// content view's edges and its disclosure indicator takes 20 points
    /// (docs/INTERFACE-BUILDER.md, "Xcode 4's iOS 6 cells").
    var isXcode4Canvas: Bool {
        let tools = document.toolsVersion ?? .max
        return tools < 4000 || (tools < 5000 && (document.deploymentDefaultVersion ?? 1792) < 1792)
    }

    /// iOS 6's cell metrics on Xcode 4's canvas: every styled row of the
    /// iOS 6 storyboards seen (six repositories, tools 2182 to 4514: a
    /// course assignment's and five Stanford CS193p copies) stores its
    /// labels at x 10, a default-style label 280 wide in a disclosure row's
    /// 300-point content view, and every disclosure row (320 or 768 wide) a
    /// content view 20 narrower than its cell. The other accessories keep
    /// Xcode 8's widths (no file seen).
    var xcode4CellMetrics: String {
        "builtInViewInset: 10, accessoryWidths: {disclosureIndicator: 20, checkmark: 40, detailButton: 47, detailDisclosureButton: 68}"
    }

    /// Documents from tools 24000 on (NetNewsWire's 24506 and 24765, iOS
    /// 26's canvas; not DuckDuckGo's 23504): 15-point content margins top
    /// and bottom and 51-point standard rows besides. The placeholder
    /// version some files carry, 32700.99.1234, is not one of them: its
    /// rows are stored as Xcode 13–15's (DuckDuckGo's Bookmarks).
    var isNewestCanvas: Bool { (24000..<30000).contains(document.toolsVersion ?? 0) }

    /// Xcode 7 (tools 8000 to 10999): a table controller's rows stored
    /// below the status and navigation bars it sits under (20 + 44 down,
    /// as no later canvas stores them), whether the table is the
    /// controller's view or the first subview of it (iOS 7 to 10's
    /// `automaticallyAdjustsScrollViewInsets` insets such a scroll view by
    /// the top layout guide's length even when it starts below the bar:
    /// raywenderlich's PrettyIcons table at y 64 stores its first row at
    /// 92 = 64 + 28), and titled grouped headers 5
    /// shorter (50 for the first, 33 for later ones where Xcode 8 on show
    /// 55.5 and 38): raywenderlich's table tutorials (8191: 92, 86 and 114
    /// for first rows under "Prototype Cells", 22-point and titled grouped
    /// headers), Core Data by Tutorials (8121: 86) and JSQMessages' demos
    /// (10117: 114, 43 between titled sections 10 apart); a table with no
    /// bar above it (raywenderlich's TiltShift, 9060) starts at 0
    /// (docs/INTERFACE-BUILDER.md, "Xcode 7 table canvases").
    /// The rows' offset starts with Xcode 5, the iOS 7 SDK that brought
    /// `automaticallyAdjustsScrollViewInsets` (Stanford CS193p's SPoT, 4514:
    /// six prototype tables under navigation bars, first rows at 86 = 64 +
    /// 22); Xcode 4's iOS 6 canvases store them at 22 (CS193p 2013's 3084,
    /// ioscreator's 2844). Xcode 6 (5000 to 7999) stores them so too
    /// (ECSlidingViewController's menu, 5056, SWTableViewCell's demo, 6245,
    /// and SwiftCharts' examples, 7706: first rows at 86 = 64 + 22 under
    /// navigation bars), except its one table with a table header view
    /// (CodePath's PeristenceDemo, 6751), which stores the header at the
    /// top, not 64 down, and no row: such tables stay without the offset.
    /// The shorter titled headers are seen from Xcode 7 only and stay there.
    /// A controller that simulates a phone's screen (`<simulatedScreenMetrics
    /// type="retina4">`, "retina47") shows them a point shorter still, 6
    /// below Xcode 8's: 49.5 for the first and 32 after it in a course
    /// lab's two tables (9060) and MemeMe's settings (10117), where
    /// PrettyIcons' (8191) and JSQMessages' (10117) controllers, which
    /// simulate none, store 50 and 33 (docs/INTERFACE-BUILDER.md, "Xcode 7's
    /// titled headers on a simulated screen").
    func xcode7Metrics(_ v: IBView, _ t: IBTable) -> String {
        guard let tools = document.toolsVersion, Self.insetsRowsBelowBars(tools),
              !((5000..<8000).contains(tools) && t.headerView != nil) else { return "" }
        var out = ""
        let bars = (scene.statusBarHidden ? 0 : 20) + scene.topBars
        if v.id == scene.root.id || scene.root.subviews.first?.id == v.id, scene.topBars > 0, !scene.opaqueTopBar,
           !Self.storedBelowBars(root: scene.root, bars: bars) {
            out += ", rowsTopOffset: " + IBValues.format(bars)
        }
        if t.style != "plain", tools >= 8000 { out += ", groupedHeaderAdjustment: " + (scene.simulatedScreen != nil ? "-6" : "-5") }
        return out
    }

    /// Xcode 9 to 11 (tools 13000 to 16999: iOS 11 to 13) give the cells of
    /// a table that isn't its controller's view iOS 10's compact margin, 15,
    /// where the controller's own table takes the system minimum, 16 (20 on
    /// 414-point phones either way): 48 rows' built-in labels at 15 in such
    /// tables of eight repositories (tools 13178 to 14868: Packt's Mastering
    /// iOS 12, ChatSecure, ReactorKit, RxDataSources, FSCalendar,
    /// DKImagePickerController, two raywenderlich.com copies), none at 16,
    /// where 172 of the controllers' own tables' rows take 16; WSDOT's
    /// (15705), RxFlow's (16096) and Blueshift's (16097) custom rows inside
    /// views are stored 15 in as well, and from Xcode 12 (Lockdown's 17156,
    /// FirebaseUI's, OONI's and Applozic's 17701, five more at 18122) such
    /// rows take 16 (17000 is a guess between 16097 and 17156;
    /// docs/INTERFACE-BUILDER.md, "Tables inside views before Xcode 12").
    func compactCellMargin(_ v: IBView) -> String {
        guard let tools = document.toolsVersion, (13000..<17000).contains(tools), v.id != scene.root.id else { return "" }
        return ", compactCellMargin: 15"
    }

    /// A controller's view Xcode stored below its bars (the table
    /// controller's own table at y 64 under a 20 + 44 navigation bar) has
    /// nothing under the bars: its top layout guide is 0 long, so
    /// `automaticallyAdjustsScrollViewInsets` insets nothing and the rows
    /// are stored from the table's top (Google Maps' and Places' demo
    /// launch screens, 10116: four tables at y 64, rows from 28 under a
    /// 28-point header). A first subview at y 64 of a view at the top is
    /// still inset (raywenderlich's PrettyIcons: 92).
    static func storedBelowBars(root: IBView, bars: Double) -> Bool {
        guard let y = root.frame?.minY else { return false }
        return Double(y) >= bars - 0.5
    }

    /// Before Xcode 13 (tools below 19000) the canvas doesn't size a static
    /// custom cell to its content: in a table of automatic row height, a
    /// static row with no `rowHeight` of its own and no predefined style is
    /// shown at the standard 44 points, and content that needs more is
    /// squeezed into it (Esri's samples, tools 17156 to 18122: 14 rows of a
    /// label over a slider, 74 and 81 points of constraints, stored 44 with
    /// the slider 1 high or the content view marked ambiguous;
    /// raywenderlich's TILiOS at 14460: 3 rows of 45; all 97 such rows of
    /// the twelve sets, six repositories, tools 13771 to 18122, are stored
    /// 44 or 43.5). Xcode 13 on size them (GoMap, NetNewsWire, OwnTracks,
    /// SwiftMessages, Delta store them taller). Prototypes and rows of
    /// built-in styles keep their rules (Xcode 11 and 12 store self-sized
    /// subtitle prototypes 55.5). docs/INTERFACE-BUILDER.md, "Static rows
    /// before Xcode 13".
    func staticStandardRowHeight(_ t: IBTable, _ cell: IBTableCell) -> Double? {
        guard t.isStatic, t.rowHeight == nil, cell.style == nil,
              let tools = document.toolsVersion, tools < 19000 else { return nil }
        // Xcode 10.2 to 12 (tools 14800 to 17999, as their prototypes) store a
        // static row whose content view holds no constraints (empty, or
        // views placed by frames) a pixel under 44: Packt's iOS 13
        // Programming for Beginners (15505, 21 rows in seven chapter
        // copies), raywenderlich's MessagingApp (15705, 6) and a
        // raywenderlich course copy (16097, 3); rows with constraints stay
        // 44 there (Esri's, Packt's own, AltStore's, LINE SDK's), and files
        // up to 14490 store such rows 44 (IBDecodable, raywenderlich's
        // 13771 to 14269 copies: 17 rows). Bugsnag's Objective-C example
        // (18122) stores six such rows (buttons placed by frames) 44, so the
        // rule ends at 18000, a guess between 16097 and 18122. Docs: "Static
        // rows before Xcode 13".
        if (14800..<18000).contains(tools), cell.contentView.map({ $0.constraints.isEmpty }) ?? true {
            return 44 - 1 / (document.device?.scale ?? 2)
        }
        return 44
    }

    /// Whether a document's canvas stores a controller's table rows below
    /// the bars: Xcode 5 (4000, a guess between 3084 and 4514, to 4999) and
    /// Xcode 7 (8000 to 10999).
    static func insetsRowsBelowBars(_ tools: Int) -> Bool { (4000..<11000).contains(tools) }

    /// Xcode's canvas shows a table controller's grouped table under a
    /// navigation bar with a large title without the extra space above its
    /// first titled header: Tinode's "Account and Security" tables (tools
    /// 23727), IQKeyboardManager's demo list (24127) and Delta's Settings
    /// and skins tables (24128) store their first rows at 38, where the
    /// same files' tables under standard bars (explicit navigation-bar
    /// metrics, `largeTitleDisplayMode="never"`, a bar without
    /// `largeTitles`) store 55.5 (docs/INTERFACE-BUILDER.md, "Tables").
    func largeTitleFirstHeader(_ v: IBView, _ t: IBTable) -> String {
        // Not before Xcode 13 (a guess between 14460 and 23727): Loop's
        // Learn storyboard (14460) stores its large-title root's grouped
        // prototypes at 55.5, with the extra.
        (t.style != "plain" && v.id == scene.root.id && scene.topBars == 96 && (document.toolsVersion ?? 0) >= 19000
            ? ", groupedFirstHeaderExtra: 0" : "") + titleWidth(t)
    }

    /// Xcode 10.2 to 12 (tools 14800 to 18999) store a prototype table's
    /// rows that don't size themselves a pixel under 44, as Xcode 13 to
    /// 15 do: rows of built-in views (Esri's samples, 17156 to 17701, 15
    /// tables; Programming iOS's 14854; raywenderlich's 15504; Open Food
    /// Facts' 16097; Element's 18122 at 3x, 43.667), empty ones
    /// (Programming iOS's 15400 and 17156, IBDecodable's 16097, Mixpanel's
    /// five 17701 tables, raywenderlich's 14868, ioscreator's 15702) and
    /// Esri's StretchRenderer's five rows of a label and a slider with no
    /// chain (17506). Files up to 14490 store 44 (51 rows in 12
    /// repositories), so 14800 is a guess between. Static rows are held at
    /// the standard 44 before Xcode 13 ("Static rows before Xcode 13"):
    /// their stored built-in rows are 44 in nine of Esri's tables and
    /// 43.5 in five, so they keep 44.
    func prototypeRowMetrics(_ t: IBTable) -> String {
        guard (14800..<19000).contains(document.toolsVersion ?? 0), !t.isStatic else { return "" }
        let h = IBValues.format(44 - 1 / (document.device?.scale ?? 2))
        return ", standardRowHeight: \(h), builtInRowHeight: \(h), collapsedRowHeight: \(h)"
    }

    /// A cell's own side margins where they reach its content view: UIKit's
    /// `preservesSuperviewLayoutMargins` makes a view's margins at least its
    /// superview's, so a content view that preserves the cell's margins
    /// takes the cell's own `layoutMargins` where they are wider than the
    /// table's (a cell that preserves the table's takes the wider of the
    /// two). Written for sides of 20 and more, wider than any table's side
    /// margin on a phone: AltStore's Settings cells (17503, 13 rows) set
    /// 30 and store their labels, images and switches 30 in.
    func cellSideMargins(_ cell: IBTableCell, content: IBView) -> String? {
        guard content.preservesSuperviewMargins == true, cell.view.preservesSuperviewMargins == true,
              let m = cell.view.margins else { return nil }
        let f = IBValues.format
        let (a, b, names): (Double?, Double?, (String, String))
        switch m {
        case let .absolute(_, l, _, r): (a, b, names) = (l, r, ("left", "right"))
        case let .directional(_, l, _, t): (a, b, names) = (l, t, ("leading", "trailing"))
        }
        var parts: [String] = []
        if let a, a >= 20 { parts.append("\(names.0): \(f(a))") }
        if let b, b >= 20 { parts.append("\(names.1): \(f(b))") }
        return parts.isEmpty ? nil : "{" + parts.joined(separator: ", ") + "}"
    }

    /// A grouped table's footers and the headers above them from Xcode 9
    /// (tools 13000: MiniKeePass's Settings, 13196, stores its eleven
    /// footer-titled sections' gaps 30 + 45.5 and 46 + 45.5 and the last,
    /// above an untitled header, 30 + 18; MobileOrg's Xcode 8 Settings,
    /// 11762, stores 85 for a two-line footer, so the boundary is a guess
    /// between 11762 and 13196) on: a footer title
    /// is its lines at 16 plus 14 (30 for one line, 46 for two, 62 for
    /// three, 110 for six: GoMap's, iVPN's, Delta's, LNPopupController's,
    /// ish's footers, tools 22505 to 25094, at 2x and 3x; Esri's one-line
    /// footers, 17156; Rocket.Chat's four lines, 14490), a footer titled ""
    /// 22 (DKImagePickerController, 14868; ish, Delta), and a later titled
    /// header 7.3 taller over a section with a footer title (45.5 at 2x:
    /// GitHawk 14460, DKImagePickerController 14868, Blink 22155,
    /// App Center 21701, GoMap, Delta).
    func groupedFooterMetrics(_ t: IBTable) -> String {
        guard t.style != "plain", (document.toolsVersion ?? 0) >= 13000 else { return "" }
        return ", groupedHeaderAboveFooterExtra: 7.3, titleLineHeight: 16, groupedFooterPadding: 14, groupedEmptyFooterHeight: 22"
    }

    /// The height of a grouped table's header titled "" (nil: none of its
    /// own), and before Xcode 10.2 no title at all: Xcode's canvas shows
    /// such a header neither as an untitled one nor as a line of text.
    /// Rocket.Chat's Preferences (tools 14490) store seven "" sections as
    /// untitled ones (the first rows at 35, 18 + 18 between sections);
    /// from Xcode 10.2 the first is 39.5 (AltStore's Settings, 17503;
    /// Esri's IntegratedWindowsAuthentication, 17156; Blink's Settings,
    /// 22155) and later ones 22 (AltStore: 40 after an 18-point footer,
    /// four times; Esri's: 29.5 over a section with a footer title, the
    /// 7.5 a titled header gains there), from Xcode 13 17.5 (sdl_ios,
    /// 19162: 27.5 after a 10-point footer, twice; Delta's Settings,
    /// 24128: 35.5 after 18).
    func emptyGroupedHeaderHeight(_ t: IBTable, section si: Int, header: inout String?, footer: String?) -> Double? {
        guard t.style != "plain", t.isStatic, header == "" else { return nil }
        let tools = document.toolsVersion ?? 0
        if tools < 14800 { header = nil; return nil }
        if si == 0 { return 39.5 }
        return (tools < 19000 ? 22 : 17.5) + (footer == nil ? 0 : 7.5)
    }

    /// A grouped table's titles wrap as San Francisco does on the canvas:
    /// at 0.92 of DejaVu's width (docs/INTERFACE-BUILDER.md, "Tables":
    /// GoMap's, iVPN's, Blink's, LNPopupController's and Delta's footers
    /// that DejaVu breaks into one line more than Xcode stores).
    func titleWidth(_ t: IBTable) -> String {
        guard t.style != "plain", t.isStatic,
              t.sections.contains(where: { !($0.header ?? "").isEmpty || !($0.footer ?? "").isEmpty }) else { return "" }
        return ", titleWidthScale: 0.92"
    }

    mutating func emitTable(_ v: IBView, _ t: IBTable, indent: String, name table: String,
                            names: [String: String], referenced: Set<String>) {
        let f = IBValues.format
        if t.style != "plain" { out.append(indent + "style: \(t.style)") }
        out.append(indent + "rowHeight: " + (t.rowHeight.map(f) ?? "automatic"))
        if let e = t.estimatedRowHeight { out.append(indent + "estimatedRowHeight: " + f(e)) }
        // A plain table's titled headers and footers are IB's heights on
        // Xcode's canvas, its untitled ones take no room: the heights are
        // written when every section has a title (a prototype table's one
        // section has Xcode's), else left automatic (Trellis's titled plain
        // header, text + 8, is within half a point of IB's 28). Grouped
        // tables' headers size to their titles (IB's 18 or 10 there is not
        // the height Xcode shows titled headers at).
        let prototypes = !t.isStatic
        if t.style == "plain" && isXcode13Canvas {
            // Xcode 13+'s canvas gives every plain section a 28-point header
            // below iOS 15's 22-point padding and a static section a
            // 28-point footer, titled or not, whatever the table's heights
            // (DuckDuckGo's Debug.storyboard, tools 23504: rows from 50 in
            // tables of heights 28, automatic and, for prototypes, 1; 78
            // between one section's last row and the next one's first).
            // The "Prototype Cells" section has that footer too: a table
            // footer view is stored 28 below the last prototype (iVPN's
            // Signup and Main, tools 22505 and 23504; OwnTracks' three
            // lists, 24765).
            // Xcode 13 itself (tools 19000 to 20999) shows a static
            // section's footer 22.5 high, as its headers: 67 between one
            // section's last row and the next one's first in ExpenseTracker's
            // two tables (20037, four sections each) and 67.333 at 3x in
            // UIKit Apprentice's Checklists (20037; docs/INTERFACE-BUILDER.md,
            // "Plain static footers on Xcode 13").
            let sections = t.sections.filter { !$0.cells.isEmpty || $0.header != nil || $0.footer != nil }
            if !sections.isEmpty {
                out.append(indent + "sectionHeaderHeight: " + f(plainCanvasHeaderHeight + plainHeaderPadding))
                out.append(indent + "sectionFooterHeight: " + f(t.isStatic ? plainCanvasHeaderHeight : 28))
            }
        } else if t.style == "plain" {
            let sections = t.sections.filter { !$0.cells.isEmpty || $0.header != nil || $0.footer != nil }
            let staticCanvasSections = !prototypes && (14800..<19000).contains(document.toolsVersion ?? 0) && !sections.isEmpty
                && (sections.allSatisfy({ $0.header == nil }) || (document.toolsVersion ?? 0) >= 16000)
            if prototypes && isXcode12_5Canvas && !sections.isEmpty {
                // Xcode 12.5 (tools 18000 to 18999) shows the "Prototype
                // Cells" header 24.5 high: rows from 24.5 in Open Food Facts'
                // PendingUpload table and raywenderlich's MyLocations (18122),
                // where earlier files store 28 and Xcode 13 44.5.
                out.append(indent + "sectionHeaderHeight: 24.5")
            } else if let h = t.sectionHeaderHeight, !sections.isEmpty, prototypes || sections.allSatisfy({ $0.header != nil }),
                      prototypes || !(16000..<19000).contains(document.toolsVersion ?? 0) {
                // Xcode 10.2 to 12 show the "Prototype Cells" header 28
                // high whatever the table's height, as their static
                // sections' and Xcode 13's: Lockdown's two prototype tables
                // (17156, heights 45 and 1) store their rows at 28, where
                // files up to 14490 store the table's 22, 60 or 66.
                let prototypeHeader = prototypes && (14800..<19000).contains(document.toolsVersion ?? 0) ? 28 : h
                out.append(indent + "sectionHeaderHeight: " + f(prototypeHeader + plainHeaderPadding))
                if prototypes, (14800..<19000).contains(document.toolsVersion ?? 0) {
                    // Xcode 10.2 to 12 end the "Prototype Cells" section
                    // with a 28-point footer, as Xcode 13 on do: Macaw's
                    // menu table (16097) stores its table footer view 28
                    // below the prototype row (iVPN's, 22505 and 23504, and
                    // OwnTracks', 24765, also 28, even at a footer height
                    // of 22).
                    out.append(indent + "sectionFooterHeight: 28")
                }
            } else if staticCanvasSections {
                // Xcode 10.2 to 12 show a static table's untitled sections
                // under 28-point headers, whatever the table's height (as
                // Xcode 13 on do, below iOS 15's padding): SwipeCellKit's
                // MailExample (14868, height 28) and raywenderlich's
                // MessagingApp (16097, heights 28 and 1) store their first
                // rows at 28, where every file up to 14460 stores 0. (Hero's
                // 15400 table, an untitled section before titled ones, stores
                // 0: tables with a titled section keep Trellis's rule.) Their
                // footers are 28 too, as from Xcode 13 on: SideMenu's menu
                // tables (15400) store their table footer views 28 below
                // the section's last row.
                // From Xcode 12 (16000) titled sections too: Esri's
                // DisplayGrid (17156: an untitled section, then a titled
                // one 56 below its last row) and DisplaySubtypeFeatureLayer
                // (17506: titled sections, rows from 28, 56 between). From
                // Xcode 12.5 (18000) untitled headers are 24.5, as the
                // "Prototype Cells" header: Esri's OrbitCameraAroundObject
                // and Branch's LaunchScreen (18122) store their first rows
                // at 24.5, every file up to 17701 at 28.
                let untitled = sections.allSatisfy({ $0.header == nil })
                out.append(indent + "sectionHeaderHeight: " + (untitled && isXcode12_5Canvas ? "24.5" : "28"))
                out.append(indent + "sectionFooterHeight: 28")
            }
            if let h = t.sectionFooterHeight, !prototypes, !sections.isEmpty, sections.allSatisfy({ $0.footer != nil }),
               !staticCanvasSections {
                out.append(indent + "sectionFooterHeight: " + f(h))
            }
        }
        if t.separatorNone { out.append(indent + "separatorStyle: none") }
        // Xcode 14 on (tools 21000+) shows a grouped table's later titled
        // header 7.5 taller when its section has a footer title too.
        let aboveFooter = groupedFooterMetrics(t) + accessoryWidths + (isXcode13Canvas ? subtitleSpacing(t, held: true) : "") + imageGap(t)
            + insetRowsKeepTableMargins(t)
        // Xcode's canvas centres a built-in label's text, not its frame:
        // about 0.0245 of the font's size lower (docs/INTERFACE-BUILDER.md,
        // "Subtitle rows"; FSCalendar's 16-point value1 labels at 13 in
        // 44-point rows at 3×, tools 14313; Tinode's and GoMap's 17-point
        // ones at 12).
        let labelCentre = ", builtInLabelCenterOffset: 0.0245" + largeTitleFirstHeader(v, t)
        if isNewestCanvas {
            // Standard rows are a point taller in a table Xcode wrote no
            // `estimatedRowHeight` for (52: Delta's two such Settings
            // tables, 17 rows, and GoMap's main-menu row, where every table
            // with `estimatedRowHeight="-1"` stores 51), and 8 taller on an
            // iPad canvas, as Xcode 13-15's iPad rows are (Nextcloud Talk's
            // empty prototypes, 24127: 59 with the attribute, 60 without).
            // Rows of built-in views keep the phone's least height, as
            // Xcode 13-15's iPad rows do (docs/INTERFACE-BUILDER.md, "Tables").
            let iPad = document.device?.id.hasPrefix("ipad") ?? false
            let phone: Double = t.hasEstimatedRowHeight ? 51 : 52
            let rows = iPad ? "standardRowHeight: \(f(phone + 8)), builtInRowHeight: \(f(phone))" : "standardRowHeight: \(f(phone))"
            out.append(indent + "cellMetrics: {\(rows), contentVerticalMargin: 15, contentViewCoversSeparator: true\(aboveFooter)\(spacedSubtitle(t))\(labelCentre)}  "
                       + IBText.comment("# the canvas of tools 24000+ (docs/INTERFACE-BUILDER.md)"))
        } else if isXcode13Canvas {
            // Xcode 13 to 15 store self-sizing rows a pixel off 44: a row of
            // built-in views one shorter (43.5 at 2×, 43.667 at 3×), a custom
            // row that can't size itself one taller (44.5, 44.333), as every
            // such row in DuckDuckGo's, SwiftMessages' and BookPlayer's files.
            // A row whose content view has views but no chain is stored a
            // pixel shorter too (ish's, BookPlayer's, DuckDuckGo's centred
            // labels and switches), and so is an empty one's unless the
            // cell has a list content configuration (below). Xcode 13 itself shows titled
            // grouped headers 6 points shorter.
            let pixel = 1 / (document.device?.scale ?? 2)
            let adjust = isXcode13Only && t.style != "plain" ? ", groupedHeaderAdjustment: -6" : ""
            // On an iPad canvas collapsed custom rows are 52 less a pixel
            // when empty and 52 (Xcode 13: 52 less a pixel) when their
            // views have no chain: Monal's iPad storyboards, tools 20037
            // (six empty rows and a centred button's, 51.5) and 32700 (an
            // empty row 51.5, two centred labels' 52). Rows of built-in
            // views stay 44 less a pixel (Blink's Settings, 22155, iPad).
            let iPad = document.device?.id.hasPrefix("ipad") ?? false
            // An empty content view's row is a pixel taller than 44 only
            // when the cell has a list content configuration (DuckDuckGo's
            // Debug.storyboard, 23504: 28 such rows, 44.5); without one it
            // is a pixel shorter, as a row whose views have no chain:
            // Parchment's (21701), ProtonVPN's Profiles (21701), ish's About
            // (22505), Lockdown's and FloatingPanel's (32700) empty
            // prototypes and static rows, 43.5.
            let configured = t.sections.contains { $0.cells.contains(where: \.hasListContentConfiguration) }
            let standard = iPad ? 52 - pixel : configured ? 44 + pixel : 44 - pixel
            let collapsed = iPad ? (isXcode13Only ? 52 - pixel : 52) : 44 - pixel
            // A table Xcode wrote no `estimatedRowHeight` for shows its
            // rows of built-in views at 44, not a pixel under: App Center's
            // Sasquatch (21701, 7 value1 rows) and Seafile's iPad and iPhone
            // lists (23504, 23727, 3 rows), where every table with the
            // attribute stores them 43.5 (43.667 at 3x), as Xcode 26's
            // canvas shows such tables' standard rows a point taller.
            let builtIn = t.hasEstimatedRowHeight ? 44 - pixel : 44
            out.append(indent + "cellMetrics: {contentViewCoversSeparator: true, standardRowHeight: \(f(standard)), builtInRowHeight: \(f(builtIn)), "
                       + "collapsedRowHeight: \(f(collapsed))\(adjust)\(aboveFooter)\(spacedSubtitle(t))\(labelCentre)}  "
                       + IBText.comment("# Xcode 13-15's canvas (docs/INTERFACE-BUILDER.md)"))
        } else if isXcode12Canvas {
            // Xcode 12 (tools 16000 to 18999) already stores content views
            // as high as their cells: Open Food Facts' tables (16097, and
            // 15 rows at 18122, disclosure indicators 25.5 wide as Xcode
            // 13's); Hero's 15400 rows are still a separator short.
            // From 18000 (Xcode 12.5) titled grouped headers are Xcode 13's,
            // 6 shorter: Open Food Facts' Settings (18122) stores its first
            // titled section's rows at 49.5 and each later titled header 32.
            let adjust = isXcode12_5Canvas && t.style != "plain" ? ", groupedHeaderAdjustment: -6" : ""
            out.append(indent + "cellMetrics: {contentViewCoversSeparator: true\(prototypeRowMetrics(t))\(groupedFooterMetrics(t))\(accessoryWidths)\(imageGap(t))\(adjust)\(olderSubtitleSpacing(t))\(spacedSubtitle(t))\(labelCentre)\(compactCellMargin(v))}  "
                       + IBText.comment("# Xcode 12's canvas (docs/INTERFACE-BUILDER.md)"))
        } else if isXcode4Canvas {
            out.append(indent + "cellMetrics: {\(xcode4CellMetrics)\(xcode4GroupedRows(t))\(labelCentre)}  " + IBText.comment("# Xcode 4's canvas, iOS 6 (docs/INTERFACE-BUILDER.md)"))
        } else if isXcode8Canvas {
            // iOS 10 put the built-in labels and image 15 points in (the
            // separator inset), not at the layout margins: Xcode 8 stores
            // a default-style label at 15, 345 wide in a 375-point row.
            out.append(indent + "cellMetrics: {builtInViewInset: 15\(accessoryWidths)\(imageGap(t))\(wholePointImages(t))\(labelCentre)\(xcode7Metrics(v, t))}  " + IBText.comment("# Xcode 8's canvas, iOS 10 (docs/INTERFACE-BUILDER.md)"))
        } else {
            out.append(indent + "cellMetrics: {builtInLabelCenterOffset: 0.0245\(prototypeRowMetrics(t))\(groupedFooterMetrics(t))\(accessoryWidths(compactMargin: !compactCellMargin(v).isEmpty))\(imageGap(t))\(wholePointImages(t))\(olderSubtitleSpacing(t))\(spacedSubtitle(t))\(largeTitleFirstHeader(v, t))\(compactCellMargin(v))\(contentBottomMarginFromCell)}  " + IBText.comment("# Xcode's canvas (docs/INTERFACE-BUILDER.md)"))
        }
        for (key, view) in [("headerView", t.headerView), ("footerView", t.footerView)] {
            guard var view else { continue }
            emitAccessory(&view, key: key, indent: indent, names: names, referenced: referenced)
        }
        var templateNames: Set<String> = []
        var templateLines: [String] = []
        var sectionLines: [String] = []
        for (si, section) in t.sections.enumerated() {
            var header = section.header, footer = section.footer
            // Xcode's canvas titles a prototype table's section (28 points
            // in plain tables; 55.5 in grouped ones, from Xcode 8 to 16,
            // where Trellis's titled grouped header is 38.6).
            if prototypes && !section.cells.isEmpty { header = "Prototype Cells"; footer = nil }
            let emptyHeader = emptyGroupedHeaderHeight(t, section: si, header: &header, footer: footer)
            var head: [String] = []
            if let h = header { head.append("header: " + quote(h)) }
            if let h = footer { head.append("footer: " + quote(h)) }
            // A grouped table's untitled headers and footers are the
            // table's stored heights on Xcode's canvas (18 as IB writes
            // them, 10 in GoMap's and RxExample's tables: rows 48 after a
            // titled section's last where 18 would give 56), its titled
            // ones size to their text.
            // Automatic ones (-1) are a pixel under 18 from Xcode 13 on
            // (KeePassium's AboutVC, 23504: the first rows at 17.5;
            // Tinode's four automatic tables, 23727 at 3x: 17.667, and 18.667
            // after a 1-point footer).
            // Before Xcode 11 (tools below 15000, iOS 12 and earlier) a
            // grouped table's first untitled header is 35, whatever the
            // table's height, when no table header view sits above it:
            // XLPagerTabStrip's Storyboard (14460), raywenderlich's
            // Checklists, StoreSearch and DogYears (13529 to 14490; one
            // table of height 10) store the first rows at 35; from Xcode
            // 10.2 (tools 14800) on, files store them at the table's height:
            // KeychainAccess's demo (14868, height 10: rows from 10), every
            // file from 17701 on at 18, GoMap's and OwnTracks' at 10.
            let firstUntitled35 = si == 0 && (document.toolsVersion ?? .max) < 14800 && t.headerView == nil
                && xcode4GroupedHeaderHeight(t) == nil
            // Under a table header view the same canvases show no first
            // untitled header at all: Dealers' Xcode 7 profile tables (8191:
            // header views 130 and 138 high, first rows at 130 and 138) and
            // a Contacts course app's detail (14313: a 200-point header
            // view, rows from 200, then 18 + 18 between sections), where
            // DuckDuckGo's 23504 Settings store 18 below theirs
            // (docs/INTERFACE-BUILDER.md, "Tables").
            let firstUnderTableHeader = si == 0 && (document.toolsVersion ?? .max) < 14800 && t.headerView != nil
            if t.style != "plain" {
                let automatic = isXcode13Canvas ? 18 - 1 / (document.device?.scale ?? 2) : nil
                if let h = emptyHeader {
                    head.append("headerHeight: " + f(h))
                } else if header != nil, si == 0, let h = xcode4GroupedHeaderHeight(t) {
                    head.append("headerHeight: " + f(h))
                } else if header == nil, firstUntitled35 {
                    head.append("headerHeight: 35")
                } else if header == nil, firstUnderTableHeader {
                    head.append("headerHeight: 0")
                } else if header == nil, let h = t.sectionHeaderHeight ?? (t.sectionHeaderAutomatic ? automatic : nil) {
                    head.append("headerHeight: " + f(h))
                }
                if footer == nil, let h = t.sectionFooterHeight ?? (t.sectionFooterAutomatic ? automatic : nil) {
                    head.append("footerHeight: " + f(h))
                }
            }
            if section.cells.isEmpty {
                sectionLines.append(indent + "  - {" + (head + ["rows: []"]).joined(separator: ", ") + "}")
                continue
            }
            sectionLines.append(indent + "  - " + (head.first ?? "rows:"))
            for h in head.dropFirst() { sectionLines.append(indent + "    " + h) }
            if !head.isEmpty { sectionLines.append(indent + "    rows:") }
            // The rows: `- rows:` (or the titles, then `rows:`) and the list under it.
            for (ri, cell) in section.cells.enumerated() {
                let rowName = "\(table).s\(si).r\(ri)"
                var row: [String] = []
                let template = cellTemplate(cell, rowName: rowName)
                if let template {
                    var n = cell.reuseIdentifier.flatMap(IBNames.identifier(fromLabel:)) ?? "cell"
                    if templateNames.contains(n) || n == "cell" {
                        var i = templateNames.count
                        while templateNames.contains(n + "\(i)") { i += 1 }
                        n += "\(i)"
                    }
                    templateNames.insert(n)
                    templateLines.append(indent + "  \(n):  " + IBText.comment("# IB \(cell.view.id)" + (cell.reuseIdentifier.map { " '\($0)'" } ?? "")))
                    templateLines += template.map { indent + "    " + $0 }
                    if template.isEmpty { templateLines[templateLines.count - 1] = indent + "  \(n): {}  " + IBText.comment("# IB \(cell.view.id)") }
                    row.append("cell: \(n)")
                } else {
                    row.append("style: \(cell.style ?? "default")")
                    if let a = cell.accessory { row.append("accessory: \(a)") }
                    row += Self.indentationKeys(cell)
                }
                if cell.style != nil, let image = cell.imageView.flatMap(label(in: cell)),
                   let size = image.imageSize ?? image.frame?.size, size.width > 0, size.height > 0 {
                    // The built-in image view: UIKit sizes it to its image
                    // (from <resources>, else the frame Xcode stored) and
                    // puts the labels after it.
                    row.append("image: {name: \"image\", width: \(f(Double(size.width))), height: \(f(Double(size.height)))}")
                }
                if let style = cell.style {
                    let text = cell.textLabel.flatMap(label(in: cell))
                    let detail = style == "default" ? nil : cell.detailTextLabel.flatMap(label(in: cell))
                    if let t = text?.text { row.append("text: " + quote(t)) }
                    if let t = detail?.text { row.append("detail: " + quote(t)) }
                    // A default-style label's font other than the 17-point
                    // system font: the row grows with its line (Packt's
                    // 20-point rows, 47.5; docs/INTERFACE-BUILDER.md,
                    // "Default rows of larger text").
                    if style == "default", let font = text?.font, font != "System 17", !(text?.fontIsTextStyle ?? false) {
                        row.append("font: {textLabel: " + quote(font) + "}")
                    }
                    // A value1 row's labels in different fonts: the detail
                    // sits on the text's baseline ("Value1 details in
                    // another font").
                    if style == "value1", let a = text?.font, let b = detail?.font, a != b {
                        row.append("font: {textLabel: " + quote(a) + ", detailTextLabel: " + quote(b) + "}")
                    }
                    // The stored-frame text rule for the built-in labels of
                    // the styles that size them to their text (a default
                    // style's label spans the row: its frame isn't its size).
                    if style != "default", textSizing == .storedFrames {
                        var sizes: [String] = []
                        for (key, l) in [("textLabel", text), ("detailTextLabel", detail)] {
                            guard let l, l.text != nil, let fr = l.frame else { continue }
                            sizes.append("\(key): {width: \(f(fr.width)), height: \(f(fr.height))}")
                        }
                        if !sizes.isEmpty { row.append("intrinsicSize: {" + sizes.joined(separator: ", ") + "}") }
                    }
                }
                if let h = cell.rowHeight {
                    row.append("height: " + f(h))
                } else if let h = staticStandardRowHeight(t, cell) {
                    row.append("height: " + f(h))
                }
                sectionLines.append(indent + "      - {" + row.joined(separator: ", ") + "}  " + IBText.comment("# IB \(cell.view.id)"))
            }
        }
        if !templateLines.isEmpty {
            out.append(indent + "cells:")
            out += templateLines
        }
        // A table with no cells (its rows come from code): no sections, as
        // UIKit shows it before its data source answers.
        if sectionLines.isEmpty {
            out.append(indent + "sections: []")
        } else {
            out.append(indent + "sections:")
            out += sectionLines
        }
    }

    /// `headerView:` / `footerView:`: the view as any imported view (its
    /// subviews and constraints join the scene's), always with its stored
    /// frame, as UIKit lays a table's header out from its frame (the table
    /// keeps the height and sets the width).
    mutating func emitAccessory(_ view: inout IBView, key: String, indent: String, names: [String: String], referenced: Set<String>) {
        view.translatesAutoresizingMask = true
        view.autoresizing = []
        if view.frame == nil { view.frame = .zero }
        view = prune(view, variations)
        let saved = out
        out = []
        emit(view, indent: indent + "  ", names: names, referenced: referenced, parentUnsupported: false)
        let lines = out
        out = saved
        guard var first = lines.first else { return }
        // `  - {…}` or `  - id: …` becomes the mapping under the key.
        first = indent + "    " + first.dropFirst(indent.count + 4)
        out.append(indent + key + ":")
        out.append(first)
        out += lines.dropFirst()
    }

    /// A styled cell's indentation, as the row's or template's keys: UIKit
    /// starts the built-in views `indentationLevel × indentationWidth`
    /// after the leading margin, and Xcode stores them there (the text of
    /// a 359-wide row of level 1 and width 37 at 57 = 20 + 37, TeleMed,
    /// 18122; of level 2 and width 10 at 36 = 16 + 20 on the 375-point
    /// phone, GoMap, 24764; level 1 of 10 at 25 = 15 + 10 in Xcode 7's
    /// 600-point rows, 8191; docs/INTERFACE-BUILDER.md, "Indented rows").
    /// A custom cell's own views aren't indented, so it writes none.
    static func indentationKeys(_ cell: IBTableCell) -> [String] {
        guard cell.style != nil, let i = cell.indentation else { return [] }
        return ["indentationLevel: \(i.level)", "indentationWidth: \(IBValues.format(i.width))"]
    }

    func label(in cell: IBTableCell) -> (String) -> IBView? {
        { id in cell.contentView?.flattened.first { $0.id == id } }
    }

    /// A template's lines (relative indentation), or nil for a cell of a
    /// predefined style with nothing of its own. Records the row's
    /// generated names.
    mutating func cellTemplate(_ cell: IBTableCell, rowName: String) -> [String]? {
        guard let content = cell.contentView else { return nil }
        generated[rowName] = cell.view
        generated[rowName + ".contentView"] = content
        let builtInIds = Set([cell.textLabel, cell.detailTextLabel, cell.imageView].compactMap { $0 })
        for (id, key) in [(cell.textLabel, "textLabel"), (cell.detailTextLabel, "detailTextLabel"), (cell.imageView, "imageView")] {
            if let id, let v = content.flattened.first(where: { $0.id == id }) {
                generated[rowName + "." + key] = v
                builtIns.insert(rowName + "." + key)
            }
        }
        var content2 = content
        content2.subviews = content.subviews.filter { !builtInIds.contains($0.id) && variations.isInstalled($0.id) }
            .map { prune($0, variations) }
        // A cell can't hold a table (the format refuses it): reported, left out.
        func dropTables(_ v: IBView) -> IBView {
            var v = v
            for t in v.subviews where t.table != nil {
                warnings.append(IBDiagnostic(file: document.file, position: t.position, severity: .warning,
                                             message: "unsupported element <tableView> (\(t.id)) in cell \(cell.view.id): not imported",
                                             kind: "unsupported-element"))
            }
            v.subviews = v.subviews.filter { $0.table == nil }.map(dropTables)
            return v
        }
        content2 = dropTables(content2)
        let views = content2.flattened
        // Template ids: the content view is `contentView`, its views named
        // as the importer names any view (the cell's outlet, userLabel,
        // else the IB id).
        var fake = IBScene(id: content.id, root: content2, position: content.position)
        fake.outlets = cell.outlets.filter { $0.property != "contentView" }
        // A view labelled "Content View" inside the cell takes its IB id:
        // the name is the content view's (Dealers' storyboard, tools 8191).
        var names = IBNames.assign(fake, views: views, reserved: ["contentView"])
        names[content.id] = "contentView"
        names[cell.view.id] = "contentView"
        var guides: [String: (owner: String, kind: String)] = [:]
        for v in views {
            if let g = v.safeAreaGuideId { guides[g] = (v.id, "safeArea") }
        }
        for v in views.dropFirst() { generated[rowName + "." + names[v.id]!] = v }
        var constraints: [IBConstraint] = []
        for v in [cell.view] + views {
            for var c in v.constraints where !c.placeholder && variations.isInstalled(c.id) {
                c.constant = variations.constant(of: c)
                let items = [c.firstItem, c.secondItem].compactMap { $0 }
                if items.allSatisfy({ names[$0] != nil || guides[$0] != nil }) {
                    constraints.append(c)
                } else {
                    warnings.append(IBDiagnostic(file: document.file, position: c.position, severity: .warning,
                                                 message: "constraint \(c.id) of cell \(cell.view.id) names a view outside the cell's content view (or a built-in label): not imported",
                                                 kind: "unsupported-element"))
                }
            }
        }
        if cell.style != nil && content2.subviews.isEmpty && constraints.isEmpty
            && (content.margins != nil || cellSideMargins(cell, content: content) == nil) { return nil }
        var parent: [String: String] = [:]
        for v in views { for s in v.subviews { parent[s.id] = v.id } }
        var referenced: Set<String> = []
        func owner(_ item: String) -> String { guides[item]?.owner ?? (item == cell.view.id ? content.id : item) }
        func isInside(_ a: String, _ b: String) -> Bool {
            var p = parent[a]
            while let x = p { if x == b { return true }; p = parent[x] }
            return false
        }
        for c in constraints {
            let a = owner(c.firstItem), b = c.secondItem.map(owner)
            if b.map({ !isInside($0, a) }) ?? true { referenced.insert(a) }
            if let b, !isInside(a, b) { referenced.insert(b) }
        }
        var lines: [String] = []
        if let s = cell.style { lines.append("style: \(s)") }
        if let a = cell.accessory { lines.append("accessory: \(a)") }
        lines += Self.indentationKeys(cell)
        if let m = content.margins {
            lines.append("margins: " + margins(m))
        } else if let side = cellSideMargins(cell, content: content) {
            lines.append("margins: " + side)
        } else if isXcode8Canvas && content.preservesSuperviewMargins == true {
            // Xcode 8's canvas (iOS 10): a content view that preserves the
            // cell's margins has the cell's 15 at its sides (iOS 10's
            // separator inset), on 375- and 414-point rows alike, and its
            // own 8 beside an accessory (docs/INTERFACE-BUILDER.md,
            // "Xcode 8's cell margins").
            let trailing = cell.accessory == nil ? 15 : 8
            lines.append("margins: {left: 15, right: \(trailing)}")
            lines.append("preservesSuperviewMargins: false")
        } else if (document.toolsVersion ?? .max) < 13500 && content.preservesSuperviewMargins != true {
            // Xcode 8's canvas (iOS 10): a content view that doesn't
            // preserve the cell's margins has a view's default 8 (as
            // IBAnimatable's cells are stored); Xcode 9 on writes
            // preservesSuperviewLayoutMargins="YES" on new cells. Xcode
            // 9.0 to 9.2 (13000 to 13499) still show such content views
            // so: every one of the sets' pinned to its margin is 8 in
            // (RxDataSources' 13196 cells, raywenderlich's SurfJournal and
            // NLP, 13168, and Debugging, 13196), where 13528 and 13771
            // files store 16 (Seafile, WordPress' Aztec, iOSDevLog); 13500
            // is a guess between (docs/INTERFACE-BUILDER.md, "Tables").
            lines.append("margins: {top: 8, left: 8, bottom: 8, right: 8}")
            lines.append("preservesSuperviewMargins: false")
        }
        let saved = out
        out = []
        // A template's views get canvas frames too, in the cell's content
        // view's coordinates: Xcode's canvas keeps a cell's ambiguous view
        // where the document stored it, as it keeps any other view
        // (docs/INTERFACE-BUILDER.md, "Ambiguous views: canvas frames").
        cellDepth += 1
        for s in content2.subviews { emit(s, indent: "  ", names: names, referenced: referenced, parentUnsupported: false) }
        cellDepth -= 1
        if !out.isEmpty { lines.append("subviews:"); lines += out }
        out = saved
        if !constraints.isEmpty {
            lines.append("constraints:")
            var used: Set<String> = []
            var freeNames = Underscored()
            for c in constraints {
                let n = freeNames.free(IBNames.constraintName(c.id), in: used)
                used.insert(n)
                lines.append("  - \(n): " + quote(expression(c, names: names, guides: guides)) + "  " + IBText.comment("# IB \(c.id), line \(c.position.line)"))
            }
        }
        return lines
    }
}
