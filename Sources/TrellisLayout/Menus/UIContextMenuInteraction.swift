/// `UIContextMenuConfiguration` (iOS 13): what a context menu shows: an
/// identifier, a preview provider and an action provider. Kept; a
/// menu's actions can be asked for with ``makeMenu(suggestedActions:)``
/// (a Trellis addition).
public final class UIContextMenuConfiguration {
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16).
    public enum ElementOrder: Int, Sendable, Hashable { case automatic, priority, fixed }

    public let identifier: AnyHashable
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    public var preferredMenuElementOrder = ElementOrder.automatic

    /// `init(identifier:previewProvider:actionProvider:)`. UIKit's
    /// identifier is an `NSCopying`; Trellis takes any hashable value
    /// (strings, index paths, UUIDs) and makes a unique one when nil.
    public init(identifier: AnyHashable? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes (nil without one).
    public func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }
}

/// `UIContextMenuActionProvider` and `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// `UIContextMenuInteractionDelegate`: the configuration for a press at a
/// point. The optional methods have empty defaults (Swift on Linux has no
/// `@objc optional`).
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// `UIContextMenuInteractionAnimating`: the animator of a menu's
/// appearance; Trellis runs the blocks at once (no animation).
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitAnimating`: a preview's commit.
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// `UIContextMenuInteraction` (iOS 13): a long press on its view asks the
/// delegate for a menu. Nothing is pressed in Trellis: the interaction
/// records its view and delegate, and ``configuration(at:)`` (a Trellis
/// addition) asks the delegate as a press at that point would.
public final class UIContextMenuInteraction: UIInteraction {
    /// `UIContextMenuInteraction.Appearance`.
    public enum Appearance: Int, Sendable { case unknown, rich, compact }

    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    public private(set) var menuAppearance = Appearance.unknown

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// `location(in:)`: where the press is; Trellis has none, so the
    /// centre of the interaction's view, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        guard let view else { return own.convert(centre, to: nil) }
        return own.convert(centre, to: view)
    }

    /// The delegate's configuration for a press at `location` (in the
    /// view's coordinates).
    public func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    /// `dismissMenu()` and `updateVisibleMenu(_:)`: no menu is shown.
    public func dismissMenu() {}
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}
