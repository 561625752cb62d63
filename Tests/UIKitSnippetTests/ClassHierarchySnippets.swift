// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

// MARK: - Colours as apps extend them

/// The colour helpers nearly every app has: convenience initializers in an
/// extension (UIColor is a class) and a palette of dynamic brand colours.
extension UIColor {
    convenience init(hex: String, alpha: CGFloat = 1.0) {
        var value: UInt64 = 0
        let digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "#", with: "")
        Scanner(string: digits).scanHexInt64(&value)
        self.init(red: CGFloat((value & 0xFF0000) >> 16) / 255.0,
                  green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
                  blue: CGFloat(value & 0x0000FF) / 255.0,
                  alpha: alpha)
    }

    convenience init(red: Int, green: Int, blue: Int) {
        self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0, alpha: 1.0)
    }

    static let brandPrimary = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(hex: "#8AB4F8") : UIColor(hex: "#1A73E8")
    }

    var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b, a)
    }
}

// MARK: - A text view is a scroll view

/// A notes editor: a scrolling text view filling the screen below a title,
/// its delegate counting edits and watching the scroll offset (a
/// `UITextViewDelegate` is a `UIScrollViewDelegate`).
final class NotesEditorViewController: UIViewController, UITextViewDelegate {
    let titleLabel = UILabel()
    let textView = UITextView()
    private(set) var edits = 0
    private(set) var scrolledOffsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Notes"
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        textView.font = .systemFont(ofSize: 16)
        textView.delegate = self
        textView.alwaysBounceVertical = true
        textView.keyboardDismissMode = .interactive
        for v in [titleLabel, textView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        edits += 1
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledOffsets.append(scrollView.contentOffset.y)
    }
}

/// A comment composer: a text view that grows with its text (scrolling
/// off, the usual self-sizing text view), up to a height, with no padding
/// so its text lines up with a label above.
final class CommentComposerView: UIView {
    let hintLabel = UILabel()
    let textView = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        hintLabel.text = "Add a comment"
        hintLabel.font = .systemFont(ofSize: 12)
        textView.font = .systemFont(ofSize: 16)
        textView.isScrollEnabled = false
        textView.textContainerInset = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        textView.textContainer.lineFragmentPadding = 0
        textView.layer.cornerRadius = 8
        for v in [hintLabel, textView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        NSLayoutConstraint.activate([
            hintLabel.topAnchor.constraint(equalTo: topAnchor),
            hintLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            textView.topAnchor.constraint(equalTo: hintLabel.bottomAnchor, constant: 4),
            textView.leadingAnchor.constraint(equalTo: leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Code that takes any scroll view: a text view, a table and a collection
/// view all go in.
enum ScrollHelpers {
    static func scrollToTop(_ scrollView: UIScrollView) {
        scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
    }

    static func scrollViews(in view: UIView) -> [UIScrollView] {
        var found: [UIScrollView] = []
        for subview in view.subviews {
            if let scrollView = subview as? UIScrollView { found.append(scrollView) }
            found += scrollViews(in: subview)
        }
        return found
    }
}

// MARK: - Infinite scrolling in a table view controller

/// A feed that loads more when scrolled near its end: the table view
/// controller overrides the scroll view delegate method, as UIKit code does
/// (`override func scrollViewDidScroll(_:)`).
final class FeedTableViewController: UITableViewController {
    private(set) var items = (1...30).map { "Post \($0)" }
    private(set) var pagesLoaded = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offsetY = scrollView.contentOffset.y
        let contentHeight = scrollView.contentSize.height
        if offsetY > contentHeight - scrollView.frame.height * 1.5 {
            loadMore()
        }
    }

    private func loadMore() {
        guard pagesLoaded < 3 else { return }
        pagesLoaded += 1
        let start = items.count + 1
        items += (start..<start + 30).map { "Post \($0)" }
        tableView.reloadData()
    }
}

// MARK: - Sheets: the presentation controller and its delegate

/// A filter sheet that refuses interactive dismissal while it has unsaved
/// changes, and asks to be told when the user swipes it away.
final class FilterSheetViewController: UIViewController, UISheetPresentationControllerDelegate {
    var hasChanges = false

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasChanges
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
