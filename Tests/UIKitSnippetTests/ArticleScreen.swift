// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// An article in a scroll view, as Apple's *Working with Scroll Views*
/// builds one: a content view pinned to the content layout guide, as wide as
/// the frame layout guide, holding a chain of labels top to bottom.
final class ArticleViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let headline = UILabel()
    let body = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)

        headline.text = "Layout without a Mac"
        headline.font = .systemFont(ofSize: 28)
        headline.numberOfLines = 0
        body.text = String(repeating: "Constraints all the way down. ", count: 40)
        body.numberOfLines = 0
        for label in [headline, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            headline.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            headline.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            headline.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: headline.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: headline.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
    }
}
