// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

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
