/// The delegates' menu methods: none unless implemented, as in UIKit
/// (their optional methods). Nothing is pressed or swiped in Trellis;
/// the methods exist so code written for UIKit compiles, and tests can
/// call them to check the menus and actions they build.
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// `UIContextualAction` (iOS 11): a swipe action: a style, a title, an
/// image and a handler that reports completion. Recorded; ``perform(in:)``
/// (a Trellis addition) runs the handler as a tap on it would.
public final class UIContextualAction {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var image: UIImage?
    /// `backgroundColor`: system red for destructive actions, grey for
    /// normal ones until set (UIKit's defaults).
    public var backgroundColor: UIColor
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// Runs the handler with `view` as the action's view; returns what it
    /// reported to its completion (nil until it calls it).
    @discardableResult
    public func perform(in view: UIView) -> Bool? {
        var result: Bool?
        handler(self, view) { result = $0 }
        return result
    }
}

/// `UISwipeActionsConfiguration` (iOS 11): a row's swipe actions.
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe`: true by default.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
