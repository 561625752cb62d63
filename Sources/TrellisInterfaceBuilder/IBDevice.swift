import TrellisFormat
import TrellisLayout

/// A device Xcode designs on (`<device id="retina6_1">`): its portrait size,
/// scale and safe area as the simulator of the Xcode that wrote the file
/// reports them. Some ids changed meaning between Xcode releases
/// (`retina6_1` was the 414×896 @2x iPhone XR/11 before Xcode 12 and the
/// 390×844 @3x iPhone 12 after), so ``IBDevice/resolve`` picks the variant
/// whose size matches the stored root view frame. Sources are listed in
/// docs/INTERFACE-BUILDER.md.
public struct IBDevice: Sendable {
    public var id: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets
    public var isPad: Bool

    static func phone(_ id: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double) -> IBDevice {
        let notched = bottom > 0
        return IBDevice(id: id, width: w, height: h, scale: scale,
                        portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                        landscapeSafeArea: notched ? UIEdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero,
                        isPad: false)
    }

    static func pad(_ id: String, _ w: Double, _ h: Double, rounded: Bool) -> IBDevice {
        let insets = rounded ? UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return IBDevice(id: id, width: w, height: h, scale: 2, portraitSafeArea: insets, landscapeSafeArea: insets, isPad: true)
    }

    /// Every known id and size variant.
    public static let table: [IBDevice] = [
        phone("retina3_5", 320, 480, 2, top: 20, bottom: 0),
        phone("retina4_0", 320, 568, 2, top: 20, bottom: 0),
        phone("retina4_7", 375, 667, 2, top: 20, bottom: 0),
        phone("retina5_5", 414, 736, 3, top: 20, bottom: 0),
        phone("retina5_9", 375, 812, 3, top: 44, bottom: 34),
        phone("retina5_4", 375, 812, 3, top: 50, bottom: 34),
        phone("retina6_5", 414, 896, 3, top: 44, bottom: 34),
        // Xcode 10–11's retina6_1 (iPhone XR/11 on iOS 12–13: 44 at the top).
        phone("retina6_1", 414, 896, 2, top: 44, bottom: 34),
        phone("retina6_1", 390, 844, 3, top: 47, bottom: 34),
        phone("retina6_7", 428, 926, 3, top: 47, bottom: 34),
        phone("retina6_0", 390, 844, 3, top: 47, bottom: 34),
        phone("retina6_12", 393, 852, 3, top: 59, bottom: 34),
        phone("retina6_72", 430, 932, 3, top: 59, bottom: 34),
        phone("retina6_3", 402, 874, 3, top: 62, bottom: 34),
        phone("retina6_9", 440, 956, 3, top: 62, bottom: 34),
        pad("ipad9_7", 768, 1024, rounded: false),
        pad("ipad10_2", 810, 1080, rounded: false),
        pad("ipad10_5", 834, 1112, rounded: false),
        pad("ipad12_9", 1024, 1366, rounded: false),
        pad("ipad8_3", 744, 1133, rounded: true),
        // The same 744 × 1133 iPad mini under the id Xcode 26's placeholder
        // tools (32700) write: Mantis' example storyboard stores its root at
        // 744 × 1133 and views pinned to the safe area 24 below the top and
        // 20 above the bottom (docs/INTERFACE-BUILDER.md, "Devices and the
        // canvas").
        pad("ipad7_9", 744, 1133, rounded: true),
        pad("ipad10_9rounded", 820, 1180, rounded: true),
        pad("ipad11_0rounded", 834, 1194, rounded: true),
        pad("ipad12_9rounded", 1024, 1366, rounded: true),
        pad("ipad13_0rounded", 1032, 1376, rounded: true),
    ]

    /// A notched phone's status bar in portrait, which is the left and
    /// right inset in landscape.
    mutating func setTopInset(_ top: Double) {
        portraitSafeArea.top = top
        landscapeSafeArea.left = top
        landscapeSafeArea.right = top
    }

    public static var ids: [String] { Array(Set(table.map(\.id))).sorted() }

    /// The table entry for `id`, preferring the one whose portrait or
    /// landscape size matches `rootSize` (the stored root view frame).
    /// Without a matching size (freeform xib views), a variant as wide as
    /// the root wins (Xcode keeps a freeform view's width), then one
    /// another scene's root (`otherRootSizes`) matches, then one a stored
    /// navigation bar (`navigationBars`) names by its width or its place
    /// below the status bar; failing all, the first entry (the 414 × 896 XR
    /// for `retina6_1`, in every era). With no root size at all,
    /// `toolsVersion` 19000 and later take the 390 × 844 phone (a guess: no
    /// such document seen).
    public static func resolve(_ id: String, rootSize: CGSize?, toolsVersion: Int? = nil,
                               otherRootSizes: [CGSize] = [], navigationBars: [CGRect] = []) -> IBDevice? {
        // Ids compare without case: Threema's share extension (tools 23727)
        // writes `iPad13_0rounded`, stored at that iPad's 1032 × 1376 with
        // its 50-point navigation bar 24 down, as `ipad13_0rounded` files do.
        let candidates = table.filter { $0.id.lowercased() == id.lowercased() }.map { $0.era(toolsVersion) }
        if let s = rootSize, let hit = candidates.first(where: {
            ($0.width == s.width && $0.height == s.height) || ($0.width == s.height && $0.height == s.width)
        }) {
            return hit
        }
        // A page sheet's root (docs/INTERFACE-BUILDER.md, "Bars"): as wide
        // as the phone, its status bar and 10 points shorter (Element's
        // 414 × 842 sheets in a tools-20037 file are on the XR).
        if let s = rootSize, let hit = candidates.first(where: {
            $0.portraitSafeArea.bottom > 0 && $0.width == s.width
                && abs(s.height - ($0.height - $0.portraitSafeArea.top - 10)) < 0.01
        }) {
            return hit
        }
        // A freeform root as wide as one variant's screen was drawn on
        // that variant: Xcode keeps a xib view's width when it resizes the
        // height. Zotero's and Tinode's 414-wide views of tools 19xxx and
        // 20xxx are stored with the XR's 44-point inset and 20-point
        // margins, not the 390-point phone's 47 and 16.
        if let s = rootSize, candidates.count > 1, let hit = candidates.first(where: { $0.width == s.width }) {
            return hit
        }
        // Another scene's root at exactly one variant's size reveals the
        // device the document was drawn on.
        if candidates.count > 1, let hit = candidates.first(where: { c in
            otherRootSizes.contains { ($0.width == c.width && $0.height == c.height) || ($0.width == c.height && $0.height == c.width) }
        }) {
            return hit
        }
        // With no root as wide as a variant, a navigation controller's
        // stored bar tells: Xcode draws it as wide as the screen (or the
        // root it holds) and just below the status bar, whose height it
        // doubles on Xcode 16+ canvases ("Safe area of Xcode 16+
        // canvases"). PhoneNumberKit's CustomCountryPickerCells (tools
        // 24412, a 600 × 600 root) stores its bar 414 wide at y 96, and
        // MarqueeLabel's demo (22154, 600 × 600 roots) its bar at y 48:
        // both the XR, as the fallback below gives too; a bar 390 wide or
        // at 47 would name the 390-point phone. Every navigation bar stored in a `retina6_1` file of tools 19000
        // or later in the fifteen sets is the XR's (414 wide, at 44, 48 or
        // 96); none is at 47 or 390 wide (docs/INTERFACE-BUILDER.md,
        // "Devices and the canvas").
        if candidates.count > 1 {
            for b in navigationBars {
                if let hit = candidates.first(where: { $0.width == b.width }) { return hit }
            }
            for b in navigationBars where b.minY > 0 {
                if let hit = candidates.first(where: { b.minY == $0.portraitSafeArea.top || b.minY == 2 * $0.portraitSafeArea.top }) {
                    return hit
                }
            }
        }
        // A freeform root as wide as no variant: Xcode simulates the first
        // entry (for `retina6_1` the 414 × 896 @2x XR, 44 points of status
        // bar before Xcode 14 and 48 from it) whatever the tools version.
        // Observed in 20 freeform roots of nine repositories (tools 16097
        // to 32700; docs/INTERFACE-BUILDER.md, "Freeform roots on
        // retina6_1"): every view pinned to the safe area's top is stored
        // 44 below it up to tools 20037 and 48 from 21701, never 47, and
        // fractions are stored in halves (@2x); so do freeform xib views
        // (ProtonVPN's search views, 20037, 498 to 590 wide: 44; Zotero's,
        // 19529, 428: 44; Pocket Casts' and ProtonVPN's, 21701: 48), and
        // every `retina6_1` storyboard root in the fourteen sets is 414 wide.
        if rootSize == nil, candidates.count > 1, let t = toolsVersion, t >= 19000 { return candidates.last }
        return candidates.first
    }

    /// The first tools version whose canvas shows Xcode 14's status bars
    /// (47, 48 or 50 points on the notched phones). The last file seen
    /// with the older 44 everywhere is WordPressAuthenticator's magic-link
    /// xib (21179.7, an Xcode 14 beta, `retina6_0` at 44); the first with
    /// the new heights are tools 21225 (Xcode 14.0) files of six
    /// repositories (docs/INTERFACE-BUILDER.md, "Devices and the canvas").
    static let xcode14StatusBars = 21200

    /// The entry as the simulator of the Xcode that wrote the file shows it.
    func era(_ toolsVersion: Int?) -> IBDevice {
        var hit = self
        // The 414×896 @2x iPhone XR/11 from Xcode 14 on: a 48-point
        // status bar. Seen in stored frames of tools 21701, 22154 and
        // 23504 files (a view pinned to the safe area at y 48); Xcode
        // 12 and 13 files (17506; 19162, 19455, 20037: twelve of
        // Pocket Casts' xibs) still store 44.
        if hit.id == "retina6_1", hit.width == 414, let t = toolsVersion, t >= Self.xcode14StatusBars {
            hit.setTopInset(48)
        }
        // `retina5_9` (375×812) from Xcode 14 on is the iPhone 12/13
        // mini, whose status bar is 50 points (the id was the iPhone
        // X/XS's, 44, before). Seen in stored frames of four
        // repositories: IQKeyboardManager's General storyboard (22505,
        // four scenes at y 50), DuckDuckGo's Authentication (22505),
        // KeePassium's CrashReportVC (23504), GoMap's
        // DirectionViewController (23727, doubled to 100); SkeletonView
        // (19455) and Element (20037) still store 44. The boundary is
        // the XR's: Xcode 14's simulators (``xcode14StatusBars``). Xcode
        // 14.0 to 14.2 gave it 47 first: Provenance's
        // JitFailedJailbreakScreen and Unstoppable Domains'
        // EnterBackupViewController (both 21507; the latter 91 = 47 + 44
        // under a bar) pin views to the safe area 47 below the top, where
        // the 21701 and later files above (and Agora's, order-app's,
        // Green's, Provenance's) store 50; 21600 is the guess between
        // 21507 and 21701 that the status bar of the notchless phones
        // uses too (``simulatesStatusBar(toolsVersion:)``).
        if hit.id == "retina5_9", let t = toolsVersion, t >= Self.xcode14StatusBars {
            hit.setTopInset(t < 21600 ? 47 : 50)
        }
        // The 47-point phones (390 × 844 and 428 × 926) before Xcode 14
        // (tools below 21200): a 44-point status bar in portrait and 44-point
        // side insets in landscape. Every view pinned to the safe area's top
        // in a portrait `retina6_0` or `retina6_7` file of tools 17506 to
        // 21179 is stored 44 below it (seven files in six repositories,
        // 88 under a navigation bar), from 21225 on 47 (13 files); in
        // landscape the juice-maker's `retina6_0` (19162) and UIKit
        // Apprentice's `retina6_7` (20037) store 44 at the sides, xDrip's
        // `retina6_0` (24412) 47; WordPressAuthenticator's magic-link xib
        // (21179.7, an Xcode 14 beta) is the last file seen at 44
        // (docs/INTERFACE-BUILDER.md, "Devices and the canvas").
        if hit.portraitSafeArea.top == 47, let t = toolsVersion, t < Self.xcode14StatusBars {
            hit.setTopInset(44)
        }
        return hit
    }

    /// Whether Xcode's canvas shows the 20-point status bar on a phone or iPad
    /// without a notch (notched phones always have their inset). Observed,
    /// not documented: files from Xcode 10.2 to 14.2 (tools 14800 to 21599)
    /// store views pinned to the safe area's top at y 0 on the 375×667 and
    /// 320×568 phones, storyboards and xibs alike (SkeletonView 15702,
    /// Open Food Facts 14868–18122, SwiftEntryKit 14845, Pocket Casts
    /// 17156–21223; 44 under a navigation bar), where Xcode 10.1 and
    /// earlier (14490 and below) and Xcode 14.3 on (21701, 22505, 23504,
    /// 23727, 32700) store them at y 20 (64 under a bar). The 21701 files
    /// of six repositories (Agora's API examples, App Center's Sasquatch,
    /// Element, ownCloud, OnionBrowser, KeePassium: 60 views) store the
    /// bar; the last version seen without it is 21507, so 21600 is a guess
    /// between them (the xib freeform rule in `IBImport` moved there too).
    /// Xcode 9 to 10.1 leave the status bar off freeform custom xib views
    /// shorter than this (observed: 351 points the tallest without it, in
    /// Rocket.Chat; 496 the shortest with it, Rocket.Chat's reactor list;
    /// 400 is a guess between; docs/INTERFACE-BUILDER.md, "Status bar").
    static let freeformStatusBarHeight = 400.0

    public static func simulatesStatusBar(toolsVersion: Int?) -> Bool {
        guard let t = toolsVersion else { return true }
        return !(14800..<21600).contains(t)
    }

    /// Whether the 600 × 600 canvas of a document without a `<device>`
    /// has a status bar: up to Xcode 10.1 (tools below 14800) its top
    /// layout guide and safe area start 20 down; from Xcode 10.2 none, as
    /// on the phones without a notch of that era
    /// (``simulatesStatusBar(toolsVersion:)``). Observed in six
    /// repositories of tools 14865 to 19455, every such storyboard of the
    /// nineteen local sets that pins a view to the top: the App Brewery's
    /// Tipsy and a raywenderlich.com Concurrency chapter (14865.1, 44
    /// under a bar), Matt Neuburg's scroll view (17140), GoMap (18122),
    /// a Kodeco TDD book (19162), FloatingPanel (19455); Kodeco tutorials
    /// of 14109 and older files store 20. (SwiftGen's `designable.storyboard`,
    /// 16097, stores 20, but it is ibtool's compiled output inside a
    /// `.storyboardc`, 375 × 667, not a document Xcode's canvas saved.)
    public static func deviceFreeStatusBar(toolsVersion: Int?) -> Bool {
        guard let t = toolsVersion else { return true }
        return t < 14800
    }

    /// Whether `<nil key="simulatedStatusBarMetrics"/>` takes the status
    /// bar's 20 points off the top of the canvas. Observed, not documented:
    /// Xcode 15 and later (tools 22000 and up) keep the inset on devices
    /// without a notch even when the controller simulates no status bar —
    /// Gifu's demo (22505, 375 × 667: a label pinned 80 below the top
    /// layout guide stored at y 100) and DuckDuckGo's Tab storyboard
    /// (32700, 768 × 1024 iPad: its stack view pinned to the safe area
    /// stored at y 20, 1004 high) — where older files drop it
    /// (IBAnimatable's demo, 12120 and 14109; Ramotion's expanding
    /// collection, 13771). Xcode 10.2 to 14 show no status bar at all
    /// (``simulatesStatusBar(toolsVersion:)``).
    public static func honoursHiddenStatusBar(toolsVersion: Int?) -> Bool {
        guard let t = toolsVersion else { return true }
        return t < 22000
    }

    public func size(_ o: Orientation) -> CGSize {
        o == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    }

    public func safeArea(_ o: Orientation) -> UIEdgeInsets { o == .portrait ? portraitSafeArea : landscapeSafeArea }

    /// The size classes Xcode designs with: iPads regular/regular; iPhones
    /// compact width, regular height in portrait; compact/compact in
    /// landscape except Plus/Max sizes (414 pt and wider), which are regular
    /// width there.
    public func sizeClasses(_ o: Orientation) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
        if isPad { return (.regular, .regular) }
        if o == .portrait { return (.compact, .regular) }
        return (width >= 414 ? .regular : .compact, .compact)
    }
}
