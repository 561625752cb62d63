/// `UIContentConfiguration` (iOS 14): a description of a cell's content
/// that makes the view showing it. Cells, header-footer views and
/// ``UIListContentView`` take them.
public protocol UIContentConfiguration {
    /// `makeContentView()`: a new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// `updated(for:)`: the configuration for a state.
    func updated(for state: any UIConfigurationState) -> Self
}

/// `UIContentView` (iOS 14): a view that shows a content configuration.
public protocol UIContentView: AnyObject {
    /// `configuration`: setting it applies it to the view.
    var configuration: any UIContentConfiguration { get set }
    /// `supports(_:)`: whether the view can show `configuration` (a cell
    /// applies a supported configuration to its content view instead of
    /// making a new one). True by default, as in UIKit.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// What a cell or header-footer view keeps of its configurations: one
/// side object, so the classes' own layout stays as it was.
final class CellConfigurations {
    /// A table cell's editing state (Editing/UITableViewCell+Editing.swift).
    var editing = CellEditingState()
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    var backgroundView: ConfiguredBackgroundView?
    /// The cell's `configurationUpdateHandler` (typed by its class).
    var updateHandler: Any?
    /// Set while an update runs, so the update's own changes don't start another.
    var isUpdating = false
    /// A header-footer view dequeued from a grouped table (its default
    /// configuration is the grouped header's).
    var inGroupedTable = false

    /// The view that shows `configuration` in place of `current`: `current`
    /// itself when it shows the same kind of configuration and supports it
    /// (the configuration is applied to it), else a new one (Apple: "replaces
    /// the existing contentView ... or directly applies the configuration to
    /// the existing content view if the configuration is compatible").
    static func contentView(for configuration: any UIContentConfiguration, replacing current: UIView) -> UIView? {
        if let shown = current as? (UIView & UIContentView),
           type(of: shown.configuration) == type(of: configuration), shown.supports(configuration) {
            shown.configuration = configuration
            return nil
        }
        return configuration.makeContentView()
    }

    /// `setNeedsUpdateConfiguration()`: UIKit updates at its next layout
    /// pass; Trellis has no run loop, so `update` runs now, unless an update
    /// is running (its own changes don't start another).
    func updateNow(_ update: () -> Void) {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        update()
    }

    /// What UIKit's `updateConfiguration(using:)` does before the owner's
    /// handler runs: each configuration that updates automatically becomes
    /// its `updated(for:)`; `showContent` shows the new content.
    func updateAutomatically(for state: any UIConfigurationState, in owner: UIView, showContent: () -> Void) {
        if automaticallyUpdatesContent, let content {
            self.content = content.updated(for: state)
            showContent()
        }
        if automaticallyUpdatesBackground, let background {
            self.background = background.updated(for: state)
            installBackground(in: owner)
        }
    }

    /// The view that shows the content configuration in place of
    /// `current`: ``contentView(for:replacing:)`` for a configuration; with
    /// none, an empty view made by `empty` if `current` shows one (nil
    /// restores an empty content view, as UIKit does); nil to keep `current`.
    func replacementContentView(for current: UIView, empty: () -> UIView) -> UIView? {
        if let content { return Self.contentView(for: content, replacing: current) }
        return current is UIContentView ? empty() : nil
    }

    /// Puts `view` in `owner` where `current` was, following the owner's
    /// size (at `size` now, when given); the old one leaves with its
    /// subviews and their constraints, as in UIKit. `adopt` runs before the
    /// view goes in, so the owner's `contentView` already answers it.
    static func install(_ view: UIView, replacing current: UIView, in owner: UIView, size: CGSize?,
                        adopt: () -> Void) {
        let index = owner.subviews.firstIndex { $0 === current } ?? owner.subviews.count
        current.removeFromSuperview()
        view.translatesAutoresizingMaskIntoConstraints = true
        if let size { view.frame = CGRect(origin: .zero, size: size) }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A list content view resolves its margins itself (UIListContentView).
        if !(view is UIListContentView) { view.preservesSuperviewLayoutMargins = true }
        adopt()
        owner.insertSubview(view, at: min(index, owner.subviews.count))
    }

    /// Puts the background configuration's view at the back of `owner`.
    func installBackground(in owner: UIView) {
        guard let background else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = backgroundView ?? ConfiguredBackgroundView()
        if view.superview !== owner { owner.insertSubview(view, at: 0) }
        backgroundView = view
        view.apply(background, in: CGRect(origin: .zero, size: owner.bounds.size))
    }
}

/// Draws a ``UIBackgroundConfiguration`` behind a cell's content: its
/// colour (the tint when nil), corner radius and stroke, inset by
/// `backgroundInsets`.
final class ConfiguredBackgroundView: UIView {
    func apply(_ background: UIBackgroundConfiguration, in bounds: CGRect) {
        backgroundColor = background.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = background.cornerRadius
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            layer.borderWidth = background.strokeWidth
            layer.borderColor = background.resolvedStrokeColor(for: stroke).cgColor
        } else {
            layer.borderWidth = 0
        }
        clipsToBounds = background.cornerRadius > 0
        let i = background.backgroundInsets
        frame = CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                       width: max(0, bounds.width - i.leading - i.trailing),
                       height: max(0, bounds.height - i.top - i.bottom))
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
