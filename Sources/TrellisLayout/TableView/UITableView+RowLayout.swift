/// Placing rows: heights, then frames, top to bottom in content coordinates
/// (docs/TABLES.md has the metrics).
///
/// Content, top to bottom: `tableHeaderView`; per section its header, its
/// rows, its footer; `tableFooterView`. The content size is the table's
/// width by the sum. `.insetGrouped` insets rows, headers and footers by the
/// cells' side margin. Plain-style section headers float: while their
/// section is scrolled under the top, they stay at the top of the visible
/// area (until the section's end pushes them up), as in UIKit.
extension UITableView {
    /// The separator's height: one device pixel, or none.
    var separatorThickness: Double {
        separatorStyle == .none ? 0 : 1 / pixelScale
    }

    /// The display's scale, the grid rows are placed on.
    var pixelScale: Double {
        let scale = Double(hostContext?.scale ?? UIScreen.main.scale)
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// Sets a frame the table hasn't given the view already. Once the
    /// engine has applied a row's frame it is rounded to the pixel grid (in
    /// window coordinates) and no longer equals the exact one; setting the
    /// exact one again would start another pass, and the engine would round
    /// it again, without end. So the table remembers what it placed and
    /// places again only what changed (a fit resizes a cell for a while: it
    /// forgets that cell's place, see ``selfSizedHeight``).
    func place(_ view: UIView, at rect: CGRect) {
        let key = ObjectIdentifier(view)
        guard placedFrames[key] != rect else { return }
        placedFrames[key] = rect
        view.frame = rect
    }

    /// The cells' leading and trailing margins: the system minimum for the
    /// width class (the table's safe area at the sides is added through
    /// each cell's own safe area, as `insetsContentViewsToSafeArea` says).
    var cellSideMargins: (leading: Double, trailing: Double) {
        let m = hostContext?.cellMinimumLayoutMargins ?? NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        // A table narrower than a large phone keeps the compact 16:
        // KeePassium's 300-wide alert table and 252-wide table in a
        // collection cell, on 414-point phones, store their cells' text at
        // 16 where full-width tables store 20; so do 320-wide tables on
        // iPads (a split view's primary column, which UIKit gives a compact
        // width): Seafile's settings (23504) and the Stanford course's
        // EmojiArt document lists (13771). Wider tables take the device's
        // 20: Esri's 374- and 375-wide settings tables (17506), a 374-wide
        // one of Programming iOS's (14854), TeleMed's 359-wide side menus
        // (18122) and Blockstream's 342-wide sheet table (23504), on
        // 414-point phones.
        var side = (leading: Double(m.leading), trailing: Double(m.trailing))
        if Double(storedFrame.width) < Self.largePhoneTableWidth {
            side = (min(16, side.leading), min(16, side.trailing))
        }
        // A canvas's own compact margin (``UITableViewCellMetrics/compactCellMargin``).
        if let compact = cellMetrics.compactCellMargin.map(Double.init) {
            if side.leading == 16 { side.leading = compact }
            if side.trailing == 16 { side.trailing = compact }
        }
        return side
    }

    /// Narrower tables keep 16-point cell margins on large phones and in
    /// regular widths (the narrowest table seen with 20 is 342 points
    /// wide, the widest with 16 is 320; 331 is a guess between).
    static let largePhoneTableWidth = 331.0

    /// The cells' own side margins: ``cellSideMargins``, except that an
    /// inset-grouped table's rows narrower than ``largePhoneRowWidth`` keep
    /// the compact 16 in a compact width (the rows are still inset by the
    /// table's margin): Xcode 26's canvas (LNPopupController, 25094) stores
    /// a 393-point phone's inset-grouped rows 353 wide at x 20 with their
    /// text at 16, where its full-width rows and NetNewsWire's 374-wide
    /// inset-grouped rows on a 414-point phone (24765) take 20.
    var insetRowSideMargins: (leading: Double, trailing: Double) {
        let side = cellSideMargins
        guard style == .insetGrouped, hostContext?.horizontalSizeClass != .regular, !cellMetrics.insetRowsKeepTableMargins,
              rowSpan.width < Self.largePhoneRowWidth else { return side }
        return (min(16, side.leading), min(16, side.trailing))
    }

    /// The narrowest inset-grouped row seen with 20-point margins
    /// (NetNewsWire's 374 on a 414-point phone; LNPopupController's 353
    /// rows keep 16, so the boundary is a guess between).
    static let largePhoneRowWidth = 374.0

    /// Gives a cell the table's margins unless code has changed them since
    /// the table last set them.
    func applyTableMargins(to cell: UITableViewCell) {
        let side = insetRowSideMargins
        let margins = NSDirectionalEdgeInsets(top: 0, leading: side.leading, bottom: 0, trailing: side.trailing)
        let current = cell.directionalLayoutMargins
        let untouched = cell.tableAssignedMargins.map { $0 == current }
            ?? (current == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        guard untouched else { return }
        if current != margins { cell.directionalLayoutMargins = margins }
        cell.insetsLayoutMarginsFromSafeArea = insetsContentViewsToSafeArea
        cell.tableAssignedMargins = margins
    }

    /// Asks the data source and delegate for the sections, cells, headers
    /// and footers, replacing the ones shown.
    func reloadNow() {
        needsReload = false
        for section in sectionRecords {
            for row in section.rows where row.cell.superview === self { row.cell.removeFromSuperview() }
            if let h = section.header, h.superview === self { h.removeFromSuperview() }
            if let f = section.footer, f.superview === self { f.removeFromSuperview() }
        }
        sectionRecords = []
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        for s in 0..<sections {
            var record = SectionRecord()
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
            for r in 0..<rows {
                let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: r, section: s))
                if cell.tableAssignedMargins == nil { applyTableMargins(to: cell) }
                addSubview(cell)
                // Configurations are updated before a cell is shown (UIKit).
                cell.setNeedsUpdateConfiguration()
                record.rows.append(RowRecord(cell: cell))
            }
            record.header = delegate?.tableView(self, viewForHeaderInSection: s)
                ?? dataSource.tableView(self, titleForHeaderInSection: s).map { titleView($0, footer: false) }
            record.footer = delegate?.tableView(self, viewForFooterInSection: s)
                ?? dataSource.tableView(self, titleForFooterInSection: s).map { titleView($0, footer: true) }
            for view in [record.header, record.footer].compactMap({ $0 }) {
                addSubview(view)
                (view as? UITableViewHeaderFooterView)?.setNeedsUpdateConfiguration()
            }
            sectionRecords.append(record)
        }
        nameRows()
        applyEditingState()
    }

    func titleView(_ title: String, footer: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let side = cellSideMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side.leading, bottom: 0, trailing: side.trailing)
        view.titleRole = footer ? .footer(grouped: style != .plain) : .header(grouped: style != .plain)
        view.textLabel?.text = title
        return view
    }

    /// Names cells, content views, built-in views, headers and footers
    /// after the table (`TABLE.s0.r1`, `TABLE.s0.r1.contentView`,
    /// `TABLE.s0.header`) when the table has a name and they don't.
    func nameRows() {
        guard let table = trellisIdentifier else { return }
        var assigned: Set<String> = []
        func name(_ view: UIView?, _ value: String) {
            guard let view else { return }
            if view.trellisIdentifier == nil || view.trellisIdentifier.map(assignedNames.contains) == true {
                view.trellisIdentifier = value
                assigned.insert(value)
            }
        }
        defer { assignedNames = assigned }
        for (s, section) in sectionRecords.enumerated() {
            for (r, row) in section.rows.enumerated() {
                let base = "\(table).s\(s).r\(r)"
                name(row.cell, base)
                name(row.cell.contentView, base + ".contentView")
                name(row.cell.builtInTextLabel, base + ".textLabel")
                name(row.cell.builtInDetailLabel, base + ".detailTextLabel")
                name(row.cell.builtInImageView, base + ".imageView")
            }
            name(section.header, "\(table).s\(s).header")
            name((section.header as? UITableViewHeaderFooterView)?.contentView, "\(table).s\(s).header.contentView")
            name((section.footer as? UITableViewHeaderFooterView)?.contentView, "\(table).s\(s).footer.contentView")
            name((section.header as? UITableViewHeaderFooterView)?.builtInTextLabel, "\(table).s\(s).header.textLabel")
            name(section.footer, "\(table).s\(s).footer")
            name((section.footer as? UITableViewHeaderFooterView)?.builtInTextLabel, "\(table).s\(s).footer.textLabel")
        }
    }

    /// Heights (when the width, margins or rows changed), then frames.
    func layoutRows() {
        if needsReload { reloadNow() }
        let width = Double(storedFrame.width)
        let side = cellSideMargins
        let safe = safeAreaInsets
        let key = [width, side.leading, side.trailing, separatorThickness, Double(safe.left), Double(safe.right),
                   contentViewSeparatorInset]
        if heightsDirty || key != heightsKey {
            heightsDirty = false
            heightsKey = key
            workOutHeights()
        }
        placeRows()
    }

    /// The x and width of rows, headers and footers.
    var rowSpan: (x: Double, width: Double) {
        let width = Double(storedFrame.width)
        guard style == .insetGrouped else { return (0, width) }
        let side = cellSideMargins
        let left = side.leading + Double(safeAreaInsets.left), right = side.trailing + Double(safeAreaInsets.right)
        return (left, max(0, width - left - right))
    }

    func workOutHeights() {
        rowHeightWarnings = []
        let span = rowSpan
        for s in sectionRecords.indices {
            for r in sectionRecords[s].rows.indices {
                let indexPath = IndexPath(row: r, section: s)
                let cell = sectionRecords[s].rows[r].cell
                applyTableMargins(to: cell)
                applyVerticalMargins(to: cell)
                applyBuiltInViewInset(to: cell)
                cell.separatorHeight = contentViewSeparatorInset
                let asked = Double(delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight)
                applySubtitleSpacing(to: cell, fixedHeight: asked >= 0 && asked.isFinite ? asked : nil)
                applyBuiltInImageFloor(to: cell, fixedHeight: asked >= 0 && asked.isFinite ? asked : nil)
                if asked >= 0, asked.isFinite {
                    sectionRecords[s].rows[r].height = roundToPixel(asked, scale: pixelScale)
                    sectionRecords[s].rows[r].fittedHeight = nil
                } else {
                    let fitted = selfSizedHeight(of: cell, width: span.width, separator: contentViewSeparatorInset, indexPath: indexPath)
                    sectionRecords[s].rows[r].height = fitted.height
                    sectionRecords[s].rows[r].fittedHeight = fitted.fitted
                }
                sectionRecords[s].rows[r].height += applyGroupedRowInsets(to: cell, row: r, of: sectionRecords[s].rows.count)
            }
            sectionRecords[s].headerHeight = headerFooterHeight(section: s, footer: false, width: span.width)
            sectionRecords[s].footerHeight = headerFooterHeight(section: s, footer: true, width: span.width)
        }
    }

    /// UIKit's self-sizing: the cell fitted at the row's width (required)
    /// and as short as its constraints allow. A content view that comes out
    /// zero high gets UIKit's standard 44 points and its warning; cells
    /// showing the predefined views are never shorter than 44.
    func selfSizedHeight(of cell: UITableViewCell, width: Double, separator: Double,
                         indexPath: IndexPath) -> (height: Double, fitted: Double) {
        let standard = Double(cellMetrics.standardRowHeight)
        cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width,
                            height: max(Double(cell.frame.height), standard))
        cell.layoutContentView()
        placedFrames[ObjectIdentifier(cell)] = nil
        let scale = pixelScale
        let size = cell.unroundedFittingSize(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            horizontal: .required, vertical: .fittingSizeLevel, scale: scale)
        // The engine's exact height: the content view then holds its chain
        // exactly (rounding it to the pixel here would leave a sliver of
        // slack between the content's views, or squeeze them); frames are
        // rounded to the pixel when the engine applies them, as UIKit's are.
        let fitted = size.map { Double($0.height) } ?? 0
        if fitted - separator <= 1e-6 || !fitted.isFinite {
            let message = zeroHeightMessage(for: cell, at: indexPath)
            rowHeightWarnings.append(message)
            if let context = hostContext, !context.diagnostics.log.contains(message) {
                context.diagnostics.log.append(message)
            }
            // A content view with views of its own but no chain may have
            // a canvas height of its own (``UITableViewCellMetrics/collapsedRowHeight``).
            let ownViews = !cell.usesBuiltInContent && cell.contentView.subviews.contains { !$0.isHidden }
            let collapsed = ownViews ? cellMetrics.collapsedRowHeight.map(Double.init) ?? standard : standard
            return (collapsed, fitted.isFinite ? fitted : 0)
        }
        var builtInLeast = cellMetrics.builtInRowHeight.map(Double.init) ?? standard
        let growth = cell.defaultStyleLineGrowth
        if growth > 0 { builtInLeast = (((builtInLeast + growth) * scale) - 1e-6).rounded(.up) / scale }
        return (cell.usesBuiltInContent ? max(fitted, builtInLeast) : fitted, fitted)
    }

    /// UIKit's console warning, with the row and where its chain breaks.
    func zeroHeightMessage(for cell: UITableViewCell, at indexPath: IndexPath) -> String {
        let name = cell.trellisIdentifier ?? "section \(indexPath.section) row \(indexPath.row)"
        return "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view (\(name)). We're considering the collapse unintentional and using standard height instead. "
            + cell.brokenChainHint()
    }

    func headerFooterHeight(section s: Int, footer: Bool, width: Double) -> Double {
        roundToPixel(unroundedHeaderFooterHeight(section: s, footer: footer, width: width), scale: pixelScale)
    }

    func unroundedHeaderFooterHeight(section s: Int, footer: Bool, width: Double) -> Double {
        let asked = Double(footer ? (delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
                                  : (delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight))
        if asked >= 0, asked.isFinite { return asked }
        let view = footer ? sectionRecords[s].footer : sectionRecords[s].header
        if let titled = view as? UITableViewHeaderFooterView, titled.titleRole != nil {
            // A grouped table's first titled header has 17.3 points more
            // above its text (55.5 for one line at 2×, 55.333 at 3×, where
            // later ones are 38, in every Xcode-stored grouped table:
            // NetNewsWire's Settings, GoMap's and Tinode's 3× tables,
            // prototype sections from Xcode 8 to 16).
            let first = !footer && style != .plain && s == 0
            var adjustment = !footer && style != .plain ? Double(cellMetrics.groupedHeaderAdjustment) : 0
            if !footer && style != .plain && s > 0,
               (sectionRecords[s].footer as? UITableViewHeaderFooterView)?.titleRole != nil {
                adjustment += Double(cellMetrics.groupedHeaderAboveFooterExtra)
            }
            return titled.titleHeight(width: width, metrics: cellMetrics) + (first ? Double(cellMetrics.groupedFirstHeaderExtra) : 0) + adjustment
        }
        if let view {
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let h = Double(fitted.height)
            return h > 0 && h.isFinite ? h : Double(view.frame.height)
        }
        // No header or footer: plain tables show nothing, grouped ones
        // keep their sections apart.
        return style == .plain ? 0 : 18
    }

    func placeRows() {
        let span = rowSpan
        let width = Double(storedFrame.width)
        var y = Double(cellMetrics.rowsTopOffset)
        if let header = tableHeaderView {
            let h = Double(header.frame.height)
            place(header, at: CGRect(x: 0, y: y, width: width, height: h))
            y += h
        }
        for s in sectionRecords.indices {
            let top = y
            let hh = sectionRecords[s].headerHeight
            // `sectionHeaderTopPadding` set to a number: that much above each header.
            if hh > 0, sectionHeaderTopPadding >= 0 { y += Double(sectionHeaderTopPadding) }
            sectionRecords[s].headerRect = CGRect(x: span.x, y: y, width: span.width, height: hh)
            y += hh
            for r in sectionRecords[s].rows.indices {
                let h = sectionRecords[s].rows[r].height
                let frame = CGRect(x: span.x, y: y, width: span.width, height: h)
                sectionRecords[s].rows[r].frame = frame
                let cell = sectionRecords[s].rows[r].cell
                cell.separatorHeight = contentViewSeparatorInset
                place(cell, at: frame)
                cell.layoutContentView()
                cell.resolvedSeparatorInset = defaultSeparatorInset(for: cell)
                y += h
            }
            let fh = sectionRecords[s].footerHeight
            sectionRecords[s].footerRect = CGRect(x: span.x, y: y, width: span.width, height: fh)
            y += fh
            sectionRecords[s].rect = CGRect(x: span.x, y: top, width: span.width, height: y - top)
        }
        for s in sectionRecords.indices {
            let record = sectionRecords[s]
            if let footer = record.footer { place(footer, at: record.footerRect) }
            if let header = record.header { place(header, at: floatingHeaderRect(record)) }
        }
        if let footer = tableFooterView {
            let h = Double(footer.frame.height)
            place(footer, at: CGRect(x: 0, y: y, width: width, height: h))
            y += h
        }
        // Within half a pixel is set: the engine reports the content size back
        // rounded (see ``place(_:at:)``).
        let size = CGSize(width: width, height: y)
        let half = 0.5 / pixelScale + 1e-6
        if abs(contentSize.width - size.width) > half || abs(contentSize.height - size.height) > half { contentSize = size }
    }

    /// A plain table's header stays at the top of the visible area while
    /// its section is scrolled under it; other styles' headers scroll.
    func floatingHeaderRect(_ record: SectionRecord) -> CGRect {
        var r = record.headerRect
        guard style == .plain, r.height > 0 else { return r }
        let visibleTop = Double(contentOffset.y) + Double(adjustedContentInset.top)
        let pinned = min(max(r.minY, visibleTop), record.rect.maxY - r.height)
        r.origin.y = max(r.minY, pinned)
        return r
    }

    /// Where a separator runs when nobody set one: from the text's leading
    /// edge (the content view's leading margin, after a built-in image) to
    /// the cell's trailing edge.
    func defaultSeparatorInset(for cell: UITableViewCell) -> UIEdgeInsets {
        if let own = storedSeparatorInset { return own }
        var left = Double(cell.directionalLayoutMargins.leading) + Double(cell.safeAreaInsets.left)
        if let image = cell.builtInImageView, image.image != nil { left += Double(image.intrinsicContentSize.width) + 16 }
        return UIEdgeInsets(top: 0, left: left, bottom: 0, right: 0)
    }
}
