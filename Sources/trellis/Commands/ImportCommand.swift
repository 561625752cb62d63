import ArgumentParser
import Foundation
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisRender

/// `trellis import FILE [--scene …] [-o OUT.yaml]`: a scene of a `.xib` or
/// `.storyboard` as a layout file. Import is serialisation: every command
/// builds IB files through exactly this text, so rendering the output
/// gives the same frames as rendering the IB file.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a storyboard or xib scene as a layout file (YAML).",
        discussion: """
            View ids come from outlet names or userLabels where unique, else from IB ids; \
            comments carry the IB ids. With --scene all, -o is a folder (one NAME-SCENE.yaml each).
            """)

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(help: "The scene: sceneID, view controller id, storyboardIdentifier, title, or all (default: the first).")
    var scene: String?

    @Option(name: .shortAndLong, help: "Output file (default: standard output).")
    var output: String?

    func run() throws {
        guard InterfaceBuilderSupport.isIB(file) else {
            throw BadInput(FormatError(file: file, line: 0, column: 0, message: "not an Interface Builder file",
                                       expected: "a .xib or .storyboard file"))
        }
        try OutputOverInput.check(output, option: "-o", inputs: [file])
        let (document, scenes) = try InterfaceBuilderSupport.scenes(file, scene)
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        // `--scene all` promises a folder (its help says so), even for a
        // document with one scene, so a script's paths don't depend on
        // how many scenes a file holds.
        let toFolder = scenes.count > 1 || scene?.lowercased() == "all"
        for s in scenes {
            let imported = try InterfaceBuilderSupport.imported(document, s)
            for w in imported.warnings { FileHandle.standardError.write(Data((w.description + "\n").utf8)) }
            guard let output else { print(imported.yaml, terminator: ""); continue }
            let path = toFolder ? (output as NSString).appendingPathComponent("\(base)-\(s.id).yaml") : output
            if toFolder { try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
            do {
                try FileOutput.writeAtomically(Array(imported.yaml.utf8), to: path)
            } catch {
                throw BadInput(message: "\(file): error: \(error)")
            }
            print("wrote \(path)")
        }
    }
}

/// `trellis lint FILE…`: misplaced views, ambiguous layouts, conflicting
/// constraints and unsupported elements in IB files. Exit 1 when anything
/// is at error level.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .xib and .storyboard files: misplaced views, missing or conflicting constraints, unsupported elements.")

    @Argument(help: ".xib or .storyboard files.")
    var files: [String]

    @Option(help: "Storyboards: the scene to check (default: all).")
    var scene: String?

    @Option(help: "text, json or github (workflow commands: ::warning file=…,line=…::).")
    var format: IBLintFormat = .text

    func run() throws {
        var all: [IBDiagnostic] = []
        // A file that can't be read (a macOS or watchOS document, an old
        // archive, malformed XML) is reported on standard error, located,
        // and the others are still checked: `trellis lint **/*.xib` on a
        // repository with a Mac target reports the iOS files. Exit 2 then.
        // With --format github or json it is a finding too, at its place
        // (`::error file=…,line=…,col=…::`), so a workflow shows it on the
        // file and a script sees it among the others; the text stays on
        // standard error with what was expected.
        var unreadable = false
        for file in files {
            do {
                all += try check(file)
            } catch let error as BadInput {
                FileHandle.standardError.write(Data((error.message + "\n").utf8))
                if format != .text { all.append(Self.unreadableFinding(file, error)) }
                unreadable = true
            }
        }
        let text = format.render(all)
        if !text.isEmpty { print(text) }
        if unreadable { throw ExitCode(2) }
        if all.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// A file that couldn't be read, as a finding of kind `unreadable-file`
    /// at the error's place (line 0: the file as a whole). Its message is
    /// the error's, with what was expected.
    static func unreadableFinding(_ file: String, _ error: BadInput) -> IBDiagnostic {
        guard let e = error.located else {
            // Only the command's own words (not an IB file): no place.
            let message = error.message.components(separatedBy: "\n")[0]
            let prefix = "\(file): error: "
            return IBDiagnostic(file: file, position: SourcePosition(line: 0, column: 0), severity: .error,
                                message: message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message,
                                kind: "unreadable-file")
        }
        let message = e.message + (e.expected.map { "; expected: " + $0 } ?? "")
        return IBDiagnostic(file: e.file, position: SourcePosition(line: e.line, column: e.column), severity: .error,
                            message: message, kind: "unreadable-file")
    }

    /// One file's findings, in the file's order.
    func check(_ file: String) throws -> [IBDiagnostic] {
        guard InterfaceBuilderSupport.isIB(file) else {
            throw BadInput(FormatError(file: file, line: 0, column: 0, message: "not an Interface Builder file",
                                       expected: "a .xib or .storyboard file"))
        }
        let document = try InterfaceBuilderSupport.load(file)
        var found = document.warnings
        let scenes: [IBScene]
        do { scenes = try document.scenes(matching: scene ?? "all") } catch { throw BadInput(error) }
        // Parsed once: ArgumentParser's parse per scene was two thirds of
        // linting a xib of 250 top-level cells (10,000 took over 70 s of a
        // debug build).
        let options = try LayoutOptions.parse([])
        for s in scenes {
            let imported = try InterfaceBuilderSupport.imported(document, s)
            let layout = try InterfaceBuilderSupport.build(imported, options)
            found += IBLint.check(imported, layout)
        }
        // In the file's order, as a compiler lists them: the reader's
        // warnings come first otherwise, wherever they are.
        return found.enumerated().sorted {
            ($0.element.position.line, $0.element.position.column, $0.offset)
                < ($1.element.position.line, $1.element.position.column, $1.offset)
        }.map(\.element)
    }
}

extension IBLintFormat: ExpressibleByArgument {}
