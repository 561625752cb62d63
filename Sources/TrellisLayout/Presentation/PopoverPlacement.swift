/// Where a popover goes when it is shown as one: in regular width, or in
/// compact width when its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none`
/// (Apple: "return none to indicate that the presentation should not
/// adapt"; the classic way to keep a small popover on an iPhone).
///
/// What Apple documents: the content is the presented controller's
/// `preferredContentSize`; the popover stays `popoverLayoutMargins` (10
/// points) inside its container; the arrow points at `sourceRect` in
/// `sourceView` (the view's bounds when no rectangle is given, as iOS 16+
/// does) from one of `permittedArrowDirections`. Trellis's rules
/// (docs/LAYOUT.md, "Presentation"), as iOS is seen to place them:
/// - an unset width is 320 and an unset height 1100, the sizes Apple
///   documented as a popover's default content size
///   (`contentSizeForViewInPopover`), before the room limits them;
/// - the arrow is 13 points long;
/// - sides are tried in the order below the source (arrow up), above
///   (arrow down), to the right (arrow left), to the left (arrow right);
///   the first permitted side with room for the whole content wins, else the
///   permitted side with the most room, the content shortened (or narrowed)
///   to it;
/// - the popover is centred on the source along the arrow's edge, moved
///   inward to stay within the container's safe area less the margins.
/// Nothing is dimmed behind a popover.
extension UIPopoverPresentationController {
    /// The arrow's length (Trellis's rule).
    static let arrowLength: CGFloat = 13
    /// Apple's documented default popover content size.
    static let defaultContentSize = CGSize(width: 320, height: 1100)

    /// What a popover presentation becomes in `traits`: `.none` when it
    /// stays a popover, else the style it adapts to (`.pageSheet` by
    /// default on a phone, where UIKit shows a sheet).
    func adaptedStyle(_ traits: UITraitCollection) -> UIModalPresentationStyle {
        guard sourceView != nil else { return .pageSheet }
        if traits.horizontalSizeClass == .regular { return .none }
        guard let delegate = delegateStorage else { return .pageSheet }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        return answer == .popover ? .pageSheet : answer
    }

    /// The content's frame in `container` (the presentation's transition
    /// view, which fills the window), and the arrow direction it records.
    func placeContent(in container: UIView) -> CGRect {
        guard let sourceView else { return .zero }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        let source = sourceView.convert(rect, to: container)
        let safe = container.safeAreaInsets, m = popoverLayoutMargins
        let b = container.bounds
        let area = CGRect(x: b.minX + safe.left + m.left, y: b.minY + safe.top + m.top,
                          width: max(0, b.width - safe.left - safe.right - m.left - m.right),
                          height: max(0, b.height - safe.top - safe.bottom - m.top - m.bottom))
        let preferred = presentedViewController.preferredContentSize
        let wanted = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                            height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let a = Self.arrowLength
        // The room on each side, along the axis the arrow points.
        let sides: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - source.maxY - a, wanted.height),
            (.down, source.minY - a - area.minY, wanted.height),
            (.left, area.maxX - source.maxX - a, wanted.width),
            (.right, source.minX - a - area.minX, wanted.width),
        ]
        let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty
            ? UIPopoverArrowDirection.any : permittedArrowDirections
        let candidates = sides.filter { permitted.contains($0.0) }
        guard let chosen = candidates.first(where: { $0.1 >= $0.2 }) ?? candidates.max(by: { $0.1 < $1.1 }) else {
            return .zero
        }
        placedArrowDirection = chosen.0
        let room = max(0, chosen.1)
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        switch chosen.0 {
        case .up, .down:
            let w = min(wanted.width, area.width), h = min(wanted.height, room)
            let x = clamp(source.midX - w / 2, area.minX, area.maxX - w)
            let y = chosen.0 == .up ? source.maxY + a : source.minY - a - h
            return CGRect(x: x, y: y, width: w, height: h)
        default:
            let w = min(wanted.width, room), h = min(wanted.height, area.height)
            let y = clamp(source.midY - h / 2, area.minY, area.maxY - h)
            let x = chosen.0 == .left ? source.maxX + a : source.minX - a - w
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
