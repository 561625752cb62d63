import Synchronization

/// `UIImage`, as layout needs it: a size in points, a scale and a name.
/// Pixels are never decoded; a named PNG's size is read from its header.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// `size`: in points (pixels divided by ``scale``).
    public let size: CGSize
    /// `scale`: 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    public let scale: CGFloat
    /// The name the image was made from (`UIImage(named:)`,
    /// `UIImage(systemName:)`), nil for ``init(size:)``.
    public let name: String?
    /// Whether this is an SF Symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// `symbolConfiguration`: a symbol's configuration (unspecified values
    /// until ``withConfiguration(_:)`` or ``applyingSymbolConfiguration(_:)``
    /// give some), nil for other images, as in UIKit.
    public let symbolConfiguration: SymbolConfiguration?
    /// `renderingMode`: `.automatic` unless ``withRenderingMode(_:)`` says.
    public let renderingMode: RenderingMode
    /// The colour ``withTintColor(_:)`` gave the image (UIKit keeps it private).
    public let imageTintColor: UIColor?

    /// Where `UIImage(named:)` looks: the app bundle's resource directory in
    /// UIKit. The current directory unless set (a Trellis addition).
    public static var bundleDirectory: String {
        get { directory.withLock { $0 } }
        set { directory.withLock { $0 = newValue } }
    }
    private static let directory = Mutex(".")

    /// The size of a symbol image at ``nominalSymbolPointSize``, the
    /// medium scale: a 20 × 20 square (roughly a symbol at the 17-point
    /// body size; a Trellis rule). Other point sizes and scales scale it
    /// (``SymbolConfiguration``; docs/LAYOUT.md, "Symbols").
    public static let nominalSymbolSize = CGSize(width: 20, height: 20)
    /// The point size of a symbol whose configuration gives none: the body
    /// text style's 17 (UIKit sizes unconfigured symbols for body text).
    public static let nominalSymbolPointSize: CGFloat = 17

    /// A Trellis helper: an image of a given size in points, for layouts
    /// that only need the size.
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
        isSymbolImage = false
        symbolConfiguration = nil
        renderingMode = .automatic
        imageTintColor = nil
    }

    /// A copy with some of its facts replaced.
    init(size: CGSize, scale: CGFloat, name: String?, isSymbolImage: Bool, symbolConfiguration: SymbolConfiguration?,
         renderingMode: RenderingMode, imageTintColor: UIColor?) {
        self.size = size
        self.scale = scale
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.symbolConfiguration = symbolConfiguration
        self.renderingMode = renderingMode
        self.imageTintColor = imageTintColor
    }

    /// `UIImage(named:)`: the PNG `name` in ``bundleDirectory``. A name
    /// without an extension is tried as `name@3x.png`, `name@2x.png`, then
    /// `name.png` (UIKit prefers the screen's scale; Trellis the largest
    /// found) and its size divided by that scale. Nil when no file is found
    /// or the file isn't a PNG.
    public convenience init?(named name: String) {
        let base = UIImage.bundleDirectory
        let hasExtension = name.contains(".")
        let candidates: [(String, CGFloat)] = hasExtension
            ? [(name, UIImage.scaleSuffix(name))]
            : [("\(name)@3x.png", 3), ("\(name)@2x.png", 2), ("\(name).png", 1)]
        for (file, scale) in candidates {
            let path = name.hasPrefix("/") ? file : base + "/" + file
            if let pixels = PNGHeader.size(ofFileAt: path) {
                self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: name)
                return
            }
        }
        return nil
    }

    /// `UIImage(contentsOfFile:)`: a PNG at a path; the scale from an `@2x`
    /// or `@3x` suffix, the name from the file name without scale or
    /// extension. Nil when the file is missing or not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = PNGHeader.size(ofFileAt: path) else { return nil }
        let file = String(path.split(separator: "/").last ?? "")
        let scale = UIImage.scaleSuffix(file)
        var name = file.split(separator: ".").first.map(String.init) ?? file
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(3) }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: name)
    }

    /// `UIImage(systemName:)`: an SF Symbol at ``nominalSymbolSize``. Every
    /// name is accepted (Trellis has no symbol catalogue to check against);
    /// nil only for an empty name.
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// `UIImage(systemName:withConfiguration:)`: the symbol sized by the
    /// configuration when it is a ``SymbolConfiguration``.
    public init?(systemName: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !systemName.isEmpty else { return nil }
        let symbol = (configuration as? SymbolConfiguration) ?? .unspecified
        size = symbol.symbolSize()
        scale = 1
        name = systemName
        isSymbolImage = true
        symbolConfiguration = symbol
        renderingMode = .automatic
        imageTintColor = nil
    }

    /// `UIImage(systemName:compatibleWith:)`: traits don't change a
    /// symbol's size in Trellis (one Dynamic Type size).
    public convenience init?(systemName: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    static func scaleSuffix(_ file: String) -> CGFloat {
        if file.contains("@3x.") { return 3 }
        if file.contains("@2x.") { return 2 }
        return 1
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "\(name ?? "image") \(size.pointsDescription)" }
}

/// Reads a PNG's size from its first bytes: the 8-byte signature, then the
/// IHDR chunk (length 13, type `IHDR`, width and height big-endian).
enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size(ofFileAt path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return nil }
        return size(of: [UInt8](data))
    }

    static func size(of bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = int(16), h = int(20)
        guard w > 0, h > 0 else { return nil }
        return CGSize(width: w, height: h)
    }
}
