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
    public static let defaultStrategy = Int(TRELLIS_PNG_STRATEGY)
    /// The level for diff images and composites (CPNG.h): speed over size.
    public static let artifactLevel = Int(TRELLIS_PNG_ARTIFACT_LEVEL)

    /// Decodes PNG bytes (any colour type, bit depth, interlace) to 8-bit straight RGBA.
    /// Images over `maxPixels` are refused from their IHDR, before decoding.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(DiffError) -> PixelImage {
        try bytes.withUnsafeBufferPointer { buffer throws(DiffError) in
            let header = try PNGStructure.check(buffer, maxPixels: maxPixels)
            var message = [CChar](repeating: 0, count: Int(TRELLIS_PNG_MESSAGE_SIZE))
            var status: Int32 = 0
            // libpng writes straight into the array's storage: no second buffer, no copy.
            let count = header.width * header.height * 4
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                status = trellis_png_decode(buffer.baseAddress, buffer.count, UInt32(header.width),
                                            UInt32(header.height), 1, out.baseAddress, &message)
                if status != 0 { out.initialize(repeating: 0) }
                initialized = count
            }
            guard status == 0 else {
                let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                throw DiffError(message: "not a readable PNG file (\(reason))")
            }
            return PixelImage(width: header.width, height: header.height, pixels: pixels)
        }
    }

    /// Encodes as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise.
    /// The same image always gives the same bytes (no time or text chunks; the
    /// level, filters and strategy of CPNG.h's `TRELLIS_PNG_*` unless given).
    public static func encode(_ image: PixelImage, level: Int = defaultLevel, filters: Int = defaultFilters,
                              strategy: Int = defaultStrategy) throws(DiffError) -> [UInt8] {
        guard image.width > 0 && image.height > 0 else {
            throw DiffError(message: "cannot write an empty \(image.width)x\(image.height) image as PNG")
        }
        let layout = image.isOpaque ? TRELLIS_PNG_RGBX : TRELLIS_PNG_RGBA
        var buffer = trellis_png_buffer()
        let status = image.pixels.withUnsafeBufferPointer {
            trellis_png_encode($0.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, layout,
                               Int32(level), Int32(filters), Int32(strategy), &buffer)
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
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw DiffError(message: "\(path): \(error.message)") }
        do {
            return try decode(bytes, maxPixels: maxPixels)
        } catch {
            throw DiffError(message: "\(path): \(error.message)")
        }
    }

    /// Reads and decodes several files at once (one per core): a compare needs
    /// two, and decoding is half its time.
    public static func read(paths: [String], maxPixels: Int = defaultMaxPixels) throws(DiffError) -> [PixelImage] {
        let results = Slots<Result<PixelImage, DiffError>>(paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            results.set(i, Result { () throws(DiffError) in try read(path: paths[i], maxPixels: maxPixels) })
        }
        var images: [PixelImage] = []
        for result in results.take() { images.append(try result.get()) }
        return images
    }

    /// Encodes and writes atomically: a temporary file in the same folder, then
    /// rename(2), so a reader (or a crash) never sees half a PNG.
    public static func write(_ image: PixelImage, to path: String, level: Int = defaultLevel) throws(DiffError) {
        let bytes: [UInt8]
        do { bytes = try encode(image, level: level) } catch { throw DiffError(message: "\(path): \(error.message)") }
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
