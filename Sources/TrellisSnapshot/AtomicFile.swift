import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing files so no reader ever sees a partial one: the bytes go to a
/// temporary file in the same folder (`.NAME.tmp-XXXXXX`), which is then
/// renamed over the target (rename is atomic within a file system). On any
/// error the temporary file is removed.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotError("can't create \(folder): \(error.localizedDescription)")
            }
        }
        let name = (path as NSString).lastPathComponent
        let tempTemplate = SnapshotName.join(folder, "." + name + ".tmp-XXXXXX")
        var template = Array(tempTemplate.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SnapshotError("can't write \(path): \(String(cString: strerror(errno)))") }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
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
            throw SnapshotError("can't write \(path): \(failure)")
        }
    }

    public static func write(_ text: String, to path: String) throws(SnapshotError) {
        try write(Array(text.utf8), to: path)
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
