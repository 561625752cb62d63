import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading an input file's bytes with a bound, saying plainly why a path
/// can't be read: a missing file, a folder, a file we may not read, one
/// larger than `limit` (a device such as /dev/zero counts as endless and is
/// refused after `limit + 1` bytes, never read to the end). Layout files and
/// Interface Builder files are both read through this.
public enum InputFile {
    /// Why a file's bytes couldn't be had, each case with the error to
    /// print. A caller that says something else about a file too large
    /// (a layout file names its own, smaller limit) matches the case, not
    /// the message's words, which may change.
    public enum ReadError: Error, Equatable, Sendable {
        /// Longer than the limit (a device such as /dev/zero included).
        case tooLarge(FormatError)
        /// Missing, a folder, not ours to read, or the read itself failed.
        case unreadable(FormatError)

        /// The error to print: `PATH: error: …`, with no place in the file.
        public var error: FormatError {
            switch self {
            case .tooLarge(let e), .unreadable(let e): e
            }
        }
    }

    /// The file's bytes, at most `limit`; otherwise a ``ReadError`` whose
    /// error has no place in the file (`PATH: error: …`), what was
    /// expected, and what to do.
    public static func read(_ path: String, limit: Int, kind: String, ifTooLarge: String? = nil) throws(ReadError) -> Data {
        func failure(_ message: String, expected: String? = nil, suggestion: String? = nil) -> ReadError {
            .unreadable(FormatError(file: path, line: 0, column: 0, message: message, expected: expected, suggestion: suggestion))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == EACCES {
                throw failure("can't read '\(path)': permission denied", expected: "a file you may read")
            }
            let folder = path.hasPrefix("/") ? "" : " (relative paths start at \(FileManager.default.currentDirectoryPath))"
            throw failure("can't read '\(path)': no such file", expected: kind,
                          suggestion: "check the path for a typo\(folder)")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw failure("can't read '\(path)': it is a folder", expected: kind,
                          suggestion: "name a file inside it")
        }
        // O_NONBLOCK: a FIFO nobody writes to would otherwise block the
        // open (and the command) for ever; the flag is cleared at once so a
        // FIFO that does have a writer is read to its end.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == EACCES ? "permission denied" : String(cString: strerror(errno))
            throw failure("can't read '\(path)': \(reason)", expected: "a file you may read")
        }
        defer { close(fd) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        var bytes = [UInt8](repeating: 0, count: 65536)
        var data = Data()
        while data.count <= limit {
            let want = min(bytes.count, limit + 1 - data.count)
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, want) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure("can't read '\(path)': \(String(cString: strerror(errno)))", expected: kind)
            }
            if n == 0 { break }
            data.append(contentsOf: bytes[0..<n])
        }
        guard data.count <= limit else {
            throw .tooLarge(FormatError(file: path, line: 0, column: 0, message: "the file is larger than \(limit) bytes, the most \(kind) may be",
                                        expected: "a file of at most \(limit) bytes (docs/LIMITS.md)", suggestion: ifTooLarge))
        }
        return data
    }

    /// Text that isn't UTF-8: an error at the first byte that can't be
    /// decoded (line and column counted in characters before it), naming
    /// the encoding when a byte-order mark gives it away.
    public static func notUTF8(_ data: Data, path: String, kind: String) -> FormatError {
        let bytes = [UInt8](data)
        let suggestion = "save the file as UTF-8"
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let name = bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) ? "UTF-32" : "UTF-16"
            // Placed at the byte-order mark, 1:1, as every error in a file is.
            return FormatError(file: path, line: 1, column: 1, message: "can't read '\(path)': the text is \(name), not UTF-8",
                               expected: "\(kind) in UTF-8", suggestion: suggestion)
        }
        let bad = firstInvalidUTF8(bytes) ?? 0
        var line = 1, lineStart = 0
        for i in 0..<bad where bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
        let before = bytes[lineStart..<bad]
        let column = before.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        let lineEnd = bytes[bad...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let shown = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        let hex = String(format: "0x%02X", bytes.indices.contains(bad) ? bytes[bad] : 0)
        return FormatError(file: path, line: line, column: column,
                           message: "byte \(hex) is not UTF-8 text", expected: "\(kind) in UTF-8",
                           suggestion: suggestion, sourceLine: shown.hasSuffix("\r") ? String(shown.dropLast()) : shown)
    }

    /// The offset of the first byte that doesn't start or continue a valid
    /// UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch b {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            for k in 1..<length {
                guard i + k < bytes.count else { return i }
                let c = bytes[i + k]
                if k == 1 ? !(lower...upper).contains(c) : !(0x80...0xBF).contains(c) { return i }
            }
            i += length
        }
        return nil
    }
}
