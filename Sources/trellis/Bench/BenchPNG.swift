import ArgumentParser
import Foundation
import TrellisDiff

/// `trellis bench png FILES…`: PNG encoding speed against size, Trellis's own
/// encoder (what every reference, render and diff image is written with)
/// beside libpng/zlib at each level and filter set, on real pictures (the
/// gallery renders).
///
/// Why: this is how the encoding was chosen, and how to re-check it when the
/// pictures change.
struct BenchPNG: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png",
        abstract: "Time PNG encoding (Trellis's encoder, then zlib at each level and filter set) on some PNG files; report total size.")

    @Argument(help: "PNG files to re-encode (e.g. renders of Snapshots/*.yaml).")
    var files: [String]

    @Option(help: "Timed repetitions per setting (the best is kept).")
    var repeats: Int = 3

    static let filterSets: [(String, Int)] = [("none", 0x08), ("sub", 0x10), ("up", 0x20), ("paeth", 0x80), ("all", 0xF8)]
    static let levels = [1, 2, 3, 4, 6, 9]
    static let strategies: [(String, Int)] = [("default", 0), ("rle", 3), ("filtered", 1)]

    func run() throws {
        var images: [PixelImage] = []
        do {
            for file in files { images.append(try PNGCodec.read(path: file)) }
        } catch {
            throw BadInput(message: "error: \(error.message)")
        }
        let pixels = images.reduce(0) { $0 + $1.width * $1.height }
        print("\(images.count) images, \(pixels) pixels; libpng before: level \(PNGCodec.defaultLevel), filters \(PNGCodec.defaultFilters), strategy \(PNGCodec.defaultStrategy)")
        print("strategy  level  filters     ms    bytes")
        var best = Double.infinity, bytes = 0
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            bytes = 0
            for image in images { bytes += try PNGCodec.encode(image).count }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        print("trellis (own encoder, what is written)" + String(format: " %7.1f  %8d", best, bytes))
        for (strategyName, strategy) in Self.strategies {
            for level in Self.levels where strategy == 0 || level == 1 || level == 6 {
                for (name, filters) in Self.filterSets {
                    var best = Double.infinity, bytes = 0
                    for _ in 0..<repeats {
                        let start = DispatchTime.now().uptimeNanoseconds
                        bytes = 0
                        for image in images {
                            bytes += try PNGCodec.encode(image, level: level, filters: filters, strategy: strategy).count
                        }
                        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    }
                    print(strategyName.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "  %5d  ", level)
                          + name.padding(toLength: 7, withPad: " ", startingAt: 0) + String(format: " %7.1f  %8d", best, bytes))
                }
            }
        }
    }
}
