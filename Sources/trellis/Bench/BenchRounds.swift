/// The order `trellis bench layout` runs its children in: rounds, each
/// running every workload × size once, so a slow stretch of the machine
/// (this one's speed moves ±30 % from minute to minute even when idle)
/// hits every size of a workload alike instead of deciding one doubling's
/// ratio. Each size's figure is its least CPU time over the rounds.
///
/// Within a round a workload's sizes run back to back, so a doubling's two
/// runs are seconds apart (the closest in time, the fairest comparison);
/// even rounds run them ascending and odd rounds descending, and the
/// workloads' order rotates by one each round, so no size is always first
/// after a switch of workload or always last in a round.
struct BenchRounds<Workload: Hashable> {
    /// One child run: a workload at a size.
    struct Job: Hashable {
        var workload: Workload
        var views: Int
    }

    let workloads: [Workload]
    let sizes: [Int]
    let count: Int

    init(workloads: [Workload], sizes: [Int], count: Int) {
        self.workloads = workloads
        self.sizes = sizes
        self.count = max(count, 1)
    }

    /// The jobs of round `r` (from 0), in the order they run.
    func round(_ r: Int) -> [Job] {
        guard !workloads.isEmpty else { return [] }
        let shift = r % workloads.count
        let order = Array(workloads[shift...] + workloads[..<shift])
        let ordered = r % 2 == 0 ? sizes : sizes.reversed()
        return order.flatMap { w in ordered.map { Job(workload: w, views: $0) } }
    }

    /// Every child run in order: `count` rounds.
    var schedule: [Job] { (0..<count).flatMap(round) }

    /// Runs the schedule and keeps, per job, the sample `better` prefers
    /// (the least CPU time): `run` is called once per job and round.
    func best<Sample>(run: (Job) throws -> Sample, better: (Sample, Sample) -> Bool) rethrows -> [Job: Sample] {
        var kept: [Job: Sample] = [:]
        for job in schedule {
            let s = try run(job)
            if let old = kept[job], !better(s, old) { continue }
            kept[job] = s
        }
        return kept
    }
}
