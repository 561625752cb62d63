// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
import UniformTypeIdentifiers
#else
import Foundation
import TrellisLayout
#endif

/// An app's own share-sheet action: marks the item a favourite.
final class FavoriteActivity: UIActivity {
    private(set) var favorited: [String] = []
    private var pending: [String] = []

    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favorite") }
    override var activityTitle: String? { "Favorite" }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { pending = activityItems.compactMap { $0 as? String } }
    override func perform() {
        favorited += pending
        activityDidFinish(true)
    }
}

/// An article screen that shares, imports a PDF and picks a photo, as
/// apps write it (selectors aside: the share button's action is a closure).
final class ArticleActionsViewController: UIViewController, UIDocumentPickerDelegate,
    UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let favorite = FavoriteActivity()
    private(set) var shareResults: [(UIActivity.ActivityType?, Bool)] = []
    private(set) var importedURLs: [URL] = []
    private(set) var pickedImages = 0
    private(set) var cancelledImport = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.share()
        })
    }

    @discardableResult
    func share() -> UIActivityViewController {
        let url = URL(string: "https://example.com/articles/42")!
        let activity = UIActivityViewController(activityItems: ["Read this", url], applicationActivities: [favorite])
        activity.excludedActivityTypes = [.addToReadingList, .assignToContact, .print]
        activity.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        activity.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.shareResults.append((type, completed))
        }
        present(activity, animated: true)
        return activity
    }

    @discardableResult
    func importPDF() -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = false
        present(picker, animated: true)
        return picker
    }

    @discardableResult
    func pickPhoto() -> UIImagePickerController? {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true)
        return picker
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        importedURLs += urls
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelledImport = true
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if info[.editedImage] is UIImage || info[.originalImage] is UIImage { pickedImages += 1 }
        picker.dismiss(animated: true)
    }
}
