/// `UITableViewCell`: one row of a table. Its ``contentView`` holds the
/// row's content (your subviews and constraints, or the predefined
/// ``textLabel``, ``detailTextLabel`` and ``imageView`` of a
/// ``CellStyle``); the cell itself is placed by its table, with frames.
///
/// The content view is inset from the cell by the accessory's width at the
/// trailing edge and by the separator (one pixel) at the bottom, as UIKit
/// does: Interface Builder files show each content view shorter than its
/// cell by 0.5 pt at 2×, ⅓ pt at 3× (docs/TABLES.md).
///
/// Registering a subclass with ``UITableView/register(_:forCellReuseIdentifier:)``
/// makes its cells through `init(style:reuseIdentifier:)`, as UIKit does.
/// Swift can only call an initializer through a metatype if it is
/// `required`, and UIKit's isn't (subclasses write `override init(style:…)`);
/// so the table calls ``init(registeredReuseIdentifier:)``, a required
/// convenience initializer that forwards to `init(style: .default,
/// reuseIdentifier:)` and so runs the subclass's override. Subclasses that
/// override `init(style:reuseIdentifier:)` and `init?(coder:)` (the usual
/// pair) inherit it; one that only adds initializers of its own must be
/// registered with ``UITableView/register(forCellReuseIdentifier:make:)``.
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`: the predefined layouts of the built-in views.
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// `textLabel` (and `imageView`) only, left-aligned.
        case `default`
        /// `textLabel` left, `detailTextLabel` right-aligned on the same line.
        case value1
        /// `textLabel` right-aligned in a narrow column, `detailTextLabel` after it.
        case value2
        /// `textLabel` with `detailTextLabel` below it in a smaller font.
        case subtitle
    }

    /// `UITableViewCell.AccessoryType`: the standard views at the trailing
    /// edge; every kind but `.none` narrows the content view.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// `UITableViewCell.SelectionStyle`: recorded.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// `UITableViewCell.SeparatorStyle`'s sibling on the table; a cell only
    /// records its own ``separatorInset``.
    public let style: CellStyle
    public let reuseIdentifier: String?

    /// `contentView`: the superview of the row's content. Setting a
    /// ``contentConfiguration`` replaces it with the configuration's view,
    /// as UIKit documents.
    public internal(set) var contentView: UIView
    /// The content and background configurations (UITableViewCell+Configurations).
    let configurations = CellConfigurations()

    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryChanged() } } }
    /// `accessoryView`: a custom view in the accessory's place (its frame's
    /// width plus the standard padding narrows the content view).
    public var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView, !isEditing { addSubview(accessoryView) }
            accessoryChanged()
        }
    }
    public var selectionStyle: SelectionStyle = .default
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// `separatorInset`: nil until set; the table's (or the text's leading
    /// edge) applies until then.
    public var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? resolvedSeparatorInset }
        set { storedSeparatorInset = newValue }
    }
    var storedSeparatorInset: UIEdgeInsets?
    /// Where the separator runs, as the table last placed the cell.
    var resolvedSeparatorInset = UIEdgeInsets.zero
    /// `indentationLevel` and `indentationWidth`: the built-in views
    /// (image, text and detail labels) start `indentationLevel ×
    /// indentationWidth` points after the leading margin (UIKit: "the
    /// indentation level of the cell's content", each level
    /// `indentationWidth` wide); the content view and views of one's own
    /// stay where they are.
    public var indentationLevel = 0 { didSet { if indentationLevel != oldValue { contentView.systemConstraintsChanged() } } }
    public var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { contentView.systemConstraintsChanged() } } }
    /// How far the built-in views are indented (never negative).
    var builtInIndentation: Double { max(0, Double(indentationLevel) * Double(indentationWidth)) }

    /// The built-in views, made on first use and added to the content view.
    var builtInTextLabel: UILabel?
    var builtInDetailLabel: UILabel?
    var builtInImageView: UIImageView?

    /// The margins the table last gave the cell; kept in step with the
    /// table until code sets the cell's margins itself.
    var tableAssignedMargins: NSDirectionalEdgeInsets?
    /// The content view's frame as the cell last set it.
    var placedContentFrame: CGRect?
    /// The separator's height the content view was last inset by.
    var separatorHeight: Double = 0
    /// iOS 6's grouped row: the content view's insets from the cell's
    /// edges, in place of the separator's (``UITableViewCellMetrics/groupedContentInset``).
    var groupedRowInsets: UIEdgeInsets?
    /// The table's ``UITableViewCellMetrics/builtInViewInset``.
    var builtInViewInset: Double?
    /// The table's ``UITableViewCellMetrics/builtInTrailingInsets``.
    var builtInTrailingInsets: [AccessoryType: Double] = [:]
    /// The table's ``UITableViewCellMetrics/builtInImageColumn`` and
    /// ``UITableViewCellMetrics/builtInImageGap``.
    var builtInImageColumn: (width: Double, gap: Double)?
    /// The table's ``UITableViewCellMetrics/builtInImageGap`` (nil: 16
    /// after an image with no column).
    var builtInImageGap: Double?
    /// The table's ``UITableViewCellMetrics/subtitleSpacing`` while the row
    /// sizes itself (nil in a row of fixed height).
    var subtitleSpacing: UITableViewSubtitleSpacing?
    /// The table's ``UITableViewCellMetrics/spacedSubtitle`` while the row
    /// is of a fixed height with room for it (nil otherwise).
    var spacedSubtitle: UITableViewSpacedSubtitle?
    /// The table's ``UITableViewCellMetrics/builtInLabelCenterOffset``.
    var builtInLabelCenterOffset: Double = 0
    /// How far the built-in image's centre moves down from the content
    /// view's (0 or less): its y floored to a whole point when the table's
    /// ``UITableViewCellMetrics/builtInImageOnWholePoints`` says so
    /// (UITableView+BuiltInImageFloor.swift).
    var builtInImageShift: Double = 0
    /// The top and bottom content margins the table last gave the content
    /// view.
    var tableAssignedVerticalMargin: (top: Double, bottom: Double)?

    /// `init(style:reuseIdentifier:)`: the designated initializer.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        (contentView as? UITableViewCellContentView)?.cell = self
        // The content view follows the cell's size (UIKit autoresizes it);
        // its top and bottom margins are the cell's standard 11 points, its
        // leading and trailing ones the cell's, which the table sets, and
        // at least a view's default 8 (so beside an accessory, which takes
        // the cell's trailing margin away, the content keeps 8: Xcode
        // stores a checkmark row's label ending 8 before the content
        // view's edge).
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
        contentView.preservesSuperviewLayoutMargins = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        addSubview(contentView)
    }

    /// `UITableViewCell(frame:)`: a default-style cell of that frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        layoutContentView()
    }

    /// Made by a table for a registered class (see the type's comment).
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `textLabel`: made on first use; laid out by the cell's ``style``.
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = makeBuiltInLabel(role: "textLabel")
        label.font = style == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
        if style == .value2 { label.textAlignment = .right }
        builtInTextLabel = label
        return label
    }

    /// `detailTextLabel`: nil for the `.default` style, as in UIKit.
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = makeBuiltInLabel(role: "detailTextLabel")
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1: label.font = .systemFont(ofSize: 17); label.textAlignment = .right
        case .value2: label.font = .systemFont(ofSize: 15)
        case .default: break
        }
        label.textColor = .secondaryLabel
        builtInDetailLabel = label
        return label
    }

    /// `imageView`: made on first use; it takes the image's size.
    public var imageView: UIImageView? {
        if let builtInImageView { return builtInImageView }
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        builtInImageView = view
        contentView.addSubview(view)
        nameBuiltIn(view, role: "imageView")
        contentView.systemConstraintsChanged()
        return view
    }

    func makeBuiltInLabel(role: String) -> UILabel {
        let label = UILabel()
        // Trellis lays the built-in views out with generated constraints
        // (see UITableViewCellContentView), so they don't translate frames.
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        nameBuiltIn(label, role: role)
        contentView.systemConstraintsChanged()
        return label
    }

    func nameBuiltIn(_ view: UIView, role: String) {
        if let name = trellisIdentifier { view.trellisIdentifier = name + "." + role }
    }

    /// Whether the cell shows the predefined views (which give a row at
    /// least UIKit's standard 44-point height): a label with text, or one
    /// given a size of its own (an Interface Builder canvas lays an empty
    /// built-in label out at its stored size, and such a row is as tall as
    /// a row of built-in views: LoopKit's 14460 subtitle prototype, 44),
    /// an image, or a list content configuration's view.
    var usesBuiltInContent: Bool {
        contentView is UIListContentView ||
        [builtInTextLabel, builtInDetailLabel].contains { label in
            label.map { $0.text?.isEmpty == false || $0.intrinsicContentSizeOverride != nil } ?? false
        } || builtInImageView?.image != nil
    }

    /// How much taller a `.default` cell's single line of text is than a
    /// line of 17-point text: a self-sizing row of that style is at least
    /// the least height of built-in rows plus this. Xcode stores 20-point
    /// default rows 47.5 high where 17-point ones are 43.5 (Packt's iOS 13
    /// and iOS 16 Programming for Beginners, tools 15505 and 21225;
    /// ioscreator's bold 20-point row, 15505): 43.5 + (24 − 20.4), rounded
    /// up to the pixel. Smaller text keeps the least height (16-point rows
    /// are 43.5 too).
    var defaultStyleLineGrowth: Double {
        guard style == .default, let label = builtInTextLabel, label.superview === contentView,
              label.numberOfLines == 1, label.text?.isEmpty == false, let font = label.font else { return 0 }
        return max(0, Double(font.lineHeight) - Double(UIFont.systemFont(ofSize: 17).lineHeight))
    }

    // MARK: Accessory and content view

    /// The width the accessory takes from the content view, at the trailing
    /// edge (docs/TABLES.md: measured from Xcode-stored frames where found,
    /// chosen otherwise).
    /// The widths are for a cell with 16-point side margins; the accessory
    /// sits inside the cell's trailing margin, so a wider margin widens it
    /// (20-point margins: a disclosure row's content view is 343.5 of 374
    /// in Xcode-stored frames, 30.5 for the indicator), except with a fixed
    /// ``builtInViewInset`` (iOS 10, Xcode 8's canvas).
    public var accessoryWidth: CGFloat {
        // While editing, the editing accessory stands in (Editing/UITableViewCell+Editing.swift).
        let accessoryView = isEditing ? editingAccessoryView : accessoryView
        let accessoryType = isEditing ? editingAccessoryType : accessoryType
        if let accessoryView { return accessoryView.frame.width + 16 + 8 }
        // iOS 10's accessories (Xcode 8's canvas, whose built-in views sit
        // at a fixed inset) don't follow the margin: a disclosure row's
        // content view is 567 of 600 and 342 of 375 alike.
        // A canvas's compact margin under 16 narrows them as a wider one
        // widens them (Xcode 10's disclosure rows in a table inside a view:
        // 342 of 375 at 15-point margins, 341 at 16).
        let least = min(0, ((superview as? UITableView)?.cellMetrics.compactCellMargin ?? 16) - 16)
        let margin = builtInViewInset != nil ? 0 : max(least, directionalLayoutMargins.trailing - 16)
        if let canvas = (superview as? UITableView)?.cellMetrics.accessoryWidths[accessoryType] { return canvas + margin }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 26.5 + margin
        case .checkmark: return 30 + margin
        case .detailButton: return 36 + margin
        case .detailDisclosureButton: return 57 + margin
        }
    }

    func accessoryChanged() {
        layoutContentView()
        // A canvas's built-in views end by the accessory (their constraints
        // name the gap).
        if !builtInTrailingInsets.isEmpty { contentView.systemConstraintsChanged() }
        // The table sizes rows afresh (the content view got narrower).
        (superview as? UITableView)?.rowContentChanged()
    }

    /// Puts the content view at the cell's bounds less the accessory at the
    /// trailing edge and the separator at the bottom.
    func layoutContentView() {
        let b = storedFrame.size
        let accessory = min(accessoryWidth + editingTrailingWidth, b.width)
        let leading = min(editingLeadingWidth, b.width - accessory)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var rect = CGRect(x: rtl ? accessory : leading, y: 0, width: max(0, b.width - accessory - leading),
                          height: max(0, b.height - separatorHeight))
        if let g = groupedRowInsets {
            rect = CGRect(x: rect.minX + g.left, y: g.top, width: max(0, rect.width - g.left - g.right),
                          height: max(0, b.height - g.top - g.bottom))
        }
        // Only when it changed (see UITableView.place: the engine's rounded
        // frame mustn't be replaced by the exact one again and again).
        guard rect != placedContentFrame else { return }
        placedContentFrame = rect
        contentView.frame = rect
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let accessoryView = shownAccessoryView {
            let w = accessoryView.frame.width, h = accessoryView.frame.height
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = rtl ? 16 + editingTrailingWidth : storedFrame.width - 16 - w - editingTrailingWidth
            accessoryView.frame = CGRect(x: x, y: (storedFrame.height - separatorHeight - h) / 2, width: w, height: h)
        }
    }

    /// `configurationState` (iOS 14): the traits and the selection and
    /// highlight flags. Subclasses add custom states by overriding it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `updateConfiguration(using:)` (iOS 14): updates the configurations
    /// for the state (``UIContentConfiguration/updated(for:)``) when the
    /// cell updates them automatically, then runs ``configurationUpdateHandler``.
    /// Subclasses override it to set their configurations (Apple's
    /// pattern); called before the table first shows the cell and when its
    /// state changes (UITableViewCell+Configurations).
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsForState(state)
    }

    /// `prepareForReuse()`: Trellis makes a cell per row and never reuses
    /// one, so it is never called; it exists for subclasses written for UIKit.
    open func prepareForReuse() {}

    /// `setSelected(_:animated:)`: overridden by Xcode's cell template (call
    /// `super`); selection doesn't change layout.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// `setEditing(_:animated:)`: shows or hides the editing controls
    /// (Editing/UITableViewCell+Editing.swift), telling
    /// `willTransition(to:)` and `didTransition(to:)` as UIKit does. No animation.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }
    /// `willTransition(to:)`, `didTransition(to:)`: overridable; nothing by default.
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}
    /// `setHighlighted(_:animated:)`: as ``setSelected(_:animated:)``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// `UITableViewCellContentView`: a cell's content view (UIKit's private
/// class, whose name logs show). Its generated constraints place the
/// cell's built-in views for the cell's style.
final class UITableViewCellContentView: UIView {
    @Unretained var cell: UITableViewCell? = nil
}
