@_spi(Trellis) import TrellisLayout
import XCTest
@testable import TrellisFormat

/// The per-type keys (docs/FORMAT.md, "Control keys"): each sets the UIKit
/// property it names, applies only to its types, and is checked with the
/// usual located errors.
final class ControlKeyTests: XCTestCase {
    func build(_ views: String) throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse("root:\n  subviews:\n" + views, file: "t.yaml"))
    }

    func message(_ views: String) -> String? {
        do { _ = try build(views); return nil } catch { return "\(error)" }
    }

    func testKeysSetTheControlsProperties() throws {
        let b = try build("""
                - {id: t, type: switch, isOn: true}
                - {id: s, type: slider, value: 0.25}
                - {id: st, type: stepper, value: 4}
                - {id: p, type: progressView, progress: 0.5}
                - {id: seg, type: segmentedControl, items: [A, B], selected: 1}
                - {id: pc, type: pageControl, pages: 3}
                - {id: f, type: textField, placeholder: Email}
                - {id: i, type: imageView, image: {name: photo, width: 40, height: 30}}
                - {id: sym, type: imageView, image: {systemName: star}}
                - {id: a, type: activityIndicator, style: large}
            """)
        XCTAssertEqual((b.view("t") as? UISwitch)?.isOn, true)
        XCTAssertEqual((b.view("s") as? UISlider)?.value, 0.25)
        XCTAssertEqual((b.view("st") as? UIStepper)?.value, 4)
        XCTAssertEqual((b.view("p") as? UIProgressView)?.progress, 0.5)
        let seg = try XCTUnwrap(b.view("seg") as? UISegmentedControl)
        XCTAssertEqual(seg.numberOfSegments, 2)
        XCTAssertEqual(seg.titleForSegment(at: 1), "B")
        XCTAssertEqual(seg.selectedSegmentIndex, 1)
        XCTAssertEqual((b.view("pc") as? UIPageControl)?.numberOfPages, 3)
        XCTAssertEqual((b.view("f") as? UITextField)?.placeholder, "Email")
        XCTAssertEqual((b.view("f") as? UITextField)?.borderStyle, .roundedRect, "Interface Builder's border")
        XCTAssertEqual((b.view("i") as? UIImageView)?.image?.size, CGSize(width: 40, height: 30))
        XCTAssertEqual((b.view("i") as? UIImageView)?.image?.name, "photo")
        XCTAssertEqual((b.view("sym") as? UIImageView)?.image?.isSymbolImage, true)
        XCTAssertEqual((b.view("a") as? UIActivityIndicatorView)?.style, .large)
        XCTAssertEqual(b.view("a")?.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(b.view("t")?.accessibilityIdentifier, "t")
    }

    /// `{name}` alone reads the PNG beside the layout file.
    func testImageByNameReadsThePNGBesideTheFile() throws {
        let dir = NSTemporaryDirectory() + "trellis-format-image-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 200, 0, 0, 0, 100, 8, 6, 0, 0, 0]
        FileManager.default.createFile(atPath: dir + "/logo@2x.png", contents: Data(png))
        let path = dir + "/l.yaml"
        try "root:\n  subviews:\n    - {id: i, type: imageView, image: {name: logo}}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let b = try LayoutBuilder.build(try LayoutFile.load(path: path))
        XCTAssertEqual((b.view("i") as? UIImageView)?.image?.size, CGSize(width: 100, height: 50), "@2x: half the pixels")

        try "root:\n  subviews:\n    - {id: i, type: imageView, image: {name: nope}}\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutFile.load(path: path)) { error in
            XCTAssertTrue("\(error)".contains("no PNG image 'nope' beside l.yaml"), "\(error)")
        }
    }

    func testKeyOnTheWrongTypeIsLocated() {
        XCTAssertEqual(message("    - {id: a, type: slider, isOn: true}\n"), """
            t.yaml:3:29: error: 'isOn' applies only to switch, not slider
                    - {id: a, type: slider, isOn: true}
                                            ^~~~
            """)
    }

    func testMisspelledKeySuggestsTheControlKey() {
        XCTAssertTrue(message("    - {id: a, type: textField, placeholdr: Email}\n")?
            .contains("suggestion: did you mean 'placeholder'?") == true)
    }

    func testOutOfRangeValues() {
        XCTAssertEqual(message("    - {id: a, type: progressView, progress: 1.5}\n"), """
            t.yaml:3:45: error: progress must be 0...1, found 1.5
                    - {id: a, type: progressView, progress: 1.5}
                                                            ^~~
              expected: a number from 0 to 1
            """)
        XCTAssertTrue(message("    - {id: a, type: segmentedControl, items: [A], selected: 2}\n")?
            .contains("a segment index must be 0...0, found 2") == true)
        XCTAssertTrue(message("    - {id: a, type: activityIndicator, style: huge}\n")?
            .contains("unknown activity indicator style 'huge'") == true)
        XCTAssertTrue(message("    - {id: a, type: imageView, image: {name: x, width: 3}}\n")?
            .contains("an image needs both width and height, or neither") == true)
    }
}

/// UIKit's colour names in files (light mode).
final class UIKitColorNameTests: XCTestCase {
    func testSemanticColourNames() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            root:
              color: systemGroupedBackground
              subviews:
                - {id: card, color: secondarySystemGroupedBackground}
                - {id: l, type: label, text: Hi, textColor: secondaryLabel}
            """, file: "t.yaml"))
        XCTAssertEqual(b.view("root")?.backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(b.view("card")?.backgroundColor?.hex, "#FFFFFF")
        XCTAssertEqual((b.view("l") as? UILabel)?.textColor, .secondaryLabel)
    }

    func testMisspeltSemanticColourSuggests() {
        do {
            _ = try LayoutFile.parse("root:\n  color: systemBackgrund\n", file: "t.yaml")
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue("\(error)".contains("did you mean 'systemBackground'?"), "\(error)")
        }
    }
}
