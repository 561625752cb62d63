import Foundation
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender

/// The hook that lets every command take `.xib` and `.storyboard` files:
/// a scene is imported into a layout document and built like a layout file.
enum InterfaceBuilderSupport {
    static func isIB(_ path: String) -> Bool { InterfaceBuilderFile.isInterfaceBuilderFile(path) }

    static func load(_ path: String) throws -> IBDocument { try loadOnce(path).document }

    /// The document, read once per process (InterfaceBuilderDocumentCache.swift).
    static func loadOnce(_ path: String) throws -> (document: IBDocument, fresh: Bool) {
        try InterfaceBuilderDocumentCache.document(path) { path throws -> IBDocument in
            do { return try InterfaceBuilderFile.load(path: path) } catch let error as FormatError {
                throw BadInput(error)
            }
        }
    }

    /// The scenes `--scene` picks (default: the first scene). Reader
    /// warnings (unsupported elements) go to standard error: never a silent
    /// skip, and once per reading of the file (not again for each scene
    /// `render --scene all` builds).
    static func scenes(_ path: String, _ query: String?) throws -> (IBDocument, [IBScene]) {
        let (document, fresh) = try loadOnce(path)
        if fresh { warn(document) }
        guard !document.scenes.isEmpty else { throw noScenes(path, document) }
        if query == nil { return (document, [document.scenes[0]]) }
        do { return (document, try document.scenes(matching: query)) } catch { throw BadInput(error) }
    }

    /// A document whose scenes hold no controller view (only tab bar,
    /// navigation or hosting controllers, or `<scenes/>`): located at its
    /// `<scenes>` element, saying what would be laid out.
    static func noScenes(_ path: String, _ document: IBDocument) -> BadInput {
        var line = 1, column = 1
        if let i = document.lines.firstIndex(where: { $0.contains("<scenes") }) {
            let text = document.lines[i]
            line = i + 1
            column = text.distance(from: text.startIndex, to: text.range(of: "<scenes")!.lowerBound) + 1
        }
        return BadInput(message: "\(path):\(line):\(column): error: no scenes with a view to lay out: expected a view controller "
                        + "with a <view key=\"view\"> (tab bar, navigation and hosting controllers have none Trellis lays out); "
                        + "lay out the storyboard or xib that holds the controllers' views")
    }

    /// Text sizes: Xcode's stored frames unless `TRELLIS_IB_TEXT=measured`.
    /// Read with `getenv`: `ProcessInfo.environment` copies the whole
    /// environment into a dictionary, and this is asked twice per scene.
    static var textSizing: IBTextSizing {
        getenv("TRELLIS_IB_TEXT").map { String(cString: $0) } == "measured" ? .measured : .storedFrames
    }

    static func imported(_ document: IBDocument, _ scene: IBScene) throws -> ImportedScene {
        do { return try document.imported(scene, textSizing: textSizing) } catch { throw BadInput(error) }
    }

    /// Builds an imported scene with the real font, as `buildLayout` does.
    static func build(_ imported: ImportedScene, _ options: LayoutOptions) throws -> BuiltLayout {
        let layout: BuiltLayout
        do {
            layout = try LayoutBuilder.build(imported.document, device: options.device, orientation: options.orientation,
                                             userInterfaceStyle: options.appearance?.style)
        } catch {
            throw BadInput(message: error.description)
        }
        do { try Fonts.configure() } catch { throw BadInput(message: "error: \(error)") }
        let pango = PangoTextMeasurer()
        layout.window.textMeasurer = textSizing == .measured ? SystemFontLineHeights(pango) : SystemFontBaselines(pango)
        layout.window.layoutIfNeeded()
        return layout
    }

    /// Print reader warnings (unsupported elements) to standard error.
    static func warn(_ document: IBDocument) {
        for w in document.warnings { FileHandle.standardError.write(Data((w.description + "\n").utf8)) }
    }
}
