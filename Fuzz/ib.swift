// Fuzz target `ib`: bytes as an Interface Builder document (.xib or
// .storyboard XML) through everything `trellis layout FILE.storyboard` and
// `trellis lint` run: Foundation's XMLParser and the tree reader, the
// document reader (scenes, containment, views, constraints, size-class
// variations), the importer (the YAML it writes is read back by the layout
// file loader), the builder and layout pass, the frames JSON and lint.
// A document may be refused (FormatError) but must never trap, hang or
// leave a frame that isn't finite. See scripts/fuzz.
import Foundation
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    // The reader only looks at the root's `type`; the name is for messages.
    guard let document = try? InterfaceBuilderFile.parse(bytes, file: "fuzz.storyboard") else { return 0 }
    // A mutated storyboard can hold many scenes; a few cover every path.
    for scene in document.scenes.prefix(4) {
        guard let imported = try? document.imported(scene),
              let layout = try? LayoutBuilder.build(imported.document) else { continue }
        for (id, view) in layout.views where view.window === layout.window {
            let f = view.frame
            precondition(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite,
                         "view \(id) has a frame that isn't finite: \(f)")
        }
        _ = IBFramesJSON.render(imported, layout)
        _ = IBLint.check(imported, layout)
    }
    _ = LayoutIssues.drain()
    return 0
}
