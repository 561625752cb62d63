import Foundation
import XCTest
import TrellisFormat
import TrellisLayout
@testable import TrellisRender

// TEMPORARY: not to be committed.
final class ZZDumpTests: XCTestCase {
    func testDump() throws {
        guard let spec = ProcessInfo.processInfo.environment["DUMP"] else { return }
        let parts = spec.split(separator: ":").map(String.init)
        let layout = try LayoutBuilder.build(try LayoutFile.load(path: parts[0]))
        layout.window.textMeasurer = PangoTextMeasurer()
        layout.window.layoutIfNeeded()
        let step = parts.count > 1 ? Int(parts[1])! : 0
        if step > 0 { try layout.apply(throughStep: step) }
        var o = RenderOptions()
        if parts.count > 2 { o.theme = parts[2] == "dark" ? .dark : .light }
        let r = try Renderer.drawingRecords([RenderPage(window: layout.window, caption: "x")], options: o)[0]
        for v in Scene.walk(layout.window) { print("VIEW", v.view.identifier ?? "-", v.view.absoluteFrame) }
        for f in r.frames { print("FRAME", f) }
        for t in r.texts { print("TEXT", t) }
        for p in r.placed { print("PLACED", p.role, p.text, p.rect, p.hadCleanSpot, p.line.map { "\($0.0)-\($0.1)" } ?? "") }
    }
}
