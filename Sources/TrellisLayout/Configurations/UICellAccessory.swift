/// `UICellAccessory` (iOS 14): a list cell's accessories, with their kind,
/// when they show and their options; ``UICollectionViewListCell`` lays
/// them out beside its content view.
public struct UICellAccessory {
    /// `UICellAccessory.DisplayedState`: when the accessory shows.
    public enum DisplayedState: Int, Sendable, Hashable { case always, whenEditing, whenNotEditing }
    /// `UICellAccessory.Placement`: a custom accessory's side and, among
    /// the accessories already on that side (listed from the cell's edge
    /// inwards), the index it goes at (`{ $0.count }` by default: innermost).
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// `position(after:)`: just inside the first accessory of the same
        /// kind as `accessory`, or innermost when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.name == accessory.name }.map { $0 + 1 } ?? list.count }
        }

        /// `position(before:)`: just outside the first of the same kind, or innermost.
        public static func position(before accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.name == accessory.name } ?? list.count }
        }

        var isLeading: Bool { if case .leading = self { return true } else { return false } }
        var displayed: DisplayedState {
            switch self {
            case .leading(let d, _), .trailing(let d, _): return d
            }
        }
        var position: Position {
            switch self {
            case .leading(_, let p), .trailing(_, let p): return p
            }
        }
    }
    /// `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable { case actual, standard, custom(CGFloat) }

    /// The options the accessories take (tint colour, hidden flag, width);
    /// one type stands for UIKit's per-kind option structs, which share
    /// these names.
    /// `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Int, Sendable, Hashable { case automatic, header, cell }

    public struct Options {
        public var style: OutlineDisclosureStyle?
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(style: OutlineDisclosureStyle? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options

    /// `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The kind (`disclosureIndicator`, `checkmark`, …; a label's text).
    public let name: String
    public let displayed: DisplayedState
    public let options: Options
    public let text: String?
    public let customViewConfiguration: CustomViewConfiguration?

    init(_ name: String, displayed: DisplayedState, options: Options, text: String? = nil,
         custom: CustomViewConfiguration? = nil) {
        self.name = name
        self.displayed = displayed
        self.options = options
        self.text = text
        customViewConfiguration = custom
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self("disclosureIndicator", displayed: displayed, options: options)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self("outlineDisclosure", displayed: displayed, options: options)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self("checkmark", displayed: displayed, options: options)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self("delete", displayed: displayed, options: options)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self("insert", displayed: displayed, options: options)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self("reorder", displayed: displayed, options: options)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self("multiselect", displayed: displayed, options: options)
    }
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self("detail", displayed: displayed, options: options)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self("label", displayed: displayed, options: options, text: text)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self("customView", displayed: configuration.placement.displayed, options: Options(), custom: configuration)
    }
}
