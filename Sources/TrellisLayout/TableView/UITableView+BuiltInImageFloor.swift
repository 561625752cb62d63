import Foundation

extension UITableView {
    /// Gives the cell the shift that puts its centred built-in image on the
    /// whole point at or above its centred y, when the table's
    /// ``UITableViewCellMetrics/builtInImageOnWholePoints`` asks for it
    /// (Xcode 7 to 10's canvases: docs/INTERFACE-BUILDER.md, "Built-in
    /// images on whole points before Xcode 11"). A row of fixed height
    /// (`fixedHeight`) centres the image in its content view; a self-sizing
    /// row in the standard height when the image and the built-in labels
    /// fit in it (the row then stays standard), and otherwise keeps the
    /// image at its centred pixel.
    func applyBuiltInImageFloor(to cell: UITableViewCell, fixedHeight: Double?) {
        var shift = 0.0
        if cellMetrics.builtInImageOnWholePoints, let image = cell.builtInImageView, image.superview === cell.contentView,
           let picture = image.image {
            let h = Double(picture.size.height)
            let row = fixedHeight ?? Double(cellMetrics.standardRowHeight)
            let content = roundToPixel(row, scale: pixelScale) - contentViewSeparatorInset
            let labels = [cell.builtInTextLabel, cell.style == .default ? nil : cell.builtInDetailLabel]
                .compactMap { $0 }.filter { $0.superview === cell.contentView && $0.text?.isEmpty == false }
                .map { Double($0.engineIntrinsicContentSize.height) }
            let stacked = cell.style == .subtitle ? labels.reduce(0, +) : (labels.max() ?? 0)
            if h <= content, fixedHeight != nil || stacked <= content {
                let centred = (content - h) / 2
                shift = (centred + 1e-6).rounded(.down) - centred
            }
        }
        guard abs(cell.builtInImageShift - shift) > 1e-9 else { return }
        cell.builtInImageShift = shift
        cell.contentView.systemConstraintsChanged()
    }
}
