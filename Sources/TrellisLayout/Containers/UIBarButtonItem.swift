/// `UIBarButtonItem`: a button in a navigation bar or a toolbar: a title,
/// an image, a system item, a custom view, or a space.
///
/// UIKit's `init(title:style:target:action:)` family takes Objective-C
/// selectors, which Swift on Linux has not (as ``UIControl``'s
/// `addTarget`); Trellis offers the iOS 14 forms with a ``UIAction``
/// (`primaryAction`), which code for UIKit can use as they are.
open class UIBarButtonItem: UIBarItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain = 0, bordered, done }

    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    open var style = Style.plain { didSet { itemChanged() } }
    /// `width`: a fixed space's width, or a minimum width for other items
    /// (0: the content's).
    open var width: CGFloat = 0 { didSet { itemChanged() } }
    /// `customView`: shown in place of a button, at its frame's size (or its
    /// intrinsic size when it has one).
    open var customView: UIView? { didSet { itemChanged() } }
    open var primaryAction: UIAction?
    /// `menu` (iOS 14): shown by a tap when there is no primary action, or
    /// a long press; recorded (menus aren't drawn).
    open var menu: UIMenu?
    /// `isHidden` (iOS 16): a hidden item takes no room.
    open var isHidden = false { didSet { itemChanged() } }
    /// `tintColor`: the title's colour; the bar's tint (system blue) when nil.
    open var tintColor: UIColor? { didSet { itemChanged() } }
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// `init(title:image:primaryAction:menu:)` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// `init(title:style:…)`: a titled item (Trellis: the target-action
    /// form without its selector).
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    /// `init(image:style:…)`.
    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    /// `init(systemItem:primaryAction:menu:)` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// `fixedSpace(_:)` (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// `flexibleSpace()` (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// What the item shows as text: its title, or the system item's word
    /// ("Done", "Cancel", …); nil for a glyph or a space.
    var shownTitle: String? {
        if let systemItem {
            switch systemItem {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }
        return title
    }

    /// A system item drawn as a glyph (add, compose, search, …).
    var isGlyph: Bool {
        guard let systemItem else { return false }
        return shownTitle == nil && systemItem != .flexibleSpace && systemItem != .fixedSpace
    }
}
