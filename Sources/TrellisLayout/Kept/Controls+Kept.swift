import Foundation

/// Scroll view properties kept with UIKit's defaults (Kept/ViewExtras.swift).
extension UIScrollView {
    /// `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13, true): kept
    /// (pictures draw the indicators along the adjusted frame).
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { appearance.extras.automaticallyAdjustsScrollIndicatorInsets }
        set { appearance.extras.automaticallyAdjustsScrollIndicatorInsets = newValue }
    }
    /// `indicatorStyle` (`.default`), `scrollsToTop` (true): kept.
    public var indicatorStyle: IndicatorStyle {
        get { appearance.extras.indicatorStyle }
        set { appearance.extras.indicatorStyle = newValue }
    }
    public var scrollsToTop: Bool {
        get { appearance.extras.scrollsToTop }
        set { appearance.extras.scrollsToTop = newValue }
    }
    /// `flashScrollIndicators()`: nothing to flash in a still picture.
    public func flashScrollIndicators() {}
}

/// Table view properties kept with UIKit's defaults, and the row under a point.
extension UITableView {
    /// `UITableView.SeparatorInsetReference` (iOS 11).
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }

    /// `separatorInsetReference` (`.fromCellEdges`): kept; Trellis measures
    /// separator insets from the cell's edges.
    public var separatorInsetReference: SeparatorInsetReference {
        get { appearance.extras.separatorInsetReference }
        set { appearance.extras.separatorInsetReference = newValue }
    }
    /// `sectionIndexColor`, `sectionIndexBackgroundColor`: kept (no index is drawn).
    public var sectionIndexColor: UIColor? {
        get { appearance.extras.sectionIndexColor }
        set { appearance.extras.sectionIndexColor = newValue }
    }
    public var sectionIndexBackgroundColor: UIColor? {
        get { appearance.extras.sectionIndexBackgroundColor }
        set { appearance.extras.sectionIndexBackgroundColor = newValue }
    }
    /// `dragInteractionEnabled`: false by default on a phone (Apple); kept.
    public var dragInteractionEnabled: Bool {
        get { appearance.extras.dragInteractionEnabled }
        set { appearance.extras.dragInteractionEnabled = newValue }
    }
    /// `fillerRowHeight` (iOS 15, `automaticDimension`): kept; Trellis draws
    /// no filler rows under a short plain table.
    public var fillerRowHeight: CGFloat {
        get { appearance.extras.fillerRowHeight }
        set { appearance.extras.fillerRowHeight = newValue }
    }

    /// `indexPathForRow(at:)`: the row whose frame contains `point`
    /// (content coordinates), nil between or outside rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (s, section) in settledRecords().enumerated() {
            if let r = section.rows.firstIndex(where: { $0.frame.contains(point) }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// `indexPathsForRows(in:)`: the rows whose frames meet `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var paths: [IndexPath] = []
        for (s, section) in settledRecords().enumerated() {
            for (r, row) in section.rows.enumerated() where row.frame.intersects(rect) { paths.append(IndexPath(row: r, section: s)) }
        }
        return paths
    }

    /// `reconfigureRows(at:)` (iOS 15): the data source configures the rows
    /// again; Trellis asks it for every cell again, as `reloadRows` does.
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
}

extension UICollectionView {
    /// `indexPathForItem(at:)`: the item whose frame contains `point`
    /// (content coordinates), nil between or outside items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        for (s, frames) in itemFrames.items.enumerated() {
            if let i = frames.firstIndex(where: { $0.contains(point) }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
}

extension UISegmentedControl {
    /// `init(frame:actions:)` (iOS 14): a segment per action, titled by it.
    /// No one taps in Trellis, so an action runs when code sends the
    /// control's `.valueChanged` after choosing its segment.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: actions.map(\.title))
        self.frame = frame
        for (i, action) in actions.enumerated() { appearance.extras.segmentActions[i] = action }
        addAction(UIAction { [weak self] _ in
            guard let self, let action = self.appearance.extras.segmentActions[self.selectedSegmentIndex] else { return }
            action.performWithSender(self)
        }, for: .valueChanged)
    }

    /// `actionForSegment(at:)` (iOS 14).
    public func actionForSegment(at segment: Int) -> UIAction? { appearance.extras.segmentActions[segment] }

    /// `setEnabled(_:forSegmentAt:)`, `isEnabledForSegment(at:)`: kept
    /// (segments draw alike).
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { appearance.extras.disabledSegments.remove(segment) } else { appearance.extras.disabledSegments.insert(segment) }
    }
    public func isEnabledForSegment(at segment: Int) -> Bool { !appearance.extras.disabledSegments.contains(segment) }
}

extension UISwitch {
    /// `UISwitch.Style` (iOS 14).
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    /// `preferredStyle` (`.automatic`): kept. `style`: `.sliding`, the only
    /// style iOS shows (the checkbox is the Mac's, Apple).
    public var preferredStyle: Style {
        get { appearance.extras.switchPreferredStyle }
        set { appearance.extras.switchPreferredStyle = newValue }
    }
    public var style: Style { .sliding }
}

extension UIWindow {
    /// `UIWindow.Level`: UIKit's raw values (normal 0, status bar 1000, alert 2000).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
    }

    /// `windowLevel`: kept (each window is laid out and drawn on its own).
    public var windowLevel: Level {
        get { appearance.extras.windowLevel }
        set { appearance.extras.windowLevel = newValue }
    }

    /// `makeKey()`: the key window, without showing it (UIKit).
    public func makeKey() {
        isKeyWindow = true
        UIApplication.shared.windowBecameKey(self)
    }
}

extension UIImage {
    /// `UIImage()`: an empty image (zero size), as UIKit's.
    public convenience init() { self.init(size: .zero) }
}

extension UIImageView {
    /// `init(image:highlightedImage:)`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}

extension UITableView {
    /// `sectionHeaderTopPadding` (iOS 15): space above each section header.
    /// A number (apps usually write 0) puts that much above every header
    /// that has a height. **Rule:** `automaticDimension`, the default, adds
    /// nothing: Trellis's headers are laid out as docs/TABLES.md says (iOS
    /// 15's own automatic gap above plain tables' headers isn't modelled).
    public var sectionHeaderTopPadding: CGFloat {
        get { scrollAttachments.sectionHeaderTopPadding }
        set {
            guard newValue != scrollAttachments.sectionHeaderTopPadding else { return }
            scrollAttachments.sectionHeaderTopPadding = newValue
            rowContentChanged()
        }
    }
}

extension UICollectionView {
    /// `reconfigureItems(at:)` (iOS 15): the items are configured again;
    /// Trellis asks for every cell again, as `reloadItems` does.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
}

extension UIImageView {
    /// `animationImages`, `highlightedAnimationImages`, `animationDuration`
    /// (0: a thirtieth of a second per image), `animationRepeatCount` (0:
    /// forever): kept; a picture shows `image`.
    public var animationImages: [UIImage]? {
        get { appearance.extras.animationImages }
        set { appearance.extras.animationImages = newValue }
    }
    public var highlightedAnimationImages: [UIImage]? {
        get { appearance.extras.highlightedAnimationImages }
        set { appearance.extras.highlightedAnimationImages = newValue }
    }
    public var animationDuration: TimeInterval {
        get { appearance.extras.animationDuration }
        set { appearance.extras.animationDuration = newValue }
    }
    public var animationRepeatCount: Int {
        get { appearance.extras.animationRepeatCount }
        set { appearance.extras.animationRepeatCount = newValue }
    }
    /// `startAnimating()`, `stopAnimating()`, `isAnimating`: animating
    /// from start to stop when there are animation images (UIKit doesn't
    /// animate without them).
    public func startAnimating() { appearance.extras.imageViewAnimating = !(animationImages ?? []).isEmpty }
    public func stopAnimating() { appearance.extras.imageViewAnimating = false }
    public var isAnimating: Bool { appearance.extras.imageViewAnimating }
}
