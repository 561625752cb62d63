import Foundation
import TrellisFormat
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// One look at a layout file for the page: the picture as SVG and, beside
/// it, what the page needs to make the picture answer the pointer (where
/// the window is on the page, each view's frames and constraints) and to
/// fill its pickers (devices, steps).
///
/// Why through `buildLayout`, `applySteps` and `Renderer`: the preview must
/// show what `trellis render --format svg` would write for the same
/// choices, and whatever that command would refuse comes back here as the
/// same located message, shown on the page instead of ending the server.
enum PreviewRender {
    struct Result {
        var svg: [UInt8]?
        var info: SnapshotJSON
    }

    /// Layouts and Pango aren't made for several threads at once, and the
    /// server answers on many: one look at a time.
    private static let lock = NSLock()

    /// `path`: the file's absolute path; `name`: how the page and messages
    /// call it (relative to the served folder).
    static func look(at path: String, named name: String, _ choices: PreviewChoices, picture: Bool) -> Result {
        lock.withLock {
            do {
                return try unlockedLook(at: path, named: name, choices, picture: picture)
            } catch let error as BadInput {
                return failure(error.message, path: path, name: name)
            } catch {
                return failure("\(name): error: \(error)", path: path, name: name)
            }
        }
    }

    private static func unlockedLook(at path: String, named name: String, _ choices: PreviewChoices, picture: Bool) throws -> Result {
        let options = try LayoutOptions.parse(choices.layoutArguments)
        let layout = try buildLayout(path, options)
        let stepCount = layout.stepCount
        let titles = layout.stepTitles
        try applySteps(layout, through: choices.step)
        let theme = choices.theme ?? Appearance.defaultTheme(for: layout.window)
        var render = RenderOptions(format: .svg, scale: 1, theme: theme)
        let ids = Set(layout.views.map(\.id))
        render.focus = choices.focus.filter { ids.contains($0) }
        render.content = choices.content
        let page = RenderPage(window: layout.window, caption: RenderCommand.caption(name, layout, step: choices.step))
        let svg: [UInt8]?
        let geometry: PageGeometry
        // The whole picture: with `content: full` the scroll views' content
        // pages follow the window's page, and the page scales the pointer
        // by the whole SVG's width, not the first page's.
        let whole: CGSize
        do {
            svg = picture ? try Renderer.render([page], options: render) : nil
            let pages = try Renderer.pageGeometry([page], options: render)
            geometry = pages[0]
            whole = CGSize(width: pages.map { $0.pageOrigin.x + $0.size.width }.max() ?? 0,
                           height: pages.map { $0.pageOrigin.y + $0.size.height }.max() ?? 0)
        } catch {
            throw BadInput(message: "\(error.concernsPictureSize ? RenderCommand.place(name, layout) : name): error: \(error)")
        }
        // A storyboard's scenes, for the page's scene picker.
        var scenes: [SnapshotJSON] = []
        if InterfaceBuilderSupport.isIB(path) {
            scenes = try InterfaceBuilderSupport.scenes(path, nil).0.scenes.map { scene in
                .object([("id", .string(scene.id)),
                         ("title", .string(scene.title ?? scene.storyboardIdentifier ?? scene.controllerClass ?? scene.id))])
            }
        }
        let record = FramesRecord.json(layout)
        var diagnostics = SnapshotJSON.null
        if case .object(let pairs) = record, let found = pairs.first(where: { $0.0 == "diagnostics" }) { diagnostics = found.1 }
        let info = SnapshotJSON.object([
            ("ok", .bool(true)),
            ("file", .string(name)),
            ("device", layout.device.map { .string($0.name) } ?? .null),
            ("orientation", .string(layout.orientation.rawValue)),
            ("step", .number(Double(choices.step))),
            ("steps", .array((["step 0 (initial)"] + titles).map { .string($0) })),
            ("stepCount", .number(Double(stepCount))),
            ("focus", .array(render.focus.map { .string($0) })),
            ("theme", .string(theme.rawValue)),
            ("appearance", .string(layout.window.screenUserInterfaceStyle == .dark ? "dark" : "light")),
            ("content", .string(choices.content.rawValue)),
            ("scenes", .array(scenes)),
            ("scene", choices.scene.map { .string($0) } ?? .null),
            ("page", .object([
                ("width", .number(geometry.size.width)), ("height", .number(geometry.size.height)),
                ("windowX", .number(geometry.windowOrigin.x)), ("windowY", .number(geometry.windowOrigin.y)),
                ("windowWidth", .number(geometry.windowSize.width)), ("windowHeight", .number(geometry.windowSize.height)),
            ])),
            ("picture", .object([("width", .number(whole.width)), ("height", .number(whole.height))])),
            ("views", PreviewViews.json(layout)),
            ("diagnostics", diagnostics),
        ])
        return Result(svg: svg, info: info)
    }

    /// A failed look: the located message with the served folder's path
    /// taken off, so it reads `card.yaml:3:7: error: …` as the file is named on the page.
    static func failure(_ text: String, path: String, name: String) -> Result {
        let folder = (path as NSString).deletingLastPathComponent + "/"
        let relativeFolder = (name as NSString).deletingLastPathComponent
        let shown = text.replacingOccurrences(of: folder, with: relativeFolder.isEmpty ? "" : relativeFolder + "/")
        return Result(svg: nil, info: .object([("ok", .bool(false)), ("file", .string(name)),
                                               ("error", LocatedMessage(shown).json)]))
    }
}
