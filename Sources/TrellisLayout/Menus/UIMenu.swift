/// `UIMenu` (iOS 13): a titled group of elements.
public final class UIMenu: UIMenuElement {
    /// `UIMenu.Options`, with UIKit's bit values.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.ElementSize` (iOS 16).
    public typealias ElementSize = UIMenuElement.Size

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    public var preferredElementSize: ElementSize

    /// `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    /// Without an identifier each menu gets a unique one, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// `replacingChildren(_:)`: the same menu with other elements.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// `selectedElements` (iOS 16): the actions that are on, this menu's
    /// and its inline submenus', in order.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let action = element as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// Every action in the menu and its submenus, in order.
    var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
    }

    var firstAction: UIAction? { allActions.first }

    func contains(_ action: UIAction) -> Bool { allActions.contains { $0 === action } }

    /// Chooses `action` as a single-selection menu does: on, its
    /// neighbours in the same menu off.
    func select(_ action: UIAction) {
        for a in allActions { a.state = a === action ? .on : .off }
    }
}

/// `UIDeferredMenuElement` (iOS 14): elements supplied later by a
/// provider. Trellis keeps the provider; ``resolve(_:)`` (a Trellis
/// addition) asks it, as showing the menu would.
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void
    let provider: ElementProvider
    /// Whether the elements are asked for every time (`uncached(_:)`).
    public let isUncached: Bool
    private var cache: [UIMenuElement]?

    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// `uncached(_:)` (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The provider's elements, given to `completion` (cached after the
    /// first time unless uncached).
    public func resolve(_ completion: @escaping ([UIMenuElement]) -> Void) {
        if !isUncached, let cache { completion(cache); return }
        provider { [weak self] elements in
            if self?.isUncached == false { self?.cache = elements }
            completion(elements)
        }
    }
}
