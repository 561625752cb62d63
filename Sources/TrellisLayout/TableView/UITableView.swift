/// `UITableView`: a scroll view of rows in sections, asked of a data source.
///
/// As in UIKit, the table places its cells, headers and footers with frames
/// (they translate their autoresizing masks) in its `layoutSubviews`, and
/// each cell's content is laid out by constraints inside its content view.
/// A row whose height is ``automaticDimension`` sizes itself:
/// `systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0),
/// withHorizontalFittingPriority: .required, verticalFittingPriority:
/// .fittingSizeLevel)` on the cell, each cell its own small problem.
///
/// Where Trellis differs (docs/TABLES.md): it makes a cell for every row,
/// not only the visible ones (a picture or frames record can show the whole
/// content), so the content size is the sum of the real heights and
/// estimates are recorded, not used; inserting, deleting or reloading rows
/// asks the data source for every cell again.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        case plain, grouped, insetGrouped
    }

    /// `UITableViewCell.SeparatorStyle` (UIKit's name for the table's setting).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// `UITableView.RowAnimation`: accepted and ignored (no animation).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// `UITableView.automaticDimension`: a height the table works out.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    public weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// `delegate`, weakly held: the scroll view's delegate, as a
    /// `UITableViewDelegate` (ScrollView/UIScrollViewDelegate.swift).
    public var delegate: (any UITableViewDelegate)? {
        get { delegateStorage as? any UITableViewDelegate }
        set { delegateStorage = newValue; rowContentChanged() }
    }

    /// `rowHeight`: ``automaticDimension`` by default (self-sizing rows), as
    /// Apple documents for tables since iOS 11.
    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { if rowHeight != oldValue { rowContentChanged() } } }
    /// `estimatedRowHeight`: recorded (Trellis sizes every row; see the type).
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { rowContentChanged() } }
    }
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { rowContentChanged() } }
    }
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    public var separatorStyle: SeparatorStyle = .singleLine { didSet { if separatorStyle != oldValue { rowContentChanged() } } }
    public var separatorColor: UIColor? = .separator
    /// `separatorInset`: nil until set: each separator then starts at its
    /// cell's text (the content view's leading margin, after an image).
    public var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: defaultCellMargin, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }
    var storedSeparatorInset: UIEdgeInsets?
    /// `insetsContentViewsToSafeArea` (default true): cells' margins grow by
    /// the safe area at the sides (landscape on a notched phone).
    public var insetsContentViewsToSafeArea = true { didSet { rowContentChanged() } }
    /// Cell metrics UIKit doesn't publish (a Trellis addition; the defaults
    /// are Trellis's iOS rules, see ``UITableViewCellMetrics``).
    public var cellMetrics = UITableViewCellMetrics() { didSet { if cellMetrics != oldValue { rowContentChanged() } } }
    /// `cellLayoutMarginsFollowReadableWidth`: recorded.
    public var cellLayoutMarginsFollowReadableWidth = false

    /// `tableHeaderView`: above the first section, the table's width and
    /// its own frame's height (as UIKit uses it).
    public var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// `tableFooterView`: below the last section.
    public var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// `backgroundView`: recorded.
    public var backgroundView: UIView?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// `isEditing`: see Editing/UITableView+Editing.swift.
    public var isEditing = false { didSet { if isEditing != oldValue { editingChanged() } } }

    // MARK: State

    /// Factories for registered identifiers.
    var cellFactories: [String: (String) -> UITableViewCell] = [:]
    var headerFooterFactories: [String: (String) -> UITableViewHeaderFooterView] = [:]

    /// The rows as last asked of the data source, with their heights and
    /// places (content coordinates).
    var sectionRecords: [SectionRecord] = []
    var needsReload = true
    var heightsDirty = true
    /// What the heights were last worked out for (width, margins, separator).
    var heightsKey: [Double] = []
    /// The names the table gave its rows' views (it renames those, and
    /// only those, when rows move).
    var assignedNames: Set<String> = []
    /// The frames the table last gave its rows' views (``place(_:at:)``).
    var placedFrames: [ObjectIdentifier: CGRect] = [:]
    /// What self-sizing found wrong, per row (UIKit's zero-height warning).
    public internal(set) var rowHeightWarnings: [String] = []

    struct RowRecord {
        var cell: UITableViewCell
        var height: Double = 44
        /// The self-sized height before any fallback (nil: fixed height).
        var fittedHeight: Double?
        var frame = CGRect.zero
    }

    struct SectionRecord {
        var header: UIView?
        var footer: UIView?
        var headerHeight: Double = 0
        var footerHeight: Double = 0
        var rows: [RowRecord] = []
        /// Where the header would sit without floating, and the section's extent.
        var headerRect = CGRect.zero
        var footerRect = CGRect.zero
        var rect = CGRect.zero
    }

    /// `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        // UIKit's tables start with the system's margins at the sides.
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        // Tables bounce vertically however short their content, so the
        // safe area always insets them at the top and bottom (iOS 11+).
        alwaysBounceVertical = true
    }

    /// `UITableView(frame:)`: a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The standard leading margin of cells: the system minimum of the
    /// width class (16 compact, 20 regular), as ``cellSideMargins``.
    var defaultCellMargin: Double { cellSideMargins.leading }

    func replaceAccessory(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        rowContentChanged()
    }

    /// Row heights must be worked out again at the next layout.
    func rowContentChanged() {
        heightsDirty = true
        setNeedsLayout()
    }

    // MARK: Registering and dequeuing

    /// `register(_:forCellReuseIdentifier:)`: cells for `identifier` are
    /// made from `cellClass` (a `UITableViewCell` subclass) with
    /// `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? UITableViewCell.Type else {
            cellFactories[identifier] = nil
            return
        }
        cellFactories[identifier] = { type.init(registeredReuseIdentifier: $0) }
    }

    /// Registers a closure that makes cells for `identifier` (a Trellis
    /// addition, for cells whose class can't be made through its metatype;
    /// see ``UITableViewCell``).
    public func register(forCellReuseIdentifier identifier: String, make: @escaping (String) -> UITableViewCell) {
        cellFactories[identifier] = make
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a new cell of the class
    /// registered for `identifier`. Unregistered identifiers are a
    /// programming error in UIKit (it raises); Trellis records a
    /// ``LayoutIssues`` entry and returns a default-style cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutIssues.record(LayoutError(
            "unable to dequeue a cell with identifier \(identifier): register a class for it with register(_:forCellReuseIdentifier:)"))
        return prepared(UITableViewCell(style: .default, reuseIdentifier: identifier))
    }

    /// `dequeueReusableCell(withIdentifier:)`: a new cell, or nil when
    /// nothing is registered for `identifier` (no cell is ever reused).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellFactories[identifier].map { prepared($0(identifier)) }
    }

    /// A fresh cell gets the table's margins before the data source
    /// configures it (so code can still change them).
    func prepared(_ cell: UITableViewCell) -> UITableViewCell {
        applyTableMargins(to: cell)
        return cell
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            headerFooterFactories[identifier] = nil
            return
        }
        headerFooterFactories[identifier] = { type.init(registeredReuseIdentifier: $0) }
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterFactories[identifier].map { view in
            let made = view(identifier)
            made.configurations.inGroupedTable = style != .plain
            return made
        }
    }

    // MARK: Changing the rows

    /// `reloadData()`: asks the data source for everything at the next layout.
    public func reloadData() {
        needsReload = true
        placedFrames = [:]
        rowContentChanged()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func beginUpdates() {}
    public func endUpdates() { rowContentChanged() }
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        rowContentChanged()
        completion?(true)
    }

    // MARK: Asking about rows

    /// Brings the rows up to date (a layout pass) before answering.
    func settledRecords() -> [SectionRecord] {
        layoutIfNeeded()
        return sectionRecords
    }

    public var numberOfSections: Int { settledRecords().count }

    public func numberOfRows(inSection section: Int) -> Int {
        let records = settledRecords()
        return records.indices.contains(section) ? records[section].rows.count : 0
    }

    func record(at indexPath: IndexPath) -> RowRecord? {
        let records = settledRecords()
        guard records.indices.contains(indexPath.section),
              records[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return records[indexPath.section].rows[indexPath.row]
    }

    /// `cellForRow(at:)`: the row's cell (every row has one in Trellis).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { record(at: indexPath)?.cell }

    /// `rectForRow(at:)`: in the table's content coordinates, its edges on
    /// the pixel grid (as the row's cell is drawn).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        (record(at: indexPath)?.frame ?? .zero).roundedToPixels(scale: pixelScale)
    }

    public func rect(forSection section: Int) -> CGRect {
        let records = settledRecords()
        return (records.indices.contains(section) ? records[section].rect : .zero).roundedToPixels(scale: pixelScale)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        let records = settledRecords()
        return (records.indices.contains(section) ? records[section].headerRect : .zero).roundedToPixels(scale: pixelScale)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        let records = settledRecords()
        return (records.indices.contains(section) ? records[section].footerRect : .zero).roundedToPixels(scale: pixelScale)
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let records = settledRecords()
        return records.indices.contains(section) ? records[section].header as? UITableViewHeaderFooterView : nil
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let records = settledRecords()
        return records.indices.contains(section) ? records[section].footer as? UITableViewHeaderFooterView : nil
    }

    /// `indexPath(for:)`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (s, section) in settledRecords().enumerated() {
            if let r = section.rows.firstIndex(where: { $0.cell === cell }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The rows that overlap the visible bounds (one layout, one pass over the rows).
    func visibleRows() -> [(indexPath: IndexPath, cell: UITableViewCell)] {
        let records = settledRecords()
        let visible = bounds, scale = pixelScale
        return records.enumerated().flatMap { s, section in
            section.rows.enumerated().compactMap { r, row in
                row.frame.roundedToPixels(scale: scale).intersects(visible) ? (IndexPath(row: r, section: s), row.cell) : nil
            }
        }
    }

    /// `indexPathsForVisibleRows`: rows that overlap the visible bounds.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleRows().map(\.indexPath) }

    /// `visibleCells`.
    public var visibleCells: [UITableViewCell] { visibleRows().map(\.cell) }

    /// `scrollToRow(at:at:animated:)`: sets the content offset (clamped to
    /// the scrollable range) so the row sits at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = record(at: indexPath) else { return }
        let inset = adjustedContentInset
        let visibleHeight = Double(storedFrame.height) - inset.top - inset.bottom
        var y: Double
        switch scrollPosition {
        case .top, .none: y = row.frame.minY - inset.top
        case .middle: y = row.frame.midY - visibleHeight / 2 - inset.top
        case .bottom: y = row.frame.maxY - visibleHeight - inset.top
        }
        let maxY = max(-inset.top, Double(contentSize.height) + inset.bottom - Double(storedFrame.height))
        y = min(max(y, -inset.top), maxY)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// Applies the engine's frames, then places the rows (see
    /// UITableView+RowLayout.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// A table's content size is its rows', never a chain of constraints:
    /// Xcode's scrollable-content warning doesn't apply.
    override public var scrollableContentSizeAmbiguity: [(axis: NSLayoutConstraint.Axis, views: [UIView])] { [] }
}

extension UITableView {
    /// Every view of the table's rows as last laid out, in content order:
    /// per section its header (and its subviews), each row's cell and
    /// everything in it, its footer (a Trellis addition, for frames records
    /// and pictures).
    public var rowViews: [UIView] {
        func tree(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(tree) }
        var out: [UIView] = []
        for section in sectionRecords {
            if let h = section.header, h.superview === self { out += tree(h) }
            for row in section.rows where row.cell.superview === self { out += tree(row.cell) }
            if let f = section.footer, f.superview === self { out += tree(f) }
        }
        return out
    }
}

extension UITableView {
    /// The separators as the table last placed its rows, in its bounds'
    /// coordinates (content coordinates): one pixel high at the bottom of
    /// each row, from the row's separator inset to its trailing edge. Plain
    /// tables separate every row; grouped ones every row but a section's
    /// last (its section's end marks it). UIKit's extra separators below
    /// the last row of a plain table are not drawn. A Trellis addition, for
    /// pictures.
    public var separatorRects: [CGRect] {
        guard separatorStyle != .none else { return [] }
        let h = separatorThickness
        var out: [CGRect] = []
        for section in sectionRecords {
            for (i, row) in section.rows.enumerated() where style == .plain || i < section.rows.count - 1 {
                let inset = row.cell.separatorInset
                let f = row.frame
                let minX = f.minX + Double(inset.left), maxX = f.maxX - Double(inset.right)
                guard maxX > minX else { continue }
                out.append(CGRect(x: minX, y: f.maxY - h, width: maxX - minX, height: h))
            }
        }
        return out
    }

    /// The cells whose rows sized themselves (``automaticDimension``), with
    /// the height worked out (before UIKit's 44-point floor for the
    /// predefined styles, after its fallback for a collapsed content view).
    public var selfSizedRows: [(cell: UITableViewCell, height: CGFloat)] {
        sectionRecords.flatMap { section in
            section.rows.compactMap { row in row.fittedHeight == nil ? nil : (row.cell, CGFloat(row.height)) }
        }
    }
}
