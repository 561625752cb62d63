import XCTest
@testable import TrellisFormat
import TrellisLayout

/// `canvas: {userInterfaceStyle:}` (the screen's appearance) and a view's
/// `overrideUserInterfaceStyle:`. UIKit's rule, from Apple's documentation
/// of `UIView.overrideUserInterfaceStyle`: "the new style applies to the
/// view and all of the subviews"; unspecified "causes the view to inherit
/// the interface style from a parent view".
final class UserInterfaceStyleKeyTests: XCTestCase {
    func build(_ text: String, style: UIUserInterfaceStyle? = nil) throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse(text, file: "t.yaml"), userInterfaceStyle: style)
    }

    static let views = """
        root:
          color: systemBackground
          subviews:
            - id: card
              color: systemBackground
              overrideUserInterfaceStyle: light
              subviews:
                - {id: inner, color: label}
            - {id: plain, color: secondarySystemBackground}

        """

    func view(_ layout: BuiltLayout, _ id: String) -> UIView { layout.views.first { $0.id == id }!.view }

    func testTheScreensStyleReachesEveryViewWithoutItsOwn() throws {
        let dark = try build("canvas: {device: iphone-15, userInterfaceStyle: dark}\n" + Self.views)
        XCTAssertEqual(dark.window.screenUserInterfaceStyle, .dark)
        XCTAssertEqual(dark.window.rootView.traitCollection.userInterfaceStyle, .dark)
        let plain = view(dark, "plain")
        XCTAssertEqual(plain.traitCollection.userInterfaceStyle, .dark)
        // secondarySystemBackground: #F2F2F7 light, #1C1C1E dark (Apple's UIColor values).
        let resolved = plain.backgroundColor!.resolvedColor(with: plain.traitCollection)
        XCTAssertEqual(resolved.red * 255, 0x1C, accuracy: 0.01)
        XCTAssertEqual(resolved.blue * 255, 0x1E, accuracy: 0.01)
        // The card's own override wins for it and its subviews.
        XCTAssertEqual(view(dark, "card").traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(view(dark, "inner").traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(view(dark, "card").overrideUserInterfaceStyle, .light)
        XCTAssertEqual(plain.overrideUserInterfaceStyle, .unspecified)
    }

    func testLightByDefaultAndTheCommandLineWins() throws {
        let light = try build(Self.views)
        XCTAssertEqual(light.window.screenUserInterfaceStyle, .light)
        XCTAssertEqual(view(light, "plain").traitCollection.userInterfaceStyle, .light)
        let forced = try build("canvas: {device: iphone-15, userInterfaceStyle: light}\n" + Self.views, style: .dark)
        XCTAssertEqual(view(forced, "plain").traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(forced.canvasCaption, "iphone-15 portrait dark")
        XCTAssertEqual(forced.snapshotConfiguration, "iphone-15-portrait-dark")
        XCTAssertEqual(light.canvasCaption, "iphone-15 portrait")
        XCTAssertEqual(light.snapshotConfiguration, "iphone-15-portrait")
    }

    func testExplicitCanvasAndRootOverride() throws {
        let layout = try build("""
            canvas: {width: 320, height: 200, userInterfaceStyle: unspecified}
            root:
              overrideUserInterfaceStyle: dark
              subviews:
                - {id: a}

            """)
        XCTAssertEqual(layout.window.screenUserInterfaceStyle, .unspecified)
        XCTAssertEqual(view(layout, "a").traitCollection.userInterfaceStyle, .dark)
    }

    func testBadValuesAreLocatedWithASuggestion() throws {
        XCTAssertThrowsError(try build("canvas: {device: iphone-15, userInterfaceStyle: drak}\n" + Self.views)) { error in
            let e = error as! FormatError
            XCTAssertEqual(e.line, 1)
            XCTAssertTrue(e.message.contains("unknown interface style 'drak'"), e.message)
            XCTAssertEqual(e.suggestion, "did you mean 'dark'?")
        }
        XCTAssertThrowsError(try build("root:\n  subviews:\n    - {id: a, overrideUserInterfaceStyle: 2}\n"))
    }

    /// Changing the screen's style tells the views whose traits changed, as
    /// a system appearance switch does (`traitCollectionDidChange(_:)`).
    func testChangingTheScreensStyleDeliversTraitChanges() throws {
        let layout = try build(Self.views)
        final class Watcher: UIView {
            var changes = 0
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes += 1 }
        }
        let watcher = Watcher(), pinned = Watcher()
        layout.window.rootView.addSubview(watcher)
        view(layout, "card").addSubview(pinned)
        watcher.changes = 0; pinned.changes = 0
        layout.window.screenUserInterfaceStyle = .dark
        XCTAssertEqual(watcher.changes, 1)
        XCTAssertEqual(pinned.changes, 0, "under a light override nothing changed")
        layout.window.screenUserInterfaceStyle = .dark
        XCTAssertEqual(watcher.changes, 1)
    }

    /// A step switches the screen's appearance, as the device's setting
    /// does; frames don't move.
    func testAStepSwitchesTheScreensStyle() throws {
        let layout = try build(Self.views + "steps:\n  - title: Dark\n    userInterfaceStyle: dark\n")
        let plain = view(layout, "plain")
        let frame = plain.frame
        XCTAssertEqual(plain.traitCollection.userInterfaceStyle, .light)
        try layout.apply(throughStep: 1)
        XCTAssertEqual(plain.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(view(layout, "inner").traitCollection.userInterfaceStyle, .light, "under the card's light override")
        XCTAssertEqual(plain.frame, frame)
        XCTAssertEqual(layout.canvasCaption, "iphone-15 portrait dark")
        XCTAssertEqual(layout.document.steps[0].actions.map(\.summary), ["userInterfaceStyle dark"])
    }
}
