// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The initializers UIKit code writes for custom views and guides. In UIKit
/// `UIView`'s `init()` is a convenience initializer (`initWithFrame:` and
/// `initWithCoder:` are the designated ones), so a subclass declares `init()`
/// without `override` and calls `super.init(frame:)`; `UIView()` on a class
/// that overrides `init(frame:)` runs that override. `UILayoutGuide`'s `init()`
/// is designated, so a subclass overrides it.
final class BadgeView: UIView {
    private(set) var initializedBy = ""

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        initializedBy = "init()"
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initializedBy = "init(frame:)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view with only `init(frame:)`: `SpacerView()` goes through it.
final class SpacerView: UIView {
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A guide subclass, as keyboard-avoidance code writes.
final class ContentGuide: UILayoutGuide {
    private(set) var tag = 0

    override init() {
        super.init()
        tag = 7
        identifier = "ContentGuide"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Xcode's "Cocoa Touch Class" template for a table cell, as generated.
final class TemplateCell: UITableViewCell {

    override func awakeFromNib() {
        super.awakeFromNib()
        // Initialization code
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)

        // Configure the view for the selected state
    }

}

/// A view that pins itself to its superview when it is added, the common
/// `didMoveToSuperview` idiom, and logs the hierarchy callbacks in order.
final class SelfPinningView: UIView {
    private(set) var log: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append(window == nil ? "didMoveToWindow nil" : "didMoveToWindow")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log.append(superview == nil ? "didMoveToSuperview nil" : "didMoveToSuperview")
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 12),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -12),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
            heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// A container that records which subviews come and go.
final class RecordingContainer: UIView {
    private(set) var added: [UIView] = []
    private(set) var removed: [UIView] = []

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        added.append(subview)
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removed.append(subview)
    }
}

/// A controller that sets a constraint's constant in `viewWillAppear(_:)`
/// (data shown before the first frame) and records the callbacks' order.
final class AppearanceViewController: UIViewController {
    let banner = UIView()
    private var bannerHeight: NSLayoutConstraint!
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        bannerHeight = banner.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bannerHeight,
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
        bannerHeight.constant = 60
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if log.last != "viewDidLayoutSubviews" { log.append("viewDidLayoutSubviews") }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
}

/// A blurred banner over a controller's view: the usual
/// `UIVisualEffectView` code (content in `contentView`), with the
/// properties such code sets on its label and scroll view.
final class BlurBannerViewController: UIViewController {
    let banner = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let message = UILabel()
    let scroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        scroll.keyboardDismissMode = .interactive
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        message.font = .preferredFont(forTextStyle: .body)
        message.adjustsFontForContentSizeCategory = true
        message.translatesAutoresizingMaskIntoConstraints = false
        banner.contentView.addSubview(message)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            banner.heightAnchor.constraint(equalToConstant: 80),
            message.leadingAnchor.constraint(equalTo: banner.contentView.leadingAnchor, constant: 16),
            message.trailingAnchor.constraint(equalTo: banner.contentView.trailingAnchor, constant: -16),
            message.centerYAnchor.constraint(equalTo: banner.contentView.centerYAnchor),
        ])
    }
}
