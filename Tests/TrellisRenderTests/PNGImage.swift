import CCairo
import TrellisRender

/// A PNG decoded with Cairo, for pixel checks.
struct PNGImage {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    init(_ bytes: [UInt8]) throws {
        final class Source { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let source = Source(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            let s = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard s.offset + n <= s.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
            s.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + s.offset, count: n) }
            s.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError("bad PNG") }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var px: [UInt32] = []
        px.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { px.append(row[x]) }
        }
        pixels = px
    }

    /// Red, green, blue of a pixel (Cairo's native-endian xRGB).
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let v = pixels[y * width + x]
        return (UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }
}
