// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A sidebar list of folders: a header label on the margins over a table
/// filling the rest.
final class FoldersViewController: UIViewController {
    let header = UILabel()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        header.text = "iCloud"
        header.font = .preferredFont(forTextStyle: .headline)
        for v in [header, tableView] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// What a row's selection does: show the note in the detail context.
    func open(_ name: String) {
        let note = NoteViewController()
        note.noteTitle = name
        showDetailViewController(note, sender: self)
    }
}

/// A note: its body on the layout margins under the safe area's top.
final class NoteViewController: UIViewController {
    let body = UILabel()
    var noteTitle = "Note"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = noteTitle
        view.backgroundColor = .systemBackground
        body.numberOfLines = 0
        body.text = "Buy milk"
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// The scene delegate's part: a two-column notes app.
enum NotesScene {
    static func makeSplit(folders: FoldersViewController, note: NoteViewController) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(folders, for: .primary)
        split.setViewController(note, for: .secondary)
        return split
    }
}

/// Shows the list, not the detail, when the split view collapses (the fix
/// apps add for iOS 14's default of showing the secondary).
final class ShowListWhenCollapsed: UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }
}

/// A mail-like triple-column interface with a tab bar for phones.
final class MailSplitViewController: UISplitViewController {
    let mailboxes = UIViewController()
    let messages = UIViewController()
    let message = NoteViewController()
    let phoneTabs = UITabBarController()

    init() {
        super.init(style: .tripleColumn)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredDisplayMode = .twoBesideSecondary
        preferredPrimaryColumnWidthFraction = 0.2
        minimumPrimaryColumnWidth = 200
        preferredSupplementaryColumnWidth = 300
        mailboxes.title = "Mailboxes"
        messages.title = "Inbox"
        setViewController(mailboxes, for: .primary)
        setViewController(messages, for: .supplementary)
        setViewController(message, for: .secondary)
        let inbox = UINavigationController(rootViewController: UIViewController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        phoneTabs.viewControllers = [inbox]
        setViewController(phoneTabs, for: .compact)
    }
}

/// The iOS 8 master–detail template: two navigation controllers, the
/// detail left out when collapsing while no item is chosen.
final class MasterDetailDelegate: UISplitViewControllerDelegate {
    var hasChosenItem = false

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        !hasChosenItem
    }
}
