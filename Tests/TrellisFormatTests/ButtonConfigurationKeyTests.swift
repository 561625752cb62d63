import TrellisLayout
import XCTest
@testable import TrellisFormat

/// A button's `configuration:` (docs/FORMAT.md, "Button configurations"):
/// `UIButton.Configuration`'s preset and the properties that size the
/// button. With the fixed test measurer a 17-point character is 8.5 wide
/// and the body line 20.4 high, so "Continue" is 68 × 20.4.
final class ButtonConfigurationKeyTests: XCTestCase {
    func build(_ views: String) throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse("root:\n  subviews:\n" + views, file: "t.yaml"))
    }

    func size(_ view: String) throws -> CGSize {
        try XCTUnwrap(try build("    - " + view + "\n").view("b")).intrinsicContentSize
    }

    /// Medium (the default): the body font, 7 above and below, 12 at the sides.
    func testPresetAndDefaultInsets() throws {
        let b = try build("    - {id: b, type: button, text: Continue, configuration: {style: filled}}\n")
        let button = try XCTUnwrap(b.view("b") as? UIButton)
        XCTAssertNotNil(button.configuration)
        XCTAssertEqual(button.currentTitle, "Continue")
        XCTAssertEqual(button.currentTitleColor, .white, "filled: white on the tint")
        XCTAssertEqual(button.intrinsicContentSize.width, 92, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, 34.4, accuracy: 1e-9)
        // A legacy button of the same title: System 15 and 6 above and below.
        let legacy = try size("{id: b, type: button, text: Continue}")
        XCTAssertEqual(legacy.height, 30, accuracy: 1e-9)
    }

    func testSizeInsetsAndFont() throws {
        // large: 14 and 20 (ButtonMetrics).
        let large = try size("{id: b, type: button, text: Continue, configuration: {style: tinted, size: large}}")
        XCTAssertEqual(large.width, 108, accuracy: 1e-9)
        XCTAssertEqual(large.height, 48.4, accuracy: 1e-9)
        // contentInsets replace the size's; the view's font is the title's.
        let inset = try size("{id: b, type: button, text: Continue, font: 10, configuration: {contentInsets: {top: 12, bottom: 11}}}")
        XCTAssertEqual(inset.width, 40, accuracy: 1e-9)
        XCTAssertEqual(inset.height, 12 + 12 + 11, accuracy: 1e-9)
    }

    /// The image beside or above the title, `imagePadding` between them.
    func testImagePlacementAndPadding() throws {
        let top = try size("{id: b, type: button, text: Continue, image: {name: icon, width: 24, height: 24}, configuration: {imagePlacement: top, imagePadding: 8}}")
        XCTAssertEqual(top.width, 68 + 24, accuracy: 1e-9)
        XCTAssertEqual(top.height, 20.4 + 8 + 24 + 14, accuracy: 1e-9)
        let leading = try size("{id: b, type: button, text: Continue, image: {name: icon, width: 24, height: 24}, configuration: {imagePadding: 8}}")
        XCTAssertEqual(leading.width, 24 + 8 + 68 + 24, accuracy: 1e-9)
        XCTAssertEqual(leading.height, 24 + 14, accuracy: 1e-9)
        // A subtitle below the title, in the subheadline style, titlePadding apart.
        let subtitle = try size("{id: b, type: button, text: Go, configuration: {subtitle: Now, titlePadding: 2}}")
        XCTAssertGreaterThan(subtitle.height, 20.4 + 2 + 14)
    }

    /// A `text` step retitles the configuration.
    func testTextStepSetsTheConfigurationsTitle() throws {
        let b = try build("    - {id: b, type: button, text: Go, configuration: {style: gray}}\n")
        let button = try XCTUnwrap(b.view("b") as? UIButton)
        ViewFactory.setText("Continue", of: button)
        XCTAssertEqual(button.configuration?.title, "Continue")
        XCTAssertEqual(button.intrinsicContentSize.width, 92, accuracy: 1e-9)
    }

    func testErrors() {
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: l, type: label, configuration: {style: plain}}\n")
            .contains("'configuration' applies only to button, not label"))
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: b, type: button, configuration: {style: filed}}\n")
            .contains("filled"))
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: b, type: button, configuration: {padding: 3}}\n")
            .contains("padding"))
    }
}
