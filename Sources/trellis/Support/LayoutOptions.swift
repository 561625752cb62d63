import ArgumentParser
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisRender

/// The options every command that builds a layout shares.
struct LayoutOptions: ParsableArguments {
    @Option(help: "A device preset (\(Device.all.map(\.name).joined(separator: ", "))); overrides the file's canvas.")
    var device: String?

    @Option(help: "portrait or landscape; overrides the file's orientation.")
    var orientation: Orientation?

    @Option(help: "light or dark: the screen's appearance (UIKit's userInterfaceStyle), overriding the file's; controls and system colours resolve for it. Pictures' --theme follows it unless given.")
    var appearance: Appearance?

    @Option(help: "Storyboards: the scene (sceneID, view controller id, storyboardIdentifier or title, or all); default the first.")
    var scene: String?

    /// `--scene` names a scene of a storyboard or xib. Given only layout
    /// files (one screen each) it would be ignored without a word, so it
    /// is an error, placed at the first file.
    func checkScene(_ files: [String]) throws {
        guard let scene, let first = files.first, !files.contains(where: InterfaceBuilderSupport.isIB) else { return }
        throw BadInput(message: "\(first): error: --scene '\(scene)' picks a scene of a .storyboard or .xib, "
                       + "and a layout file has one screen; expected a storyboard or xib, or no --scene")
    }

    func validate() throws {
        if let device, Device.named(device) == nil {
            let names = Device.all.map(\.name)
            throw ValidationError("unknown device '\(device)'; expected one of \(names.joined(separator: ", "))")
        }
    }
}

extension Orientation: ExpressibleByArgument {}

/// Loads and builds a layout file, turning format errors into bad input.
/// Text is measured with the font pictures are drawn with (Pango, DejaVu
/// Sans), so `layout`, `explain`, `render` and snapshots agree on every frame.
func buildLayout(_ path: String, _ options: LayoutOptions, scene: String? = nil) throws -> BuiltLayout {
    if InterfaceBuilderSupport.isIB(path) {
        let (document, scenes) = try InterfaceBuilderSupport.scenes(path, scene ?? options.scene)
        return try InterfaceBuilderSupport.build(try InterfaceBuilderSupport.imported(document, scenes[0]), options)
    }
    let layout: BuiltLayout
    do {
        let document = try LayoutFile.load(path: path)
        layout = try LayoutBuilder.build(document, device: options.device, orientation: options.orientation,
                                         userInterfaceStyle: options.appearance?.style)
    } catch {
        throw BadInput(message: error.description)
    }
    do {
        try Fonts.configure()
    } catch {
        throw BadInput(message: "\(path): error: \(error)")
    }
    // An imported canvas's labels take San Francisco's baseline offsets,
    // as the Interface Builder file they came from does: the round trip
    // keeps its frames.
    layout.window.textMeasurer = SystemFontBaselines.measurer(for: layout.document, base: PangoTextMeasurer())
    layout.window.layoutIfNeeded()
    return layout
}

/// Applies steps 1...n, turning format errors into bad input. A step
/// the file doesn't have is placed at its `steps:` key, where the steps
/// there are can be counted (the file alone when it has none; an
/// Interface Builder scene has none).
func applySteps(_ layout: BuiltLayout, through step: Int) throws {
    guard step >= 0 && step <= layout.stepCount else {
        let place = layout.document.stepsPosition.map { "\(layout.document.file):\($0)" } ?? layout.document.file
        throw BadInput(message: "\(place): error: step \(step) doesn't exist; the file has steps 0...\(layout.stepCount)")
    }
    do {
        try layout.apply(throughStep: step)
    } catch {
        throw BadInput(message: error.description)
    }
}
