import XCTest
import TrellisLayout
@testable import TrellisRender

/// Controls are drawn from their classes (docs/RENDERING.md, "Controls"):
/// pixels sampled at 1x with overlays off, so only the app's drawing shows.
final class ControlDrawingTests: XCTestCase {
    /// A 200 × 100 white window with `view` pinned at `rect`.
    func render(_ view: UIView, at rect: CGRect, overlays: Set<Overlay> = []) throws -> PNGImage {
        let window = UIWindow(width: 200, height: 100, scale: 1)
        window.rootView.backgroundColor = .white
        view.frame = rect
        window.rootView.addSubview(view)
        let png = try Renderer.render([RenderPage(window: window, caption: "controls")],
                                      options: RenderOptions(scale: 1, overlays: overlays, showLegend: false))
        return try PNGImage(png)
    }

    /// The pixel at window point (x, y).
    func pixel(_ image: PNGImage, _ x: Double, _ y: Double) -> [UInt8] {
        let p = image.pixel(x: Int(PageLayout.side + x), y: Int(PageLayout.captionBand + y))
        return [p.r, p.g, p.b]
    }

    /// A switch that is on fills its track with system green (UISwitch's
    /// default onTintColor) and its knob sits at the trailing end; off, the
    /// track is pale grey and the knob at the leading end.
    func testSwitchOnAndOff() throws {
        let on = UISwitch()
        on.isOn = true
        let onImage = try render(on, at: CGRect(x: 20, y: 20, width: 51, height: 31))
        XCTAssertEqual(pixel(onImage, 28, 35), [52, 199, 89], "green track at the leading end")
        XCTAssertEqual(pixel(onImage, 56, 35), [255, 255, 255], "white knob at the trailing end")
        let off = try render(UISwitch(), at: CGRect(x: 20, y: 20, width: 51, height: 31))
        XCTAssertEqual(pixel(off, 62, 35), [229, 229, 234], "systemGray5 track at the trailing end")
        XCTAssertEqual(pixel(off, 34, 35), [255, 255, 255], "knob at the leading end")
    }

    /// The slider's minimum track (tint) runs to the thumb at `value`.
    func testSliderTrackAndThumbAtValue() throws {
        let slider = UISlider()
        slider.value = 0.5
        let image = try render(slider, at: CGRect(x: 0, y: 20, width: 200, height: 31))
        // Thumb centre: 14 + 0.5 × (200 - 28) = 100; track at y 35.5.
        XCTAssertEqual(pixel(image, 40, 35), [0, 122, 255], "tint before the thumb")
        XCTAssertEqual(pixel(image, 100, 35), [255, 255, 255], "the thumb")
        XCTAssertEqual(pixel(image, 170, 35), [209, 209, 214], "systemGray4 after it")
    }

    /// The progress bar is filled to `progress`.
    func testProgressFill() throws {
        let bar = UIProgressView()
        bar.progress = 0.25
        let image = try render(bar, at: CGRect(x: 0, y: 40, width: 200, height: 4))
        XCTAssertEqual(pixel(image, 30, 42), [0, 122, 255])
        XCTAssertEqual(pixel(image, 120, 42), [229, 229, 234])
    }

    /// A disabled control's content is drawn at 0.35 of its opacity.
    func testDisabledControlIsDimmed() throws {
        let bar = UISlider()
        bar.value = 1
        bar.isEnabled = false
        let image = try render(bar, at: CGRect(x: 0, y: 20, width: 200, height: 31))
        let p = pixel(image, 40, 35)
        // Tint (0, 122, 255) at 0.35 over the pale track at 0.35 over white: light blue.
        XCTAssertGreaterThan(p[0], 100, "dimmed: \(p)")
        XCTAssertGreaterThan(p[2], p[0] + 20, "still blue: \(p)")
    }

    /// An image view draws a placeholder (Trellis never decodes pixels).
    func testImageViewPlaceholder() throws {
        let image = try render(UIImageView(image: UIImage(size: CGSize(width: 80, height: 60), name: "photo")),
                               at: CGRect(x: 10, y: 10, width: 80, height: 60))
        XCTAssertNotEqual(pixel(image, 15, 60), [255, 255, 255], "the placeholder fill")
    }

    /// layer.cornerRadius rounds the background; layer.borderWidth and
    /// borderColor stroke inside the bounds; alpha scales what's drawn.
    func testLayerCornersBorderAndAlpha() throws {
        let v = UIView()
        v.backgroundColor = .red
        v.layer.cornerRadius = 20
        v.layer.borderWidth = 4
        v.layer.borderColor = UIColor.blue.cgColor
        let image = try render(v, at: CGRect(x: 20, y: 20, width: 100, height: 60))
        XCTAssertEqual(pixel(image, 21, 21), [255, 255, 255], "the corner is cut")
        XCTAssertEqual(pixel(image, 70, 21), [0, 0, 255], "the border along the top")
        XCTAssertEqual(pixel(image, 70, 50), [255, 0, 0], "the fill inside")

        let faint = UIView()
        faint.backgroundColor = .black
        faint.alpha = 0.5
        let half = try render(faint, at: CGRect(x: 0, y: 0, width: 200, height: 100))
        let p = pixel(half, 100, 50)
        XCTAssertTrue((126...129).contains(p[0]), "black at alpha 0.5 over white: \(p)")
    }

    /// clipsToBounds clips subviews to the view's (rounded) bounds.
    func testClipsToBoundsClipsSubviews() throws {
        let parent = UIView()
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.backgroundColor = .green
        parent.addSubview(child)
        let image = try render(parent, at: CGRect(x: 50, y: 20, width: 50, height: 50))
        XCTAssertEqual(pixel(image, 75, 45), [0, 255, 0], "inside the parent")
        XCTAssertEqual(pixel(image, 150, 45), [255, 255, 255], "outside: clipped")
    }

    /// The renderer reads classes: a segmented control's selected segment
    /// is raised in white over the pale track.
    func testSegmentedControlDrawsTheSelectedSegment() throws {
        let segments = UISegmentedControl(items: ["", ""])
        segments.selectedSegmentIndex = 1
        let image = try render(segments, at: CGRect(x: 0, y: 20, width: 200, height: 32))
        XCTAssertEqual(pixel(image, 50, 36), [238, 238, 239], "unselected: the track")
        XCTAssertEqual(pixel(image, 150, 36), [255, 255, 255], "selected: white")
    }

    /// The columns (window points) where a row band has non-white pixels.
    func inkColumns(_ image: PNGImage, rows: ClosedRange<Int>) -> [Int] {
        (0..<200).filter { x in rows.contains { y in pixel(image, Double(x), Double(y)) != [255, 255, 255] } }
    }

    /// A button's title is centred in a button wider than the title (UIButton's
    /// default contentHorizontalAlignment, center).
    func testWideButtonTitleIsCentred() throws {
        let button = UIButton(type: .system)
        button.setTitle("Short", for: .normal)
        let image = try render(button, at: CGRect(x: 0, y: 20, width: 200, height: 40), overlays: [.labels])
        let ink = inkColumns(image, rows: 25...55)
        let middle = Double(ink.first! + ink.last!) / 2
        XCTAssertEqual(middle, 100, accuracy: 2, "ink \(ink.first!)...\(ink.last!)")
    }

    /// textAlignment: right puts every line at the right edge, center centres them.
    func testLabelAlignmentRightAndCenter() throws {
        for alignment in [NSTextAlignment.right, .center] {
            let label = UILabel(text: "ab cd ef gh ij kl mn op")
            label.numberOfLines = 0
            label.textAlignment = alignment
            let image = try render(label, at: CGRect(x: 0, y: 0, width: 120, height: 100), overlays: [.labels])
            let ink = inkColumns(image, rows: 0...99)
            if alignment == .right {
                XCTAssertGreaterThan(ink.last!, 112, "right edge")
                XCTAssertGreaterThan(ink.first!, 0, "not from the left")
            } else {
                XCTAssertEqual(Double(ink.first! + ink.last!) / 2, 60, accuracy: 3, "centred in 120")
            }
        }
    }

    /// contentMode decides where an image view draws its image (UIView.ContentMode):
    /// an 80 × 40 image aspect-fit in 100 × 100 is 100 × 50 at y 25; aspect-fill
    /// covers; center keeps its size.
    func testImageViewContentMode() throws {
        let image = UIImage(size: CGSize(width: 80, height: 40), name: "wide")
        let fit = UIImageView(image: image)
        fit.contentMode = .scaleAspectFit
        let fitted = try render(fit, at: CGRect(x: 50, y: 0, width: 100, height: 100))
        XCTAssertEqual(pixel(fitted, 55, 15), [255, 255, 255], "above the fitted image")
        XCTAssertNotEqual(pixel(fitted, 55, 30), [255, 255, 255], "inside it (25...75)")
        let centred = UIImageView(image: image)
        centred.contentMode = .center
        let centre = try render(centred, at: CGRect(x: 50, y: 0, width: 100, height: 100))
        XCTAssertEqual(pixel(centre, 55, 50), [255, 255, 255], "left of the 80-wide image (60...140)")
        XCTAssertNotEqual(pixel(centre, 65, 50), [255, 255, 255])
        XCTAssertEqual(ControlDrawing.contentRect(CGSize(width: 80, height: 40), in: CGSize(width: 100, height: 100), .scaleAspectFill),
                       CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    /// UIButton.Configuration.filled() draws the tint behind a white title.
    func testFilledConfigurationButton() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        let image = try render(UIButton(configuration: config), at: CGRect(x: 20, y: 20, width: 160, height: 40), overlays: [.labels])
        XCTAssertEqual(pixel(image, 40, 40), [0, 122, 255], "the tint fills the button")
        let ink = inkColumns(image, rows: 22...58).filter { x in (22...58).contains { y in pixel(image, Double(x), Double(y)) == [255, 255, 255] } }
        XCTAssertFalse(ink.isEmpty)
    }

    /// An empty text field shows its placeholder in placeholderText (grey);
    /// with text, the text in the text colour.
    func testPlaceholderIsGreyAndTextIsNot() throws {
        func darkest(_ field: UITextField) throws -> Int {
            let image = try render(field, at: CGRect(x: 0, y: 20, width: 200, height: 40), overlays: [.labels])
            var darkest = 255
            for x in 10..<150 { for y in 25..<55 { darkest = min(darkest, Int(pixel(image, Double(x), Double(y))[0])) } }
            return darkest
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        let placeholder = try darkest(field)
        XCTAssertGreaterThan(placeholder, 120, "placeholder text is a light grey (60, 60, 67 at 30 %)")
        field.text = "Email"
        field.textColor = .black
        XCTAssertLessThan(try darkest(field), 40, "text is black")
    }
}
