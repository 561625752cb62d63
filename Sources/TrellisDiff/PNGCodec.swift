import CPNG
import Foundation

/// PNG files in and out through libpng, exactly: pixels are straight RGBA as
/// the file holds them (no premultiplied detour), so a translucent pixel reads
/// back as written and counts as pixelmatch, reading the same file, counts it.
///
/// Decoding follows what PIL and libpng give for every colour type and depth
/// (see `trellis_png_decode`); `PNGStructure` checks the file first so damaged
/// or absurd files fail with a clear message and nothing is allocated for them.
/// Encoding is deterministic: 8-bit RGB when every pixel is opaque, RGBA
/// otherwise, no ancillary chunks, one zlib level and filter set everywhere.
public enum PNGCodec {
    /// The default largest image `decode` accepts: 64 megapixels (256 MiB of RGBA),
    /// far beyond any device render, far below what would exhaust a CI machine.
    public static let defaultMaxPixels = 64 * 1024 * 1024
    /// The zlib level and libpng filter set every Trellis PNG is written with (CPNG.h).
    public static let defaultLevel = Int(TRELLIS_PNG_LEVEL)
    public static let defaultFilters = Int(TRELLIS_PNG_FILTERS)

    /// Decodes PNG bytes (any colour type, bit depth, interlace) to 8-bit straight RGBA.
    /// Images over `maxPixels` are refused from their IHDR, before decoding.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(DiffError) -> PixelImage {
        let result: Result<PixelImage, DiffError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(DiffError) {
                let header = try PNGStructure.check(buffer, maxPixels: maxPixels)
                var image = trellis_png_image()
                guard trellis_png_decode(buffer.baseAddress, buffer.count, UInt64(maxPixels), &image) == 0 else {
                    let reason = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    return .failure(DiffError(message: "not a readable PNG file (\(reason))"))
                }
                defer { trellis_png_free(image.pixels) }
                assert(Int(image.width) == header.width && Int(image.height) == header.height)
                let count = Int(image.width) * Int(image.height) * 4
                let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                    out.baseAddress!.initialize(from: image.pixels, count: count)
                    initialized = count
                }
                return .success(PixelImage(width: Int(image.width), height: Int(image.height), pixels: pixels))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Encodes as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise.
    /// The same image always gives the same bytes (no time or text chunks; the
    /// level and filters of `TRELLIS_PNG_LEVEL` / `TRELLIS_PNG_FILTERS` unless given).
    public static func encode(_ image: PixelImage, level: Int = defaultLevel,
                              filters: Int = defaultFilters) throws(DiffError) -> [UInt8] {
        guard image.width > 0 && image.height > 0 else {
            throw DiffError(message: "cannot write an empty \(image.width)x\(image.height) image as PNG")
        }
        let layout = image.isOpaque ? TRELLIS_PNG_RGBX : TRELLIS_PNG_RGBA
        var buffer = trellis_png_buffer()
        let status = image.pixels.withUnsafeBufferPointer {
            trellis_png_encode($0.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, layout,
                               Int32(level), Int32(filters), &buffer)
        }
        guard status == 0 else {
            let reason = withUnsafeBytes(of: buffer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw DiffError(message: "cannot encode PNG (\(reason))")
        }
        defer { trellis_png_free(buffer.bytes) }
        return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
    }

    /// Reads and decodes a PNG file; errors name the path.
    public static func read(path: String, maxPixels: Int = defaultMaxPixels) throws(DiffError) -> PixelImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw DiffError(message: "\(path): cannot read \(isDirectory.boolValue ? "a directory" : "the file")")
            }
            throw DiffError(message: "\(path): no such file")
        }
        do {
            return try decode([UInt8](data), maxPixels: maxPixels)
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
}
