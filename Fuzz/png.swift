// Fuzz target `png`: bytes as a PNG file through what `trellis diff` and
// `snapshot verify` read references with: PNGStructure's checks (signature,
// chunks, CRCs, IHDR, the pixel limit) and libpng's decoder behind the C
// wrapper (CPNG: setjmp error handling, row pointers into Swift's array).
// An image that decodes is compared with itself and a 1x1 image and
// encoded again, and must decode to the same pixels. Each input is tried
// as it is and with its chunks' CRCs made right. A file may be refused
// (DiffError) but nothing may trap or read out of bounds. See scripts/fuzz.
import TrellisDiff

/// 1 megapixel: the structure check refuses larger IHDRs before decoding,
/// as it does the default 64 megapixels, and inputs stay fast.
let maxPixels = 1 << 20
let dot = PixelImage(width: 1, height: 1, pixels: [0, 0, 0, 255])

/// CRC-32 (PNG's, zlib's) of `bytes`.
let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}
func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    ~bytes.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
}

/// The bytes with every whole chunk's CRC made right: a mutation almost
/// always breaks a CRC, and the structure check would stop every such
/// input before libpng saw it.
func fixingCRCs(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    var i = 8
    while i + 12 <= bytes.count {
        let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - i - 12 else { break }
        let crc = crc32(bytes[i + 4..<i + 8 + length])
        for k in 0..<4 { bytes[i + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        i += 12 + length
    }
    return bytes
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: count))
    _ = try? PNGCodec.decode(raw, maxPixels: maxPixels)
    let bytes = fixingCRCs(raw)
    guard let image = try? PNGCodec.decode(bytes, maxPixels: maxPixels) else { return 0 }
    precondition(image.pixels.count == image.width * image.height * 4)
    _ = ImageComparer.compare(image, image)
    if (try? ImageComparer.checkDrawingSize(image, dot, composite: true, maxPixels: maxPixels)) != nil {
        _ = ImageComparer.compareAndDiff(image, dot)
    }
    if image.width > 0, image.height > 0, let again = try? PNGCodec.encode(image) {
        precondition((try? PNGCodec.decode(again, maxPixels: maxPixels)) == image, "re-encoded PNG decodes differently")
    }
    return 0
}
