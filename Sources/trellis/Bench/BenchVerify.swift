import ArgumentParser
import Foundation
import TrellisDiff

/// `trellis bench verify PNG…`: what checking a snapshot's picture costs next
/// to decoding its reference, for each reference given (e.g. the gallery's
/// `Snapshots/__Snapshots__/*/*.png`).
///
/// A check gets the reference file's bytes and the new picture's and does
/// what `SnapshotCheck` does: equal bytes pass at once; otherwise both are
/// decoded (at once, one per core) and compared. The new picture here is the
/// reference's pixels encoded as a render is now, so "same pixels" is a
/// passing snapshot whose reference was written by an older encoder, and
/// "same bytes" one recorded by this one. "changed" recolours a band of rows.
struct BenchVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Time a snapshot's picture check against decoding its reference PNG.")

    @Argument(help: "Reference PNGs.")
    var files: [String]

    @Option(help: "Repetitions per measurement (the best is kept).")
    var repeats: Int = 9

    func run() throws {
        func best(_ body: () throws -> Void) rethrows -> Double {
            var fastest = Double.infinity
            for _ in 0..<repeats {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return fastest
        }
        func check(_ reference: [UInt8], _ actual: [UInt8]) throws {
            if reference == actual { return }
            let (a, b) = try PNGCodec.decode(reference, actual)
            _ = ImageComparer.compare(a, b)
        }
        var totals = [0.0, 0.0, 0.0, 0.0]
        print("decode ms  same bytes  same pixels  changed   (x decode)   file")
        do {
            for file in files {
                let reference = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
                let image = try PNGCodec.decode(reference)
                let now = try PNGCodec.encode(image)
                var moved = image  // a band of rows recoloured
                let band = image.width * 4 * max(1, min(image.height / 4, 40))
                for i in 0..<band where i % 4 != 3 { moved.pixels[i] ^= 0x40 }
                let changed = try PNGCodec.encode(moved)
                let decode = try best { _ = try PNGCodec.decode(reference) }
                let same = try best { try check(now, now) }
                let pixels = try best { try check(reference, now) }
                let differ = try best { try check(reference, changed) }
                for (k, v) in [decode, same, pixels, differ].enumerated() { totals[k] += v }
                print(String(format: "%9.2f  %10.2f  %11.2f  %7.2f   (%.2f, %.2f, %.2f)   ", decode, same, pixels, differ,
                             same / decode, pixels / decode, differ / decode) + (file as NSString).lastPathComponent)
            }
        } catch let error as DiffError {
            throw BadInput(message: "error: \(error.message)")
        }
        print(String(format: "%9.2f  %10.2f  %11.2f  %7.2f   (%.2f, %.2f, %.2f)   total of %d files", totals[0], totals[1],
                     totals[2], totals[3], totals[1] / totals[0], totals[2] / totals[0], totals[3] / totals[0], files.count))
    }
}
