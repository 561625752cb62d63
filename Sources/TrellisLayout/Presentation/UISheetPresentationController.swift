/// `UISheetPresentationController` (iOS 15): a sheet's detents.
///
/// The sheet shows at its selected detent, or with none selected at its
/// smallest (Apple, `selectedDetentIdentifier`: nil shows the smallest
/// detent). `.medium()` is half the full sheet's height (Apple: "a detent
/// for a sheet that's approximately half the height of the screen";
/// Trellis takes exactly half); `.large()` (the default) is the full page
/// sheet; custom detents take their resolver's height for the full sheet's
/// height (its `maximumDetentValue`).
open class UISheetPresentationController: UIPresentationController {
    /// `UISheetPresentationController.Detent`.
    public struct Detent: Sendable {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        /// `ResolutionContext`: what a custom detent's resolver is given.
        public struct ResolutionContext: Sendable {
            public let maximumDetentValue: CGFloat
            public let containerTraitCollection: UITraitCollection
        }
        public let identifier: Identifier
        let height: @Sendable (ResolutionContext) -> CGFloat?

        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// `custom(identifier:resolver:)` (iOS 16).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), height: resolver)
        }
    }

    public var detents: [Detent] = [.large()] { didSet { sheetChanged() } }
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    public var prefersGrabberVisible = false
    public var preferredCornerRadius: CGFloat?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// A presented sheet moves to its new detent at the next layout pass
    /// (the transition view places it).
    func sheetChanged() {
        presentedStorage?.viewIfLoaded?.superview?.setNeedsLayout()
    }

    /// `invalidateDetents()` (iOS 16): custom detents are asked again at
    /// the next layout pass.
    public func invalidateDetents() { sheetChanged() }

    /// `animateChanges(_:)`: runs the block at once.
    public func animateChanges(_ changes: () -> Void) { changes() }

    /// The sheet's height in a container whose full sheet is `maximum`
    /// high: the selected detent's, else the smallest detent's.
    func height(maximum: CGFloat, traits: UITraitCollection) -> CGFloat {
        let context = Detent.ResolutionContext(maximumDetentValue: maximum, containerTraitCollection: traits)
        let heights = detents.map { ($0.identifier, min(maximum, max(0, $0.height(context) ?? maximum))) }
        if let selected = selectedDetentIdentifier, let h = heights.first(where: { $0.0 == selected }) { return h.1 }
        return heights.map(\.1).min() ?? maximum
    }
}
