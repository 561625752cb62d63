/// Presenting view controllers: `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`, with UIKit's styles' geometry.
///
/// Trellis has no animation: a presentation takes effect at once, and the
/// presented controller's `viewDidAppear(_:)` comes after the next layout
/// pass. Where the presented view goes (docs/LAYOUT.md, "Presentation"):
/// - full-screen styles cover the window; `.fullScreen` and
///   `.currentContext` take the presenting view out of the window, as UIKit
///   does once the transition ends, and put it back on dismissal;
/// - sheets (`.automatic`, `.pageSheet`, `.formSheet`, and `.popover`,
///   which adapts to a sheet on phones) on a phone in portrait are a card
///   from 10 points below the status bar to the bottom of the screen
///   (Xcode's stored page sheets: 842 high on the 414 × 896 phone, 758 on
///   the 375 × 812 one), shorter with a medium or custom detent, over a
///   dimmed presenter; its safe area has the home indicator's inset and none
///   of the top's; a navigation bar in it is 56 high;
/// - in compact height a sheet fills the screen; on iPad a form or page
///   sheet is 540 × 620, centred (**rule**, unverified for page sheets).
extension UIViewController {
    /// `presentedViewController`: what this controller (or the controller at
    /// the top of its containers) presents.
    public var presentedViewController: UIViewController? { containerRoot.presentedStorage }

    /// `presentingViewController`: the controller that presented this one
    /// (or one of its containers).
    public var presentingViewController: UIViewController? { containerRoot.presentingStorage }

    /// `isBeingPresented`, `isBeingDismissed`: false (no transitions).
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }

    /// `sheetPresentationController` (iOS 15): for sheet styles.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            return presentationController as? UISheetPresentationController
        default:
            return nil
        }
    }

    /// `presentationController`: made on first use for the style the
    /// controller has then, as UIKit does: a sheet's controller for the
    /// sheet styles, a popover's for `.popover`, a plain one for the others.
    public var presentationController: UIPresentationController? {
        enum Kind { case sheet, popover, plain }
        let kind: Kind = [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) ? .sheet
            : modalPresentationStyle == .popover ? .popover : .plain
        if let existing = presentationStorage {
            let existingKind: Kind = existing is UISheetPresentationController ? .sheet
                : existing is UIPopoverPresentationController ? .popover : .plain
            if existingKind == kind { return existing }
        }
        let made: UIPresentationController
        switch kind {
        case .sheet: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .plain: made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        presentationStorage = made
        return made
    }

    /// The sheet's detents, when this controller has a sheet's controller.
    /// A popover adapted to a sheet uses its adaptive sheet's detents.
    var sheetStorage: UISheetPresentationController? {
        presentationStorage as? UISheetPresentationController
            ?? (presentationStorage as? UIPopoverPresentationController)?.adaptiveSheetPresentationController
    }

    /// The controller at the top of this one's containers: where
    /// presentations hang.
    var containerRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// `present(_:animated:completion:)`. As UIKit, a controller whose view
    /// isn't in a window, or that already presents one, presents nothing
    /// (the window's log says why).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = containerRoot
        let presented = viewControllerToPresent
        if let current = context.presentedStorage {
            current.viewIfLoaded?.window?.diagnostics.log.append(
                "Attempt to present \(presented.logName) on \(context.logName) which is already presenting \(current.logName).")
            return
        }
        guard let window = context.viewIfLoaded?.window else { return }
        guard presented.presentingStorage == nil, presented.parent == nil, presented !== context else { return }
        presented.checkPopoverSource(in: window)
        presented.presentingStorage = context
        context.presentedStorage = presented
        let host = UITransitionView(presented: presented)
        host.setContainerFrame(CGRect(origin: .zero, size: window.bounds.size))
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(host)
        presented.presentationHost = host
        let covers = presented.coversPresenter
        if covers, let view = context.viewIfLoaded {
            context.sendAppearance(.disappearing)
            host.restore = (view.superview, view.superview?.subviews.firstIndex { $0 === view })
            view.removeFromSuperview()
            context.sendAppearance(.disappeared)
        }
        let view = presented.view!
        view.translatesAutoresizingMaskIntoConstraints = true
        host.addSubview(view)
        presented.sendAppearance(.appearing)
        completion?()
    }

    /// `dismiss(animated:completion:)`: dismisses what this controller
    /// presents, or, when it presents nothing, this controller itself.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = containerRoot
        if context.presentedStorage != nil {
            context.dismissPresented()
        } else if let presenter = context.presentingStorage {
            presenter.dismissPresented()
        }
        completion?()
    }

    /// Takes the presented controller (and whatever it presents) away and
    /// shows this one's view again if it was covered.
    private func dismissPresented() {
        guard let presented = presentedStorage else { return }
        presented.dismissPresented()
        presented.sendAppearance(.disappearing)
        let host = presented.presentationHost as? UITransitionView
        presented.viewIfLoaded?.removeFromSuperview()
        if let restore = host?.restore, let view = viewIfLoaded {
            if let superview = restore.superview {
                superview.insertSubview(view, at: min(restore.index ?? 0, superview.subviews.count))
            }
            sendAppearance(.appearing)
        }
        host?.removeFromSuperview()
        presented.sendAppearance(.disappeared)
        presented.presentationHost = nil
        presented.presentingStorage = nil
        presentedStorage = nil
    }

    /// Whether presenting this controller takes the presenter's view away.
    var coversPresenter: Bool { modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext }

    /// What a presentation looks like in `traits`.
    enum PresentationShape: Equatable { case full, card, centred(CGSize), popover }

    func presentationShape(_ traits: UITraitCollection) -> PresentationShape {
        if modalPresentationStyle == .popover, let popover = presentationStorage as? UIPopoverPresentationController {
            switch popover.adaptedStyle(traits) {
            case .none: return .popover
            case .fullScreen, .overFullScreen: return .full
            default: break
            }
        }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet, .popover:
            if traits.verticalSizeClass == .compact { return .full }
            if traits.horizontalSizeClass == .regular { return .centred(CGSize(width: 540, height: 620)) }
            return .card
        default:
            return .full
        }
    }

    /// Whether this controller's containers are shown as a sheet's card (a
    /// navigation bar in one is 56 high).
    var isInSheetCard: Bool {
        let root = containerRoot
        guard root.presentingStorage != nil, let host = root.presentationHost else { return false }
        return root.presentationShape(host.traitCollection) == .card
    }
}

/// `UITransitionView`, UIKit's name for the view that holds a presented
/// controller's view in the window: it lays the presented view out for its
/// style and dims what is behind a sheet.
final class UITransitionView: UIView {
    weak var presented: UIViewController?
    /// Where the presenter's view was, when the presentation took it away.
    var restore: (superview: UIView?, index: Int?)?
    private let dimming = UIView()

    init(presented: UIViewController) {
        self.presented = presented
        super.init(frame: .zero)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.translatesAutoresizingMaskIntoConstraints = true
        dimming.isSystemPart = true
        isSystemPart = true
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let vc = presented, let view = vc.viewIfLoaded, view.superview === self else { return }
        let b = bounds
        let shape = vc.presentationShape(traitCollection)
        let dims = (shape != .full && shape != .popover) || vc is UIAlertController
        if dims, dimming.superview !== self { insertSubview(dimming, at: 0) }
        if !dims, dimming.superview != nil { dimming.removeFromSuperview() }
        dimming.setContainerFrame(b)
        switch shape {
        case .full:
            view.setContainerFrame(b)
        case .card:
            let top = BarHeights.topBarOrigin(safeAreaTop: safeAreaInsets.top) + 10
            let full = max(0, b.height - top)
            let h = vc.sheetStorage?.height(maximum: full, traits: traitCollection) ?? full
            view.setContainerFrame(CGRect(x: 0, y: b.height - h, width: b.width, height: h))
        case .centred(let size):
            let w = min(size.width, b.width), h = min(size.height, b.height)
            view.setContainerFrame(CGRect(x: (b.width - w) / 2, y: (b.height - h) / 2, width: w, height: h))
        case .popover:
            guard let popover = vc.presentationStorage as? UIPopoverPresentationController else { return }
            view.setContainerFrame(popover.placeContent(in: self))
        }
    }
}
