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
