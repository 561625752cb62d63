// Fuzz target `vfl`: bytes as a Visual Format string given to
// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
// with views a, b, c and metrics m, n; constraints that come out are
// activated, laid out in a window, and deactivated again. Errors are
// recorded, never trapped. See scripts/fuzz.
//
// One window for every input: views and their constraints refer to each
// other, so a window made per input would never be freed and the run would
// hit its memory limit long before a million inputs.
import TrellisLayout

nonisolated(unsafe) let window = UIWindow(width: 320, height: 480)
nonisolated(unsafe) let views: [String: UIView] = {
    var out: [String: UIView] = [:]
    for id in ["a", "b", "c"] {
        let v = UIView()
        v.identifier = id
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
    return 0
}
