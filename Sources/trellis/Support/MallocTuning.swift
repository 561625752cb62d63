#if canImport(Glibc)
import Glibc
#endif

/// Turns off glibc's fast bins for the whole `trellis` process
/// (`mallopt(M_MXFAST, 0)`, the same as `GLIBC_TUNABLES=glibc.malloc.mxfast=0`).
///
/// Why: a freed small block normally waits in a fast bin, unmerged, and
/// the next request for a block of 1 KB or more (an array growing past
/// that) first walks every waiting block and merges it with its
/// neighbours (`malloc_consolidate`). A solver freed at the end of a
/// build leaves tens of thousands of small blocks (rows, constraints,
/// their expressions) scattered over the heap; the next build's first
/// growing array then touched all of them, and past the 1 MB second-level
/// cache (from ~3,000 views) each touch was a miss: a quarter of the
/// build's misses at 6,400 views. Without fast bins a block is merged when
/// it is freed, while its neighbours are as warm as it is. Measured in
/// docs/PERFORMANCE.md (`wave2-solveralloc`): the solver's build, and
/// `trellis layout` on every `bench layout` workload.
///
/// Process-wide, so only the command-line tool sets it (a library that
/// links TrellisSolver keeps its own allocator settings), before anything
/// is allocated in bulk. `TRELLIS_MALLOC_FASTBINS=1` leaves glibc's
/// default (to compare).
func tuneMalloc() {
    #if canImport(Glibc)
    // Swift's Glibc module leaves out <malloc.h>: `mallopt` is looked up,
    // and `M_MXFAST` is its value there (1).
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let M_MXFAST: Int32 = 1
    guard getenv("TRELLIS_MALLOC_FASTBINS") == nil,
          let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: Mallopt.self)(M_MXFAST, 0)
    #endif
}
