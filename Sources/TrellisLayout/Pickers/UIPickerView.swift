import Foundation

/// `UIPickerView`: spinning wheels of rows, from a data source and a
/// delegate.
///
/// Size (docs/LAYOUT.md, "Pickers"): the intrinsic size is 320 × 216, the
/// frame UIKit gives a picker made with a zero frame (UIKit logs "invalid
/// height value 0.0 pinned to 216.0"; Interface Builder's default picker
/// frame), 162 high in a compact-height environment (phones in landscape,
/// as UIKit's pickers resize there). Rows are ``defaultRowHeight`` high
/// unless the delegate says; components share the width. Nothing spins:
/// the selected rows are what code selects (`selectRow(_:inComponent:animated:)`
/// doesn't call the delegate, as in UIKit; only a user's spin does).
open class UIPickerView: UIView {
    /// The height of a picker with regular vertical size class, and in
    /// compact height.
    public static let regularHeight: CGFloat = 216
    public static let compactHeight: CGFloat = 162
    /// The width of a picker made with a zero frame.
    public static let defaultWidth: CGFloat = 320
    /// **Rule:** 32, the rows' height on iOS 14 and later as developers
    /// measure it (Apple doesn't document it).
    public static let defaultRowHeight: CGFloat = 32
    /// **Rule:** the wheels sit 9 points in from each side and 5 apart.
    static let sideInset: CGFloat = 9
    static let componentGap: CGFloat = 5

    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// `showsSelectionIndicator`: deprecated in iOS 13 (the indicator is
    /// always shown); recorded.
    open var showsSelectionIndicator = true

    private var selected: [Int] = []
    private var rowCounts: [Int] = []
    private var rowViews: [[Int: UIView]] = []

    /// `init(frame:)`: a zero size becomes 320 × 216, the frame UIKit gives
    /// a picker made with `CGRectZero` (logged as 320 × 216 after
    /// `initWithFrame:`), so frame-based code that only places it (`center`)
    /// shows it whole.
    public override init(frame: CGRect) {
        let size = frame.size == .zero ? CGSize(width: Self.defaultWidth, height: Self.regularHeight) : frame.size
        super.init(frame: CGRect(origin: frame.origin, size: size))
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Data

    /// `numberOfComponents`: the data source's count when last reloaded.
    open var numberOfComponents: Int { rowCounts.count }

    /// `numberOfRows(inComponent:)`.
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// `reloadAllComponents()`: asks the data source again; selections stay
    /// where they still exist (row 0 otherwise, as UIKit).
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        rowCounts = (0..<count).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        selected = (0..<count).map { c in
            let old = c < selected.count ? selected[c] : 0
            return rowCounts[c] == 0 ? -1 : min(max(old, 0), rowCounts[c] - 1)
        }
        rowViews = Array(repeating: [:], count: count)
        invalidateIntrinsicContentSize()
    }

    /// `reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        rowCounts[component] = rows
        selected[component] = rows == 0 ? -1 : min(max(selected[component], 0), rows - 1)
        rowViews[component] = [:]
    }

    // MARK: Selection

    /// `selectRow(_:inComponent:animated:)`: out-of-range rows are clamped,
    /// as UIKit shows them; the delegate isn't told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if rowCounts.isEmpty, dataSource != nil { reloadAllComponents() }
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        selected[component] = min(max(row, 0), rowCounts[component] - 1)
    }

    /// `selectedRow(inComponent:)`: -1 when the component has no rows (or
    /// doesn't exist), as UIKit.
    open func selectedRow(inComponent component: Int) -> Int {
        selected.indices.contains(component) ? selected[component] : -1
    }

    /// What a user's spin does: select and tell the delegate (Trellis has
    /// no touches; tests call this as a user would spin).
    open func spin(toRow row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: selectedRow(inComponent: component), inComponent: component)
    }

    // MARK: Rows

    /// `rowSize(forComponent:)`: the delegate's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth(component)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return CGSize(width: width, height: height)
    }

    /// `view(forRow:forComponent:)`: the row's view, from the delegate's
    /// `viewForRow` (a title label when it has none).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row) else { return nil }
        if let view = rowViews[component][row] { return view }
        let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
            ?? titleLabel(row: row, component: component, reusing: nil)
        rowViews[component][row] = view
        return view
    }

    /// The text a row shows: the attributed title's string, else the title.
    open func title(forRow row: Int, forComponent component: Int) -> String? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The component's share of the width when the delegate gives none.
    public func defaultComponentWidth(_ component: Int) -> CGFloat {
        let count = max(1, numberOfComponents)
        let width = bounds.width > 0 ? bounds.width : Self.defaultWidth
        let inner = width - 2 * Self.sideInset - CGFloat(count - 1) * Self.componentGap
        return max(0, inner / CGFloat(count))
    }

    func titleLabel(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        label.font = Self.rowFont
        label.textAlignment = .center
        return label
    }

    /// The rows' font: the system font at 21 points (**rule**: the size
    /// iOS's wheels draw titles at, Apple doesn't document it).
    public static let rowFont = UIFont.systemFont(ofSize: 21)

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.defaultWidth, height: Self.height(for: traitCollection))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { invalidateIntrinsicContentSize() }
    }

    static func height(for traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? compactHeight : regularHeight
    }
}
