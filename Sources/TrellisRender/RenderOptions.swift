import TrellisLayout

/// What to draw over the views (`--show frames,margins,guides,constraints,labels`).
public enum Overlay: String, CaseIterable, Sendable {
    /// UIView fills, outlines and identifiers; ambiguity outlines.
    case frames
    /// Layout margins as shaded bands, on views whose margins are used.
    case margins
    /// Safe area, readable content guide and custom guides as dashed rectangles.
    case guides
    /// Constraint lines, numbers and notes.
    case constraints
    /// Labels' text.
    case labels
    /// The constraints stack views make for themselves (`UISV-…`); off
    /// unless asked for, as they would cover every stack in lines.
    case stackConstraints = "stack-constraints"

    /// What is drawn when nothing is asked for: everything but the stacks' own constraints.
    public static var defaults: Set<Overlay> { Set(allCases).subtracting([.stackConstraints]) }
}

public enum Theme: String, Sendable, CaseIterable {
    case light, dark
}

public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf
}

public struct RenderOptions: Sendable {
    public var format: OutputFormat = .png
    /// Pixels per point for PNG (1, 2 or 3); SVG and PDF are in points.
    public var scale: Double = 2
    public var overlays: Set<Overlay> = Overlay.defaults
    public var theme: Theme = .light
    public var showLegend = true
    /// Views (by name) whose constraints alone are drawn, as Xcode draws
    /// the selection's; everything else is dimmed. Empty: all constraints.
    public var focus: [String] = []
    /// Scroll views: as the screen shows them (`viewport`), or with a page
    /// of each one's whole content beside the window (`full`).
    public var content: ScrollContent = .viewport

    public init(format: OutputFormat = .png, scale: Double = 2, overlays: Set<Overlay> = Overlay.defaults,
                theme: Theme = .light, showLegend: Bool = true) {
        self.format = format
        self.scale = scale
        self.overlays = overlays
        self.theme = theme
        self.showLegend = showLegend
    }
}

/// One picture: a laid-out window and the line of text above it (file,
/// device, step).
public struct RenderPage {
    public var window: UIWindow
    public var caption: String
    /// What the page draws, read from the window by ``snapshot(content:)``;
    /// nil: read when the picture is drawn.
    var scenes: [Scene]?
    public init(window: UIWindow, caption: String) {
        self.window = window
        self.caption = caption
    }

    /// The page as its window shows it now, read at once, so the window
    /// may go on changing: a filmstrip's pages are one window stepped
    /// forward, each page read before the next step (every page used to
    /// be a window of its own, built from the start and stepped to its
    /// step: 100 steps of 3,000 views applied 5,050 steps and held 100
    /// windows). `content` must be the picture's ``RenderOptions/content``.
    public func snapshot(content: ScrollContent) -> RenderPage {
        var page = self
        page.scenes = Renderer.scenes(self, content: content)
        return page
    }
}
