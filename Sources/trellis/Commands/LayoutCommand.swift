import ArgumentParser
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisSnapshot

/// `trellis layout FILE [--json] [--step N]`: the frames record.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print every view's frame after layout (the text record of a layout file).",
        discussion: """
            --json prints {"views": [{"id", "frame", "absoluteFrame"}], "guides": [...], \
            "diagnostics": {"ambiguous", "broken", "log"}}: frame in the superview's \
            coordinates, absoluteFrame in the root view's.
            """)

    @Argument(help: "A layout file (.yaml, .yml or .json), or a .xib or .storyboard.")
    var file: String

    @OptionGroup var layoutOptions: LayoutOptions

    @Option(help: "Show the state after step N (0 = before any step).")
    var step: Int = 0

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        try layoutOptions.checkScene([file])
        if InterfaceBuilderSupport.isIB(file) {
            let (document, scenes) = try InterfaceBuilderSupport.scenes(file, layoutOptions.scene)
            // Several scenes: text records under a `# scene ID` line each,
            // JSON as one array.
            var records: [String] = []
            for scene in scenes {
                let imported = try InterfaceBuilderSupport.imported(document, scene)
                let layout = try InterfaceBuilderSupport.build(imported, layoutOptions)
                try applySteps(layout, through: step)
                let record = json ? IBFramesJSON.render(imported, layout) : FramesText.text(layout)
                records.append(scenes.count > 1 && !json ? "# scene \(scene.id)\n" + record : record)
            }
            if json && scenes.count > 1 {
                print("[\n" + records.joined(separator: ",\n") + "\n]")
            } else {
                print(records.joined(separator: "\n\n"))
            }
            // Each scene was freed as the next was built; the document,
            // the largest object, goes with the process.
            finishWithoutTeardown(keeping: document)
        }
        let layout = try buildLayout(file, layoutOptions)
        try applySteps(layout, through: step)
        print(json ? FramesRecord.json(layout).render() : FramesText.text(layout))
        finishWithoutTeardown(keeping: layout)
    }
}
