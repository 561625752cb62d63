import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `trellis bench layout`: the whole process, file to frames, as a user
/// runs it (`trellis layout FILE --json`), on generated files of 250 to
/// 8,000 views, with each run's wall time, CPU time (user + system, from
/// `wait4`) and peak memory, and how much each doubling of the views costs.
/// Linear work doubles at most ~2×. The ratios are of CPU time: on a shared
/// machine wall time moves with the load, CPU time much less; and the runs
/// go in rounds (`BenchRounds`), every workload × size once a round, so a
/// slow minute of the machine hits every size rather than one doubling.
/// `--workload storyboard` does the same for an Interface Builder file
/// (`trellis layout FILE.storyboard --scene all --json`).
struct BenchLayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time `trellis layout FILE --json` on generated files from 250 to 8,000 views.",
        discussion: """
            Workloads: \(LayoutWorkload.allCases.map(\.rawValue).joined(separator: ", ")) (random and \
            the stack-equal-centering pair only when named: random's "views" are constraints between 100 views; \
            one equalCentering stack still grows faster than its views and is refused past 60 arranged views, \
            so only --views up to 60 lay out (stacks-equal-centering, rows of 20, is the default table's); \
            docs/PERFORMANCE.md, docs/LIMITS.md). Each run is a \
            child process (its own peak memory, from wait4). Build in release mode for meaningful figures \
            (swift build -c release).
            """
    )

    @Option(name: .customLong("workload"), help: "Run only this workload (repeatable).")
    var workloads: [String] = []

    @Option(help: "Comma-separated view counts.")
    var views = "250,500,1000,2000,4000,8000"

    @Option(help: "Rounds: each runs every workload × size once, interleaved; a size's run with the least CPU time over the rounds is reported (peak memory of that run).")
    var runs = 1

    @Flag(help: "Print JSON lines instead of a table.")
    var json = false

    @Option(help: "Also write each generated file into this directory (to run or profile it alone).")
    var keep: String?

    @Option(help: "Time this trellis binary's `layout` instead of this one's (another build, say main's release build).")
    var binary: String?

    func run() throws {
        // `random` only when named: its cost is the solver's on a dense
        // system, not a growth the default table tracks.
        let chosen = try workloads.isEmpty ? LayoutWorkload.allCases.filter { !$0.onlyWhenNamed } : workloads.map { name in
            guard let w = LayoutWorkload(rawValue: name) else {
                throw BadInput(message: "error: unknown workload '\(name)'; expected one of "
                    + LayoutWorkload.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return w
        }
        let sizes = views.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        // Up to 50,000: issue 14's label of 50,000 lines is a bench size too.
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 && $0 <= 50_000 }) else {
            throw BadInput(message: "error: --views wants counts from 1 to 50000, e.g. 250,500,1000")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-layout-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        if let keep { try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true) }
        // Every file first, then the runs: rounds of every workload × size
        // (BenchRounds), so a slow minute of the machine hits every size.
        for workload in chosen {
            for n in sizes {
                let name = "\(workload.rawValue)-\(n).\(workload.fileExtension)"
                let text = workload.text(views: n)
                try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
                if let keep { try text.write(toFile: keep + "/" + name, atomically: true, encoding: .utf8) }
            }
        }
        let me = binary ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let rounds = BenchRounds(workloads: chosen, sizes: sizes, count: runs)
        let best = try rounds.best(run: { job in
            let file = dir.appendingPathComponent("\(job.workload.rawValue)-\(job.views).\(job.workload.fileExtension)")
            return try Self.measure([me, "layout", file.path] + job.workload.layoutArguments)
        }, better: { $0.cpu < $1.cpu })
        if !json {
            print("\(rounds.count) round\(rounds.count == 1 ? "" : "s") (every workload × size once a round, interleaved); "
                + "the least CPU time per size; cpu × = this size's over the previous size's")
            print("workload        views    time ms    cpu ms   peak MB    cpu ×   memory ×")
        }
        for workload in chosen {
            var previous: (cpu: Double, mb: Double)? = nil
            for n in sizes {
                let b = best[.init(workload: workload, views: n)]!
                let growth = previous.map { String(format: "%7.2f   %8.2f", b.cpu / $0.cpu, b.mb / $0.mb) } ?? "      —          —"
                if json {
                    print("{\"workload\": \"\(workload.rawValue)\", \"views\": \(n), \"ms\": \(String(format: "%.1f", b.ms)), "
                        + "\"cpuMs\": \(String(format: "%.1f", b.cpu)), "
                        + "\"peakMB\": \(String(format: "%.1f", b.mb)), \"exit\": \(b.status), \"rounds\": \(rounds.count)}")
                } else {
                    let note = b.status == 0 ? "" : "   (exit \(b.status))"
                    print(workload.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
                        + String(format: "%7d %10.1f %9.1f %9.1f ", n, b.ms, b.cpu, b.mb) + growth + note)
                }
                previous = (b.cpu, b.mb)
            }
        }
    }

    /// Runs `command` with its output discarded; wall time and the child's
    /// CPU time (user + system) in ms, its own peak resident memory in MB,
    /// and its exit status.
    static func measure(_ command: [String]) throws -> (ms: Double, cpu: Double, mb: Double, status: Int32) {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BadInput(message: "error: can't run \(command[0]) (errno \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        func millis(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return (ms, millis(usage.ru_utime) + millis(usage.ru_stime), Double(usage.ru_maxrss) / 1024, exit)
    }
}
