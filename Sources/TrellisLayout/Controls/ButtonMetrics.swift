/// A configured button's default metrics per `UIButton.Configuration.Size`.
///
/// Medium: 7 points above and below, 12 at the sides (Apple's frameworks
/// engineer gives (7, 12, 7, 12) as the default, Apple Developer Forums
/// thread 733541), the title in the body style (17 points: iOS 15's
/// medium "Button" is 34.33 tall with SF's 20.33-point line). The other
/// sizes are a **Trellis rule** (docs/LAYOUT.md, "Button configurations";
/// Apple publishes no numbers): large 14 / 20 with body, small 5 / 10 with
/// subheadline (15), mini 3 / 8 with caption 1 (12), which makes the
/// roughly 50-, 28- and 20-point buttons developers report. Subtitles are
/// a step smaller: subheadline, subheadline, footnote, caption 2.
struct ButtonMetrics {
    let contentInsets: NSDirectionalEdgeInsets
    let titleStyle: UIFont.TextStyle
    let subtitleStyle: UIFont.TextStyle

    init(size: UIButton.Configuration.Size) {
        switch size {
        case .large:
            contentInsets = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            titleStyle = .body; subtitleStyle = .subheadline
        case .medium:
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            titleStyle = .body; subtitleStyle = .subheadline
        case .small:
            contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            titleStyle = .subheadline; subtitleStyle = .footnote
        case .mini:
            contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            titleStyle = .caption1; subtitleStyle = .caption2
        }
    }

    var titleFont: UIFont { .preferredFont(forTextStyle: titleStyle) }
    var subtitleFont: UIFont { .preferredFont(forTextStyle: subtitleStyle) }

    /// The activity indicator's side (`UIActivityIndicatorView`'s medium style).
    static let activityIndicatorSide: CGFloat = 20
}
