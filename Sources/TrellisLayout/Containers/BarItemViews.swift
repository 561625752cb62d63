/// The views a bar makes for its bar button items, and how it places them
/// in a row: shared by ``UINavigationBar`` and ``UIToolbar``.
///
/// Trellis's drawing of UIKit's private bar views (docs/LAYOUT.md,
/// "Navigation and tab bars"): a titled item is a system button in the
/// 17-point system font (semibold for `.done`), a glyph (a system item
/// such as add, or an image) an image view of its SF Symbol or image, a
/// custom view itself at its size; items are 8 points
/// apart. The bar's own height and where it sits are UIKit's; the items'
/// frames are Trellis's approximation (UIKit's are private views).
enum BarItemViews {
    static let spacing: CGFloat = 8

    /// The SF Symbol UIKit's glyph system items look like.
    static func symbolName(_ item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .pageCurl: return "arrow.turn.up.right"
        case .close: return "xmark.circle.fill"
        default: return "questionmark"
        }
    }

    /// The view for `item`, or nil for a space or a hidden item.
    static func view(for item: UIBarButtonItem) -> UIView? {
        if item.isHidden { return nil }
        if let custom = item.customView { return custom }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        if item.shownTitle == nil, let picture = item.systemItem.map({ UIImage(systemName: symbolName($0)) }) ?? item.image {
            // A glyph: drawn as its image.
            let view = UIImageView(image: picture)
            view.tintColor = item.tintColor
            view.accessibilityIdentifier = item.accessibilityIdentifier
            view.isSystemPart = true
            return view
        }
        let button = UIButton(type: .system)
        button.isEnabled = item.isEnabled
        if let color = item.tintColor { button.setTitleColor(color, for: .normal) }
        if let title = item.shownTitle {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        }
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.isSystemPart = true
        return button
    }

    /// A view's width in a bar: its frame's when set (custom views), else
    /// its intrinsic width, at least the item's `width`.
    static func width(of view: UIView, item: UIBarButtonItem) -> CGFloat {
        let natural: CGFloat
        if item.customView != nil, view.frame.width > 0 {
            natural = view.frame.width
        } else {
            let w = view.intrinsicContentSize.width
            natural = w == UIView.noIntrinsicMetric ? 0 : w
        }
        return max(natural, item.width)
    }

    /// A view's height in a band `band` high: a custom view or a glyph
    /// keeps its height (or its intrinsic one), buttons fill the band.
    static func height(of view: UIView, item: UIBarButtonItem, band: CGFloat) -> CGFloat {
        guard item.customView != nil || view is UIImageView else { return band }
        if view.frame.height > 0 { return min(view.frame.height, band) }
        let h = view.intrinsicContentSize.height
        return h == UIView.noIntrinsicMetric ? band : min(h, band)
    }
}
