import ArgumentParser
import Foundation
import TrellisDiff

/// `trellis bench diff A.png B.png`: the whole `trellis diff` process against
/// ImageMagick's `compare -metric AE` on the same pair, both writing a diff
/// image, timed in the same run; then where the time of `trellis diff` goes.
///
/// Why whole processes: that is what a CI job pays per snapshot (start-up,
/// two PNG decodes, the compare, one PNG encode), and the only fair way to set
/// a Swift library beside a command-line tool. CPU time (user + system, from
/// wait4) is reported beside wall time: on a shared machine it moves less.
struct BenchDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Time `trellis diff -o` against ImageMagick's `compare -metric AE` on one pair of PNGs.",
        discussion: """
            Needs ImageMagick (apt-get install imagemagick; scripts/bench-diff installs it). Runs are \
            interleaved, after one warm-up each; the medians are reported, wall and CPU. Then the \
            phases of `trellis diff` in this process (best of the runs). Use a release build \
            (swift build -c release). scripts/bench-diff renders a 750x1334 pair and runs this.
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
        let diffPath = folder.appendingPathComponent("trellis.png").path
        let ours = [trellis, "diff", reference, actual, "-o", diffPath]
        guard let compare = Self.which("compare") else {
            throw BadInput(message: "error: ImageMagick's compare is not on PATH (apt-get install imagemagick)")
        }
        let theirs = [compare, "-metric", "AE", reference, actual, folder.appendingPathComponent("imagemagick.png").path]
        var ourTimes: [Spawned] = [], theirTimes: [Spawned] = []
        for i in 0...runs {  // run 0 warms caches and is not counted
            let a = try Self.time(ours), b = try Self.time(theirs)
            if i > 0 { ourTimes.append(a); theirTimes.append(b) }
        }
        let ourWall = Self.median(ourTimes.map(\.wall)), theirWall = Self.median(theirTimes.map(\.wall))
        let ourCPU = Self.median(ourTimes.map(\.cpu)), theirCPU = Self.median(theirTimes.map(\.cpu))
        let phases = try Self.phases(reference, actual, to: diffPath, runs: max(3, runs / 3))
        let imageMagick = version.split(separator: "\n").first.map(String.init) ?? "ImageMagick"
        let f = { (v: Double) in String(format: "%.2f", v) }
        if json {
            let parts = phases.map { "\"\($0.0)\": \(f($0.1))" }.joined(separator: ", ")
            print("""
                {"trellisMs": \(f(ourWall)), "compareMs": \(f(theirWall)), "ratio": \(String(format: "%.3f", ourWall / theirWall)), \
                "trellisCpuMs": \(f(ourCPU)), "compareCpuMs": \(f(theirCPU)), \
                "cpuRatio": \(String(format: "%.3f", ourCPU / theirCPU)), "runs": \(runs), "phasesMs": {\(parts)}}
                """)
        } else {
            print("                        wall ms    CPU ms  (medians of \(runs))")
            print("trellis diff -o        \(String(format: "%8.1f  %8.1f", ourWall, ourCPU))")
            print("compare -metric AE     \(String(format: "%8.1f  %8.1f", theirWall, theirCPU))  (\(imageMagick))")
            print("ratio                  \(String(format: "%8.3f  %8.3f", ourWall / theirWall, ourCPU / theirCPU))")
            print("in this process (best of \(max(3, runs / 3)), ms):")
            for (name, ms) in phases { print("  " + name.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%7.2f", ms)) }
        }
    }

    /// The steps of `trellis diff A B -o D` one by one, each the best of `runs`.
    static func phases(_ a: String, _ b: String, to path: String, runs: Int) throws -> [(String, Double)] {
        func best(_ body: () throws -> Void) rethrows -> Double {
            var fastest = Double.infinity
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return fastest
        }
        do {
            let bytesA = try Data(contentsOf: URL(fileURLWithPath: a)), bytesB = try Data(contentsOf: URL(fileURLWithPath: b))
            let first = [UInt8](bytesA), second = [UInt8](bytesB)
            var images: [PixelImage] = []
            var diff = PixelImage(width: 0, height: 0, pixels: [])
            var encoded: [UInt8] = []
            let decodeA = try best { _ = try PNGCodec.decode(first) }
            let decodeB = try best { _ = try PNGCodec.decode(second) }
            let pair = try best { images = try PNGCodec.read(paths: [a, b]) }
            let count = best { _ = ImageComparer.compare(images[0], images[1]) }
            let draw = best { diff = ImageComparer.compareAndDiff(images[0], images[1]).diff }
            let encode = try best { encoded = try PNGCodec.encode(diff) }
            let write = try best { try PNGCodec.write(diff, to: path) }
            return [("decode reference (\(first.count) bytes)", decodeA), ("decode actual (\(second.count) bytes)", decodeB),
                    ("read + decode both (in parallel)", pair), ("compare (count only)", count),
                    ("compare + draw the diff image", draw), ("encode the diff image (\(encoded.count) bytes)", encode),
                    ("encode + write it atomically", write)]
        } catch let error as DiffError {
            throw BadInput(message: "error: \(error.message)")
        }
    }

    struct Spawned {
        var wall: Double
        var cpu: Double
    }

    /// Wall and CPU time (user + system) of one process, in milliseconds; exit
    /// 0 or 1 (images differ) is success. posix_spawn and wait4, so no time
    /// of this process's is counted.
    static func time(_ command: [String]) throws -> Spawned {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, command[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw BadInput(message: "error: cannot run \(command[0]) (\(String(cString: strerror(spawned))))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let exit = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exit <= 1 else {
            throw BadInput(message: "error: \(command.joined(separator: " ")) failed (status \(status))")
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
        return Spawned(wall: wall, cpu: cpu)
    }

    static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
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
