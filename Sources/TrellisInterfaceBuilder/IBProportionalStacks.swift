import TrellisFormat
import TrellisLayout

/// Text in a `fillProportionally` stack on Xcode's canvas.
///
/// UIKit shares such a stack's length "proportionally based on their
/// intrinsic content size" (Apple's UIStackView.Distribution). The import
/// takes a label's or button's stored frame as its intrinsic size (Xcode
/// measured the text with San Francisco, ``IBTextSizing``), but in a
/// proportional stack that the canvas stretched or squeezed the stored
/// length is the text's *share*, not its measurement. The measurement is
/// still in the file: the views beside it whose intrinsic length Trellis
/// knows (an image from `<resources>`, a switch, a slider) were scaled by
/// the same factor, so a text view's intrinsic length along the axis is
/// its stored length times the factor they show (their intrinsic lengths
/// over their stored ones). A stack that only hugs its views shows a
/// factor of 1 and nothing changes. Rule (observed; docs/INTERFACE-
/// BUILDER.md, "Text in proportional stacks").
extension IBImporter {
    /// Views that hold an intrinsic length along a proportional stack's
    /// axis in place of their stored one: label or button id → (the
    /// stack is vertical, the length).
    func proportionalTextLengths(_ views: [IBView], constraints: [IBConstraint]) -> [String: (vertical: Bool, length: Double)] {
        guard textSizing == .storedFrames else { return [:] }
        // Table cells' views too (a table's cells are not its subviews).
        let cellViews: [IBView] = views.flatMap { v in
            (v.table?.sections ?? []).flatMap { section in section.cells.flatMap { $0.view.flattened } }
        }
        let constraints = constraints + cellViews.flatMap { $0.constraints }
        var out: [String: (vertical: Bool, length: Double)] = [:]
        for stack in views + cellViews {
            guard stack.type == .stackView, var s = stack.container.stack else { continue }
            if let designed = s.variations.last(where: { variations.matches($0.key) }) { s = designed.stack }
            guard s.distribution == "fillProportionally" else { continue }
            let vertical = s.axis == "vertical"
            let size = vertical ? "height" : "width"
            func sized(_ id: String) -> Bool {
                constraints.contains { ($0.firstItem == id && $0.firstAttribute == size) || ($0.secondItem == id && $0.secondAttribute == size) }
            }
            let visible = stack.subviews.filter { !$0.hidden }
            var intrinsic = 0.0, stored = 0.0
            for v in visible where !sized(v.id) {
                guard let known = knownAlignmentLength(v, vertical: vertical) else { continue }
                intrinsic += known.intrinsic
                stored += known.stored
            }
            guard intrinsic > 0, stored > 0, abs(intrinsic - stored) > 0.01 else { continue }
            let factor = intrinsic / stored
            for v in visible where v.type == .label || v.type == .button {
                guard let f = v.frame else { continue }
                out[v.id] = (vertical, Double(vertical ? f.height : f.width) * factor)
            }
        }
        return out
    }

    /// Views of `fillProportionally` stacks whose own required constraint
    /// fixes their length along the axis (`height == 15` on a progress
    /// bar): that length, which the stack's proportions count in place of
    /// the view's intrinsic one. Rule (observed; docs/INTERFACE-BUILDER.md,
    /// "Fixed lengths in proportional stacks"): Xcode's stored frames share
    /// the stack as if the fixed length were the view's intrinsic length
    /// (Quizzler copies: a 15-point progress bar beside a question label of
    /// 457.67 leaves exactly 78.33 to the nested stack above them), where
    /// the bar's own 4-point intrinsic height would pull the label to
    /// 1,700 points and push its neighbour to a negative height.
    func proportionalFixedLengths(_ views: [IBView], constraints: [IBConstraint]) -> [String: (vertical: Bool, length: Double)] {
        var out: [String: (vertical: Bool, length: Double)] = [:]
        for stack in views {
            guard stack.type == .stackView, var s = stack.container.stack else { continue }
            if let designed = s.variations.last(where: { variations.matches($0.key) }) { s = designed.stack }
            guard s.distribution == "fillProportionally" else { continue }
            let vertical = s.axis == "vertical"
            let size = vertical ? "height" : "width"
            for v in stack.subviews where !v.hidden {
                let fixed = constraints.last {
                    $0.firstItem == v.id && $0.firstAttribute == size && $0.secondItem == nil
                        && $0.relation == .equal && $0.priority >= 1000 && !$0.placeholder && $0.constant >= 0
                }
                if let c = fixed { out[v.id] = (vertical, c.constant) }
            }
        }
        return out
    }

    /// A view's intrinsic length along an axis that Trellis knows without
    /// Xcode's measurement, and the length of its stored alignment
    /// rectangle: an image view's image from `<resources>` (not an SF
    /// Symbol: its resource size is not the view's), a switch, a slider's
    /// height.
    func knownAlignmentLength(_ v: IBView, vertical: Bool) -> (intrinsic: Double, stored: Double)? {
        guard let f = v.frame, v.placeholderIntrinsic == [nil, nil] else { return nil }
        let frameLength = Double(vertical ? f.height : f.width)
        switch v.type {
        case .imageView:
            guard let s = v.imageSize else { return nil }
            return (Double(vertical ? s.height : s.width), frameLength)
        case .switch:
            // The alignment rectangle: 2 points narrower than the frame at
            // the trailing side (49 × 31 before Xcode 26, 61 × 28 since).
            if vertical { return (isNewestCanvas ? 28 : 31, frameLength) }
            return (isNewestCanvas ? 61 : 49, frameLength - 2)
        case .slider where vertical:
            if isLegacySlider(.slider) { return (Self.legacySlider.height, frameLength - Double(Self.legacySlider.insets.bottom)) }
            return (Self.newestSliderHeight, frameLength)
        default:
            return nil
        }
    }
}
