import XCTest
import TrellisLayout

/// UIImage and UIImageView: sizes from PNG headers, scales from `@2x`/`@3x`
/// names (UIImage docs: "size ... in points"; "scale ... @2x ... 2.0"), and
/// an image view's intrinsic size is its image's.
final class ImageTests: XCTestCase {
    var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "trellis-images-\(getpid())-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The first 33 bytes of a PNG: signature and IHDR (width, height big-endian).
    func writePNG(_ name: String, width: UInt32, height: UInt32) {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
    }

    func testNamedReadsThePNGSize() throws {
        writePNG("logo.png", width: 120, height: 40)
        UIImage.bundleDirectory = directory
        defer { UIImage.bundleDirectory = "." }
        let image = try XCTUnwrap(UIImage(named: "logo"))
        XCTAssertEqual(image.size, CGSize(width: 120, height: 40))
        XCTAssertEqual(image.scale, 1)
        XCTAssertNil(UIImage(named: "missing"))
    }

    /// A `@2x` file's size in points is half its pixels.
    func testScaleFromTheFileName() throws {
        writePNG("icon@2x.png", width: 48, height: 48)
        UIImage.bundleDirectory = directory
        defer { UIImage.bundleDirectory = "." }
        let image = try XCTUnwrap(UIImage(named: "icon"))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 24, height: 24))
        let byPath = try XCTUnwrap(UIImage(contentsOfFile: directory + "/icon@2x.png"))
        XCTAssertEqual(byPath.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(byPath.name, "icon")
    }

    func testNotAPNGIsNil() {
        FileManager.default.createFile(atPath: directory + "/fake.png", contents: Data("GIF89a not a png at all....".utf8))
        XCTAssertNil(UIImage(contentsOfFile: directory + "/fake.png"))
    }

    func testSystemNameHasTheNominalSize() throws {
        let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
        XCTAssertEqual(star.size, UIImage.nominalSymbolSize)
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertNil(UIImage(systemName: ""))
    }

    /// UIImageView: no image, no intrinsic size; `init(image:)` sizes the
    /// frame to the image (UIImageView docs: "adjusts the frame of the
    /// receiver to match the size of the specified image").
    func testImageViewIntrinsicSizeIsTheImage() {
        XCTAssertEqual(UIImageView().intrinsicContentSize, CGSize(width: -1, height: -1))
        let image = UIImage(size: CGSize(width: 60, height: 40))
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 60, height: 40))

        let window = HandLayout.phoneSE()
        let placed = UIImageView()
        placed.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(placed)
        placed.centerXAnchor.constraint(equalTo: window.rootView.centerXAnchor).isActive = true
        placed.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100).isActive = true
        placed.image = image
        window.layoutIfNeeded()
        // Centred: 187.5 - 30 = 157.5.
        assertHandFrame(placed, 157.5, 100, 60, 40)
    }
}
