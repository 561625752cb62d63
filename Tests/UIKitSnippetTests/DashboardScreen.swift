// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A child controller: a banner that fills whatever container it is put in.
final class BannerViewController: UIViewController {
    let message = UILabel()
    private(set) var movedToParent: UIViewController?

    override func loadView() {
        let banner = UIView()
        banner.backgroundColor = .systemBlue
        view = banner
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        message.text = "Offline"
        message.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(message)
        NSLayoutConstraint.activate([
            message.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            message.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        movedToParent = parent
    }
}

/// A dashboard whose constraints are made in `updateViewConstraints` with the
/// Visual Format Language, switching layout when `showsBanner` changes, and
/// which embeds a child controller.
final class DashboardViewController: UIViewController {
    let header = UIView()
    let content = UIView()
    let bannerContainer = UIView()
    let banner = BannerViewController()
    var log: [String] = []

    var showsBanner = true {
        didSet { view.setNeedsUpdateConstraints() }
    }

    private var installed: [NSLayoutConstraint] = []
    private var installedForBanner: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [header, content, bannerContainer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        addChild(banner)
        banner.view.frame = bannerContainer.bounds
        banner.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bannerContainer.addSubview(banner.view)
        banner.didMove(toParent: self)
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        if installedForBanner != showsBanner {
            NSLayoutConstraint.deactivate(installed)
            let views: [String: Any] = ["header": header, "content": content, "banner": bannerContainer]
            let metrics = ["headerHeight": 60, "bannerHeight": showsBanner ? 40 : 0]
            var made: [NSLayoutConstraint] = []
            made += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[header]-|", options: [], metrics: nil, views: views)
            made += NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views)
            made += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[content]-|", options: [], metrics: nil, views: views)
            made += NSLayoutConstraint.constraints(
                withVisualFormat: "V:[header(headerHeight)]-8-[banner(bannerHeight)]-8-[content]|",
                options: [], metrics: metrics, views: views)
            made.append(header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor))
            NSLayoutConstraint.activate(made)
            installed = made
            installedForBanner = showsBanner
        }
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
    }
}
