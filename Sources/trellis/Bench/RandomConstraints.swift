/// The constraints of the `random` layout workload: what a fuzzer writes
/// into a layout file. Seeded (SplitMix64), so a count always gives the same
/// file and a timing can be repeated.
enum RandomConstraints {
    /// The views the constraints relate (plus the root).
    static let viewCount = 100

    /// SplitMix64 (Steele, Lea and Flood): tiny, and the same sequence on
    /// every platform, which `SystemRandomNumberGenerator` is not.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `count` constraint lines in the file's expression language. Every
    /// line is one UIKit accepts (x with x, y with y, size with size or a
    /// constant; leading/trailing never with left/right), so the file is
    /// read without error and all the work is the solver's.
    static func lines(count: Int, views: Int, seed: UInt64 = 14) -> [String] {
        var g = Generator(state: seed)
        let xs = ["leading", "trailing", "centerX"]
        let ys = ["top", "bottom", "centerY"]
        let sizes = ["width", "height"]
        let relations = ["==", ">=", "<="]
        func item() -> String {
            Int.random(in: 0...views, using: &g) == views ? "root" : "v\(Int.random(in: 0..<views, using: &g))"
        }
        var out: [String] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            let family = Int.random(in: 0..<3, using: &g)
            let attributes = family == 0 ? xs : family == 1 ? ys : sizes
            let first = "v\(Int.random(in: 0..<views, using: &g)).\(attributes.randomElement(using: &g)!)"
            let relation = relations.randomElement(using: &g)!
            let constant = Int.random(in: -200...400, using: &g)
            var line: String
            if family == 2 && Int.random(in: 0..<4, using: &g) == 0 {
                line = "\(first) \(relation) \(abs(constant))"
            } else {
                line = "\(first) \(relation) \(item()).\(attributes.randomElement(using: &g)!)"
                if Int.random(in: 0..<5, using: &g) == 0 { line += " * \([0.5, 2, 1.5].randomElement(using: &g)!)" }
                line += constant < 0 ? " - \(-constant)" : " + \(constant)"
            }
            if Bool.random(using: &g) {
                line += " @ \(Int.random(in: 1...999, using: &g))"
            }
            out.append(line)
        }
        return out
    }
}
