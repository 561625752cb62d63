import CCairo
import TrellisLayout

/// The three Cairo surfaces, each writing into memory.
enum Surfaces {
    /// Collects what Cairo writes through a stream callback.
    final class Sink {
        var bytes: [UInt8] = []
    }

    static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        if let data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }

    static func check(_ surface: OpaquePointer?, _ what: String) throws(RenderError) {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo (\(what)): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Pages side by side, top-aligned: the filmstrip's size in points.
    static func stripSize(_ pages: [PageLayout]) -> CGSize {
        let width = pages.map(\.size.width).reduce(0, +) + Double(pages.count - 1) * Renderer.pageGap
        return CGSize(width: width, height: pages.map(\.size.height).max() ?? 0)
    }

    /// Draws all pages side by side on one context; the gaps get the page colour.
    @discardableResult
    static func drawStrip(_ pages: [PageLayout], cr: OpaquePointer, options: RenderOptions, palette: Palette,
                          fontMap: UnsafeMutablePointer<PangoFontMap>) -> [DrawingRecord] {
        let canvas = Canvas(cr: cr, fontMap: fontMap, palette: palette)
        canvas.fill(CGRect(origin: .zero, size: stripSize(pages)), palette.page)
        var x = 0.0
        for page in pages {
            canvas.save()
            canvas.translate(x, 0)
            page.draw(on: canvas, options: options)
            canvas.restore()
            x += page.size.width + Renderer.pageGap
        }
        return canvas.lastRecords
    }

    /// Draws onto a recording surface (nothing is encoded) and returns what
    /// each page drew, for tests of the picture's geometry.
    static func records(_ pages: [PageLayout], options: RenderOptions, palette: Palette,
                        fontMap: UnsafeMutablePointer<PangoFontMap>) -> [DrawingRecord] {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        return drawStrip(pages, cr: cr, options: options, palette: palette, fontMap: fontMap)
    }

    static func png(_ pages: [PageLayout], options: RenderOptions, palette: Palette,
                    fontMap: UnsafeMutablePointer<PangoFontMap>) throws(RenderError) -> [UInt8] {
        let size = stripSize(pages)
        let w = Int32((size.width * options.scale).rounded(.up)), h = Int32((size.height * options.scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)
        defer { cairo_surface_destroy(surface) }
        try check(surface, "image surface \(w)x\(h)")
        let cr = cairo_create(surface)!
        cairo_scale(cr, options.scale, options.scale)
        drawStrip(pages, cr: cr, options: options, palette: palette, fontMap: fontMap)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo (PNG): \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    static func svg(_ pages: [PageLayout], options: RenderOptions, palette: Palette,
                    fontMap: UnsafeMutablePointer<PangoFontMap>) throws(RenderError) -> [UInt8] {
        let size = stripSize(pages)
        let sink = Sink()
        try withExtendedLifetime(sink) { () throws(RenderError) in
            let surface = cairo_svg_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                             size.width, size.height)
            defer { cairo_surface_destroy(surface) }
            try check(surface, "SVG surface")
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            let cr = cairo_create(surface)!
            drawStrip(pages, cr: cr, options: options, palette: palette, fontMap: fontMap)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            try check(surface, "SVG")
        }
        return SVGIdentifiers.renumberSurfaces(sink.bytes)
    }

    static func pdf(_ pages: [PageLayout], options: RenderOptions, palette: Palette,
                    fontMap: UnsafeMutablePointer<PangoFontMap>) throws(RenderError) -> [UInt8] {
        let sink = Sink()
        try withExtendedLifetime(sink) { () throws(RenderError) in
            let first = pages[0].size
            let surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                             first.width, first.height)
            defer { cairo_surface_destroy(surface) }
            try check(surface, "PDF surface")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Renderer.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Renderer.pdfDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Trellis")
            if let title = pages.first?.scene.caption {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            }
            let cr = cairo_create(surface)!
            let canvas = Canvas(cr: cr, fontMap: fontMap, palette: palette)
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                page.draw(on: canvas, options: options)
                cairo_show_page(cr)
            }
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            try check(surface, "PDF")
        }
        return sink.bytes
    }
}
