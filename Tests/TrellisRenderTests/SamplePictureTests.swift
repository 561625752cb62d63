import XCTest
import TrellisLayout
@testable import TrellisRender

/// Writes the sample pictures to /tmp for people to look at
/// (`/tmp/trellis-render-sample.png`, `-dark.png`, `.svg`, `.pdf`).
final class SamplePictureTests: XCTestCase {
    func testWritesSamplePictures() throws {
        let window = SampleScreens.profile()
        let page = RenderPage(window: window, caption: "profile.yaml — iPhone SE 375×667 @2x — step 0")
        try Renderer.render([page], options: RenderOptions(scale: 2), to: "/tmp/trellis-render-sample.png")
        try Renderer.render([page], options: RenderOptions(scale: 2, theme: .dark), to: "/tmp/trellis-render-sample-dark.png")
        try Renderer.render([page], options: RenderOptions(format: .svg), to: "/tmp/trellis-render-sample.svg")
        try Renderer.render([page], options: RenderOptions(format: .pdf), to: "/tmp/trellis-render-sample.pdf")
        let small = RenderPage(window: SampleScreens.small(), caption: "small.yaml — step 1")
        try Renderer.render([small, page], options: RenderOptions(scale: 1), to: "/tmp/trellis-render-strip.png")
        XCTAssertFalse(window.diagnostics.brokenConstraints.isEmpty, "the sample has a broken constraint")
    }
}
