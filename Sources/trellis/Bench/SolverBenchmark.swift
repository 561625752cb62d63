import Foundation
import TrellisSolver

/// Runs the workloads and times each phase: the median of five runs, or one
/// run for a phase whose first run takes over ``oneRunAfterMs`` (as
/// WORKLOADS.md allows), or the median of `--runs N` for every phase. With
/// `--growth` the chains and screens are sampled in rounds instead
/// (``SolverGrowthRounds``, session 21).
///
/// Why by the phase's time and not by the views: until session 20 every
/// workload of 5,000 views or more ran once, so the growth table's last step
/// (3,200 → 6,400, and chain 5,000 → 10,000) was one sample of a 12-ms
/// resize against the median of five, and one preempted run on a loaded
/// machine decided the ratio (docs/PERFORMANCE.md, session 20).
enum SolverBenchmark {
    struct Result: Codable, Equatable {
        let workload: String
        let phase: String
        let ms: Double
    }

    static let chains = [100, 1000, 5000, 10000]
    static let grids = [10, 30, 60, 100]
    static let screens = [200]
    /// The growth table: views doubling from 100 to 6,400, as chains and as
    /// screens (``SolverWorkloads/screen(_:)``).
    static let growthViews = [100, 200, 400, 800, 1600, 3200, 6400]
    /// Past the table, run only when named with `--workload` (e.g.
    /// `chain-25600`): they show whether the time's growth per doubling goes
    /// back to 2x once the working set is past the L2 cache (PERFORMANCE.md).
    static let largeGrowthViews = [12800, 25600]
    /// Left out by `--quick`: the ones that take kiwi seconds.
    static let slow: Set<String> = ["chain-5000", "chain-10000", "grid-60", "grid-100"]

    static var allWorkloads: [String] {
        chains.map { "chain-\($0)" } + grids.map { "grid-\($0)" } + screens.map { "screen-\($0)" }
    }

    static var growthWorkloads: [String] {
        growthViews.map { "chain-\($0)" } + growthViews.map { "screen-\($0)" }
    }

    static var largeGrowthWorkloads: [String] {
        largeGrowthViews.map { "chain-\($0)" } + largeGrowthViews.map { "screen-\($0)" }
    }

    /// Runs the workloads (the growth table's too with `growth`); `only`,
    /// when not empty, picks some by name; `runs`, when given, is the number
    /// of runs per phase for every workload (the median is reported).
    static func run(quick: Bool, growth: Bool = false, only: Set<String> = [], runs fixedRuns: Int? = nil) throws -> [Result] {
        var names = allWorkloads
        if growth {
            for w in growthWorkloads where !names.contains(w) { names.append(w) }
        }
        for w in largeGrowthWorkloads where only.contains(w) && !names.contains(w) { names.append(w) }
        names = names.filter { only.isEmpty ? !(quick && slow.contains($0)) : only.contains($0) }
        let runs = fixedRuns ?? 5
        // `--runs N` is N runs of every phase, however long.
        let oneRunAfter = fixedRuns == nil ? oneRunAfterMs : .infinity
        // With `--growth`, the chains and screens (the growth table's
        // families) are sampled in rounds, every size in each round.
        // A round takes under a second here, so they get more rounds than
        // a phase gets runs (``growthRounds``) unless `--runs` says.
        let rounds = growth ? names.filter(isGrowthFamily) : []
        let inRounds = try SolverGrowthRounds.medians(rounds, rounds: fixedRuns ?? growthRounds, oneRunAfter: oneRunAfter) {
            try sampleInRound($0)
        }
        var results: [Result] = []
        for name in names {
            let (kind, make) = maker(name)
            if let measured = inRounds[name] {
                results += measured.map { .init(workload: name, phase: $0.phase, ms: $0.ms) }
            } else {
                results.append(.init(workload: name, phase: "build",
                                     ms: try medianMs(runs, oneRunAfter: oneRunAfter) { _ = try make().readAll() }))
                let built = try make()
                let base: Double = kind == "grid" ? 800 : 320
                results.append(.init(workload: name, phase: "resize",
                                     ms: try medianMs(runs, oneRunAfter: oneRunAfter) { _ = try SolverWorkloads.resize(built, base: base) }))
            }
            if name == "chain-1000" {
                let fresh = try make()
                results.append(.init(workload: name, phase: "constants",
                                     ms: try medianMs(1) { _ = try SolverWorkloads.constants(fresh) }))
            }
        }
        return results
    }

    /// Rounds of the growth run (``SolverGrowthRounds``) without `--runs`.
    static let growthRounds = 11

    /// The growth table's families: chains and screens (grids are not in it).
    static func isGrowthFamily(_ name: String) -> Bool {
        name.hasPrefix("chain-") || name.hasPrefix("screen-")
    }

    /// The workload's kind and a function that builds it.
    static func maker(_ name: String) -> (kind: String, make: () throws -> SolverWorkloads.Built) {
        let parts = name.split(separator: "-")
        let kind = String(parts[0])
        let size = Int(parts[1])!
        switch kind {
        case "chain": return (kind, { try SolverWorkloads.chain(size) })
        case "grid": return (kind, { try SolverWorkloads.grid(size) })
        default: return (kind, { try SolverWorkloads.screen(size) })
        }
    }

    /// One round's sample of a growth workload: a build timed as in
    /// ``run(quick:growth:only:runs:)`` (teardown included), then a resize on
    /// a fresh build after one untimed resize, so that every round times a
    /// later resize, never the first after the build (which does 3–9 % more
    /// work, session 20).
    static func sampleInRound(_ name: String) throws -> [(phase: String, ms: Double)] {
        let (kind, make) = maker(name)
        let build = try SolverGrowthRounds.ms { _ = try make().readAll() }
        let built = try make()
        let base: Double = kind == "grid" ? 800 : 320
        _ = try SolverWorkloads.resize(built, base: base)
        let resize = try SolverGrowthRounds.ms { _ = try SolverWorkloads.resize(built, base: base) }
        return [("build", build), ("resize", resize)]
    }

    /// A phase whose first run takes longer than this (ms) is run once
    /// (WORKLOADS.md: "a workload that takes over 2 s may be run once").
    static let oneRunAfterMs = 2000.0

    /// The median of `runs` timed runs of `body` (wall clock), or the one
    /// run when it took over `oneRunAfter` ms.
    static func medianMs(_ runs: Int, oneRunAfter: Double = oneRunAfterMs,
                         _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1e3
                         + Double(elapsed.components.attoseconds) / 1e15)
            if times.count == 1 && times[0] > oneRunAfter { break }
        }
        times.sort()
        return times.count % 2 == 1
            ? times[times.count / 2]
            : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }

    /// `{"engine": "trellis", "results": [{"workload", "phase", "ms"}, …]}`.
    static func jsonReport(_ results: [Result]) -> String {
        let rows = results.map {
            "{\"workload\": \"\($0.workload)\", \"phase\": \"\($0.phase)\", \"ms\": \(String(format: "%.3f", $0.ms))}"
        }
        return "{\"engine\": \"trellis\", \"results\": [" + rows.joined(separator: ", ") + "]}"
    }
}
