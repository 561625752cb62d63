import TrellisFormat
import TrellisLayout

/// A collection view with a `<collectionViewFlowLayout>`: the layout
/// format's `type: collectionView` and its `flowLayout:`, its prototype
/// cells as `collectionViewCell`s and its section header and footer as
/// `collectionReusableView`s, placed by Trellis's flow layout
/// (UICollectionViewFlowLayout) rather than at their stored frames
/// (docs/INTERFACE-BUILDER.md, "Collection view flow layout").
///
/// A cell's size in the layout is Interface Builder's custom cell size
/// (`<size key="customSize">`), else the layout's `itemSize`; a
/// self-sizing layout's cell (`automaticEstimatedItemSize="YES"`, or an
/// `estimatedItemSize`) without one keeps its stored size, Xcode's
/// measurement of it (the stored-frame rule, as for text). Layouts of a
/// custom class, and other layouts, keep every cell at its stored frame
/// with a warning.
extension IBViewReader {
    /// The flow layout Trellis lays out, or nil (another layout, or a
    /// subclass with its own rules).
    mutating func flowLayout(_ node: XMLNode) throws(FormatError) -> CollectionSpec? {
        guard let l = node.child("collectionViewFlowLayout", key: "collectionViewLayout"), l["customClass"] == nil else { return nil }
        var c = CollectionSpec()
        if l["scrollDirection"] == "horizontal" { c.scrollDirection = .horizontal }
        if let n = try number(l, "minimumLineSpacing") { c.minimumLineSpacing = n }
        if let n = try number(l, "minimumInteritemSpacing") { c.minimumInteritemSpacing = n }
        if let s = try size(l, "itemSize") { c.itemSize = s }
        if let s = try size(l, "headerReferenceSize") { c.headerReferenceSize = s }
        if let s = try size(l, "footerReferenceSize") { c.footerReferenceSize = s }
        if let i = l.child("inset", key: "sectionInset") {
            c.sectionInset = UIEdgeInsets(top: try number(i, "minY") ?? 0, left: try number(i, "minX") ?? 0,
                                          bottom: try number(i, "maxY") ?? 0, right: try number(i, "maxX") ?? 0)
        }
        return c
    }

    /// `<size key="KEY" width=… height=…/>` of a node.
    func size(_ node: XMLNode, _ key: String) throws(FormatError) -> CGSize? {
        guard let s = node.child("size", key: key) else { return nil }
        return CGSize(width: try number(s, "width") ?? 0, height: try number(s, "height") ?? 0)
    }

    /// Whether the layout sizes cells to their content.
    static func isSelfSizing(_ layout: XMLNode) -> Bool {
        if layout["automaticEstimatedItemSize"] == "YES" { return true }
        guard let e = layout.child("size", key: "estimatedItemSize") else { return false }
        return (e["width"].flatMap(IBValues.number) ?? 0) > 0 || (e["height"].flatMap(IBValues.number) ?? 0) > 0
    }

    /// The collection view's layout, for the warning: its class.
    static func layoutDescription(_ node: XMLNode) -> String {
        guard let l = node.children.first(where: { $0["key"] == "collectionViewLayout" }) else { return "no layout" }
        return "a <\(l.name)>" + (l["customClass"].map { " of class \($0)" } ?? "")
    }

    /// The prototype cells, in order, and the section header and footer.
    mutating func readFlowLayoutItems(_ node: XMLNode, into v: inout IBView) throws(FormatError) {
        let layout = v.container.flowLayout ?? CollectionSpec()
        let selfSizing = node.child("collectionViewFlowLayout", key: "collectionViewLayout").map(Self.isSelfSizing) ?? false
        for cellNode in node.child("cells")?.children("collectionViewCell") ?? [] {
            var cell = try view(cellNode)
            cell.type = .collectionViewCell
            let size = try self.size(cellNode, "customSize") ?? (selfSizing ? cell.frame?.size : nil)
            if let size, size != layout.itemSize { cell.container.itemSize = size }
            v.subviews.append(cell)
        }
        for r in node.children("collectionReusableView") where r.keyed("frame") != nil {
            var view = try self.view(r)
            switch r["key"] {
            case "sectionHeaderView": view.container.elementKind = "header"
            case "sectionFooterView": view.container.elementKind = "footer"
            default: break
            }
            // Another keyed view (none seen) stays a plain view at its frame.
            if view.container.elementKind != nil { view.type = .collectionReusableView }
            v.subviews.append(view)
        }
    }
}

extension IBImporter {
    /// Views a collection view places: their stored frame as `frame:` (the
    /// size they start at; the flow layout then places them), no
    /// `autoresizing:` or `canvasFrame:`.
    static func isPlacedByCollectionView(_ type: ViewType) -> Bool {
        type == .collectionViewCell || type == .collectionReusableView
    }

    /// `flowLayout: {…}` (what differs from UIKit's defaults), a cell's
    /// `itemSize:`, a header's or footer's `elementKind:`.
    func collectionProperties(_ v: IBView, type: ViewType) -> [String] {
        let n = IBValues.format
        func size(_ s: CGSize) -> String { "{width: \(n(s.width)), height: \(n(s.height))}" }
        switch type {
        case .collectionView:
            guard let l = v.container.flowLayout else { return [] }
            let d = CollectionSpec()
            var parts: [String] = []
            if l.scrollDirection == .horizontal { parts.append("scrollDirection: horizontal") }
            if l.itemSize != d.itemSize { parts.append("itemSize: " + size(l.itemSize)) }
            if l.minimumLineSpacing != d.minimumLineSpacing { parts.append("minimumLineSpacing: " + n(l.minimumLineSpacing)) }
            if l.minimumInteritemSpacing != d.minimumInteritemSpacing {
                parts.append("minimumInteritemSpacing: " + n(l.minimumInteritemSpacing))
            }
            var inset = l.sectionInset
            inset.top += collectionCellsBelowBars(v, layout: l)
            if inset != .zero {
                let i = inset
                parts.append("sectionInset: {top: \(n(i.top)), left: \(n(i.left)), bottom: \(n(i.bottom)), right: \(n(i.right))}")
            }
            if l.headerReferenceSize != .zero { parts.append("headerReferenceSize: " + size(l.headerReferenceSize)) }
            if l.footerReferenceSize != .zero { parts.append("footerReferenceSize: " + size(l.footerReferenceSize)) }
            return parts.isEmpty ? [] : ["flowLayout: {" + parts.joined(separator: ", ") + "}"]
        case .collectionViewCell:
            return v.container.itemSize.map { ["itemSize: " + size($0)] } ?? []
        case .collectionReusableView:
            return v.container.elementKind.map { ["elementKind: " + $0] } ?? []
        default:
            return []
        }
    }
}
