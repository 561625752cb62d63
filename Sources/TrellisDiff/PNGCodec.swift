import CPNG
import Foundation

/// PNG files in and out, exactly: pixels are straight RGBA as the file holds
/// them (no premultiplied detour), so a translucent pixel reads back as written
/// and counts as pixelmatch, reading the same file, counts it.
///
/// Decoding follows what PIL and libpng give for every colour type and depth
/// (see `trellis_png_decode`); the usual file (8-bit RGB or RGBA) takes a
/// faster path with the same result (`trellis_png_decode_fast`), everything
/// else libpng. `PNGStructure` checks the file first so damaged or absurd
/// files fail with a clear message and nothing is allocated for them.
/// Encoding is deterministic: 8-bit RGB when every pixel is opaque, RGBA
/// otherwise, no ancillary chunks, Trellis's own encoder everywhere.
public enum PNGCodec {
    /// The default largest image `decode` accepts: 64 megapixels (256 MiB of RGBA),
    /// far beyond any device render, far below what would exhaust a CI machine.
    public static let defaultMaxPixels = 64 * 1024 * 1024
    /// The zlib level, libpng filter set and strategy Trellis PNGs were written
    /// with before its own encoder (CPNG.h); `trellis bench png` compares them.
    public static let defaultLevel = Int(TRELLIS_PNG_LEVEL)
    public static let defaultFilters = Int(TRELLIS_PNG_FILTERS)
    public static let defaultStrategy = Int(TRELLIS_PNG_STRATEGY)

    /// Decodes PNG bytes (any colour type, bit depth, interlace) to 8-bit straight RGBA.
    /// Images over `maxPixels` are refused from their IHDR, before decoding.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(DiffError) -> PixelImage {
        try decode(bytes, maxPixels: maxPixels, fast: true)
    }

    /// `fast: false` always goes through libpng (tests check both paths agree).
    static func decode(_ bytes: [UInt8], maxPixels: Int, fast: Bool) throws(DiffError) -> PixelImage {
        try bytes.withUnsafeBufferPointer { buffer throws(DiffError) in
            let header = try PNGStructure.check(buffer, maxPixels: maxPixels)
            var message = [CChar](repeating: 0, count: Int(TRELLIS_PNG_MESSAGE_SIZE))
            var status: Int32 = 0
            // Both decoders write straight into the array's storage: no second
            // buffer, no copy. The fast one (8-bit RGB/RGBA, the usual file)
            // inflates into the spare capacity and unfilters in place; anything
            // else, or anything irregular, goes to libpng.
            let width = UInt32(header.width), height = UInt32(header.height)
            let count = header.width * header.height * 4
            let capacity = trellis_png_decode_capacity(width, height)
            let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
                trellis_prepare_pages(out.baseAddress, capacity)
                if !fast || trellis_png_decode_fast(buffer.baseAddress, buffer.count, width, height,
                                                    out.baseAddress, capacity) != 0 {
                    status = trellis_png_decode(buffer.baseAddress, buffer.count, width, height, 1,
                                                out.baseAddress, &message)
                }
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

    /// Encodes as an 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise,
    /// with Trellis's own encoder (`trellis_png_encode_fast` in CPNG.h): the
    /// same image always gives the same bytes, whatever zlib or libpng is
    /// installed (no time or text chunks).
    public static func encode(_ image: PixelImage) throws(DiffError) -> [UInt8] {
        guard image.width > 0 && image.height > 0 else {
            throw DiffError(message: "cannot write an empty \(image.width)x\(image.height) image as PNG")
        }
        let layout = image.isOpaque ? TRELLIS_PNG_RGBX : TRELLIS_PNG_RGBA
        var buffer = trellis_png_buffer()
        let status = image.pixels.withUnsafeBufferPointer {
            trellis_png_encode_fast($0.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                                    layout, &buffer)
        }
        return try take(buffer, status)
    }

    /// Encodes through libpng and zlib at a given level, filter set and
    /// strategy: what every Trellis PNG used before the fast encoder, kept for
    /// `trellis bench png` to set beside it.
    public static func encode(_ image: PixelImage, level: Int, filters: Int = defaultFilters,
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
        return try take(buffer, status)
    }

    private static func take(_ buffer: trellis_png_buffer, _ status: Int32) throws(DiffError) -> [UInt8] {
        guard status == 0 else {
            let reason = withUnsafeBytes(of: buffer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw DiffError(message: "cannot encode PNG (\(reason))")
        }
        defer { trellis_png_free(buffer.bytes) }
        return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
    }

    /// Decodes two PNGs at once (one per core), as a snapshot check compares
    /// a reference with a new picture; equal bytes are decoded once. Errors
    /// are the first file's, then the second's.
    public static func decode(_ first: [UInt8], _ second: [UInt8],
                              maxPixels: Int = defaultMaxPixels) throws(DiffError) -> (PixelImage, PixelImage) {
        if first == second {
            let image = try decode(first, maxPixels: maxPixels)
            return (image, image)
        }
        let results = Slots<Result<PixelImage, DiffError>>(2)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            results.set(i, Result { () throws(DiffError) in try decode(i == 0 ? first : second, maxPixels: maxPixels) })
        }
        let both = results.take()
        return (try both[0].get(), try both[1].get())
    }

    /// Reads and decodes a PNG file; errors name the path.
    public static func read(path: String, maxPixels: Int = defaultMaxPixels) throws(DiffError) -> PixelImage {
        try decode(bytes: try bytes(path), path: path, maxPixels: maxPixels)
    }

    private static func bytes(_ path: String) throws(DiffError) -> [UInt8] {
        do { return try FileBytes.read(path) } catch { throw DiffError(message: "\(path): \(error.message)") }
    }

    private static func decode(bytes: [UInt8], path: String, maxPixels: Int) throws(DiffError) -> PixelImage {
        do {
            return try decode(bytes, maxPixels: maxPixels)
        } catch {
            throw DiffError(message: "\(path): \(error.message)")
        }
    }

    /// Reads and decodes several files at once (one per core): a compare needs
    /// two, and decoding is half its time. Files with the same bytes as an
    /// earlier one are decoded once (the images share their storage).
    public static func read(paths: [String], maxPixels: Int = defaultMaxPixels) throws(DiffError) -> [PixelImage] {
        let files = paths.map { path in Result { () throws(DiffError) in try bytes(path) } }
        // The first file with the same bytes as file i (itself if none before).
        let first = files.indices.map { i in
            guard case .success(let mine) = files[i] else { return i }
            return files.indices.first { j in
                if case .success(let other) = files[j] { return other == mine } else { return false }
            }!
        }
        let unique = files.indices.filter { first[$0] == $0 }
        let results = Slots<Result<PixelImage, DiffError>>(unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { k in
            let i = unique[k]
            results.set(k, Result { () throws(DiffError) in
                try decode(bytes: try files[i].get(), path: paths[i], maxPixels: maxPixels)
            })
        }
        var decoded: [Int: Result<PixelImage, DiffError>] = [:]
        for (k, result) in results.take().enumerated() { decoded[unique[k]] = result }
        // Errors in the order of the paths, as if each were read and decoded alone.
        var images: [PixelImage] = []
        for i in paths.indices { images.append(try decoded[first[i]]!.get()) }
        return images
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
