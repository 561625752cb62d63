// Fuzz target `format`: bytes as a layout file (YAML, or JSON when the first
// byte is `{`), through the loader, the checker, the builder (the solver and
// the layout pass, text measured by FixedAdvanceTextMeasurer) and every step.
// A file may be refused (FormatError) but must never trap, hang or leave a
// frame that isn't finite. See scripts/fuzz.
import TrellisFormat
import TrellisLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let name = text.first == "{" ? "fuzz.json" : "fuzz.yaml"
    guard let document = try? LayoutFile.parse(text, file: name),
          let layout = try? LayoutBuilder.build(document) else { return 0 }
    func checkFinite() {
        for (id, view) in layout.views where view.window === layout.window {
            let f = view.frame
            precondition(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite,
                         "view \(id) has a frame that isn't finite: \(f)")
        }
    }
    checkFinite()
    for _ in 0..<layout.stepCount {
        guard (try? layout.applyNextStep()) != nil else { break }
        checkFinite()
    }
    _ = LayoutIssues.drain()
    return 0
}
