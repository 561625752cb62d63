import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// Fixture paths and small helpers shared by the tests.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// A frame as `x,y,w,h` with no trailing `.0`, for compact assertions.
func describe(_ r: CGRect) -> String {
    func n(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String((d * 1000).rounded() / 1000) }
    return "\(n(r.minX)),\(n(r.minY)),\(n(r.width)),\(n(r.height))"
}

extension BuiltLayout {
    func frame(_ id: String) -> String { describe(view(id)!.frame) }
    /// Every view's frame, for dumping.
    var dump: String { views.map { "\($0.id): \(describe($0.view.frame))" }.joined(separator: "\n") }
}

/// Parses `text` expecting an error; returns its full description.
func parseError(_ text: String, file: String = "test.yaml", line: UInt = #line) -> String {
    do {
        _ = try LayoutFile.parse(text, file: file)
        XCTFail("expected an error", line: line)
        return ""
    } catch {
        return error.description
    }
}
