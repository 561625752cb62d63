/// `NSCollectionLayoutDecorationItem`: a view behind a section, made by the
/// layout from the class registered for its kind
/// (`register(_:forDecorationViewOfKind:)`), as apps draw rounded section
/// backgrounds.
///
/// Layout (**Trellis rule**, after Apple's "background decoration item …
/// the size of the section"): a background covers the section's groups and
/// their `contentInsets` band, full width less the section's side insets
/// when it has its own `contentInsets` (the item's own `contentInsets`
/// then inset it), behind the cells (`zIndex` recorded).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// `zIndex`: recorded (decorations are placed behind the cells).
    public var zIndex = 0

    public required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// `background(elementKind:)`.
    public static func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}

extension UICollectionViewLayout {
    /// `register(_:forDecorationViewOfKind:)`: the class whose instances
    /// draw decorations of that kind.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        invalidateLayout()
    }
}
