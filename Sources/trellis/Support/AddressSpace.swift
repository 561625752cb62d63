import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `ulimit -v` leaves this process, so a command that knows how much
/// it will allocate can say so instead of aborting half-way: Swift can't
/// recover from a failed allocation ("Fatal error: failed to allocate …",
/// SIGABRT). Without a limit there is nothing to check.
enum AddressSpace {
    /// Bytes still available under RLIMIT_AS, or nil when there is no limit.
    static func available() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        let pages = (try? String(contentsOfFile: "/proc/self/statm", encoding: .ascii))?
            .split(separator: " ").first.flatMap { Int($0) } ?? 0
        let used = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        return max(0, Int(clamping: limit.rlim_cur) - used)
    }

    /// A PNG's width and height from its IHDR (bytes 16–23), or nil when the
    /// file doesn't start like a PNG (the decoder then says why).
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
        let b = [UInt8](head)
        guard b[0] == 0x89, b[1] == 0x50, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }
}
