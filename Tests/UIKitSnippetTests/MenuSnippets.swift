// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A photo screen with a context menu on its image and a "More" bar
/// button with a menu (iOS 14+ menus, as Apple's samples build them).
final class PhotoDetailViewController: UIViewController, UIContextMenuInteractionDelegate {
    let photo = UIImageView(image: UIImage(size: CGSize(width: 300, height: 200)))
    private(set) var log: [String] = []
    var isFavorite = false

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.isUserInteractionEnabled = true
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(photo)
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Newest", state: .on) { [weak self] _ in self?.log.append("newest") },
            UIAction(title: "Oldest") { [weak self] _ in self?.log.append("oldest") },
        ])
        let recent = UIDeferredMenuElement.uncached { [weak self] completion in
            self?.log.append("loaded")
            completion([UIAction(title: "Beach.jpg") { _ in }])
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "More", image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [sort, UIMenu(title: "Recent", children: [recent])]))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { [weak self] suggested in
            guard let self else { return nil }
            let favorite = UIAction(title: self.isFavorite ? "Unfavorite" : "Favorite",
                                    image: UIImage(systemName: self.isFavorite ? "heart.slash" : "heart")) { _ in
                self.isFavorite.toggle()
                self.log.append("favorite")
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self.log.append("delete")
            }
            let share = UIAction(title: "Share", attributes: [.disabled]) { _ in }
            return UIMenu(title: "", children: suggested + [favorite, share, UIMenu(options: .displayInline, children: [delete])])
        }
    }
}

/// A mailbox table with swipe actions and a row context menu (the
/// delegate methods Apple's Mail-style samples implement).
final class MailboxViewController: UITableViewController {
    var messages = ["Lunch?", "Invoice", "Build failed"]
    private(set) var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.archived.append(self.messages.remove(at: indexPath.row))
            completion(true)
        }
        archive.backgroundColor = .systemIndigo
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(false) }
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) { _ in }])
        }
    }
}
