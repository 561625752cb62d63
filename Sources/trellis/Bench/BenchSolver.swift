import ArgumentParser
import Foundation
import TrellisSolver

/// `trellis bench solver`: times the WORKLOADS.md phases on TrellisSolver.
struct BenchSolver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time the solver workloads of shared/bench/WORKLOADS.md.",
        discussion: """
            Compare with kiwisolver in the same run: scripts/bench (which runs
            scripts/kiwi_workloads.py with the same arguments).
            Build in release mode for meaningful figures (swift build -c release).
            """
    )

    @Flag(help: "Print the JSON report of WORKLOADS.md.")
    var json = false

    @Flag(help: "Leave out chain-5000, chain-10000, grid-60 and grid-100, the ones that take kiwi seconds.")
    var quick = false

    @Flag(help: """
        Also run the growth table: chains and screens of 100 to 6,400 views. \
        The chains and screens are then sampled in rounds, every size once a \
        round (11 rounds, or --runs N), the median per size reported: a slow \
        minute slows every size alike.
        """)
    var growth = false

    @Option(name: .customLong("workload"), help: "Run only this workload (repeatable), e.g. grid-10.")
    var workloads: [String] = []

    @Option(help: """
        Runs per phase, the median reported (default: 5; a phase whose first \
        run takes over 2 s is run once). The 0.1-ms phases need more samples \
        to get past the machine's noise.
        """)
    var runs: Int?

    func validate() throws {
        let known = SolverBenchmark.allWorkloads + SolverBenchmark.growthWorkloads
            + SolverBenchmark.largeGrowthWorkloads
        if let runs, runs < 1 { throw ValidationError("--runs must be at least 1, got \(runs)") }
        for w in workloads where !known.contains(w) {
            throw ValidationError("unknown workload '\(w)'; expected one of \(known.joined(separator: ", "))")
        }
    }

    func run() throws {
        let results = try SolverBenchmark.run(quick: quick, growth: growth, only: Set(workloads), runs: runs)
        if json {
            print(SolverBenchmark.jsonReport(results))
        } else {
            for r in results {
                let name = r.workload.padding(toLength: 12, withPad: " ", startingAt: 0)
                let phase = r.phase.padding(toLength: 10, withPad: " ", startingAt: 0)
                print("\(name) \(phase) \(String(format: "%10.2f", r.ms)) ms")
            }
        }
    }
}
