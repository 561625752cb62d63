import Foundation

/// `UTType` (UniformTypeIdentifiers, iOS 14): a type by its identifier,
/// for document pickers. Linux has no UniformTypeIdentifiers module, so
/// Trellis gives the common types here (docs/SHARING.md: put `import
/// UniformTypeIdentifiers` under `#if canImport(UIKit)`). Conformance
/// follows the system's tree for these types only.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// `preferredFilenameExtension`.
    public let preferredFilenameExtension: String?
    let parents: [String]

    init(known identifier: String, _ fileExtension: String? = nil, _ parents: [String] = []) {
        self.identifier = identifier
        self.preferredFilenameExtension = fileExtension
        self.parents = parents
    }

    /// `init(_:)`: a known identifier (nil for others; Trellis has no type
    /// database).
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// `init(filenameExtension:)`.
    public init?(filenameExtension: String) {
        let lower = filenameExtension.lowercased()
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lower || (lower == "jpg" && $0 == .jpeg) }) else { return nil }
        self = known
    }

    /// `conforms(to:)`: the type or one of its ancestors.
    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        return parents.contains { parent in Self.known.first { $0.identifier == parent }?.conforms(to: type) ?? false }
    }

    public var description: String { identifier }

    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let data = UTType(known: "public.data", nil, ["public.item"])
    public static let folder = UTType(known: "public.folder", nil, ["public.item"])
    public static let text = UTType(known: "public.text", nil, ["public.data", "public.content"])
    public static let plainText = UTType(known: "public.plain-text", "txt", ["public.text"])
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", nil, ["public.plain-text"])
    public static let rtf = UTType(known: "public.rtf", "rtf", ["public.text"])
    public static let html = UTType(known: "public.html", "html", ["public.text"])
    public static let json = UTType(known: "public.json", "json", ["public.text"])
    public static let xml = UTType(known: "public.xml", "xml", ["public.text"])
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text", "csv", ["public.text"])
    public static let image = UTType(known: "public.image", nil, ["public.data", "public.content"])
    public static let png = UTType(known: "public.png", "png", ["public.image"])
    public static let jpeg = UTType(known: "public.jpeg", "jpeg", ["public.image"])
    public static let heic = UTType(known: "public.heic", "heic", ["public.image"])
    public static let gif = UTType(known: "com.compuserve.gif", "gif", ["public.image"])
    public static let movie = UTType(known: "public.movie", nil, ["public.data", "public.content"])
    public static let video = UTType(known: "public.video", nil, ["public.movie"])
    public static let mpeg4Movie = UTType(known: "public.mpeg-4", "mp4", ["public.movie"])
    public static let audio = UTType(known: "public.audio", nil, ["public.data", "public.content"])
    public static let pdf = UTType(known: "com.adobe.pdf", "pdf", ["public.data", "public.content"])
    public static let zip = UTType(known: "public.zip-archive", "zip", ["public.data"])
    public static let spreadsheet = UTType(known: "public.spreadsheet", nil, ["public.content"])
    public static let presentation = UTType(known: "public.presentation", nil, ["public.content"])

    static let known: [UTType] = [
        .item, .content, .data, .folder, .text, .plainText, .utf8PlainText, .rtf, .html, .json, .xml,
        .commaSeparatedText, .image, .png, .jpeg, .heic, .gif, .movie, .video, .mpeg4Movie, .audio, .pdf, .zip,
        .spreadsheet, .presentation,
    ]
}
