import Foundation

/// `UIFontDescriptor`: a font described by attributes (name, size, text
/// style, traits), made into a font with ``UIFont/init(descriptor:size:)``.
///
/// As in UIKit, the attributes dictionary is the descriptor: every method
/// returns a new descriptor with changed attributes, and a font's
/// ``UIFont/fontDescriptor`` gives back its name, size, text style and
/// traits. Trellis knows every font name (see ``UIFont``), so the methods
/// that UIKit lets fail when no installed font matches
/// (`withSymbolicTraits(_:)`, `withDesign(_:)`) fail only where UIKit's
/// rule says no font can exist: a design for a font that isn't the system
/// font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `fontAttributes`.
    public let fontAttributes: [AttributeName: Any]

    /// `init(fontAttributes:)`.
    public init(fontAttributes attributes: [AttributeName: Any]) {
        fontAttributes = attributes
        super.init()
    }

    /// `init()`: no attributes (the font it gives is the 12-point system
    /// font, Core Text's default size).
    public override convenience init() { self.init(fontAttributes: [:]) }

    /// `init(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// `init(name:matrix:)`: the matrix is recorded.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// `preferredFontDescriptor(withTextStyle:)`: the style's descriptor at
    /// the app's content size category (its size is the style's there).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Reading

    /// `pointSize`: the size attribute, 0 when there is none.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// `postscriptName`: the name attribute (the family's when only a
    /// family is given).
    open var postscriptName: String {
        (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String) ?? UIFont.systemFontName
    }

    /// `symbolicTraits`: the traits dictionary's symbolic value.
    open var symbolicTraits: SymbolicTraits { Self.symbolic(traits[.symbolic]) ?? [] }

    /// `matrix`: the matrix attribute, nil when there is none.
    open var matrix: CGAffineTransform { (fontAttributes[.matrix] as? CGAffineTransform) ?? .identity }

    /// `object(forKey:)`: one attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    var traits: [TraitKey: Any] { (fontAttributes[.traits] as? [TraitKey: Any]) ?? [:] }

    // MARK: Deriving

    /// `addingAttributes(_:)`: these attributes over the descriptor's.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// `withSize(_:)`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// `withFamily(_:)`: the family, without the name (so the family's
    /// regular face, in the descriptor's traits).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `withFace(_:)`: a face name (`Bold`, `Italic`).
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// `withMatrix(_:)`: recorded.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// `withSymbolicTraits(_:)`: the traits replace the descriptor's
    /// symbolic traits (add to them with `symbolicTraits.union(...)`, as
    /// apps do). Bold sets the weight to bold where it was lighter; taking
    /// bold away from a bold-or-heavier weight gives regular (a **rule**:
    /// UIKit picks the family's non-bold face). Never nil in Trellis.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        let weight = Self.weight(traits[.weight]) ?? UIFont.Weight(fontName: postscriptName)
        if symbolicTraits.contains(.traitBold), weight < .bold { traits[.weight] = UIFont.Weight.bold.rawValue }
        if !symbolicTraits.contains(.traitBold), weight >= .semibold { traits[.weight] = UIFont.Weight.regular.rawValue }
        var attributes = fontAttributes
        attributes[.traits] = traits
        if let name = attributes[.name] as? String, name != UIFont.systemFontName {
            // A named face (`Avenir-Heavy`) becomes its family in the new traits.
            attributes[.name] = nil
            attributes[.family] = attributes[.family] ?? UIFont(name: name, size: 12)?.familyName ?? name
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `withDesign(_:)` (iOS 13): the system font in another design; nil
    /// for other fonts, as UIKit (designs are the system font's).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = (fontAttributes[.family] as? String) ?? (fontAttributes[.name] as? String) ?? UIFont.systemFontName
        guard family == UIFont.systemFontName else { return nil }
        var traits = self.traits
        traits[.design] = design.rawValue
        return addingAttributes([.traits: traits])
    }

    /// `matchingFontDescriptors(withMandatoryKeys:)`: this descriptor
    /// (Trellis has every font).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] { [self] }

    open override var description: String { "UIFontDescriptor \(UIFont(descriptor: self, size: 0))" }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    static func weight(_ value: Any?) -> UIFont.Weight? {
        if let w = value as? UIFont.Weight { return w }
        return number(value).map { UIFont.Weight(rawValue: $0) }
    }

    static func symbolic(_ value: Any?) -> SymbolicTraits? {
        switch value {
        case let v as SymbolicTraits: return v
        case let v as UInt32: return SymbolicTraits(rawValue: v)
        case let v as Int: return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: v))
        case let v as NSNumber: return SymbolicTraits(rawValue: v.uint32Value)
        default: return nil
        }
    }
}
