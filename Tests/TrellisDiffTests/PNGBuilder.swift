import CLibPNG

/// Builds PNG files of any colour type, bit depth and interlace from raw
/// samples, so the decoder can be tested on every kind of file without
/// committing binary fixtures (and damaged on purpose, chunk by chunk).
struct PNGBuilder {
    var width: Int
    var height: Int
    var depth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    var colorType: Int
    var interlaced = false
    var palette: [UInt8] = []
    var transparency: [UInt8]?
    /// The samples of pixel (x, y), one per channel, each below 2^depth.
    var samples: (Int, Int) -> [Int]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// Adam7's passes: x start, y start, x step, y step.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    func chunks() -> [(String, [UInt8])] {
        var ihdr = be32(width) + be32(height)
        ihdr += [UInt8(depth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var list: [(String, [UInt8])] = [("IHDR", ihdr)]
        if !palette.isEmpty { list.append(("PLTE", palette)) }
        if let transparency { list.append(("tRNS", transparency)) }
        list.append(("IDAT", deflate(scanlines())))
        list.append(("IEND", []))
        return list
    }

    func bytes() -> [UInt8] { Self.file(chunks()) }

    static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in chunks { out += chunk(type, data) }
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return be32(data.count) + body + be32(Int(crc))
    }

    /// The filtered (filter 0) scanlines of the whole image or of each Adam7 pass.
    func scanlines() -> [UInt8] {
        let passes = interlaced ? Self.adam7 : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            if xs.isEmpty || ys.isEmpty { continue }
            for y in ys {
                out.append(0)
                var bits: [Int] = []
                for x in xs { bits += samples(x, y) }
                out += pack(bits)
            }
        }
        return out
    }

    private func pack(_ values: [Int]) -> [UInt8] {
        switch depth {
        case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return values.map { UInt8($0) }
        default:
            var out: [UInt8] = [], byte = 0, used = 0
            for v in values {
                byte = byte << depth | v
                used += depth
                if used == 8 { out.append(UInt8(byte)); byte = 0; used = 0 }
            }
            if used > 0 { out.append(UInt8(byte << (8 - used))) }
            return out
        }
    }

    func deflate(_ data: [UInt8]) -> [UInt8] { Self.deflate(data) }

    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, data, uLong(data.count), 6)
        precondition(status == Z_OK)
        return Array(out[0..<Int(size)])
    }
}

extension PNGBuilder {
    /// A PNG file with its image data re-cut into IDAT chunks of `every` bytes.
    static func split(_ png: [UInt8], every: Int) -> [UInt8] {
        var chunks: [(String, [UInt8])] = []
        var data: [UInt8] = [], offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(png[offset + 8..<offset + 8 + length])
            if type == "IDAT" { data += body } else {
                if type == "IEND" {
                    for start in stride(from: 0, to: data.count, by: every) {
                        chunks.append(("IDAT", Array(data[start..<min(start + every, data.count)])))
                    }
                }
                chunks.append((type, body))
            }
            offset += 12 + length
        }
        return Self.file(chunks)
    }
}

func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
