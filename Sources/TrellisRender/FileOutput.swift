import Glibc

/// Writing files so a reader never sees half of one: the bytes go to a
/// hidden temporary file in the same directory (`.NAME.tmp-XXXXXX`), which
/// is then renamed over the target (rename is atomic within a file system).
/// On any error the temporary file is removed. Pictures and snapshot
/// references are both written this way.
///
/// A target that exists and isn't a regular file is never replaced: a
/// folder is an error, a device, FIFO or socket (`-o /dev/stdout`, a pipe)
/// is written in place, so a full disk or a closed pipe is an error too
/// (renaming over `/dev/full` used to replace the device, as root, and
/// report success). A symbolic link is followed, and the file it names is
/// replaced, not the link.
public enum FileOutput {
    public static func writeAtomically(_ bytes: [UInt8], to given: String) throws(RenderError) {
        var path = given
        var info = stat()
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) {
                path = String(cString: real)
                free(real)
                if stat(path, &info) != 0 { info = stat() }
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw RenderError("can't write \(given): it is a folder")
            case S_IFCHR, S_IFIFO, S_IFSOCK, S_IFBLK:
                try writeInPlace(bytes, to: path, shown: given)
                return
            default:
                break
            }
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RenderError("can't write \(given): \(String(cString: strerror(errno)))") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure = writeAll(bytes, to: fd)
        if failure == nil && fchmod(fd, 0o644) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(tempPath, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tempPath)
            throw RenderError("can't write \(given): \(failure)")
        }
    }

    /// Writes into an existing device, FIFO or socket. O_NONBLOCK for the
    /// open only: a FIFO nobody reads is an error, not a hang.
    static func writeInPlace(_ bytes: [UInt8], to path: String, shown: String) throws(RenderError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "nothing is reading it" : String(cString: strerror(errno))
            throw RenderError("can't write \(shown): \(reason)")
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        var failure = writeAll(bytes, to: fd)
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if let failure { throw RenderError("can't write \(shown): \(failure)") }
    }

    /// Writes every byte to `fd`, retrying short writes and EINTR; the
    /// reason it stopped, or nil when everything was written.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> String? in
            while written < buffer.count {
                let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += n
            }
            return nil
        }
    }
}
