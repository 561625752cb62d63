// Fuzz target `vfl`: bytes as a Visual Format string given to
// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
// with views a, b, c and metrics m, n; constraints that come out are
// activated and laid out in a window. Errors are recorded, never trapped.
// See scripts/fuzz.
import TrellisLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let window = UIWindow(width: 320, height: 480)
    let views = ["a", "b", "c"].map { id -> UIView in
        let v = UIView()
        v.identifier = id
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        return v
    }
    let constraints = NSLayoutConstraint.constraints(
        withVisualFormat: text, options: [], metrics: ["m": 8.0, "n": -20.0],
        views: ["a": views[0], "b": views[1], "c": views[2]])
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    _ = LayoutIssues.drain()  // recorded errors would pile up run after run
    return 0
}
