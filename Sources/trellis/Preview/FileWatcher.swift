import Foundation

/// Notices saved layout files by polling their modification times.
///
/// Why polling: it works the same on Linux and macOS, across editors that
/// write in place and ones that write a new file and rename it over the
/// old (inotify would lose the second kind's watch), and a stat of a few
/// hundred files every quarter second costs nothing next to a render.
/// A change bumps ``version``; the server's event stream sends the page
/// each new version with the names that changed.
final class FileWatcher: @unchecked Sendable {
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    struct Change: Equatable, Sendable {
        var version: Int
        /// Files added, removed or rewritten since the previous version.
        var files: [String]
    }

    let folder: PreviewFolder
    private let lock = NSLock()
    private var stamps: [String: Stamp] = [:]
    private var current = Change(version: 0, files: [])
    private var timer: DispatchSourceTimer?

    init(folder: PreviewFolder) {
        self.folder = folder
        stamps = Self.readStamps(folder)
    }

    /// The latest version and what changed to make it.
    var latest: Change { lock.withLock { current } }

    /// Polls every `interval` seconds on a background queue until the process ends.
    func start(interval: Double = 0.25) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "trellis.preview.watch"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in _ = self?.poll() }
        timer.resume()
        lock.withLock { self.timer = timer }
    }

    /// Reads the stamps once; returns the new change if anything differs.
    @discardableResult
    func poll() -> Change? {
        let fresh = Self.readStamps(folder)
        return lock.withLock {
            let names = Set(fresh.keys).union(stamps.keys)
            let changed = names.filter { fresh[$0] != stamps[$0] }.sorted()
            guard !changed.isEmpty else { return nil }
            stamps = fresh
            current = Change(version: current.version + 1, files: changed)
            return current
        }
    }

    /// Waits (checking every 50 ms) for a version after `version`, up to
    /// `timeout` seconds; nil when none came (the stream sends a keep-alive).
    func change(after version: Int, timeout: Double) async -> Change? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let now = latest
            if now.version != version { return now }
            try? await Task.sleep(nanoseconds: 50_000_000)
            if Task.isCancelled { return nil }
        }
        return nil
    }

    static func readStamps(_ folder: PreviewFolder) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for name in folder.layoutFiles() {
            var info = stat()
            guard stat(folder.root + "/" + name, &info) == 0 else { continue }
            #if os(Linux)
            let time = info.st_mtim
            #else
            let time = info.st_mtimespec
            #endif
            result[name] = Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
                                 size: Int64(info.st_size), inode: UInt64(info.st_ino))
        }
        return result
    }
}
