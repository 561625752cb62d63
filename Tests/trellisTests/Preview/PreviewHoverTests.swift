import Foundation
import TrellisFormat
import TrellisRender
import TrellisSnapshot
import XCTest
@testable import trellis

/// The JSON the page hovers with: every view's frames (the numbers
/// `trellis layout --json` prints, plus the window frame the page hit-tests
/// against), the constraints that tie it, and where the window is on the
/// picture.
final class PreviewHoverTests: XCTestCase {
    var fixture: PreviewFixture!

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() { fixture.remove() }

    func views(_ body: [String: Any]) throws -> [String: [String: Any]] {
        let list = try XCTUnwrap(body["views"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as! String, $0) })
    }

    func testFramesAreTheLayoutCommandsFrames() throws {
        let body = try json(try fixture.site().respond(method: "GET", target: "/api/views?file=card.yaml&step=1"))
        XCTAssertEqual(body["ok"] as? Bool, true)
        let byID = try views(body)
        XCTAssertEqual((body["views"] as? [[String: Any]])?.map { $0["id"] as! String }, ["root", "title", "card"], "file order")
        // The frames record of the same file and step, built as `trellis layout --json` builds it.
        let layout = try buildLayout(fixture.site.appendingPathComponent("card.yaml").path, LayoutOptions.parse([]))
        try applySteps(layout, through: 1)
        let record = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(FramesRecord.json(layout).render().utf8)) as? [String: Any])
        for view in try XCTUnwrap(record["views"] as? [[String: Any]]) {
            let id = view["id"] as! String
            let hovered = try XCTUnwrap(byID[id], id)
            XCTAssertEqual(hovered["frame"] as? [String: Double], view["frame"] as? [String: Double], id)
            XCTAssertEqual(hovered["absoluteFrame"] as? [String: Double], view["absoluteFrame"] as? [String: Double], id)
        }
        let card = try XCTUnwrap(byID["card"])
        XCTAssertEqual((card["frame"] as? [String: Double])?["height"], 200, "step 1 made the card taller")
        XCTAssertEqual(card["type"] as? String, "UIView")
        XCTAssertEqual(card["superview"] as? String, "root")
        XCTAssertEqual(byID["title"]?["type"] as? String, "UILabel")
        XCTAssertEqual(card["hidden"] as? Bool, false)
        XCTAssertEqual(card["windowFrame"] as? [String: Double], card["absoluteFrame"] as? [String: Double],
                       "the root fills the window")
    }

    func testEachViewListsTheConstraintsThatTieIt() throws {
        let body = try json(try fixture.site().respond(method: "GET", target: "/api/views?file=card.yaml&step=1"))
        let card = try XCTUnwrap(try views(body)["card"])
        let constraints = try XCTUnwrap(card["constraints"] as? [[String: Any]])
        let sources = constraints.compactMap { $0["source"] as? String }
        XCTAssertTrue(sources.contains("card.top == title.lastBaseline + 12"), "\(sources)")
        XCTAssertTrue(sources.contains("card.height == 120"), "\(sources)")
        XCTAssertEqual(sources.filter { $0 == "H:|-[card]-|" }.count, 2, "Visual Format: both edges")
        let height = try XCTUnwrap(constraints.first { $0["name"] as? String == "card-height" })
        XCTAssertEqual(height["formula"] as? String, "UIView:card.height == 200", "the constant after the step")
        XCTAssertEqual(height["active"] as? Bool, true)
        XCTAssertEqual(height["broken"] as? Bool, false)
        XCTAssertEqual(height["priority"] as? Double, 1000)
        // Constraints through the root's guides are the root's too.
        let root = try XCTUnwrap(try views(body)["root"]?["constraints"] as? [[String: Any]])
        XCTAssertTrue(root.contains { $0["source"] as? String == "title.top == root.safeArea.top + 20" })
        // The system's own (a label's intrinsic size) are listed, marked.
        let title = try XCTUnwrap(try views(body)["title"]?["constraints"] as? [[String: Any]])
        XCTAssertTrue(title.contains { ($0["generated"] as? String)?.isEmpty == false && $0["source"] is NSNull }, "\(title)")
        XCTAssertFalse(card.keys.contains("ambiguous") && (card["ambiguous"] as? [String])?.isEmpty == false)
    }

    func testThePageKnowsWhereTheWindowIsOnThePicture() throws {
        let site = try fixture.site()
        // With steps the caption takes two lines (file · device, then the
        // step), so the window starts lower.
        let stepped = try json(site.respond(method: "GET", target: "/api/preview?file=card.yaml&step=1"))
        let page = try XCTUnwrap(stepped["page"] as? [String: Double])
        XCTAssertEqual(page["windowX"], 20)
        XCTAssertEqual(page["windowY"], 50)
        XCTAssertEqual(page["windowWidth"], 393)
        XCTAssertEqual(page["windowHeight"], 852)
        let svg = try XCTUnwrap(stepped["svg"] as? String)
        XCTAssertTrue(svg.contains("<svg"), "an SVG picture")
        XCTAssertTrue(svg.contains("width=\"\(Int(page["width"]!))pt\""), "the picture is the page's size: \(svg.prefix(300))")
        XCTAssertEqual(stepped["steps"] as? [String], ["step 0 (initial)", "step 1: Taller card"])
        XCTAssertEqual(stepped["stepCount"] as? Int, 1)
        XCTAssertEqual(stepped["device"] as? String, "iphone-15")
        XCTAssertEqual(stepped["orientation"] as? String, "portrait")

        try "canvas: {device: iphone-se}\nroot: {}\n".write(to: fixture.site.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        let plain = try json(site.respond(method: "GET", target: "/api/views?file=plain.yaml"))
        XCTAssertEqual((plain["page"] as? [String: Double])?["windowY"], 36, "a one-line caption")
    }

    func testAStoryboardOffersItsScenes() throws {
        let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TrellisInterfaceBuilderTests/Fixtures/Main.storyboard")
        try FileManager.default.copyItem(at: storyboard, to: fixture.site.appendingPathComponent("Main.storyboard"))
        let site = try fixture.site()
        let first = try json(site.respond(method: "GET", target: "/api/views?file=Main.storyboard"))
        let scenes = try XCTUnwrap(first["scenes"] as? [[String: String]])
        XCTAssertEqual(scenes.map { $0["title"] }, ["Greeting", "Settings"])
        XCTAssertTrue(first["scene"] is NSNull, "none picked: the first")
        XCTAssertTrue(try views(first).keys.contains("titleLabel"))
        let second = try json(site.respond(method: "GET", target: "/api/views?file=Main.storyboard&scene=\(scenes[1]["id"]!)"))
        XCTAssertEqual(second["scene"] as? String, scenes[1]["id"])
        XCTAssertTrue(try views(second).keys.contains("badge"))
        XCTAssertEqual(try json(site.respond(method: "GET", target: "/api/views?file=card.yaml"))["scenes"] as? [String], [])
    }

    /// The appearance picker is `--appearance`: the screen dark, and the
    /// page's theme following it unless the theme is picked too.
    func testTheAppearanceReachesTheLayoutAndTheThemeFollowsIt() throws {
        let site = try fixture.site()
        let plain = try json(site.respond(method: "GET", target: "/api/views?file=card.yaml"))
        XCTAssertEqual(plain["appearance"] as? String, "light")
        XCTAssertEqual(plain["theme"] as? String, "light")
        let dark = try json(site.respond(method: "GET", target: "/api/views?file=card.yaml&appearance=dark"))
        XCTAssertEqual(dark["appearance"] as? String, "dark")
        XCTAssertEqual(dark["theme"] as? String, "dark", "the theme follows the appearance")
        let mixed = try json(site.respond(method: "GET", target: "/api/views?file=card.yaml&appearance=dark&theme=light"))
        XCTAssertEqual(mixed["appearance"] as? String, "dark")
        XCTAssertEqual(mixed["theme"] as? String, "light")
        // The picture is `trellis render --appearance dark --format svg`'s.
        let picture = site.respond(method: "GET", target: "/picture.svg?file=card.yaml&appearance=dark")
        let layout = try buildLayout(fixture.site.appendingPathComponent("card.yaml").path, LayoutOptions.parse(["--appearance", "dark"]))
        let svg = try Renderer.render([RenderPage(window: layout.window, caption: RenderCommand.caption("card.yaml", layout, step: 0))],
                                      options: RenderOptions(format: .svg, scale: 1, theme: .dark))
        XCTAssertEqual(picture.status, 200)
        XCTAssertEqual(picture.text, String(decoding: svg, as: UTF8.self))
    }

    func testTheChoicesReachTheRenderer() throws {
        let site = try fixture.site()
        let body = try json(site.respond(method: "GET",
                                         target: "/api/views?file=card.yaml&device=iphone-se&orientation=landscape&focus=card,nothing&theme=dark"))
        XCTAssertEqual(body["device"] as? String, "iphone-se")
        XCTAssertEqual(body["orientation"] as? String, "landscape")
        XCTAssertEqual(body["focus"] as? [String], ["card"], "names that aren't views are dropped")
        XCTAssertEqual(body["theme"] as? String, "dark")
        XCTAssertEqual((body["page"] as? [String: Double])?["windowWidth"], 667)
        // The picture is what `trellis render --format svg` draws for the same choices.
        let picture = site.respond(method: "GET", target: "/picture.svg?file=card.yaml&device=iphone-se&step=1&focus=card")
        XCTAssertEqual(picture.status, 200)
        XCTAssertEqual(picture.contentType, "image/svg+xml")
        let layout = try buildLayout(fixture.site.appendingPathComponent("card.yaml").path, LayoutOptions.parse(["--device", "iphone-se"]))
        try applySteps(layout, through: 1)
        var options = RenderOptions(format: .svg, scale: 1)
        options.focus = ["card"]
        let expected = try Renderer.render([RenderPage(window: layout.window, caption: RenderCommand.caption("card.yaml", layout, step: 1))],
                                           options: options)
        XCTAssertEqual(picture.text, String(decoding: expected, as: UTF8.self))
    }

    /// `content=full` (the page's "whole content too"): the scroll view's
    /// content page follows the window's, the answer says how wide the
    /// whole picture is (the page scales the pointer by it), and the SVG is
    /// what `trellis render --content full` draws. A bad value is a 400.
    func testWholeScrollContentIsAPageBesideTheWindow() throws {
        try """
            canvas: {device: iphone-se}
            root:
              subviews:
                - id: scroll
                  type: scrollView
                  subviews:
                    - {id: tall, color: "#34C759"}
            constraints:
              - H:|[scroll]|
              - V:|[scroll]|
              - tall.top == scroll.contentLayout.top
              - tall.bottom == scroll.contentLayout.bottom
              - tall.leading == scroll.contentLayout.leading
              - tall.trailing == scroll.contentLayout.trailing
              - tall.width == scroll.frameLayout.width
              - tall.height == 1500
            """.write(to: fixture.site.appendingPathComponent("scroll.yaml"), atomically: true, encoding: .utf8)
        let site = try fixture.site()
        let viewport = try json(site.respond(method: "GET", target: "/api/preview?file=scroll.yaml"))
        let full = try json(site.respond(method: "GET", target: "/api/preview?file=scroll.yaml&content=full"))
        XCTAssertEqual(viewport["content"] as? String, "viewport")
        XCTAssertEqual(full["content"] as? String, "full")
        let page = try XCTUnwrap(full["page"] as? [String: Double]), picture = try XCTUnwrap(full["picture"] as? [String: Double])
        XCTAssertEqual((viewport["picture"] as? [String: Double])?["width"], (viewport["page"] as? [String: Double])?["width"])
        XCTAssertGreaterThan(picture["width"]!, 2 * page["width"]! - 1, "two pages side by side: \(picture)")
        XCTAssertEqual(page, viewport["page"] as? [String: Double], "the window's page is where it was")
        let svg = try XCTUnwrap(full["svg"] as? String)
        XCTAssertTrue(svg.contains("width=\"\(Int(picture["width"]!))pt\""), String(svg.prefix(200)))
        let layout = try buildLayout(fixture.site.appendingPathComponent("scroll.yaml").path, LayoutOptions.parse([]))
        var options = RenderOptions(format: .svg, scale: 1)
        options.content = .full
        let expected = try Renderer.render([RenderPage(window: layout.window, caption: RenderCommand.caption("scroll.yaml", layout, step: 0))],
                                           options: options)
        XCTAssertEqual(svg, String(decoding: expected, as: UTF8.self))
        let bad = try site.respond(method: "GET", target: "/api/preview?file=scroll.yaml&content=everything")
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(bad.text.contains("expected viewport or full"), bad.text)
    }
}
