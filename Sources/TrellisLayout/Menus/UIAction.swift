/// `UIActionHandler`: what an action runs.
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction` (iOS 13): a titled closure, for controls
/// (``UIControl/addAction(_:for:)``), bar button items and menus.
public final class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    public override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// `selectedImage` (iOS 17): the image while ``state`` is on.
    public var selectedImage: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    /// `state`: off, on (a checkmark) or mixed. Choosing an action in a
    /// single-selection menu turns it on and its siblings off
    /// (``UIMenu/select(_:)``).
    public var state: UIMenuElement.State
    public let identifier: Identifier
    let handler: UIActionHandler
    /// `sender`: the control that sent the action, while the handler runs.
    public private(set) weak var sender: AnyObject?

    /// `UIAction(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`.
    /// Without an identifier each action gets a unique one, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender control: AnyObject?) {
        sender = control
        handler(self)
        sender = nil
    }

    func performWithSender(_ control: UIControl) { perform(sender: control) }
}

extension UIControl {
    /// `sendAction(_:)` (iOS 14): runs the action's handler with the
    /// control as its sender. An action of a pop-up button's menu is chosen
    /// as a tap on it would be: it becomes the menu's selection (Trellis's
    /// stand-in for the menu UIKit shows).
    public func sendAction(_ action: UIAction) {
        if let button = self as? UIButton, let menu = button.menu, menu.contains(action) {
            if button.changesSelectionAsPrimaryAction { menu.select(action) }
            button.menuChanged()
        }
        action.perform(sender: self)
    }
}
