import Foundation
@testable import trellis

/// A served folder made for each test, with a file outside it to steal:
///
///     TMP/secret.yaml              (outside: must never be served)
///     TMP/site/card.yaml           (builds; one step)
///     TMP/site/broken.yaml         (unknown view 'titel' on line 8)
///     TMP/site/notes.txt           (not a layout file)
///     TMP/site/sub/inner.yaml      (a folder below)
///     TMP/site/escape.yaml -> ../secret.yaml   (a link leading out)
struct PreviewFixture {
    let base: URL
    var site: URL { base.appendingPathComponent("site") }
    static let secret = "SECRET-OUTSIDE-THE-FOLDER"

    static let card = """
        canvas: {device: iphone-15}
        root:
          subviews:
            - {id: title, type: label, text: Hello, font: System 28}
            - {id: card, color: "#F2F2F7"}
        constraints:
          - title.top == root.safeArea.top + 20
          - title.leading == root.margins.leading
          - card.top == title.lastBaseline + 12
          - H:|-[card]-|
          - card-height: card.height == 120
        steps:
          - title: Taller card
            constant: {card-height: 200}
        """

    static let broken = """
        canvas: {device: iphone-15}
        root:
          subviews:
            - {id: title, type: label, text: Hello}
        constraints:
          - title.leading == root.margins.leading
          - title.top == root.safeArea.top
          - title.trailing == titel.trailing
        """

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: site.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "# \(Self.secret)\n\(Self.card)".write(to: base.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        try Self.card.write(to: site.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        try Self.broken.write(to: site.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        try "not a layout".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try Self.card.write(to: site.appendingPathComponent("sub/inner.yaml"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("escape.yaml").path, withDestinationPath: "../secret.yaml")
    }

    func site(file: String? = nil) throws -> PreviewSite {
        let folder = try PreviewFolder(path: file.map { site.appendingPathComponent($0).path } ?? site.path)
        return PreviewSite(folder: folder, watcher: FileWatcher(folder: folder))
    }

    func remove() { try? FileManager.default.removeItem(at: base) }
}

/// A JSON answer's body, parsed.
func json(_ response: PreviewResponse) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any] else {
        throw NSError(domain: "PreviewTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "not a JSON object: \(response.text)"])
    }
    return object
}
