import Foundation
import TrellisFormat
import TrellisLayout
import TrellisRender
import XCTest

/// Every gallery layout draws in every format, and drawing it twice gives
/// the same bytes (issue: "rendering a file twice gives identical bytes").
final class GalleryRenderTests: XCTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    func galleryFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path)
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted().map { Self.snapshots.appendingPathComponent($0) }
    }

    func pages(_ file: URL) throws -> [RenderPage] {
        let document = try LayoutFile.load(path: file.path)
        let first = try LayoutBuilder.build(document)
        var result: [RenderPage] = []
        for step in 0...first.stepCount {
            let layout = step == 0 ? first : try LayoutBuilder.build(document)
            layout.window.textMeasurer = PangoTextMeasurer()
            try layout.apply(throughStep: step)
            result.append(RenderPage(window: layout.window, caption: "\(file.lastPathComponent) · step \(step)"))
        }
        return result
    }

    func testEveryGalleryFileRendersIdenticallyTwiceInEveryFormat() throws {
        try Fonts.configure()
        let files = try galleryFiles()
        XCTAssertGreaterThanOrEqual(files.count, 15, "the gallery has at least 15 layouts")
        for file in files {
            for format in OutputFormat.allCases {
                var options = RenderOptions()
                options.format = format
                let first = try Renderer.render(try pages(file), options: options)
                let second = try Renderer.render(try pages(file), options: options)
                XCTAssertGreaterThan(first.count, 500, "\(file.lastPathComponent) \(format)")
                XCTAssertTrue(first == second, "\(file.lastPathComponent) as \(format) differs between two renders")
            }
        }
    }
}
