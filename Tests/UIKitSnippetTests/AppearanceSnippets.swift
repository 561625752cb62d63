// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

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
