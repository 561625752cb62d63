/// What a view controller knows of the containers it is in: its navigation
/// item and tab bar item, and the nearest navigation and tab bar
/// controllers above it.
extension UIViewController {
    /// `navigationItem`: made on first use, with the controller's title.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// `tabBarItem`: made on first use, with the controller's title and no
    /// image; settable.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.itemsChanged()
        }
    }

    /// `navigationController`: the nearest navigation controller above.
    public var navigationController: UINavigationController? { nearestAncestor() }

    /// `tabBarController`: the nearest tab bar controller above.
    public var tabBarController: UITabBarController? { nearestAncestor() }

    private func nearestAncestor<T: UIViewController>() -> T? {
        var p = parent
        while let c = p {
            if let found = c as? T { return found }
            p = c.parent
        }
        return nil
    }

    /// `setToolbarItems(_:animated:)`.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Sends `viewDidAppear(_:)` down the tree to controllers told they
    /// will appear: the window's root, a child pushed or selected in a
    /// container already on screen, a presented controller.
    func finishAppearing() {
        if appearance == .appearing {
            sendAppearance(.appeared)
        } else if let view = viewIfLoaded {
            for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
                child.finishAppearing()
            }
        }
        presentedStorage?.finishAppearing()
    }

    /// Shows `child`'s view in `container` in place of `old`'s, with the
    /// appearance calls UIKit makes when a container on screen switches
    /// children (no animation: will and did disappear at once; the new
    /// child's `viewDidAppear(_:)` after the next layout pass).
    func switchShownChild(from old: UIViewController?, to new: UIViewController?, in container: UIView, below: UIView) {
        guard old !== new else { return }
        let onScreen = appearance == .appearing || appearance == .appeared
        if let old, old.isViewLoaded, old.view.superview === container {
            if onScreen { old.sendAppearance(.disappearing) }
            old.view.removeFromSuperview()
            if onScreen { old.sendAppearance(.disappeared) }
        }
        guard let new else { return }
        let view = new.view!
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = container.bounds
        container.insertSubview(view, belowSubview: below)
        if onScreen { new.sendAppearance(.appearing) }
    }
}

/// A controller with bars over its children's views: a navigation or tab
/// bar controller. Its children's safe areas reach in by what its bars
/// cover (Apple, `safeAreaInsets`: "the safe area of a view reflects the
/// area covered by navigation bars, tab bars, toolbars, and other
/// ancestors that obscure a view controller's view").
protocol BarContainer: UIViewController {
    /// How far, in the container's view, the bars cover it from the top
    /// and from the bottom for `child` (0 where no bar shows).
    func barCover(for child: UIViewController) -> (top: CGFloat, bottom: CGFloat)
    /// Places the bars and the shown child's view.
    func layoutBars()
}

extension UIViewController {
    /// A bar or a child's bar settings changed: the container lays out
    /// again, and the safe areas follow.
    func barsChanged() {
        guard self is any BarContainer, let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        view.hostEngine?.derivedValuesChanged()
        parent?.barsChanged()
    }
}

/// `UILayoutContainerView`, UIKit's name for a container controller's view:
/// its layout places the bars and the shown child.
final class UILayoutContainerView: UIView {
    weak var container: (any BarContainer)?

    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layoutBars()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
}
