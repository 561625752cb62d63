/// The constraints a stack view makes for its arrangement. They are the
/// stack's generated constraints (rebuilt with its intrinsic-size and guide
/// constraints), installed on the stack, and carry UIKit's identifiers and
/// priorities:
///
/// | identifier | what | priority |
/// |---|---|---|
/// | `UISV-canvas-connection` | first/last view to the stack's edges (or margins) | required |
/// | `UISV-spacing` | gap between adjacent visible views (`>=` for the equal kinds) | required |
/// | `UISV-alignment` | every view aligned with the first across the axis | required |
/// | `UISV-fill-equally` | every length equal to the first's | required |
/// | `UISV-fill-proportionally` | length = share of the stack's free length | 999, 998, … |
/// | `UISV-distributing` / `-edge` | equal spacer guides between views (or centres) | required / 149 for centres (below compression resistance: views keep their lengths) |
/// | `UISV-spanning-boundary` | views stay inside the stack across the axis | 999.5 |
/// | `UISV-spanning-fit` | the stack hugs its views across the axis | 51 |
/// | `UISV-canvas-fit` | the stack hugs its views (length == 0) | 49 |
/// | `UISV-ambiguity-suppression` | lengths that nothing else decides go to 0 | 25 |
/// | `UISV-hiding` | a hidden view's length == 0, at its place in the row | required |
extension UIStackView {
    /// The attributes of one axis: where it starts and ends, its centre and length.
    struct AxisAttributes {
        let lead, trail, center, size: NSLayoutConstraint.Attribute
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal { (lead, trail, center, size) = (.leading, .trailing, .centerX, .width) }
            else { (lead, trail, center, size) = (.top, .bottom, .centerY, .height) }
        }
    }

    /// The alignment in force: the baseline kinds only apply to horizontal
    /// stacks; in a vertical stack they act as leading and trailing (Rule).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// Whether the arrangement gives `view` its place and length: a visible
    /// view, and on a design canvas (a view with a canvasFrame) also a hidden
    /// activity indicator. Xcode's canvas arranges a hidden
    /// `UIActivityIndicatorView` as a visible one (rule, observed: all 5
    /// such indicators in the measured files, 4 repositories, Xcode 10 to
    /// 16, are stored at full length with the next view after them;
    /// docs/INTERFACE-BUILDER.md, "Stacks, scroll views and other containers").
    /// The view whose baseline stands for the stack's (UIKit's
    /// `forFirstBaselineLayout` / `forLastBaselineLayout`, which a stack
    /// view answers with an arranged view): a vertical stack's first
    /// baseline is its first visible arranged view's and its last baseline
    /// its last one's; a horizontal stack's are its first visible arranged
    /// view's. Nil for other attributes and for a stack showing no view
    /// (then the stack's own edges serve, as any view without text). Read
    /// when a constraint enters the engine (docs/LAYOUT.md, "Baselines").
    func baselineView(for attribute: NSLayoutConstraint.Attribute) -> UIView? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        let visible = arrangedSubviews.filter { arrangesAsVisible($0) && $0.superview === self }
        return axis == .vertical && attribute == .lastBaseline ? visible.last : visible.first
    }

    func arrangesAsVisible(_ view: UIView) -> Bool {
        !view.isHidden || (view is UIActivityIndicatorView && view.canvasFrame != nil)
    }

    /// Every constraint of the arrangement, in a stable order (so a rebuild
    /// with the same shape only moves constants).
    func arrangementConstraints() -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        func make(_ a: LayoutItem, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                  _ b: LayoutItem?, _ ba: NSLayoutConstraint.Attribute, multiplier: Double = 1,
                  _ constant: Double = 0, _ priority: UILayoutPriority = .required, _ name: String) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b,
                                       attribute: b == nil ? .notAnAttribute : ba, multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = name
            c.systemKind = "NSLayoutConstraint"
            c.directionSource = self
            out.append(c)
        }
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = AxisAttributes(axis)
        let cross = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let arranged = arrangedSubviews.filter { $0.superview === self }
        let visible = arranged.filter { arrangesAsVisible($0) }

        // The stack hugs its content along the axis (on a design canvas,
        // toward its canvas length; see suppressed(_:_:)).
        if canvasFrame != nil {
            make(self, main.size, .equal, nil, .notAnAttribute, suppressed(self, main.size), 49, "UISV-canvas-fit")
        } else {
            make(canvas, main.size, .equal, nil, .notAnAttribute, 0, 49, "UISV-canvas-fit")
        }

        // Along the axis: the chain of visible views.
        if let first = visible.first, let last = visible.last {
            make(canvas, main.lead, .equal, first, main.lead, 0, .required, "UISV-canvas-connection")
            make(canvas, main.trail, .equal, last, main.trail, 0, .required, "UISV-canvas-connection")
        }
        let equalKinds = distribution == .equalSpacing || distribution == .equalCentering
        var totalGaps = 0.0
        for (a, b) in zip(visible, visible.dropFirst()) {
            let g = gap(after: a)
            totalGaps += g
            let relation: NSLayoutConstraint.Relation = equalKinds ? .greaterThanOrEqual : .equal
            if isBaselineRelativeArrangement && axis == .vertical {
                make(b, .firstBaseline, relation, a, .lastBaseline, g, .required, "UISV-spacing")
            } else {
                make(b, main.lead, relation, a, main.trail, g, .required, "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            for v in visible.dropLast() { make(v, main.size, .equal, nil, .notAnAttribute, suppressed(v, main.size), 25, "UISV-ambiguity-suppression") }
        case .fillEqually:
            for v in visible.dropFirst() { make(v, main.size, .equal, visible[0], main.size, 0, .required, "UISV-fill-equally") }
        case .fillProportionally where visible.contains(where: { intrinsicLength(of: $0) == nil }):
            // Views without an intrinsic length (nested stacks, plain
            // views) take their length as in fill; those with one keep
            // their proportions to each other (docs/LAYOUT.md).
            let lengths = visible.map { intrinsicLength(of: $0) }
            let first = visible.indices.first { lengths[$0].map { $0 > 0 } ?? false }
            for (i, v) in visible.enumerated() {
                if let f = first, i != f, let length = lengths[i], let base = lengths[f] {
                    make(v, main.size, .equal, visible[f], main.size, multiplier: length / base, 0,
                         UILayoutPriority(Float(max(999 - i, 751))), "UISV-fill-proportionally")
                } else if lengths[i] == nil, v !== visible.last {
                    make(v, main.size, .equal, nil, .notAnAttribute, suppressed(v, main.size), 25, "UISV-ambiguity-suppression")
                }
            }
        case .fillProportionally:
            let lengths = visible.map { intrinsicLength(of: $0) }
            let total = lengths.compactMap { $0 }.reduce(0, +)
            for (i, v) in visible.enumerated() {
                if let length = lengths[i], total > 0 {
                    let share = length / total
                    make(v, main.size, .equal, canvas, main.size, multiplier: share, -share * totalGaps,
                         UILayoutPriority(Float(max(999 - i, 751))), "UISV-fill-proportionally")
                } else if v !== visible.last {
                    make(v, main.size, .equal, nil, .notAnAttribute, suppressed(v, main.size), 25, "UISV-ambiguity-suppression")
                }
            }
        case .equalSpacing, .equalCentering:
            let centres = distribution == .equalCentering
            let guides = spacerGuides(count: max(visible.count - 1, 0))
            for (i, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
                let g = guides[i]
                make(g, main.lead, .equal, a, centres ? main.center : main.trail, 0, .required, "UISV-distributing-edge")
                make(b, centres ? main.center : main.lead, .equal, g, main.trail, 0, .required, "UISV-distributing-edge")
                make(g, cross.lead, .equal, canvas, cross.lead, 0, .required, "UISV-distributing-edge")
                make(g, cross.size, .equal, nil, .notAnAttribute, 0, .required, "UISV-distributing-edge")
                if i > 0 {
                    make(g, main.size, .equal, guides[0], main.size, 0, centres ? 149 : .required, "UISV-distributing")
                }
            }
            for v in visible { make(v, main.size, .equal, nil, .notAnAttribute, suppressed(v, main.size), 25, "UISV-ambiguity-suppression") }
        }

        // Hidden views collapse where they stand, and their gap goes with them.
        // On a design canvas (a view with a canvasFrame) the hiding length
        // is just below required (999.9): it gives way to a length required
        // constraints give the view (its own, at least, or its subviews'):
        // Xcode's canvas keeps such a hidden arranged view at that length
        // (rule, observed; docs/INTERFACE-BUILDER.md, "Stacks, scroll views
        // and other containers"), where UIKit reports a conflict; lengths
        // from content (labels, buttons: compression resistance 750) and
        // optional lengths of the view's own (WooCommerce's 38 @999) still
        // collapse.
        // The first arranged view, hidden, with a visible one after it
        // (next or after more hidden ones), ends where the stack starts, in
        // a fill or fill-equally stack, on the canvases of Xcode 12 and
        // later (``leadingHiddenViewEndsAtStart``; rule, observed: Pocket
        // Casts, ProtonVPN, VLC, Zotero, Element, Habitica; Xcode 12 to 16).
        // Xcode 10 and 11 keep it at the start (Pocket Casts' promotion
        // buttons, Xcode 11), as every hidden view before the first visible
        // one stays.
        // Across the axis a hidden view is aligned as the visible ones are
        // (centred, or at the trailing or bottom edge): all 28 hidden views
        // in centre- and bottom-aligned stacks of the measured files are
        // stored so, none at the stack's top or leading edge.
        let crossAttribute: NSLayoutConstraint.Attribute = switch effectiveAlignment {
        case .center: cross.center
        case .trailing: cross.trail
        default: cross.lead
        }
        // Between two visible views a hidden view starts in the middle of
        // their gap (rule, observed: every such view stored by Xcode 12 to
        // 16 in five repositories; docs/LAYOUT.md, "Hidden views").
        let halfGaps = !equalKinds && !(isBaselineRelativeArrangement && axis == .vertical)
        for (i, v) in arranged.enumerated() where !arrangesAsVisible(v) {
            make(v, main.size, .equal, nil, .notAnAttribute, 0, v.canvasFrame != nil ? 999.9 : .required, "UISV-hiding")
            if let before = arranged[..<i].last(where: { arrangesAsVisible($0) }) {
                let between = halfGaps && arranged[(i + 1)...].contains { arrangesAsVisible($0) }
                if hiddenViewsAfterLoneVisibleViewAtStart, v.canvasFrame != nil, visible.count == 1 {
                    // After the only visible view, on a canvas outside
                    // cells: at the stack's start (``hiddenViewsAfterLoneVisibleViewAtStart``).
                    make(v, main.lead, .equal, canvas, main.lead, 0, .required, "UISV-hiding")
                } else {
                    make(v, main.lead, .equal, before, main.trail, between ? gap(after: before) / 2 : 0, .required, "UISV-hiding")
                }
            } else if i == 0, leadingHiddenViewEndsAtStart, v.canvasFrame != nil, arranged.contains(where: arrangesAsVisible),
                      distribution == .fill || distribution == .fillEqually {
                make(v, main.trail, .equal, canvas, main.lead, 0, .required, "UISV-hiding")
            } else {
                make(v, main.lead, .equal, canvas, main.lead, 0, .required, "UISV-hiding")
            }
            make(v, crossAttribute, .equal, canvas, crossAttribute, 0, .required, "UISV-hiding")
            if effectiveAlignment == .fill {
                // Fill alignment spans a hidden view across the stack as it
                // does the visible ones (rule, observed: 38 of the 40 hidden
                // views of fill-aligned stacks in the measured files), at
                // 999: a taller hidden view grows a stack nothing else sizes
                // (Open Food Facts' 130-high hidden view in a row of a
                // 30-high image, stored 130), and a cross size it holds
                // itself stays unbroken.
                make(canvas, cross.trail, .equal, v, cross.trail, 0, 999, "UISV-hiding")
            } else {
                make(v, cross.size, .equal, nil, .notAnAttribute, 0, 25, "UISV-ambiguity-suppression")
            }
        }

        // Across the axis.
        guard let first = visible.first else {
            if canvasFrame != nil {
                make(self, cross.size, .equal, nil, .notAnAttribute, suppressed(self, cross.size), 49, "UISV-canvas-fit")
            } else {
                make(canvas, cross.size, .equal, nil, .notAnAttribute, 0, 49, "UISV-canvas-fit")
            }
            return out
        }
        let alignment = effectiveAlignment
        let others = visible.dropFirst()
        switch alignment {
        case .fill:
            make(canvas, cross.lead, .equal, first, cross.lead, 0, .required, "UISV-canvas-connection")
            make(canvas, cross.trail, .equal, first, cross.trail, 0, .required, "UISV-canvas-connection")
            for v in others {
                make(first, cross.lead, .equal, v, cross.lead, 0, .required, "UISV-alignment")
                make(first, cross.trail, .equal, v, cross.trail, 0, .required, "UISV-alignment")
            }
            make(canvas, cross.size, .equal, nil, .notAnAttribute, 0, 49, "UISV-canvas-fit")
        case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
            let attribute: NSLayoutConstraint.Attribute = switch alignment {
            case .leading: cross.lead
            case .trailing: cross.trail
            case .center: cross.center
            case .firstBaseline: .firstBaseline
            default: .lastBaseline
            }
            let baseline = alignment == .firstBaseline || alignment == .lastBaseline
            if !baseline {
                make(canvas, attribute, .equal, first, attribute, 0, .required, "UISV-canvas-connection")
            }
            for v in others { make(first, attribute, .equal, v, attribute, 0, .required, "UISV-alignment") }
            // Xcode's canvas (a stack with a canvas frame) bounds a
            // baseline-aligned row as UIKit did (rdar://32291130): only
            // the first view is kept inside the stack on the side away
            // from the aligned baseline (its top for firstBaseline, its
            // bottom for lastBaseline), and a taller row sits against
            // the other side (rule, observed; see baselineCanvasRow).
            let canvasRow = baseline && canvasFrame != nil
            for v in visible {
                let firstOnly = canvasRow && v !== first
                if alignment != .leading && !(firstOnly && alignment == .firstBaseline) {
                    make(v, cross.lead, .greaterThanOrEqual, canvas, cross.lead, 0, 999.5, "UISV-spanning-boundary")
                }
                if alignment != .trailing && !(firstOnly && alignment == .lastBaseline) {
                    make(canvas, cross.trail, .greaterThanOrEqual, v, cross.trail, 0, 999.5, "UISV-spanning-boundary")
                }
                if canvasRow && alignment == .firstBaseline {
                    make(v, cross.trail, .equal, canvas, cross.trail, 0, 25, "UISV-ambiguity-suppression")
                } else if baseline {
                    // Nothing else places a baseline-aligned row inside a
                    // taller stack: it sits at the top (Rule).
                    make(v, cross.lead, .equal, canvas, cross.lead, 0, 25, "UISV-ambiguity-suppression")
                }
            }
            // The stack hugs its views across the axis; on a design canvas
            // toward its canvas length (see suppressed(_:_:)): Xcode's
            // canvas keeps the stored cross length of a stack that only
            // this fit would size (rule, observed).
            if canvasFrame != nil {
                make(self, cross.size, .equal, nil, .notAnAttribute, suppressed(self, cross.size), 51, "UISV-spanning-fit")
            } else {
                make(canvas, cross.size, .equal, nil, .notAnAttribute, 0, 51, "UISV-spanning-fit")
            }
        }
        return out
    }

    /// The length the stack's low-priority fitting constraints
    /// (`UISV-ambiguity-suppression` on arranged views, `UISV-canvas-fit`
    /// on the stack along its axis, and across it when it arranges nothing)
    /// hold a view to: 0, as UIKit's do, except for a view with a
    /// ``UIView/canvasFrame``, which keeps its canvas length: Xcode's canvas
    /// keeps the stored length of an arranged view or a stack that only
    /// these constraints would size (rule, observed;
    /// docs/INTERFACE-BUILDER.md, "Stacks, scroll views and other containers").
    func suppressed(_ view: UIView, _ size: NSLayoutConstraint.Attribute) -> Double {
        guard let f = view.canvasFrame else { return 0 }
        return size == .width ? f.width : f.height
    }

    /// An arranged view's intrinsic length along the axis, nil if it has none.
    func intrinsicLength(of view: UIView) -> Double? {
        let size = view.engineIntrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == TrellisLayout.noIntrinsicMetric || !length.isFinite || length < 0 ? nil : Double(length)
    }

    /// `count` spacer guides owned by the stack (kept from pass to pass).
    func spacerGuides(count: Int) -> [UILayoutGuide] {
        while distributionGuides.count < count {
            let g = UILayoutGuide()
            g.trellisIdentifier = "UISV-distributing-\(distributionGuides.count)"
            g.owningView = self
            ownedGuides.append(g)
            distributionGuides.append(g)
        }
        while distributionGuides.count > count {
            let g = distributionGuides.removeLast()
            ownedGuides.removeAll { $0 === g }
            g.owningView = nil
        }
        return distributionGuides
    }
}
