import XCTest
@testable import trellis

/// `trellis bench layout` runs its children in rounds, every workload ×
/// size once a round, in an order that changes by round, and keeps each
/// size's least-CPU run: counted here with a recording runner (no timings).
final class BenchRoundsTests: XCTestCase {
    typealias Job = BenchRounds<String>.Job

    func testEveryRoundRunsEveryWorkloadAndSizeOnce() {
        let rounds = BenchRounds(workloads: ["a", "b", "c"], sizes: [250, 500, 1000], count: 4)
        var ran: [Job] = []
        _ = rounds.best(run: { job -> Int in ran.append(job); return 0 }, better: { (a: Int, b: Int) in a < b })
        XCTAssertEqual(ran.count, 4 * 3 * 3)
        for r in 0..<4 {
            let round = Array(ran[(r * 9)..<(r * 9 + 9)])
            XCTAssertEqual(Set(round).count, 9, "round \(r) repeats a job")
            XCTAssertEqual(round, rounds.round(r))
        }
    }

    func testTheOrderChangesByRound() {
        let rounds = BenchRounds(workloads: ["a", "b"], sizes: [250, 500], count: 3)
        func names(_ r: Int) -> [String] { rounds.round(r).map { "\($0.workload)\($0.views)" } }
        // Sizes ascending then descending; the workloads rotate by one.
        XCTAssertEqual(names(0), ["a250", "a500", "b250", "b500"])
        XCTAssertEqual(names(1), ["b500", "b250", "a500", "a250"])
        XCTAssertEqual(names(2), ["a250", "a500", "b250", "b500"])
    }

    func testOneRoundIsTheOldOrder() {
        let rounds = BenchRounds(workloads: ["a", "b"], sizes: [1, 2, 3], count: 0)
        XCTAssertEqual(rounds.count, 1)
        XCTAssertEqual(rounds.schedule.map(\.views), [1, 2, 3, 1, 2, 3])
    }

    func testTheLeastSampleOverTheRoundsIsKept() {
        let rounds = BenchRounds(workloads: ["a"], sizes: [10, 20], count: 3)
        var samples = [5.0, 9.0, /* round 1, descending: */ 7.0, 3.0, /* round 2: */ 4.0, 8.0]
        let best = rounds.best(run: { _ -> Double in samples.removeFirst() }, better: { (a: Double, b: Double) in a < b })
        XCTAssertEqual(best[Job(workload: "a", views: 10)], 3)
        XCTAssertEqual(best[Job(workload: "a", views: 20)], 7)
        XCTAssertTrue(samples.isEmpty)
    }
}
