/// `UITraitCollection`: the traits layout depends on (size classes,
/// display scale, layout direction). Content size category and interface
/// style are not modelled: text is measured at the default (Large) size.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var displayScale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// `UITraitCollection(horizontalSizeClass:)`.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// `UITraitCollection(verticalSizeClass:)`.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    public var description: String {
        "<UITraitCollection; _UITraitNameHorizontalSizeClass = \(horizontalSizeClass), _UITraitNameVerticalSizeClass = \(verticalSizeClass)>"
    }
}

/// `UITraitEnvironment`: views and view controllers hear when their traits change.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
