import TrellisSolver

/// The deferred layout pass, as UIKit runs it: update constraints (bottom-up),
/// solve once, lay out (top-down). Changes made between passes are batched:
/// however many there are, the next pass solves once.
extension UIView {
    /// `setNeedsUpdateConstraints()`: ``updateConstraints()`` runs in the next pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        hostContext?.noteInvalidation("\(self.logName).setNeedsUpdateConstraints()", target: self)
    }

    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update pass now if anything needs it.
    public func updateConstraintsIfNeeded() {
        ensureHostContext().performUpdateConstraintsPass()
    }
}

extension UILayoutGuide {
    func applyEngineFrame() {
        if let f = engineFrame { layoutFrame = f }
    }
}

/// A layout that did not settle: which view was laid out (or updated its
/// constraints) too many times in one pass, and the invalidations that kept
/// it going.
public struct FeedbackLoopReport: CustomStringConvertible {
    /// The view whose pass step made the last invalidation: the one to fix.
    public let view: String
    /// The step it was in: `layoutSubviews()` or `updateConstraints()`.
    public let method: String
    /// How many times the step that crossed the threshold ran.
    public let count: Int
    /// Every view whose step reached the threshold (a loop carries its
    /// superviews along).
    public let involvedViews: [String]
    /// The most recent invalidations: what was called, from which pass step,
    /// and whether it reached outside the calling view's subtree.
    public let calls: [String]

    public var description: String {
        "Layout feedback loop: \(view).\(method) kept invalidating layout; views laid out \(count) times in one pass: "
            + involvedViews.joined(separator: ", ") + ". Recent invalidations:\n"
            + calls.map { "    \($0)" }.joined(separator: "\n")
    }
}

extension LayoutContext {
    var allViews: [UIView] { root.allViews }
    var logName: String { root.logName }

    /// Records an invalidation made while a pass step runs: the raw material
    /// of a feedback-loop report. The text is written only if a report
    /// quotes it (`call` captures what it names; names are read then).
    func noteInvalidation(_ call: @escaping @autoclosure () -> String, target: UIView?) {
        guard let (view, step) = passContext else { return }
        let outside = target.map { !$0.isDescendant(of: view) } ?? false
        invalidationRecords.append {
            var entry = "\(call()) during \(view.logName).\(step.rawValue)()"
            if outside { entry += " (outside \(view.logName)'s subtree)" }
            return entry
        }
        lastInvalidator = (view, step)
        if invalidationRecords.count > 12 { invalidationRecords.removeFirst() }
    }

    /// The last invalidations (at most 12), oldest first.
    var recentInvalidations: [String] { invalidationRecords.map { $0() } }

    /// Counts a step for a view; false once the feedback-loop threshold is passed.
    func countStep(_ view: UIView, _ step: PassStep) -> Bool {
        let key = StepKey(view: ObjectIdentifier(view), step: step)
        let n = (stepCounts[key] ?? 0) + 1
        stepCounts[key] = n
        if n > layoutFeedbackLoopThreshold {
            let involved = allViews.filter { v in
                PassStep.allCases.contains { (stepCounts[StepKey(view: ObjectIdentifier(v), step: $0)] ?? 0) >= layoutFeedbackLoopThreshold }
            }.map(\.logName)
            let culprit = lastInvalidator ?? (view, step)
            let report = FeedbackLoopReport(
                view: culprit.0.logName, method: "\(culprit.1.rawValue)()", count: n - 1,
                involvedViews: involved, calls: recentInvalidations)
            diagnostics.feedbackLoops.append(report)
            diagnostics.log.append(report.description)
            return false
        }
        return true
    }

    /// The update pass: `updateConstraints()` on every view that needs it,
    /// subviews before superviews. Returns false if a feedback loop stopped it.
    @discardableResult
    func performUpdateConstraintsPass() -> Bool {
        while true {
            let pending = root.allViews.reversed().filter(\.needsUpdateConstraintsFlag)
            if pending.isEmpty { return true }
            for view in pending where view.needsUpdateConstraintsFlag {
                guard countStep(view, .updateConstraints) else { return false }
                view.needsUpdateConstraintsFlag = false
                passContext = (view, .updateConstraints)
                if let controller = view.owningViewController {
                    // A controller's view: the controller's method runs, and
                    // its base implementation updates the view's constraints.
                    controller.calledSuperUpdateViewConstraints = false
                    if isTracingPasses { passTrace.append("update view constraints: \(controller.logName)") }
                    controller.updateViewConstraints()
                    if !controller.calledSuperUpdateViewConstraints {
                        let message = "\(controller.logName) did not call super.updateViewConstraints() in its override; UIKit requires calling super as the last step."
                        if !diagnostics.log.contains(message) {
                            diagnostics.log.append(message)
                            diagnostics.missingSuperCalls.append(controller.logName)
                        }
                    }
                } else {
                    view.runUpdateConstraints()
                }
                passContext = nil
            }
        }
    }

    /// Update constraints, solve, refresh margins and safe areas, lay out;
    /// again while anything is left to do, and never past the feedback-loop
    /// threshold. A window whose controllers are appearing tells them they
    /// did once the pass is over (``UIWindow/finishAppearance()``).
    func performLayout() {
        guard !isPerformingLayout else { return }
        performLayoutPasses()
        (root as? UIWindow)?.finishAppearance()
    }

    private func performLayoutPasses() {
        // Nothing changed since the last pass finished: no view was marked,
        // the engine holds every change. Queries that lay out first (a
        // view's ambiguity, asked of every view in a frames record) then
        // cost nothing, not a walk of the whole tree each.
        if let settled = settledEpoch, settled == UIView.invalidationEpoch, !engine.needsSync, !engine.derivedDirty {
            return
        }
        settledEpoch = nil
        isPerformingLayout = true
        defer {
            isPerformingLayout = false
            passContext = nil
            // The records hold the views they name: not past the pass.
            invalidationRecords.removeAll()
            lastInvalidator = nil
        }
        stepCounts.removeAll()
        invalidationRecords.removeAll()
        lastInvalidator = nil
        var derivedMoves = 0
        var firstRound = true
        // A safe-area or margin feedback loop stops the pass, but only after
        // one more layout step: the views take the frames of the last solve
        // (and keep them) rather than the ones they had before the pass.
        var stopAfterLayout = false
        while true {
            guard performUpdateConstraintsPass() else { return }
            var solved = false
            if engine.needsSync {
                engine.sync()
                applySolution()
                solved = true
                if isTracingPasses { passTrace.append("solve #\(engine.solveCount)") }
            }
            // Frames moved (or margins, safe area, text were changed): the
            // values that follow from frames may move too.
            if solved || engine.derivedDirty || firstRound {
                firstRound = false
                engine.clearDerivedDirty()
                if updateDerivedValues() {
                    derivedMoves += 1
                    if derivedMoves > layoutFeedbackLoopThreshold {
                        let report = FeedbackLoopReport(
                            view: logName, method: "safe area, margins and text wrapping",
                            count: derivedMoves - 1, involvedViews: [logName], calls: recentInvalidations)
                        diagnostics.feedbackLoops.append(report)
                        diagnostics.log.append(report.description)
                        stopAfterLayout = true
                    } else {
                        continue
                    }
                }
            }
            let views = allViews
            for view in views where view.needsLayoutFlag {
                guard countStep(view, .layoutSubviews) else { return }
                view.needsLayoutFlag = false
                passContext = (view, .layoutSubviews)
                let controller = view.owningViewController
                if let controller {
                    if isTracingPasses { passTrace.append("view will layout subviews: \(controller.logName)") }
                    controller.viewWillLayoutSubviews()
                }
                if isTracingPasses { passTrace.append("layout subviews: \(view.logName)") }
                // UIKit makes the view's traits current while it lays out
                // (dynamic colours resolve by them: `cgColor`).
                UITraitCollection.performLayout(of: view) { view.layoutSubviews() }
                if let controller {
                    if isTracingPasses { passTrace.append("view did layout subviews: \(controller.logName)") }
                    controller.viewDidLayoutSubviews()
                }
                passContext = nil
            }
            if stopAfterLayout { return }
            let pending = engine.needsSync || allViews.contains { $0.needsLayoutFlag || $0.needsUpdateConstraintsFlag }
            if !pending {
                settledEpoch = UIView.invalidationEpoch
                return
            }
        }
    }

    /// Turns the solution into engine frames; a view whose frame will move
    /// needs its superview laid out (whose `layoutSubviews` applies it).
    func applySolution() {
        let rects = engine.solvedRects()
        absoluteRects = rects
        // The top view's own guides too (`addLayoutGuide` on a view laid out
        // outside any window, or on the window): its rectangle is the origin
        // of the engine's coordinates.
        applyGuideFrames(of: root, at: rects[ObjectIdentifier(root)] ?? CGRect(origin: .zero, size: root.storedFrame.size), rects)
        for view in allViews where view !== root {
            guard let abs = rects[ObjectIdentifier(view)], let parent = view.superview else { continue }
            var origin = parent === root ? CGPoint.zero : (rects[ObjectIdentifier(parent)]?.origin ?? .zero)
            // In the parent's bounds: a scroll view's start at its content offset.
            origin.x -= parent.boundsOrigin.x
            origin.y -= parent.boundsOrigin.y
            let f = abs.offsetBy(dx: -origin.x, dy: -origin.y)
            view.engineFrame = f
            if f != view.storedFrame { parent.needsLayoutFlag = true }
            applyGuideFrames(of: view, at: abs, rects)
            if let scroll = view as? UIScrollView, let guide = scroll.contentGuideStorage,
               let g = rects[ObjectIdentifier(guide)] {
                // The engine's content size: what the chain (or the stored
                // fallback) gave the content area.
                scroll.contentSizeStorage = g.size
            }
        }
    }

    /// Gives `view`'s guides their engine frames in its bounds (`abs` is the
    /// view's rectangle in the engine's coordinates); a guide that moves needs
    /// its view laid out (whose `layoutSubviews` applies it).
    private func applyGuideFrames(of view: UIView, at abs: CGRect, _ rects: [ObjectIdentifier: CGRect]) {
        for guide in view.ownedGuides {
            if let g = rects[ObjectIdentifier(guide)] {
                guide.engineFrame = g.offsetBy(dx: -abs.minX + view.boundsOrigin.x, dy: -abs.minY + view.boundsOrigin.y)
                if guide.engineFrame != guide.layoutFrame { view.needsLayoutFlag = true }
            }
        }
    }

    /// Safe-area insets, effective margins and wrapped labels follow from the
    /// frames just solved; if any moved, their constraints move (in place)
    /// and the caller solves again. Returns whether anything moved.
    func updateDerivedValues() -> Bool {
        let rootBounds = CGRect(origin: .zero, size: root.storedFrame.size)
        // Each view's safe rectangle (root coordinates): its superview's, and
        // a view controller's view narrows it by `additionalSafeAreaInsets`.
        var safeRects: [ObjectIdentifier: CGRect] = [:]
        // Inside a scroll view, insets come from its bands (see
        // UIScrollView.ContentSafeBands), keyed by each content view.
        var bands: [ObjectIdentifier: UIScrollView.ContentSafeBands] = [:]
        var moved = false
        var notices: [() -> Void] = []
        for view in allViews {
            let abs = view === root ? rootBounds : (absoluteRects[ObjectIdentifier(view)] ?? view.absoluteFrame)
            let safe = view.superview.flatMap { safeRects[ObjectIdentifier($0)] } ?? rootBounds.inset(by: rootSafeAreaInsets)
            let scrollBands = view.superview.flatMap { bands[ObjectIdentifier($0)] }
            var insets = scrollBands?.insets(of: abs) ?? UIEdgeInsets(
                top: clamp(safe.minY - abs.minY, 0, abs.height),
                left: clamp(safe.minX - abs.minX, 0, abs.width),
                bottom: clamp(abs.maxY - safe.maxY, 0, abs.height),
                right: clamp(abs.maxX - safe.maxX, 0, abs.width))
            if let child = view.owningViewController, let container = child.parent as? any BarContainer,
               let containerView = container.viewIfLoaded, view.superview === containerView {
                // A container's bars cover its shown child: the child's safe
                // area reaches in to them.
                let cover = container.barCover(for: child)
                let c = containerView === root ? rootBounds : (absoluteRects[ObjectIdentifier(containerView)] ?? containerView.absoluteFrame)
                if cover.top > 0 { insets.top = max(insets.top, clamp(c.minY + cover.top - abs.minY, 0, abs.height)) }
                if cover.bottom > 0 { insets.bottom = max(insets.bottom, clamp(abs.maxY - (c.maxY - cover.bottom), 0, abs.height)) }
            }
            if let extra = view.owningViewController?.additionalSafeAreaInsets, extra != .zero {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
            safeRects[ObjectIdentifier(view)] = abs.inset(by: insets)
            if let scroll = view as? UIScrollView {
                bands[ObjectIdentifier(view)] = scroll.contentSafeBands(frame: abs, safe: abs.inset(by: insets))
            } else if let scrollBands {
                bands[ObjectIdentifier(view)] = scrollBands
            }
            var changed = false
            if view.safeAreaInsets != insets {
                view.safeAreaInsets = insets
                changed = true
                notices.append {
                    view.safeAreaInsetsDidChange()
                    view.owningViewController?.viewSafeAreaInsetsDidChange()
                }
            }
            let parentAbs: CGRect? = view.superview.map { p in
                p === root ? rootBounds : (absoluteRects[ObjectIdentifier(p)] ?? p.absoluteFrame)
            }
            let frameInParent = parentAbs.map { abs.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? abs
            let margins = view.computeEffectiveMargins(
                minimum: minimumMargins(of: view),
                frame: frameInParent, superviewSize: parentAbs?.size)
            if view.effectiveLayoutMargins != margins {
                view.effectiveLayoutMargins = margins
                changed = true
                notices.append {
                    view.layoutMarginsDidChange()
                    view.owningViewController?.viewLayoutMarginsDidChange()
                }
            }
            if let label = view as? UILabel, label.wraps, label.preferredMaxLayoutWidth == 0,
               label.wrapWidth != abs.width, abs.width > 0 {
                label.wrapWidth = abs.width
                changed = true
            }
            if let textView = view as? UITextView, textView.adoptLaidOutWidth(abs.width) {
                changed = true
            }
            if let scroll = view as? UIScrollView, scroll.guideOffset != scroll.contentOffset {
                // The resting offset follows the adjusted insets (safe area,
                // scrollable axes): the content area moves with it.
                scroll.guideOffset = scroll.contentOffset
                changed = true
            }
            if changed {
                view.rebuildSystemConstraints()
                moved = true
            }
        }
        // The hooks run after every value is in place, as UIKit calls them
        // once the new insets and margins are readable.
        for notice in notices { notice() }
        return moved && engine.needsSync
    }
}

func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { min(max(x, lo), max(lo, hi)) }
