/// Cell metrics UIKit doesn't publish, as properties (Trellis additions):
/// the defaults are Trellis's iOS runtime rules (docs/TABLES.md); Interface
/// Builder files from Xcode 13 on set the numbers Xcode's canvas shows
/// (docs/INTERFACE-BUILDER.md, "Tables"), so one engine draws both.
public struct UITableViewCellMetrics: Equatable, Sendable {
    /// The height of a self-sizing row whose content view collapses (UIKit's
    /// "using standard height instead"), and the least height of a row
    /// showing the built-in labels or image: 44 on iOS.
    public var standardRowHeight: CGFloat = 44
    /// The content view's top and bottom margins: 11 on iOS.
    public var contentVerticalMargin: CGFloat = 11
    /// Whether the content view is as high as the cell (Xcode 13+'s
    /// canvas) rather than a separator shorter (every earlier canvas, and
    /// Trellis's iOS rule).
    public var contentViewCoversSeparator = false

    public init(standardRowHeight: CGFloat = 44, contentVerticalMargin: CGFloat = 11, contentViewCoversSeparator: Bool = false) {
        self.standardRowHeight = standardRowHeight
        self.contentVerticalMargin = contentVerticalMargin
        self.contentViewCoversSeparator = contentViewCoversSeparator
    }
}

extension UITableView {
    /// The separator height a content view is inset by.
    var contentViewSeparatorInset: Double {
        cellMetrics.contentViewCoversSeparator ? 0 : separatorThickness
    }

    /// Gives the content view the table's vertical margins unless its
    /// template or code set others (the cell starts at 11 and 11).
    func applyVerticalMargins(to cell: UITableViewCell) {
        let m = Double(cellMetrics.contentVerticalMargin)
        var current = cell.contentView.directionalLayoutMargins
        let assigned = cell.tableAssignedVerticalMargin ?? 11
        guard current.top == assigned, current.bottom == assigned, assigned != m else { return }
        current.top = m
        current.bottom = m
        cell.contentView.directionalLayoutMargins = current
        cell.tableAssignedVerticalMargin = m
    }
}
