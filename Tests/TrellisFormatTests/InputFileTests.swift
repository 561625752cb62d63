import Foundation
import XCTest
@testable import TrellisFormat

/// InputFile.read says why a file couldn't be read by a case, so callers
/// match the case rather than the message's first words (LayoutFile read
/// "the file is larger than" off the message to name its own limit).
final class InputFileTests: XCTestCase {
    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    func readError(_ path: String, limit: Int) -> InputFile.ReadError? {
        do {
            _ = try InputFile.read(path, limit: limit, kind: "a test file", ifTooLarge: "make it smaller")
            return nil
        } catch {
            return error
        }
    }

    func testAFileLargerThanTheLimitIsTooLarge() throws {
        let file = try scratch().appendingPathComponent("big.txt")
        try Data(repeating: 65, count: 11).write(to: file)
        XCTAssertEqual(try InputFile.read(file.path, limit: 11, kind: "a test file").count, 11)
        guard case .tooLarge(let e) = readError(file.path, limit: 10) else { return XCTFail("not tooLarge") }
        XCTAssertEqual(e.description, """
            \(file.path): error: the file is larger than 10 bytes, the most a test file may be
              expected: a file of at most 10 bytes (docs/LIMITS.md)
              suggestion: make it smaller
            """)
    }

    func testAnEndlessDeviceIsTooLarge() {
        guard case .tooLarge = readError("/dev/zero", limit: 100) else { return XCTFail("not tooLarge") }
    }

    func testMissingFilesAndFoldersAreUnreadable() throws {
        let dir = try scratch()
        guard case .unreadable(let missing) = readError(dir.appendingPathComponent("nope.txt").path, limit: 10) else {
            return XCTFail("not unreadable")
        }
        XCTAssertTrue(missing.message.hasSuffix("': no such file"), missing.message)
        guard case .unreadable(let folder) = readError(dir.path, limit: 10) else { return XCTFail("not unreadable") }
        XCTAssertTrue(folder.message.hasSuffix("': it is a folder"), folder.message)
        XCTAssertEqual(folder.line, 0)
    }

    /// A layout file past even the imported limit names the hand-written
    /// file's limit, matched by the case (any wording of the message).
    func testALayoutFilePastEveryLimitNamesTheHandWrittenLimit() throws {
        let link = try scratch().appendingPathComponent("zero.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try LayoutFile.load(path: link.path)) { error in
            XCTAssertEqual((error as? FormatError)?.message,
                           "the file is larger than \(Limits.maxFileBytes) bytes, the most a layout file may be")
        }
    }
}
