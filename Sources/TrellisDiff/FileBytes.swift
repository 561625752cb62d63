import Glibc

/// A whole file's bytes with one read(2) into one array.
///
/// Why not `FileManager.contents`: it goes through `Data` and then a second
/// copy into `[UInt8]`; for a comparer whose whole process is timed against
/// ImageMagick, each megabyte copied and page-faulted twice shows.
enum FileBytes {
    static func read(_ path: String) throws(DiffError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw DiffError(message: errno == ENOENT ? "no such file" : "cannot read (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw DiffError(message: "cannot read (\(String(cString: strerror(errno))))") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw DiffError(message: info.st_mode & S_IFMT == S_IFDIR ? "cannot read a directory" : "cannot read: not a regular file")
        }
        let size = Int(info.st_size)
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = Glibc.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    failure = n < 0 ? String(cString: strerror(errno)) : "the file shrank while being read"
                    break
                }
                done += n
            }
            initialized = done
        }
        if let failure { throw DiffError(message: "cannot read (\(failure))") }
        return bytes
    }
}
