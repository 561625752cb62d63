import TrellisLayout

/// Which way a device is held. Landscape swaps the width and height and
/// brings the device's landscape safe area and size classes.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape
}

/// A device preset: the screen a layout is solved for. Figures are Apple's
/// (docs/FORMAT.md lists them with their sources in
/// shared/reference/autolayout-facts.md); where Apple is silent the choice is
/// documented there.
public struct Device: Sendable {
    public let name: String
    /// The portrait size in points.
    public let width: Double
    public let height: Double
    public let scale: Double
    public let portraitSafeArea: UIEdgeInsets
    public let landscapeSafeArea: UIEdgeInsets
    public let portraitSizeClasses: SizeClasses
    public let landscapeSizeClasses: SizeClasses

    /// A pair of size classes: the window's trait collection.
    public struct SizeClasses: Sendable, Hashable {
        public var horizontal: UIUserInterfaceSizeClass
        public var vertical: UIUserInterfaceSizeClass
        public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    public init(name: String, width: Double, height: Double, scale: Double, portraitSafeArea: UIEdgeInsets,
                landscapeSafeArea: UIEdgeInsets, portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    }

    public func safeArea(_ orientation: Orientation) -> UIEdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public func sizeClasses(_ orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    private static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    private static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    private static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    private static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    /// iPhone SE (2nd/3rd generation): the status bar is hidden in
    /// landscape, so there is no safe-area inset at all.
    public static let iPhoneSE = Device(
        name: "iphone-se", width: 375, height: 667, scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20), landscapeSafeArea: .zero,
        portraitSizeClasses: compactRegular, landscapeSizeClasses: compactCompact)
    public static let iPhone15 = Device(
        name: "iphone-15", width: 393, height: 852, scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: compactRegular, landscapeSizeClasses: compactCompact)
    /// Max iPhones are regular width in landscape.
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", width: 430, height: 932, scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: compactRegular, landscapeSizeClasses: regularCompact)
    /// iPad Pro 11-inch: 24 at the top (status bar) and 20 at the bottom
    /// (home indicator) in both orientations (Trellis's choice).
    public static let iPad11 = Device(
        name: "ipad-11", width: 834, height: 1194, scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, bottom: 20), landscapeSafeArea: UIEdgeInsets(top: 24, bottom: 20),
        portraitSizeClasses: regularRegular, landscapeSizeClasses: regularRegular)

    public static let all: [Device] = [iPhoneSE, iPhone15, iPhone15ProMax, iPad11]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
