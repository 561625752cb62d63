import TrellisLayout

/// A closed range over some coordinates that can always be made.
///
/// `min(a.minY, b.minY)...max(a.maxY, b.maxY)` traps ("Range requires
/// lowerBound <= upperBound") when a frame has a negative height (two views
/// with `height == -10` and a centerX pair did) or a coordinate is NaN: the
/// bounds here are the least and greatest of all the values, and NaNs are
/// left out (all NaN: 0...0).
enum Span {
    static func covering(_ values: CGFloat...) -> ClosedRange<CGFloat> {
        let finite = values.filter { !$0.isNaN }
        guard let lo = finite.min(), let hi = finite.max() else { return 0...0 }
        return lo...hi
    }
}
