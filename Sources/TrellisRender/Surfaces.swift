import CCairo
import CPNG
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
            throw RenderError(CairoStatus.explain(status, making: what), concernsPictureSize: CairoStatus.isAboutSize(status))
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
        let (w, h) = try PictureLimits.pixels(size, scale: options.scale)
        // The pixels are ours (zeroed, as Cairo's own would be), allocated so
        // the first touch of a large picture costs a fraction of page faults.
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, w)
        let bytes = stride > 0 ? Int(stride) * Int(h) : 0
        let data = bytes > 0 ? trellis_alloc_pixels(bytes) : nil
        defer { trellis_free_pixels(data, bytes) }
        let surface = data.map { cairo_image_surface_create_for_data($0.assumingMemoryBound(to: UInt8.self),
                                                                    CAIRO_FORMAT_RGB24, w, h, stride) }
            ?? cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)
        defer { cairo_surface_destroy(surface) }
        try check(surface, "a \(w)x\(h)-pixel image")
        let cr = cairo_create(surface)!
        cairo_scale(cr, options.scale, options.scale)
        drawStrip(pages, cr: cr, options: options, palette: palette, fontMap: fontMap)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return try encodePNG(surface!)
    }

    /// The RGB24 surface as PNG bytes through CPNG's own encoder, which every
    /// Trellis PNG is written with (TrellisDiff writes references and diff
    /// images the same way), rather than Cairo's writer with zlib's defaults:
    /// several times faster on a rendered picture (docs/PERFORMANCE.md).
    static func encodePNG(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        #if _endian(little)
        // RGB24 is a native-endian 0x00RRGGBB word: bytes B, G, R, unused.
        var buffer = trellis_png_buffer()
        let status = trellis_png_encode_fast(
            cairo_image_surface_get_data(surface), UInt32(cairo_image_surface_get_width(surface)),
            UInt32(cairo_image_surface_get_height(surface)), Int(cairo_image_surface_get_stride(surface)),
            TRELLIS_PNG_BGRX, &buffer)
        guard status == 0 else {
            let reason = withUnsafeBytes(of: buffer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError("PNG: \(reason)")
        }
        defer { trellis_png_free(buffer.bytes) }
        return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
        #else
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(CairoStatus.explain(status, making: "the PNG"))
        }
        return sink.bytes
        #endif
    }

    static func svg(_ pages: [PageLayout], options: RenderOptions, palette: Palette,
                    fontMap: UnsafeMutablePointer<PangoFontMap>) throws(RenderError) -> [UInt8] {
        let size = stripSize(pages)
        let sink = Sink()
        try withExtendedLifetime(sink) { () throws(RenderError) in
            let surface = cairo_svg_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                             size.width, size.height)
            defer { cairo_surface_destroy(surface) }
            try check(surface, "the SVG")
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            let cr = cairo_create(surface)!
            drawStrip(pages, cr: cr, options: options, palette: palette, fontMap: fontMap)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            try check(surface, "the SVG")
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
            try check(surface, "the PDF")
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
            try check(surface, "the PDF")
        }
        return sink.bytes
    }
}
