import ArgumentParser
import Foundation

/// `trellis bench diff A.png B.png`: the whole `trellis diff` process against
/// ImageMagick's `compare -metric AE` on the same pair, both writing a diff
/// image, timed in the same run.
///
/// Why whole processes: that is what a CI job pays per snapshot (start-up,
/// two PNG decodes, the compare, one PNG encode), and the only fair way to set
/// a Swift library beside a command-line tool.
struct BenchDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Time `trellis diff -o` against ImageMagick's `compare -metric AE` on one pair of PNGs.",
        discussion: """
            Needs ImageMagick (apt-get install imagemagick). Runs are interleaved, after one \
            warm-up each; the medians are reported. Use a release build (swift build -c release). \
            scripts/bench-diff renders a 750x1334 pair and runs this.
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(help: "Timed runs of each tool.")
    var runs: Int = 15

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if runs < 1 { throw ValidationError("--runs must be at least 1") }
        for path in [reference, actual] where !FileManager.default.isReadableFile(atPath: path) {
            throw ValidationError("\(path): no such file")
        }
    }

    func run() throws {
        let version = try? Self.output(of: "/usr/bin/env", ["compare", "-version"])
        guard let version, version.contains("ImageMagick") else {
            throw BadInput(message: "error: ImageMagick's compare is not on PATH (apt-get install imagemagick)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-diff-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trellis = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let ours = [trellis, "diff", reference, actual, "-o", folder.appendingPathComponent("trellis.png").path]
        let theirs = ["/usr/bin/env", "compare", "-metric", "AE", reference, actual,
                      folder.appendingPathComponent("imagemagick.png").path]
        var ourTimes: [Double] = [], theirTimes: [Double] = []
        for i in 0...runs {  // run 0 warms caches and is not counted
            let a = try Self.time(ours), b = try Self.time(theirs)
            if i > 0 { ourTimes.append(a); theirTimes.append(b) }
        }
        let ourMedian = Self.median(ourTimes), theirMedian = Self.median(theirTimes)
        let ratio = ourMedian / theirMedian
        let imageMagick = version.split(separator: "\n").first.map(String.init) ?? "ImageMagick"
        if json {
            print("""
                {"trellisMs": \(String(format: "%.2f", ourMedian)), "compareMs": \(String(format: "%.2f", theirMedian)), \
                "ratio": \(String(format: "%.3f", ratio)), "runs": \(runs)}
                """)
        } else {
            print("trellis diff -o        \(String(format: "%8.1f", ourMedian)) ms (median of \(runs))")
            print("compare -metric AE     \(String(format: "%8.1f", theirMedian)) ms (\(imageMagick))")
            print("ratio                  \(String(format: "%8.3f", ratio))x")
        }
    }

    /// Wall time of one process, in milliseconds; exit 0 or 1 (images differ) is success.
    static func time(_ command: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard process.terminationStatus <= 1 else {
            throw BadInput(message: "error: \(command.joined(separator: " ")) failed (exit \(process.terminationStatus))")
        }
        return elapsed
    }

    static func output(of executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
