/// UIKit's attributes of `AttributedString` (`AttributeScopes.UIKitAttributes`),
/// which Foundation on Linux lacks: `font`, `foregroundColor`,
/// `backgroundColor` and `kern`, with the names of the matching
/// `NSAttributedString.Key`s. With them, code written for UIKit
/// (`title.font = .boldSystemFont(ofSize: 17)`, `container.foregroundColor
/// = .white`) compiles, and a button configuration's `attributedTitle` is
/// measured in its font.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
    }

    /// `AttributeScopes.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The font of the first run (Trellis measures a string in one font,
    /// as it does `NSAttributedString`s: docs/LAYOUT.md).
    var leadingUIFont: UIFont? { runs.first?[AttributeScopes.UIKitAttributes.FontAttribute.self] }
    var leadingUIColor: UIColor? { runs.first?[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] }
    var plainString: String { String(characters) }
}
