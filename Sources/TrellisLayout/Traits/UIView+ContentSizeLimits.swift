/// `minimumContentSizeCategory` and `maximumContentSizeCategory` (iOS 15):
/// bounds on the Dynamic Type size a view and its subviews see. Apple: the
/// view's `traitCollection.preferredContentSizeCategory` is kept within
/// them, and subviews inherit the limited value; so text that follows the
/// traits (`preferredFont(forTextStyle:compatibleWith:)`,
/// `adjustsFontForContentSizeCategory`, `UIFontMetrics`) is measured at the
/// limited size. Setting one in a window delivers the trait change, as any
/// override does (Traits/UIView+TraitOverrides.swift).
extension UIView {
    /// `minimumContentSizeCategory`: nil (no limit) by default.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { appearance.minimumContentSizeCategory }
        set {
            guard newValue != appearance.minimumContentSizeCategory else { return }
            changeTraits { self.appearance.minimumContentSizeCategory = newValue }
        }
    }

    /// `maximumContentSizeCategory`: nil (no limit) by default.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { appearance.maximumContentSizeCategory }
        set {
            guard newValue != appearance.maximumContentSizeCategory else { return }
            changeTraits { self.appearance.maximumContentSizeCategory = newValue }
        }
    }

    /// `appliedContentSizeCategoryLimitsDescription`: the limits this view
    /// applies, for debugging (Trellis's wording).
    public var appliedContentSizeCategoryLimitsDescription: String {
        let lo = minimumContentSizeCategory.map { "minimum \($0.rawValue)" }
        let hi = maximumContentSizeCategory.map { "maximum \($0.rawValue)" }
        let parts = [lo, hi].compactMap { $0 }
        return parts.isEmpty ? "no limits" : parts.joined(separator: ", ")
    }

    /// `traits` with its content size category held within this view's limits
    /// (an unspecified category is the app's, then limited).
    func limitingContentSize(_ traits: UITraitCollection) -> UITraitCollection {
        let lo = appearance.minimumContentSizeCategory, hi = appearance.maximumContentSizeCategory
        guard lo != nil || hi != nil else { return traits }
        var category = traits.preferredContentSizeCategory
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        if let hi, hi != .unspecified, category > hi { category = hi }
        if let lo, lo != .unspecified, category < lo { category = lo }
        var t = traits
        t.preferredContentSizeCategory = category
        return t
    }
}
