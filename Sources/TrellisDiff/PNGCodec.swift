import CCairo
import Foundation

/// PNG files in and out through Cairo's PNG code (libpng underneath).
///
/// Why Cairo: the renderer already links it, so TrellisDiff adds no image
/// library and reads exactly what the renderer writes. Cairo keeps pixels
/// premultiplied; see `Premultiplied` for what that means for translucent
/// pixels (opaque images round-trip exactly).
public enum PNGCodec {
    /// The 8 bytes every PNG file starts with; checked first for a clear message.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG bytes (any bit depth or colour type libpng reads) to straight RGBA.
    public static func decode(_ bytes: [UInt8]) throws(DiffError) -> PixelImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw DiffError(message: "not a PNG file (it does not start with the PNG signature)")
        }
        let source = ByteSource(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            return source.read(into: data!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }
        var surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DiffError(message: "not a readable PNG file (\(String(cString: cairo_status_to_string(status))))")
        }
        let format = cairo_image_surface_get_format(surface)
        if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
            // Not produced by Cairo 1.16's reader, but newer Cairo loads 16-bit files as float
            // formats: paint onto ARGB32 so the rest sees one layout.
            let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                       cairo_image_surface_get_height(surface))!
            let cr = cairo_create(converted)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            surface = converted
        }
        return pixels(of: surface)
    }

    /// Encodes as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise.
    /// The same image always gives the same bytes (Cairo writes no time or text chunks).
    public static func encode(_ image: PixelImage) throws(DiffError) -> [UInt8] {
        guard image.width > 0 && image.height > 0 else {
            throw DiffError(message: "cannot write an empty \(image.width)x\(image.height) image as PNG")
        }
        let opaque = image.isOpaque
        let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                 Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw DiffError(message: "cannot make a \(image.width)x\(image.height) Cairo surface")
        }
        fill(surface, from: image)
        let sink = ByteSink()
        let write: cairo_write_func_t = { closure, data, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DiffError(message: "cannot encode PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        return sink.bytes
    }

    /// Reads and decodes a PNG file; errors name the path.
    public static func read(path: String) throws(DiffError) -> PixelImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw DiffError(message: "\(path): cannot read \(isDirectory.boolValue ? "a directory" : "the file")")
            }
            throw DiffError(message: "\(path): no such file")
        }
        do {
            return try decode([UInt8](data))
        } catch {
            throw DiffError(message: "\(path): \(error.message)")
        }
    }

    /// Encodes and writes atomically: a temporary file in the same folder, then
    /// rename(2), so a reader (or a crash) never sees half a PNG.
    public static func write(_ image: PixelImage, to path: String) throws(DiffError) {
        let bytes: [UInt8]
        do { bytes = try encode(image) } catch { throw DiffError(message: "\(path): \(error.message)") }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw DiffError(message: "\(path): cannot write (\(String(cString: strerror(errno))))") }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        if close(fd) != 0 || !written {
            unlink(temporary.path)
            throw DiffError(message: "\(path): cannot write (\(written ? String(cString: strerror(errno)) : reason))")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw DiffError(message: "\(path): cannot write (\(reason))")
        }
    }

    /// Straight RGBA from an ARGB32 or RGB24 surface (native-endian 32-bit words).
    private static func pixels(of surface: OpaquePointer) -> PixelImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard width > 0 && height > 0, let data = cairo_image_surface_get_data(surface) else {
            return PixelImage(width: 0, height: 0, pixels: [])
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = y * width * 4
                for x in 0..<width {
                    let p = row[x]
                    let a = opaque ? 255 : p >> 24
                    let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a == 255 {
                        dst[o] = UInt8(r); dst[o + 1] = UInt8(g); dst[o + 2] = UInt8(b)
                    } else {
                        dst[o] = UInt8(Premultiplied.divide(r, a))
                        dst[o + 1] = UInt8(Premultiplied.divide(g, a))
                        dst[o + 2] = UInt8(Premultiplied.divide(b, a))
                    }
                    dst[o + 3] = UInt8(a)
                    o += 4
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: out)
    }

    /// Writes straight RGBA into a fresh surface, premultiplying as Cairo's reader does.
    private static func fill(_ surface: OpaquePointer, from image: PixelImage) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var i = y * image.width * 4
                for x in 0..<image.width {
                    let a = UInt32(src[i + 3])
                    var r = UInt32(src[i]), g = UInt32(src[i + 1]), b = UInt32(src[i + 2])
                    if a != 255 {
                        r = Premultiplied.multiply(r, a); g = Premultiplied.multiply(g, a); b = Premultiplied.multiply(b, a)
                    }
                    row[x] = a << 24 | r << 16 | g << 8 | b
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

/// The PNG bytes Cairo's read callback pulls from.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: count) }
        offset += count
        return true
    }
}

/// The PNG bytes Cairo's write callback pushes to.
private final class ByteSink {
    var bytes: [UInt8] = []
}
