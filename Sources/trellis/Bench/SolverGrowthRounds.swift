import Foundation

/// The growth run's sampling: the chains and screens whose time ratios the
/// growth table compares (2× views ≤ 2.2× time) are measured in *rounds*,
/// each round one sample of every size, instead of five samples of one size
/// and then the next.
///
/// Why: this machine's speed moves by ±30 % from minute to minute even when
/// idle (session 21: the same binary on the same file 2.24–2.96 s within two
/// minutes), and a ratio of two sizes measured in different minutes carries
/// that drift whole — more than the 10 % between 2.0 and the 2.2 bar. In
/// rounds a slow minute slows every size alike, and the median per size over
/// the rounds drops the preempted samples. Every other round runs the sizes
/// in reverse so that a drift within a round doesn't favour the small or the
/// large ones (docs/PERFORMANCE.md, session 21).
enum SolverGrowthRounds {
    /// The order of the samples: `rounds` rounds of every name, the odd
    /// rounds (0-based) in reverse.
    static func order(_ names: [String], rounds: Int) -> [String] {
        (0..<max(rounds, 0)).flatMap { $0 % 2 == 0 ? names : names.reversed() }
    }

    /// Runs `sample` on every name in ``order(_:rounds:)``'s order and
    /// returns, per name and phase, the median of its samples. A name whose
    /// first sample has a phase over `oneRunAfter` ms is sampled once (the
    /// rule of ``SolverBenchmark/medianMs(_:oneRunAfter:_:)``).
    static func medians(_ names: [String], rounds: Int, oneRunAfter: Double = SolverBenchmark.oneRunAfterMs,
                        _ sample: (String) throws -> [(phase: String, ms: Double)]) rethrows
        -> [String: [(phase: String, ms: Double)]]
    {
        var samples: [String: [String: [Double]]] = [:]
        var phases: [String: [String]] = [:]
        var once: Set<String> = []
        for name in order(names, rounds: rounds) where !once.contains(name) {
            let taken = try sample(name)
            if phases[name] == nil {
                phases[name] = taken.map(\.phase)
                if taken.contains(where: { $0.ms > oneRunAfter }) { once.insert(name) }
            }
            for (phase, ms) in taken { samples[name, default: [:]][phase, default: []].append(ms) }
        }
        var result: [String: [(phase: String, ms: Double)]] = [:]
        for (name, list) in phases {
            result[name] = list.map { ($0, median(samples[name]![$0]!)) }
        }
        return result
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        guard !v.isEmpty else { return .nan }
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }

    /// Wall-clock ms of one run of `body`.
    static func ms(_ body: () throws -> Void) rethrows -> Double {
        let elapsed = try ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    }
}
