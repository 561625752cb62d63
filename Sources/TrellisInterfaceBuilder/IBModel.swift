import TrellisFormat
import TrellisLayout

/// An SF Symbol an image view shows: its name, whether at the large
/// scale (else the medium one, the default), and whether the document
/// stores it as SF Symbols 1 drew it (Xcode 11.0–11.3's 64-point
/// resources: ``IBSymbolMetrics/firstGeneration``).
public struct IBSymbol: Equatable {
    public var name: String
    public var large: Bool
    public var firstGeneration: Bool = false
}

/// A view as Interface Builder stored it: its element (`label`, `view`,
/// `stackView`…), the frame Xcode's own engine computed, its constraints and
/// the properties that take part in layout.
public struct IBView {
    public var id: String
    /// The XML element name: `view`, `label`, `button`, `stackView`…
    public var element: String
    public var customClass: String?
    public var userLabel: String?
    public var accessibilityIdentifier: String?
    /// The layout-file type; nil for elements Trellis doesn't model yet.
    public var type: ViewType?
    /// In the superview's coordinates, as Xcode stored it.
    public var frame: CGRect?
    public var misplaced = false
    public var translatesAutoresizingMask: Bool?
    public var autoresizing: UIView.AutoresizingMask = []
    public var hidden = false
    /// `<variation key="heightClass=compact" hidden="YES"/>`: whether the
    /// view is hidden in those size classes (the import takes the last
    /// matching one on the designed canvas).
    public var hiddenVariations: [(key: String, hidden: Bool)] = []
    public var text: String?
    public var lines: Int?
    public var font: String?
    /// The font is a Dynamic Type text style (`<fontDescription style=…>`).
    public var fontIsTextStyle = false
    public var textColor: String?
    /// A text field's `borderStyle` (`roundedRect`, `line`, `bezel`; nil
    /// for none, UITextField's default).
    public var borderStyle: String?
    /// A button's `<buttonConfiguration>` (Xcode 13+), which decides its
    /// title, font, image and insets (``IBButtonConfiguration``).
    public var buttonConfiguration: IBButtonConfiguration?
    /// A plain title button's content height as UIKit sizes it: its
    /// one-line system-font title, rounded up to the point, and 6 points
    /// above and below (``IBButtonTitleHeight``); nil where an image, an
    /// inset, a configuration, another font or more lines decide it.
    public var titleContentHeight: Double?
    public var backgroundColor: String?
    /// `overrideUserInterfaceStyle` set as a user-defined runtime attribute
    /// (`light` or `dark`; ``IBValues/interfaceStyle(_:)``).
    public var overrideUserInterfaceStyle: String?
    /// Horizontal, vertical; nil: Interface Builder's default (250 / 750).
    public var hugging: [Double?] = [nil, nil]
    public var compressionResistance: [Double?] = [nil, nil]
    /// `placeholderIntrinsicWidth/Height`; -1 for "None" (`infinite`).
    public var placeholderIntrinsic: [Double?] = [nil, nil]
    /// The image's size from `<resources>`, for image views.
    public var imageSize: CGSize?
    /// An image view's SF Symbol at a configuration ``IBSymbolMetrics``
    /// measures (from Xcode 11.4 on).
    public var symbol: IBSymbol?
    public var margins: ViewSpec.Margins?
    public var preservesSuperviewMargins: Bool?
    public var insetsMarginsFromSafeArea: Bool?
    /// `layoutMarginsFollowReadableWidth="YES"` (Interface Builder's
    /// "Follow Readable Width"): the side margins are those of the view's
    /// readable content guide.
    public var marginsFollowReadableWidth = false
    /// The id of its `<viewLayoutGuide key="safeArea">`.
    public var safeAreaGuideId: String?
    /// The id of its `<keyboardLayoutGuide key="keyboard">` (iOS 15).
    public var keyboardGuideId: String?
    /// Other `<viewLayoutGuide>`s (a scroll view's content and frame guides).
    public var otherGuideIds: [String] = []
    public var subviews: [IBView] = []
    public var constraints: [IBConstraint] = []
    /// A `<tableView>`'s table: its properties and cells (the cells aren't
    /// in `subviews`; they become the layout file's templates and rows).
    public var table: IBTable?
    public var position: SourcePosition
    /// Containers and controls (IBContainers.swift): a stack's arrangement,
    /// a scroll view's properties, segments, pages, direction.
    public var container = IBContainer()

    /// This view and its descendants, depth first (a table's header and
    /// footer views, then its subviews).
    /// One array appended to in order: the nested form copied each view
    /// once per level above it.
    public var flattened: [IBView] {
        var out: [IBView] = []
        appendFlattened(to: &out)
        return out
    }

    func appendFlattened(to out: inout [IBView]) {
        out.append(self)
        for v in table?.accessoryViews ?? [] { v.appendFlattened(to: &out) }
        for v in subviews { v.appendFlattened(to: &out) }
    }
}

/// A `<tableView>`: UIKit's table properties as Interface Builder stores
/// them, and its cells: prototypes (`dataMode="prototypes"`, one section
/// without titles) or static sections.
public struct IBTable {
    /// `plain`, `grouped` or `insetGrouped`.
    public var style = "plain"
    public var isStatic = false
    /// nil: automatic (IB's -1 or no attribute).
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    /// Whether the table has an `estimatedRowHeight` attribute at all
    /// (`-1`, automatic, or a number). Tables without one show taller
    /// standard rows on Xcode 26's canvas (docs/INTERFACE-BUILDER.md,
    /// "Tables").
    public var hasEstimatedRowHeight = false
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    /// `sectionHeaderHeight="-1"` / `sectionFooterHeight="-1"`: automatic
    /// (Xcode's canvas shows untitled grouped ones a pixel under 18).
    public var sectionHeaderAutomatic = false
    public var sectionFooterAutomatic = false
    public var separatorNone = false
    public var sections: [IBTableSection] = []
    /// `<view key="tableHeaderView">` / `key="tableFooterView"`, with their
    /// subviews and constraints.
    public var headerView: IBView? {
        get { headerStorage.first }
        set { headerStorage = newValue.map { [$0] } ?? [] }
    }
    public var footerView: IBView? {
        get { footerStorage.first }
        set { footerStorage = newValue.map { [$0] } ?? [] }
    }
    // Arrays: a struct can't hold an optional of a struct that holds it.
    var headerStorage: [IBView] = []
    var footerStorage: [IBView] = []

    public var accessoryViews: [IBView] { [headerView, footerView].compactMap { $0 } }
}

public struct IBTableSection {
    public var header: String?
    public var footer: String?
    public var cells: [IBTableCell] = []
}

/// A `<tableViewCell>`: the cell view (its one subview is the content view),
/// its predefined style and the content view's labels that style uses.
public struct IBTableCell {
    public var view: IBView
    /// `default`, `subtitle`, `value1`, `value2`; nil: custom.
    public var style: String?
    public var textLabel: String?
    public var detailTextLabel: String?
    public var imageView: String?
    public var accessory: String?
    /// `indentationLevel` and `indentationWidth` when they indent the
    /// built-in views (a level and a width above 0; Xcode writes
    /// `indentationLevel="1" indentationWidth="0.0"` on many cells).
    public var indentation: (level: Int, width: Double)?
    /// The cell's own `rowHeight` (a fixed height for its row).
    public var rowHeight: Double?
    public var reuseIdentifier: String?
    /// Whether the cell has a `<listContentConfiguration key="contentConfiguration">`
    /// (a UIListContentConfiguration, iOS 14): its text takes a standard
    /// row even when the content view is empty.
    public var hasListContentConfiguration = false
    /// The cell class's outlets (property → view id): they name template views.
    public var outlets: [(property: String, destination: String)] = []

    /// `<tableViewCellContentView key="contentView">` (or an old `<view key="contentView">`).
    public var contentView: IBView? { view.subviews.first { $0.element == "tableViewCellContentView" || $0.id.hasSuffix("-contentView") } ?? view.subviews.first }
}

/// One `<constraint>`: items are IB object ids (`firstItem` absent means the
/// view holding it).
public struct IBConstraint {
    public var id: String
    public var firstItem: String
    public var firstAttribute: String
    public var relation: NSLayoutConstraint.Relation
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    public var placeholder: Bool
    /// The view whose `<constraints>` holds it.
    public var holder: String
    public var position: SourcePosition
    /// `<variation key=… constant=…>` children: the constant in those
    /// size classes (applied when the key matches the designed traits).
    public var constantVariations: [(key: String, constant: Double)] = []
    /// `symbolic="YES"`: Interface Builder's "standard" spacing.
    public var symbolic = false
}

/// A scene: a view controller and its root view, or a top-level view of a xib.
public struct IBScene {
    /// `sceneID` in storyboards; the view's id for top-level xib views.
    public var id: String
    public var controllerId: String?
    public var controllerClass: String?
    public var storyboardIdentifier: String?
    public var title: String?
    public var root: IBView
    /// `viewControllerLayoutGuide` ids (old files): top, bottom.
    public var topGuideId: String?
    public var bottomGuideId: String?
    /// Extra top/bottom safe-area inset from simulated (or inferred) bars.
    public var topBars: Double = 0
    public var bottomBars: Double = 0
    /// `<nil key="simulatedStatusBarMetrics"/>`: no status bar, so no
    /// 20-pt top inset on devices without a notch.
    public var statusBarHidden = false
    /// The navigation bar above the controller is opaque: a view Xcode
    /// lays out afresh (a misplaced root) starts below it.
    public var opaqueTopBar = false
    /// `automaticallyAdjustsScrollViewInsets="NO"` on the controller: iOS
    /// 7 to 10 don't inset its scroll views by the bars.
    public var controllerSkipsScrollViewInsets = false
    /// The controller's `<simulatedScreenMetrics
    /// key="simulatedDestinationMetrics" type=…>` (Xcode 7's "Size:
    /// iPhone 4-inch" and the like): the screen it is shown on, by type.
    public var simulatedScreen: String?
    /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`:
    /// the simulated screen is `<size key="freeformSize">` (or the root
    /// view's own size), not the device's.
    public var freeformScreen: CGSize?
    /// `<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics">`:
    /// the controller names the page sheet it is laid out in (Interface
    /// Builder's "Simulated Size: Page Sheet"), rather than Xcode inferring
    /// it from a presentation.
    public var namesPageSheet = false
    /// The controller's `<size key="freeformSize">`, with or without
    /// freeform simulated metrics (a popover's or a page's size): what
    /// Xcode 9 to 10.1 leave the status bar off when it is short.
    public var freeformSize: CGSize?
    /// Outlets of the controller: property name → destination id.
    public var outlets: [(property: String, destination: String)] = []
    public var position: SourcePosition

    /// What the scene is called in messages and file names.
    public var displayName: String { storyboardIdentifier ?? title ?? controllerClass ?? id }
}

/// A warning the reader or lint found, at a place in the file.
public struct IBDiagnostic: CustomStringConvertible, Sendable {
    public enum Severity: String, Sendable { case warning, error }
    public var file: String
    public var position: SourcePosition
    public var severity: Severity
    public var message: String
    /// A short machine name: `unsupported-element`, `misplaced-view`…
    public var kind: String

    public init(file: String, position: SourcePosition, severity: Severity, message: String, kind: String) {
        self.file = file
        self.position = position
        self.severity = severity
        // A finding quotes ids and values, which may be megabytes long.
        self.message = MessageText.clipped(message)
        self.kind = kind
    }

    public var description: String { "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)" }
}

/// A whole `.xib` or `.storyboard`.
public struct IBDocument {
    public var file: String
    public var isStoryboard: Bool
    /// `<device id=… orientation=…>`; nil: the old 600×600 Any/Any canvas.
    public var device: IBDevice?
    public var orientation: Orientation
    /// `<device … appearance="dark"/>`: the canvas's appearance (Xcode's
    /// Interface Style switch under the canvas); nil: light, Xcode's default.
    public var appearance: String?
    public var scenes: [IBScene]
    /// Unsupported elements and other things read but not modelled.
    public var warnings: [IBDiagnostic]
    public var lines: [Substring]
    /// Size-class variation masks: a constraint's or view's id → the
    /// variations (`default`, `widthClass=compact`…) that include or exclude it.
    public var masks: [String: [(key: String, include: Bool)]] = [:]
    /// `toolsVersion` (Xcode 13 wrote 19000 and up): what the canvas shows
    /// depends on the iOS version Xcode simulates.
    public var toolsVersion: Int?
    /// `<dependencies><deployment defaultVersion=…>`: the iOS version the
    /// document was set to show, hexadecimal major-minor-patch in decimal
    /// (1536 = 0x600, iOS 6.0; 1792, iOS 7). Xcode 5 kept showing an iOS 6
    /// document's canvas as iOS 6 (its "View as iOS 6.1 and earlier").
    public var deploymentDefaultVersion: Int?
    /// `targetRuntime="iOS.CocoaTouch.iPad"`: an iPad-only document (Xcode
    /// 4's iPad storyboards, which store no `<device>`).
    public var isPadRuntime = false
    /// The frames the document's navigation controllers store for their
    /// bars (IBImporter.doubledNavigationBar reads where Xcode 16+ put them).
    public var navigationBarFrames: [CGRect] = []

    /// Finds a scene by `sceneID`, controller id, `storyboardIdentifier`,
    /// title, controller class or (for xibs) the view's id or userLabel.
    public func scene(_ query: String) -> IBScene? {
        scenes.first { s in
            [s.id, s.controllerId, s.storyboardIdentifier, s.title, s.controllerClass, s.root.userLabel].contains(query)
        }
    }
}
