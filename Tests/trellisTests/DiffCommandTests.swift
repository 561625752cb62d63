import Foundation
import XCTest

/// `trellis diff` on damaged or oversized PNGs and its pixelmatch 7 options:
/// bad input is exit 2 with a message saying what is wrong.
extension CommandLineTests {
    func testDiffRejectsDamagedAndOversizedPNGsWithExitTwo() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.png").path
        XCTAssertEqual(try trellis(["render", Self.card, "-o", a]).status, 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
        let cut = dir.appendingPathComponent("cut.png").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let truncated = try trellis(["diff", a, cut])
        XCTAssertEqual(truncated.status, 2)
        XCTAssertTrue(truncated.stderr.contains("cut.png: truncated"), truncated.stderr)
        var damaged = bytes
        damaged[20] ^= 0xFF  // inside IHDR's width
        let bad = dir.appendingPathComponent("bad.png").path
        try damaged.write(to: URL(fileURLWithPath: bad))
        let crc = try trellis(["diff", bad, a])
        XCTAssertEqual(crc.status, 2)
        XCTAssertTrue(crc.stderr.contains("bad CRC"), crc.stderr)
        let big = try trellis(["diff", a, a, "--max-pixels", "1000"])
        XCTAssertEqual(big.status, 2)
        XCTAssertTrue(big.stderr.contains("more than the limit of 1000"), big.stderr)
        XCTAssertEqual(try trellis(["diff", a, a, "--diff-color-alt", "1,2"]).status, 2)
    }

    func testDiffPixelmatchOptions() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        XCTAssertEqual(try trellis(["render", Self.card, "--step", "0", "-o", a]).status, 0)
        XCTAssertEqual(try trellis(["render", Self.card, "--step", "1", "-o", b]).status, 0)
        let mask = dir.appendingPathComponent("mask.png").path
        for options in [["--legacy-blend"], ["--no-checkerboard"], ["--diff-mask", "-o", mask], ["--diff-color-alt", "0,160,255"]] {
            let run = try trellis(["diff", a, b, "--json"] + options)
            XCTAssertEqual(run.status, 1, "\(options): \(run.stderr)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: mask))
    }
}
