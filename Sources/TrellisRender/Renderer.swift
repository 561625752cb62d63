import CCairo
import TrellisLayout

/// Draws laid-out windows to PNG, SVG or PDF with Cairo.
///
/// Every page shows a window as Xcode's canvas would, plus the overlays
/// asked for (see ``Overlay``), a caption and a legend. The output is the
/// same bytes for the same input: one font through a private fontconfig
/// set-up, fixed text rendering options, and no timestamps (PDF dates are
/// fixed).
public enum Renderer {
    /// The gap between pages in a PNG or SVG filmstrip, in points.
    public static let pageGap = 16.0
    /// The creation and modification date written into PDFs, fixed so the
    /// bytes don't change from run to run.
    public static let pdfDate = "2000-01-01T00:00:00Z"

    /// One page per window. Several pages: PNG and SVG put them side by side
    /// (a filmstrip, top-aligned, with gaps), PDF makes one page each.
    public static func render(_ pages: [RenderPage], options: RenderOptions) throws(RenderError) -> [UInt8] {
        try draw(pages, options: options) { layouts, palette, fontMap throws(RenderError) in
            switch options.format {
            case .png: try Surfaces.png(layouts, options: options, palette: palette, fontMap: fontMap)
            case .svg: try Surfaces.svg(layouts, options: options, palette: palette, fontMap: fontMap)
            case .pdf: try Surfaces.pdf(layouts, options: options, palette: palette, fontMap: fontMap)
            }
        }
    }

    /// What each page drew (annotation boxes, text, marks, legend), without
    /// encoding a file: the geometry the picture tests check.
    static func drawingRecords(_ pages: [RenderPage], options: RenderOptions) throws(RenderError) -> [DrawingRecord] {
        try draw(pages, options: options) { layouts, palette, fontMap in
            Surfaces.records(layouts, options: options, palette: palette, fontMap: fontMap)
        }
    }

    static func draw<T>(_ pages: [RenderPage], options: RenderOptions,
                        _ body: ([PageLayout], Palette, UnsafeMutablePointer<PangoFontMap>) throws(RenderError) -> T)
        throws(RenderError) -> T {
        guard !pages.isEmpty else { throw RenderError("nothing to render: no pages") }
        if options.format == .png {
            guard options.scale.isFinite, options.scale > 0, options.scale <= 8 else {
                throw RenderError("scale \(options.scale) is out of range: use 1, 2 or 3")
            }
        }
        try Fonts.configure()
        // Read the windows (this may lay them out and measure text) before
        // taking the Pango lock.
        let scenes = pages.flatMap { $0.scenes ?? Self.scenes($0, content: options.content) }
        let palette = Palette.forTheme(options.theme)
        return try Fonts.withPango { shared throws(RenderError) -> T in
            // A filmstrip (PNG/SVG, several pages side by side) gets one
            // legend, under its first page, for the kinds on any page: the
            // same key repeated under every frame is noise.
            let strip = scenes.count > 1 && options.format != .pdf
            let union = scenes.reduce(into: Set<LegendKind>()) { $0.formUnion(CaptionAndLegend.kinds($1, options)) }
            let layouts = scenes.enumerated().map { i, scene in
                PageLayout(scene: scene, options: options, palette: palette,
                           legendKinds: strip ? (i == 0 ? union : []) : nil) { text, size, bold in
                    let l = TextStyle.layout(shared.measuringContext, text, size: size, face: bold ? .bold : .regular,
                                             numberOfLines: 1, width: nil)
                    defer { g_object_unref(UnsafeMutableRawPointer(l)) }
                    return TextStyle.size(l).width
                }
            }
            return try body(layouts, palette, shared.fontMap)
        }
    }

    /// What one page draws: its window's screen and, with `--content
    /// full`, each scroll view's whole content beside it.
    static func scenes(_ page: RenderPage, content: ScrollContent) -> [Scene] {
        let screen = Scene(window: page.window, caption: page.caption)
        guard content == .full else { return [screen] }
        return [screen] + ScrollGeometry.pagedScrollViews(page.window).map {
            Scene(window: page.window, caption: ScrollGeometry.caption(page.caption, $0), contentOf: $0)
        }
    }

    /// Renders and writes the file atomically (a temporary file renamed over
    /// `path`), so a reader never sees a partial picture.
    public static func render(_ pages: [RenderPage], options: RenderOptions, to path: String) throws(RenderError) {
        let bytes = try render(pages, options: options)
        try FileOutput.writeAtomically(bytes, to: path)
    }
}
