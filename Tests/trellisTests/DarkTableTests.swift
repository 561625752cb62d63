import Foundation
import TrellisDiff
import TrellisFormat
import TrellisLayout
import TrellisRender
import XCTest
@testable import trellis

/// A table on a dark screen draws its separators in `separator`'s dark
/// value (#545458 at 60 %, Apple's UIColor values: 50, 50, 53 over the
/// black of systemGroupedBackground) and its chevron and checkmark in dark
/// colours; on a light screen the separators stay the page's, as before.
final class DarkTableTests: XCTestCase {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/table-settings-grouped.yaml").path

    /// The colours down the column 200 points into the window, at 2x (the
    /// separators' half point is one pixel) with no
    /// overlays (the window is drawn 20 pt in and 36 pt down: docs/RENDERING.md).
    func column(_ appearance: String) throws -> [[UInt8]] {
        let layout = try buildLayout(Self.file, LayoutOptions.parse(["--appearance", appearance]))
        var options = RenderOptions(format: .png, scale: 2, overlays: [], theme: appearance == "dark" ? .dark : .light)
        options.showLegend = false
        let png = try Renderer.render([RenderPage(window: layout.window, caption: "t")], options: options)
        let image = try PNGCodec.decode(png)
        return (2 * 36..<image.height).map { Array(image.pixel(x: 2 * (20 + 200), y: $0).prefix(3)) }
    }

    func testSeparatorsResolveDark() throws {
        let dark = try column("dark")
        // A separator on a whole pixel is exactly (50, 50, 53); one between
        // two pixels (rows 56.5 points tall) shares it out, each part
        // darker, never black and never as bright as text.
        XCTAssertTrue(dark.contains([50, 50, 53]))
        let rows = dark.indices.filter { i in (10...55).contains(dark[i][0]) && (i == 0 || !(10...55).contains(dark[i - 1][0])) }
        XCTAssertGreaterThanOrEqual(rows.count, 3, "a separator under each row but a section's last")
        let light = try column("light")
        XCTAssertTrue(light.allSatisfy { $0[0] > 150 }, "no dark separator on the light screen")
    }
}
