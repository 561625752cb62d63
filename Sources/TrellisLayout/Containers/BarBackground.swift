/// A bar's background and its shadow line, shared by the navigation bar,
/// the toolbar and the tab bar: the appearance's colour (else the bar's
/// tint, else the default bar grey), and a hairline in the appearance's
/// shadow colour, none when it has none.
final class BarBackground {
    let background = UIView()
    let shadow = UIView()

    init() {
        background.isSystemPart = true
        shadow.isSystemPart = true
    }

    /// Puts the two views at the back of `bar` for `appearance`; the
    /// shadow only when the appearance has a shadow colour.
    func install(in bar: UIView, appearance: UIBarAppearance, tint: UIColor?) {
        background.removeFromSuperview()
        shadow.removeFromSuperview()
        background.backgroundColor = appearance.backgroundColor ?? tint ?? .defaultBarBackground
        shadow.backgroundColor = appearance.shadowColor
        background.translatesAutoresizingMaskIntoConstraints = true
        shadow.translatesAutoresizingMaskIntoConstraints = true
        bar.insertSubview(background, at: 0)
        if appearance.shadowColor != nil { bar.insertSubview(shadow, aboveSubview: background) }
    }

    /// Places the background over `rect` (in the bar's bounds; it may reach
    /// outside them, behind the status bar or over the home indicator) and
    /// the one-pixel shadow line at `lineY`.
    func place(_ rect: CGRect, lineY: CGFloat, in bar: UIView) {
        background.setContainerFrame(rect)
        shadow.setContainerFrame(CGRect(x: 0, y: lineY, width: rect.width, height: 1 / max(1, bar.traitCollection.displayScale)))
    }
}
