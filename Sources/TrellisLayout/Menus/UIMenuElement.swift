/// `UIMenuElement` (iOS 13): what a menu holds: actions, submenus,
/// deferred elements. Menus are state in Trellis: they are built, read and
/// their actions run, but never drawn (docs/LAYOUT.md, "Menus").
open class UIMenuElement {
    /// `UIMenuElement.Attributes`, with UIKit's bit values.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State`: an action's checkmark.
    public enum State: Int, Sendable, Hashable { case off, on, mixed }

    /// `UIMenuElement.Size` (iOS 16): how large a menu draws its elements.
    public enum Size: Int, Sendable, Hashable { case small, medium, large }

    var storedTitle: String
    var storedImage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
    }

    /// `title`: read-only here; an action's can be changed.
    open var title: String { storedTitle }
    /// `subtitle` (iOS 15).
    open var subtitle: String?
    /// `image`: read-only here; an action's can be changed.
    open var image: UIImage? { storedImage }
}
