/// Trait inheritance, overrides and change delivery for views, view
/// controllers and windows (docs/LAYOUT.md, "Traits").
///
/// A view's traits are its superview's (a window's: the screen's, from its
/// size), then its controller's overrides if it is a controller's view, then
/// its own `overrideUserInterfaceStyle` and `traitOverrides`. When an override
/// changes in a window, every controller (parents first) and view whose traits
/// changed hears `traitCollectionDidChange(_:)` and its registered handlers,
/// at once (UIKit delivers them in the next layout pass; Trellis has no run
/// loop to wait for). A view outside a window hears nothing.
extension UIView {
    /// `traitOverrides` (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { appearance.traitOverrides }
        set {
            guard newValue != appearance.traitOverrides else { return }
            changeTraits { self.appearance.traitOverrides = newValue }
        }
    }

    /// Makes a change to this view's overrides, then tells every view and
    /// controller of the window whose traits changed.
    func changeTraits(_ change: () -> Void) {
        guard let window else { return change() }
        let before = window.traitSnapshot()
        change()
        window.deliverTraitChanges(since: before)
    }

    /// This view's own overrides, `overrideUserInterfaceStyle` first.
    var ownTraitOverrides: UITraitCollection {
        UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle).merging(appearance.traitOverrides.collection)
    }

    /// The traits before this view's own overrides: the superview's, with
    /// the owning controller's overrides.
    var inheritedTraitCollection: UITraitCollection {
        var traits = superview?.traitCollection ?? UIScreen.main.traitCollection
        if let controller = owningViewController { traits = traits.merging(controller.ownTraitOverrides) }
        return traits
    }

    /// `registerForTraitChanges(_:handler:)` (iOS 17): `handler` runs with
    /// the view and its previous traits when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits) { env, previous in
            if let env = env as? Environment { handler(env, previous) }
        }
        appearance.traitRegistrations.append(registration)
        return registration
    }

    /// `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        appearance.traitRegistrations.removeAll { $0 === registration }
    }

    func deliverTraitChange(from previous: UITraitCollection) {
        let current = traitCollection
        guard previous != current else { return }
        traitCollectionDidChange(previous)
        for r in appearance.traitRegistrations where r.observesChange(from: previous, to: current) { r.handler(self, previous) }
    }
}

extension UIViewController {
    /// `traitOverrides` (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set {
            guard newValue != traitOverridesStorage else { return }
            changeTraits { self.traitOverridesStorage = newValue }
        }
    }

    func changeTraits(_ change: () -> Void) {
        guard let window = viewIfLoaded?.window else { return change() }
        let before = window.traitSnapshot()
        change()
        window.deliverTraitChanges(since: before)
    }

    /// The controller's own overrides, `overrideUserInterfaceStyle` first.
    var ownTraitOverrides: UITraitCollection {
        let own = UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle).merging(traitOverridesStorage.collection)
        // A split view controller's sidebars are compact-width columns.
        if let split = parent as? UISplitViewController, let column = split.columnTraitOverride(for: self) {
            return column.merging(own)
        }
        return own
    }

    /// `registerForTraitChanges(_:handler:)` (iOS 17).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeHandler(traits: traits) { env, previous in
            if let env = env as? Environment { handler(env, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    func deliverTraitChange(from previous: UITraitCollection) {
        let current = traitCollection
        guard previous != current else { return }
        traitCollectionDidChange(previous)
        for r in traitRegistrations where r.observesChange(from: previous, to: current) { r.handler(self, previous) }
    }
}

/// Every view's and controller's traits at one moment.
struct TraitSnapshot {
    var controllers: [(UIViewController, UITraitCollection)]
    var views: [(UIView, UITraitCollection)]
}

extension UIWindow {
    /// The window's controllers, parents first (presented ones after their presenters).
    var controllersInOrder: [UIViewController] {
        var controllers: [UIViewController] = rootViewController.map { [$0] } ?? []
        var i = 0
        while i < controllers.count {
            controllers.append(contentsOf: controllers[i].children)
            if let presented = controllers[i].presentedViewController, !controllers.contains(where: { $0 === presented }) {
                controllers.append(presented)
            }
            i += 1
        }
        return controllers
    }

    func traitSnapshot() -> TraitSnapshot {
        TraitSnapshot(controllers: controllersInOrder.map { ($0, $0.traitCollection) },
                      views: allViews.map { ($0, $0.traitCollection) })
    }

    /// Views that adjust their font for the content size category take the
    /// new font; then every controller (parents first) and view whose traits
    /// differ from `before` hears it.
    func deliverTraitChanges(since before: TraitSnapshot) {
        for (view, _) in before.views { view.adjustFontForContentSizeCategoryIfNeeded() }
        for (controller, previous) in before.controllers { controller.deliverTraitChange(from: previous) }
        for (view, previous) in before.views { view.deliverTraitChange(from: previous) }
    }
}
