import Foundation
import TrellisSolver

/// Runs the workloads and times each phase: the median of five runs, or one
/// run for the workloads that take seconds (as WORKLOADS.md allows).
enum SolverBenchmark {
    struct Result: Codable, Equatable {
        let workload: String
        let phase: String
        let ms: Double
    }

    static let allWorkloads = ["chain-100", "chain-1000", "chain-5000", "grid-10", "grid-30", "grid-60"]

    /// Runs the workloads; `only`, when not empty, picks some by name.
    static func run(quick: Bool, only: Set<String> = []) throws -> [Result] {
        var results: [Result] = []
        let chains = (quick ? [100, 1000] : [100, 1000, 5000]).filter { only.isEmpty || only.contains("chain-\($0)") }
        let grids = (quick ? [10, 30] : [10, 30, 60]).filter { only.isEmpty || only.contains("grid-\($0)") }
        for n in chains {
            let runs = n >= 5000 ? 1 : 5
            results.append(.init(workload: "chain-\(n)", phase: "build",
                                 ms: try medianMs(runs) { _ = try SolverWorkloads.chain(n).readAll() }))
            let built = try SolverWorkloads.chain(n)
            results.append(.init(workload: "chain-\(n)", phase: "resize",
                                 ms: try medianMs(runs) { _ = try SolverWorkloads.resize(built, base: 320) }))
            if n == 1000 {
                let fresh = try SolverWorkloads.chain(n)
                results.append(.init(workload: "chain-\(n)", phase: "constants",
                                     ms: try medianMs(1) { _ = try SolverWorkloads.constants(fresh) }))
            }
        }
        for k in grids {
            let runs = k >= 60 ? 1 : 5
            results.append(.init(workload: "grid-\(k)", phase: "build",
                                 ms: try medianMs(runs) { _ = try SolverWorkloads.grid(k).readAll() }))
            let built = try SolverWorkloads.grid(k)
            results.append(.init(workload: "grid-\(k)", phase: "resize",
                                 ms: try medianMs(runs) { _ = try SolverWorkloads.resize(built, base: 800) }))
        }
        return results
    }

    static func medianMs(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1e3
                         + Double(elapsed.components.attoseconds) / 1e15)
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
