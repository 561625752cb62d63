import XCTest
import TrellisLayout

/// Randomised: a stack's frames equal those of the same layout written with
/// explicit constraints (fillEqually, every alignment but the baselines,
/// both axes, random sizes and spacing).
final class StackViewEquivalenceTests: XCTestCase {
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

    func testFillEquallyMatchesExplicitConstraints() {
        var g = Generator(state: 9)
        for round in 0..<60 {
            let axis: NSLayoutConstraint.Axis = Bool.random(using: &g) ? .horizontal : .vertical
            let alignment = [UIStackView.Alignment.fill, .leading, .center, .trailing].randomElement(using: &g)!
            let n = Int.random(in: 1...5, using: &g)
            let spacing = Double(Int.random(in: 0...20, using: &g))
            let sizes = (0..<n).map { _ in (Double(Int.random(in: 5...60, using: &g)), Double(Int.random(in: 5...90, using: &g))) }
            let w = StackFixture.window()
            let root = w.rootView
            let stacked = sizes.enumerated().map { StackBox($1.0, $1.1, "s\($0)") }
            let stack = UIStackView(arrangedSubviews: stacked)
            stack.axis = axis
            stack.alignment = alignment
            stack.distribution = .fillEqually
            stack.spacing = spacing
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            HandLayout.pin(stack, in: root, CGRect(x: 10, y: 10, width: 300, height: 100))
            if axis == .vertical { stack.transposeForTest() }

            let box = HandLayout.addView("box", to: root)
            HandLayout.pin(box, in: root, CGRect(x: 10, y: 200, width: 300, height: 100))
            let explicit = sizes.enumerated().map { StackBox($1.0, $1.1, "e\($0)") }
            for v in explicit { v.translatesAutoresizingMaskIntoConstraints = false; box.addSubview(v) }
            let h = axis == .horizontal
            let (lead, trail, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                h ? (.leading, .trailing, .width) : (.top, .bottom, .height)
            let (clead, ctrail, ccenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                h ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
            func eq(_ a: UIView, _ aa: NSLayoutConstraint.Attribute, _ b: UIView, _ ba: NSLayoutConstraint.Attribute, _ c: Double = 0) {
                NSLayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: 1, constant: c).isActive = true
            }
            eq(explicit[0], lead, box, lead)
            eq(box, trail, explicit[n - 1], trail)
            for (a, b) in zip(explicit, explicit.dropFirst()) { eq(b, lead, a, trail, spacing) }
            for v in explicit.dropFirst() { eq(v, size, explicit[0], size) }
            for v in explicit {
                switch alignment {
                case .fill: eq(v, clead, box, clead); eq(v, ctrail, box, ctrail)
                case .leading: eq(v, clead, box, clead)
                case .trailing: eq(v, ctrail, box, ctrail)
                default: eq(v, ccenter, box, ccenter)
                }
            }
            if axis == .vertical { box.transposeForTest() }
            w.layoutIfNeeded()
            for (s, e) in zip(stacked, explicit) {
                assertHandRect(s.frame, e.frame, "round \(round) \(axis) \(alignment) \(s.trellisIdentifier!)")
            }
        }
    }
}

extension UIView {
    /// Vertical rounds use a 100 x 300 container: swaps the pinned width
    /// and height constants.
    func transposeForTest() {
        for c in constraints where c.firstItem === self && (c.firstAttribute == .width || c.firstAttribute == .height) && c.secondItem == nil {
            c.constant = c.firstAttribute == .width ? 100 : 300
        }
    }
}
