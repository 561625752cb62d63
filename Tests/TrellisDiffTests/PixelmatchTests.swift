import Foundation
import TrellisDiff
import XCTest

/// Counts and diff-image bytes equal the real pixelmatch's, on every pair of
/// `PixelmatchCases` under every option set: pixelmatch 7.2.0 for the default
/// rule, 5.3.0 for `.pixelmatch5`.
///
/// The expected numbers in PixelmatchExpected.swift were produced by
/// `scripts/pixelmatch-node PIXELMATCH_7.2.0_INDEX.js PIXELMATCH_5.3.0_INDEX.js`:
/// it runs `testDumpCasesForNode` with TRELLIS_PIXELMATCH_DUMP set (raw RGBA
/// files and the option sets), then the JavaScript pixelmatch under node on
/// them, and writes that file. Anti-aliased = yellow pixels in pixelmatch's
/// diff image (not counted under diffMask, which does not draw them).
final class PixelmatchTests: XCTestCase {
    func testCountsAndDiffImagesEqualPixelmatch() throws {
        var checked = 0
        for pair in PixelmatchCases.pairs {
            for variant in PixelmatchCases.variants {
                let key = "\(pair.name)/\(variant.name)"
                guard let want = PixelmatchExpected.results[key] else { XCTFail("no expected result for \(key)"); continue }
                let (result, diff) = ImageComparer.compareAndDiff(pair.a, pair.b, options: variant.options)
                XCTAssertEqual(result.differentPixels, want.different, "\(key): different pixels")
                if want.antialiased >= 0 {
                    XCTAssertEqual(result.antialiasedPixels, want.antialiased, "\(key): anti-aliased pixels")
                }
                XCTAssertEqual(hex(fnv1a(diff.pixels)), want.diffHash, "\(key): diff image bytes")
                checked += 1
            }
        }
        XCTAssertEqual(checked, PixelmatchCases.pairs.count * PixelmatchCases.variants.count)
        XCTAssertEqual(PixelmatchExpected.results.count, checked, "stale expectations: re-run scripts/pixelmatch-node")
    }

    /// The cases must exercise what they claim: translucent pixels where the
    /// two rules disagree, alternate colours, anti-aliasing.
    func testCasesCoverTheDifferencesBetweenRules() {
        let r = PixelmatchExpected.results
        XCTAssertNotEqual(r["translucent/default"]!.different, r["translucent/legacy"]!.different)
        XCTAssertNotEqual(r["white-vs-clear/default"]!.different, r["white-vs-clear/legacy"]!.different)
        XCTAssertGreaterThan(r["aa-circle/default"]!.antialiased, 0)
        XCTAssertGreaterThan(r["text-like/default"]!.different, 0)
        XCTAssertNotEqual(r["darker-lighter/diffColorAlt"]!.diffHash, r["darker-lighter/default"]!.diffHash)
    }

    /// Writes the pairs and option sets for scripts/pixelmatch-node; skipped
    /// unless TRELLIS_PIXELMATCH_DUMP names a folder.
    func testDumpCasesForNode() throws {
        guard let folder = ProcessInfo.processInfo.environment["TRELLIS_PIXELMATCH_DUMP"] else {
            throw XCTSkip("set TRELLIS_PIXELMATCH_DUMP to dump the cases")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func rgba(_ image: PixelImage) -> Data {
            var data = Data()
            for v in [UInt32(image.width), UInt32(image.height)] { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
            data.append(contentsOf: image.pixels)
            return data
        }
        for pair in PixelmatchCases.pairs {
            try rgba(pair.a).write(to: URL(fileURLWithPath: "\(folder)/\(pair.name).a.rgba"))
            try rgba(pair.b).write(to: URL(fileURLWithPath: "\(folder)/\(pair.name).b.rgba"))
        }
        let variants = PixelmatchCases.variants.map { v -> String in
            let o = v.options
            let alt = o.diffColorAlt.map { "[\($0.r), \($0.g), \($0.b)]" } ?? "null"
            return """
                {"name": "\(v.name)", "threshold": \(o.threshold), "includeAA": \(o.includeAA), "alpha": \(o.alpha), \
                "checkerboard": \(o.checkerboard), "diffMask": \(o.diffMask), "diffColorAlt": \(alt), \
                "legacy": \(o.rule == .pixelmatch5)}
                """
        }
        let json = """
            {"pairs": [\(PixelmatchCases.pairs.map { "\"\($0.name)\"" }.joined(separator: ", "))],
             "variants": [\(variants.joined(separator: ",\n  "))]}
            """
        try json.write(toFile: "\(folder)/cases.json", atomically: true, encoding: .utf8)
    }
}

/// FNV-1a, 64-bit: a dependency-free fingerprint of diff-image bytes, computed
/// the same way by the node harness.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
}

func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}
