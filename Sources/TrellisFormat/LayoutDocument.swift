import Foundation
import TrellisLayout

/// A layout file, read and checked: every id, name, attribute, expression
/// and Visual Format string in it is known to be valid, and positions are
/// kept so errors found when it is built or stepped still point into it.
public struct LayoutDocument {
    /// The file name errors show.
    public var file: String
    public var title: String?
    public var canvas: CanvasSpec
    public var root: ViewSpec
    public var constraints: [ConstraintSpec]
    public var steps: [StepSpec]
    /// Where the `steps:` key is, when the file has one: what `--step N`
    /// past the last step points at.
    public var stepsPosition: SourcePosition?
    let source: SourceFile

    /// Every view, root first, depth first in file order.
    public var views: [ViewSpec] { root.flattened }

    static let topKeys = ["$schema", "title", "canvas", "root", "constraints", "steps"]

    init(_ node: YNode, source: SourceFile) throws(FormatError) {
        let m = try node.mapping("the layout file", allowed: Self.topKeys)
        file = source.name
        self.source = source
        _ = try m["$schema"]?.string()
        title = try m["title"]?.string()
        canvas = try m["canvas"].map { n throws(FormatError) in try CanvasSpec.parse(n) } ?? .default
        root = try ViewSpec.root(try m.required("root", in: "a layout file"))
        constraints = try m["constraints"].map { n throws(FormatError) in try ConstraintSpec.parseList(n) } ?? []
        var steps: [StepSpec] = []
        if let n = m["steps"] { for s in try n.sequence("a list of steps") { steps.append(try StepSpec.parse(s)) } }
        self.steps = steps
        stepsPosition = m.key("steps")?.position
        try checkCounts()
        var checker = DocumentChecker(document: self)
        try checker.check()
    }
}

extension LayoutDocument {
    /// Views, constraint entries and steps within ``Limits``, each error at
    /// the first one past its limit.
    func checkCounts() throws(FormatError) {
        let views = self.views
        if views.count > Limits.maxViews {
            throw source.error(views[Limits.maxViews].position, "the file has \(views.count) views",
                               expected: "at most \(Limits.maxViews) views, root included (docs/LIMITS.md)")
        }
        var entries = constraints.flatMap(\.allEntries)
        for step in steps {
            for case let .add(specs) in step.actions { entries += specs.flatMap(\.allEntries) }
        }
        if entries.count > Limits.maxConstraints {
            throw source.error(entries[Limits.maxConstraints].position, "the file has \(entries.count) constraint entries",
                               expected: "at most \(Limits.maxConstraints) constraints, groups and Visual Format strings (docs/LIMITS.md)")
        }
        if steps.count > Limits.maxSteps {
            throw source.error(steps[Limits.maxSteps].position, "the file has \(steps.count) steps",
                               expected: "at most \(Limits.maxSteps) steps (docs/LIMITS.md)")
        }
        try checkStackArrangements()
    }
}

/// Reading layout files.
public enum LayoutFile {
    /// Reads a `.yaml`, `.yml` or `.json` file. JSON is read by the same YAML
    /// parser (JSON is YAML's flow style), which keeps lines and columns.
    public static func load(path: String) throws(FormatError) -> LayoutDocument {
        let name = (path as NSString).lastPathComponent
        let ext = (path as NSString).pathExtension.lowercased()
        guard ["yaml", "yml", "json"].contains(ext) else {
            throw FormatError(file: path, line: 0, column: 0, message: "can't read '\(name)': not a layout file",
                              expected: "a .yaml, .yml or .json file")
        }
        let tooLarge = FormatError(file: path, line: 0, column: 0,
                                   message: "the file is larger than \(Limits.maxFileBytes) bytes, the most a layout file may be",
                                   expected: "a file of at most \(Limits.maxFileBytes) bytes (docs/LIMITS.md)")
        let data: Data
        do {
            data = try InputFile.read(path, limit: Limits.maxImportedBytes, kind: "a layout file")
        } catch {
            // Past even the imported limit (/dev/zero): the hand-written
            // file's limit is the one to name.
            if case .tooLarge = error { throw tooLarge }
            throw error.error
        }
        let imported = data.starts(with: importedMarker.utf8)
        guard imported || data.count <= Limits.maxFileBytes else { throw tooLarge }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFile.notUTF8(data, path: path, kind: "a layout file")
        }
        return imported ? try parseImported(text, file: path) : try parse(text, file: path)
    }

    /// The first line `trellis import` writes (`# Imported by trellis from
    /// Main.storyboard, scene …`). A file that starts with it is read
    /// within the imported scene's limits (``parseImported(_:file:)``), so
    /// `import -o big.yaml` then `layout big.yaml` reads what the
    /// storyboard itself was read as: a scene of 4,500 labels wrote a file
    /// past a hand-written file's 100,000 nodes, which `layout` refused.
    /// Anyone may write the line; the imported limits are the ones every
    /// storyboard scene is read within anyway.
    public static let importedMarker = "# Imported by trellis from "

    /// Reads layout text; `file` is the name errors show.
    public static func parse(_ text: String, file: String) throws(FormatError) -> LayoutDocument {
        try parse(text, file: file, maxBytes: Limits.maxFileBytes, maxNodes: Limits.maxNodes)
    }

    /// Reads the layout text `trellis import` wrote for an Interface
    /// Builder scene, within ``Limits/maxImportedBytes`` and
    /// ``Limits/maxImportedNodes`` rather than a hand-written file's limits:
    /// the scene has passed the Interface Builder reader's own (10,000,000
    /// bytes, 10,000 views), and an imported view writes more nodes than a
    /// hand-written one (a label about 25).
    public static func parseImported(_ text: String, file: String) throws(FormatError) -> LayoutDocument {
        // The import's own YAML is read without Yams when it keeps to the
        // part of YAML the import writes (ImportedYAMLReader.swift); else,
        // and for every error, as any layout file.
        if text.utf8.count <= Limits.maxImportedBytes, !file.lowercased().hasSuffix(".json") {
            let source = SourceFile(name: file, text: text)
            if let node = ImportedYAMLReader.read(text, source: source, maxNodes: Limits.maxImportedNodes) {
                if ImportedYAMLReader.checking { try ImportedYAMLReader.check(node, text, source: source) }
                return try LayoutDocument(node, source: source)
            }
        }
        return try parse(text, file: file, maxBytes: Limits.maxImportedBytes, maxNodes: Limits.maxImportedNodes)
    }

    static func parse(_ text: String, file: String, maxBytes: Int, maxNodes: Int) throws(FormatError) -> LayoutDocument {
        let text = file.lowercased().hasSuffix(".json") ? JSONSurrogates.rewrite(text) : text
        let source = SourceFile(name: file, text: text)
        guard let node = try YNode.parse(text, source: source, maxBytes: maxBytes, maxNodes: maxNodes) else {
            throw source.error(SourcePosition(line: 1, column: 1), "the layout file is empty", expected: "a mapping with 'root'")
        }
        return try LayoutDocument(node, source: source)
    }
}
