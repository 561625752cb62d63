import ArgumentParser
import Foundation
import TrellisFormat
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// `trellis render FILE…`: layout files to pictures.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw layout files to PNG, SVG or PDF with frames, margins, guides and constraint lines.",
        discussion: """
            Output names: with one file and one picture, -o is the file to write; otherwise -o \
            is a folder (default: beside each input; made if missing) and pictures are named \
            NAME.FORMAT, NAME.step-N.FORMAT for steps, NAME.steps.FORMAT for a filmstrip.
            """)

    @Argument(help: "Layout files (.yaml, .yml or .json), .xib or .storyboard files.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output file (one picture) or folder.")
    var output: String?

    @Option(help: "png, svg or pdf (default: the one -o's extension names, else png).")
    var format: OutputFormat?

    @Option(help: "Pixels per point for PNG: 1, 2 or 3 (default: the device's scale).")
    var scale: Double?

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(help: "Draw the state after step N (0 = before any step).")
    var step: Int?

    @Flag(help: "Draw every step (0...n).")
    var allSteps = false

    @Flag(help: "With --all-steps: all steps in one picture (PNG/SVG side by side, PDF one page each).")
    var filmstrip = false

    @Option(help: "Overlays to draw, comma-separated: \(Overlay.allCases.map(\.rawValue).joined(separator: ",")), or none (the screen as the app draws it).")
    var show: String = Overlay.allCases.filter { Overlay.defaults.contains($0) }.map(\.rawValue).joined(separator: ",")

    @Option(help: "Draw only these views' constraints (comma-separated names), as Xcode shows the selection's; the rest is dimmed.")
    var focus: String?

    @Option(help: "light or dark: the page around the window (caption, legend, plates, line halos); default the screen's appearance (--appearance, or the file's).")
    var theme: Theme?

    @Flag(help: "Leave out the legend.")
    var noLegend = false

    @Option(help: "Scroll views: viewport (as the screen shows them) or full (also a page of each one's whole content, the viewport outlined).")
    var content: ScrollContent = .viewport

    func validate() throws {
        if step != nil && allSteps { throw ValidationError("use --step N or --all-steps, not both") }
        if filmstrip && !allSteps { throw ValidationError("--filmstrip needs --all-steps") }
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(SnapshotJSON.number(scale))") }
        _ = try overlays()
    }

    func overlays() throws -> Set<Overlay> {
        var result = Set<Overlay>()
        for name in show.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "none" { continue }
            guard let overlay = Overlay(rawValue: name) else {
                throw ValidationError("unknown overlay '\(name)' in --show; expected some of \(Overlay.allCases.map(\.rawValue).joined(separator: ","))")
            }
            result.insert(overlay)
        }
        return result
    }

    func run() throws {
        try layoutOptions.checkScene(files)
        do {
            try Fonts.configure()
        } catch {
            throw BadInput(message: "error: \(error)")
        }
        var options = RenderOptions()
        options.overlays = try overlays()
        options.showLegend = !noLegend
        options.content = content
        options.focus = (focus ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        try OutputOverInput.check(output, option: "-o", inputs: files)
        var written: [String] = []
        // Storyboards may give one picture per scene (--scene all).
        var targets: [(file: String, scene: String?, name: String)] = []
        for file in files {
            let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if InterfaceBuilderSupport.isIB(file) {
                let (_, scenes) = try InterfaceBuilderSupport.scenes(file, layoutOptions.scene)
                for s in scenes { targets.append((file, s.id, scenes.count > 1 ? base + "-" + s.id : base)) }
            } else {
                targets.append((file, nil, base))
            }
        }
        targets = try Self.distinctPictures(targets)
        let manyPictures = targets.count > 1 || (allSteps && !filmstrip)
        let format = try Self.format(format, picture: manyPictures ? nil : output.flatMap {
            $0.hasSuffix("/") || isDirectory($0) ? nil : $0
        })
        options.format = format
        try makeOutputFolder(many: manyPictures)
        for (file, scene, name) in targets {
            let first = try built(file, step: 0, scene: scene)
            let steps: [Int] = allSteps ? Array(0...first.stepCount) : [step ?? 0]
            options.scale = scale ?? first.window.scale
            options.theme = theme ?? Appearance.defaultTheme(for: first.window)
            func draw(_ pages: [RenderPage], suffix: String) throws {
                let path = outputPath(for: file, name: name + suffix, many: manyPictures, format: format)
                do {
                    try Renderer.render(pages, options: options, to: path)
                } catch {
                    throw BadInput(message: "\(error.concernsPictureSize ? Self.place(file, first, scene: scene) : file): error: \(error)")
                }
                written.append(path)
            }
            if filmstrip {
                // One window stepped forward, each page read (snapshot)
                // before the next step: every page used to be a window
                // built from the start and stepped to its step (n²/2
                // steps; 100 windows held until the picture was drawn).
                // Refused before any page is built when even the smallest
                // strip these windows make is too large (it was found only
                // after every step was applied and read).
                do {
                    try PictureLimits.checkStrip(pages: steps.count, window: first.window.bounds.size, options: options)
                } catch {
                    throw BadInput(message: "\(Self.place(file, first, scene: scene)): error: \(error)")
                }
                var pages: [RenderPage] = []
                for n in steps {
                    try applySteps(first, through: n)
                    pages.append(RenderPage(window: first.window, caption: Self.caption(file, first, step: n))
                        .snapshot(content: options.content))
                }
                try draw(pages, suffix: ".steps")
            } else {
                // One picture at a time from one window, the steps applied
                // forward between them: every step's window used to be built
                // from the start and all kept until the last was drawn (100
                // steps of 3,000 views: 5,050 steps applied and about 1.5 GB).
                for n in steps {
                    try applySteps(first, through: n)
                    try draw([RenderPage(window: first.window, caption: Self.caption(file, first, step: n))],
                             suffix: allSteps || step != nil ? ".step-\(n)" : "")
                }
            }
        }
        for path in written { print("wrote \(path)") }
    }

    /// Each picture named once: a file given twice is drawn once, and two
    /// files whose pictures would share a name (`a/x.yaml b/x.yaml -o out/`
    /// both make `out/x.png`) are refused before anything is drawn, where
    /// the second used to replace the first without a word.
    static func distinctPictures(_ targets: [(file: String, scene: String?, name: String)]) throws
        -> [(file: String, scene: String?, name: String)] {
        var owners: [String: String] = [:]
        var kept: [(file: String, scene: String?, name: String)] = []
        for target in targets {
            let real = URL(fileURLWithPath: target.file).resolvingSymlinksInPath().path
            if let other = owners[target.name] {
                if URL(fileURLWithPath: other).resolvingSymlinksInPath().path == real { continue }
                throw BadInput(message: "\(target.file): error: its picture would be named '\(target.name)', as \(other)'s is\n"
                                        + "  expected: files whose names differ (pictures are named after their files)\n"
                                        + "  suggestion: render them one at a time with their own -o, or rename one")
            }
            owners[target.name] = target.file
            kept.append(target)
        }
        return kept
    }

    /// The picture's format: `--format`, else the one the `-o` file's
    /// extension names (`-o card.pdf` used to write PNG bytes under a .pdf
    /// name), else PNG. A `--format` that contradicts the extension is an
    /// error before anything is drawn; other extensions take `--format` or
    /// PNG as before.
    static func format(_ given: OutputFormat?, picture: String?) throws -> OutputFormat {
        let ext = picture.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        guard let named = OutputFormat(rawValue: ext) else { return given ?? .png }
        if let given, given != named {
            throw BadInput(message: "\(picture!): error: -o names a .\(ext) file but --format is \(given.rawValue)\n"
                                    + "  expected: an -o file whose extension is the format's (.\(given.rawValue))\n"
                                    + "  suggestion: write -o with the .\(given.rawValue) extension, or leave out --format")
        }
        return named
    }

    /// Where a picture's failure points (`file:line:col`): the layout
    /// file's canvas, since its size and scale decide the picture's (a
    /// device canvas too, where the file names the device; line 1 when the
    /// file gives none and takes the default); for an Interface Builder
    /// file, the scene's view controller (its canvas is the document's
    /// device or the root view's frame). A device canvas used to give the
    /// file alone, and a storyboard the line of the canvas in its imported
    /// text, which is no line of the storyboard. Only on the error path:
    /// a storyboard is read again to find its scene.
    static func place(_ file: String, _ layout: BuiltLayout, scene: String? = nil) -> String {
        guard InterfaceBuilderSupport.isIB(file) else { return "\(file):\(layout.document.canvas.position)" }
        guard let document = try? InterfaceBuilderSupport.load(file),
              let found = (try? document.scenes(matching: scene))?.first else { return file }
        return "\(file):\(found.position)"
    }

    /// The layout after step `n`, measured with the real font.
    func built(_ file: String, step n: Int, scene: String? = nil) throws -> BuiltLayout {
        let layout = try buildLayout(file, layoutOptions, scene: scene)
        try applySteps(layout, through: n)
        return layout
    }

    /// "file · device orientation · step": the preview captions its pictures the same way.
    static func caption(_ file: String, _ layout: BuiltLayout, step n: Int) -> String {
        var parts = [(file as NSString).lastPathComponent]
        parts.append(layout.canvasCaption)
        if layout.stepCount > 0 {
            parts.append(n == 0 ? "step 0 (initial)" : layout.stepTitles[n - 1])
        }
        return parts.joined(separator: " · ")
    }

    func outputPath(for file: String, name: String, many: Bool, format: OutputFormat) -> String {
        let ext = format.rawValue
        if let output {
            if many || output.hasSuffix("/") || isDirectory(output) {
                return (output as NSString).appendingPathComponent("\(name).\(ext)")
            }
            return output
        }
        let folder = (file as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + "\(name).\(ext)"
    }

    /// `-o` names a folder (several pictures, or a path ending in `/`) that
    /// doesn't exist yet: make it, with its parents, as a CI job's
    /// `-o artifacts/layouts/` expects. A single picture's missing folder
    /// stays an error (a mistyped path shouldn't grow directories).
    func makeOutputFolder(many: Bool) throws {
        guard let output, many || output.hasSuffix("/"), !isDirectory(output) else { return }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw BadInput(message: "\(output): error: can't make the output folder (\(error.localizedDescription)); give -o an existing folder or one that can be made")
        }
    }

    func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
extension ScrollContent: ExpressibleByArgument {}
