import Foundation

/// Ends the process as soon as a command's output is written, without
/// freeing what it built: the kernel takes the whole heap back at once,
/// where releasing a large layout object by object (every view, constraint,
/// solver row and dictionary) took 5–6 % of `trellis layout`'s CPU time at
/// 8,000 views (`perf record`, docs/PERFORMANCE.md, "Weak references").
/// Compilers do the same for the same reason (clang's `-disable-free`).
///
/// Only for one-shot commands whose work is done: stdout and stderr are
/// flushed, and the exit status is 0.
func finishWithoutTeardown<T>(keeping value: T) -> Never {
    withExtendedLifetime(value) {
        fflush(nil)  // every output stream
        exit(0)
    }
}
