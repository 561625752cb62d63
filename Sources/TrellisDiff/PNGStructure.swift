import CLibPNG

/// The chunk structure of a PNG file, checked before any pixel is decoded.
///
/// Why a pass of our own before libpng: it turns the ways a file goes wrong
/// into messages a person can act on ("chunk IDAT at byte 33: bad CRC",
/// "truncated after 812 bytes", "12000x90000 is more than the limit") instead
/// of libpng's terse ones, it checks every chunk's CRC (libpng only warns
/// about damaged ancillary chunks), and it refuses absurd sizes from IHDR
/// before anything is allocated or inflated.
struct PNGStructure {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// The 8 bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Bit depths allowed for each colour type (PNG spec, table 11.1).
    static let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    static func check(_ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int) throws(DiffError) -> PNGStructure {
        guard bytes.count >= 8, signature.indices.allSatisfy({ bytes[$0] == signature[$0] }) else {
            throw DiffError(message: "not a PNG file (it does not start with the PNG signature)")
        }
        var offset = 8
        var header: PNGStructure?
        var sawData = false
        while true {
            guard bytes.count - offset >= 12 else {
                throw DiffError(message: "truncated: the file ends after \(bytes.count) bytes, before its IEND chunk")
            }
            let length = Int(bigEndian32(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF,
                  bytes[offset + 4..<offset + 8].allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw DiffError(message: "damaged: no valid chunk at byte \(offset)")
            }
            guard bytes.count - offset - 12 >= length else {
                throw DiffError(message: "truncated: chunk \(type) at byte \(offset) declares \(length) bytes,"
                                + " the file has \(bytes.count - offset - 12) left")
            }
            let stored = bigEndian32(bytes, offset + 8 + length)
            let computed = UInt32(crc32(0, bytes.baseAddress! + offset + 4, UInt32(length + 4)))
            guard stored == computed else {
                throw DiffError(message: "damaged: chunk \(type) at byte \(offset) has a bad CRC"
                                + " (stored \(hex(stored)), computed \(hex(computed)))")
            }
            if header == nil {
                guard type == "IHDR", length == 13 else {
                    throw DiffError(message: "damaged: the first chunk is \(type), not a 13-byte IHDR")
                }
                header = try ihdr(bytes, offset + 8, maxPixels: maxPixels)
            } else if type == "IHDR" {
                // libpng ignores a second IHDR with a warning, so a file
                // whose two headers disagree was read by the first alone
                // (session 20's hostile PNGs). The PNG spec: one IHDR.
                throw DiffError(message: "damaged: a second IHDR chunk at byte \(offset) (a PNG has one, first)")
            }
            if type == "IDAT" { sawData = true }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard sawData else { throw DiffError(message: "damaged: no image data (no IDAT chunk)") }
        return header!
    }

    private static func ihdr(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, maxPixels: Int) throws(DiffError) -> PNGStructure {
        let width = Int(bigEndian32(bytes, at)), height = Int(bigEndian32(bytes, at + 4))
        let depth = Int(bytes[at + 8]), type = Int(bytes[at + 9])
        guard width > 0 && height > 0 else {
            throw DiffError(message: "bad size \(width)x\(height) in IHDR: an image needs at least one pixel")
        }
        guard width <= 0x7FFF_FFFF && height <= 0x7FFF_FFFF else {
            throw DiffError(message: "bad size \(width)x\(height) in IHDR: PNG allows at most 2^31-1 a side")
        }
        guard width * height <= maxPixels else {
            throw DiffError(message: "\(width)x\(height) is \(width * height) pixels, more than the limit of \(maxPixels)"
                            + " (refused before decoding; raise the limit to read it)")
        }
        guard let allowed = depths[type] else { throw DiffError(message: "bad colour type \(type) in IHDR") }
        guard allowed.contains(depth) else {
            throw DiffError(message: "bad bit depth \(depth) for colour type \(type) in IHDR"
                            + " (allowed: \(allowed.sorted().map(String.init).joined(separator: ", ")))")
        }
        guard bytes[at + 10] == 0, bytes[at + 11] == 0, bytes[at + 12] <= 1 else {
            throw DiffError(message: "bad compression, filter or interlace method in IHDR")
        }
        return PNGStructure(width: width, height: height, bitDepth: depth, colorType: type, interlaced: bytes[at + 12] == 1)
    }

    private static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
