import Glibc

/// Writing files so a reader never sees half of one: the bytes go to a
/// hidden temporary file in the same directory (`.NAME.tmp-XXXXXX`), which
/// is then renamed over the target (rename is atomic within a file system).
/// On any error the temporary file is removed. Pictures and snapshot
/// references are both written this way.
public enum FileOutput {
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RenderError("can't write \(path): \(String(cString: strerror(errno)))") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += n
            }
        }
        if failure == nil && fchmod(fd, 0o644) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(tempPath, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tempPath)
            throw RenderError("can't write \(path): \(failure)")
        }
    }
}
