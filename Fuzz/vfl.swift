// Fuzz target `vfl`: bytes as a Visual Format string given to
// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
// with views a, b, c and metrics m, n; constraints that come out are
// activated, laid out in a window, and deactivated again. Errors are
// recorded, never trapped. See scripts/fuzz.
//
// One window for every input, as a long-lived app window is: it is what
// found the solver keeping a symbol per refused constraint (each input got
// slower than the last). Making a window per input would hide that.
import TrellisLayout

nonisolated(unsafe) let window = UIWindow(width: 320, height: 480)
nonisolated(unsafe) let views: [String: UIView] = {
    var out: [String: UIView] = [:]
    for id in ["a", "b", "c"] {
        let v = UIView()
        v.trellisIdentifier = id
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        out[id] = v
    }
    return out
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let constraints = NSLayoutConstraint.constraints(
        withVisualFormat: text, options: [], metrics: ["m": 8.0, "n": -20.0], views: views)
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    NSLayoutConstraint.deactivate(constraints)
    window.layoutIfNeeded()
    _ = LayoutIssues.drain()  // recorded errors would pile up run after run
    // So would the window's record of conflicts (it keeps the constraints
    // broken): kept, it makes every later input slower and bigger.
    window.diagnostics = LayoutDiagnostics()
    return 0
}
