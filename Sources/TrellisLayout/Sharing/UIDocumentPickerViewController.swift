import Foundation

/// `UIDocumentPickerViewController`: the Files browser, presented from
/// code as a sheet (its default, automatic style: a page sheet on a phone,
/// a form sheet on iPad). Trellis has no files: the types and options are
/// kept, and ``pick(_:)`` / ``cancel()`` are a user's choice, calling the
/// delegate and dismissing as iOS does.
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// The types it opens or the mode's (`forOpeningContentTypes:`).
    public let contentTypes: [UTType]
    public let asCopy: Bool
    /// The URLs given to export or move (`forExportingURLs:`).
    public let exportedURLs: [URL]
    /// `documentPickerMode`: how it was made (deprecated in iOS 14).
    public let documentPickerMode: UIDocumentPickerMode
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    /// `init(forOpeningContentTypes:asCopy:)` (iOS 14).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        self.asCopy = asCopy
        exportedURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(forOpeningContentTypes:)`: `asCopy` false.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// `init(forExportingURLs:asCopy:)` (iOS 14).
    public init(forExportingURLs urls: [URL], asCopy: Bool) {
        contentTypes = []
        self.asCopy = asCopy
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(forExportingURLs:)`: `asCopy` false.
    public convenience init(forExportingURLs urls: [URL]) { self.init(forExportingURLs: urls, asCopy: false) }

    /// `init(documentTypes:in:)` (deprecated in iOS 14): types by
    /// identifier; unknown identifiers are dropped.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        contentTypes = allowedUTIs.compactMap { UTType($0) }
        asCopy = mode == .import || mode == .exportToService
        exportedURLs = []
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A user's pick: the delegate gets the URLs (only the first when
    /// multiple selection is off) and the picker goes away.
    open func pick(_ urls: [URL]) {
        let chosen = allowsMultipleSelection ? urls : Array(urls.prefix(1))
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.documentPicker(self, didPickDocumentsAt: chosen)
    }

    /// A user's Cancel.
    open func cancel() {
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.documentPickerWasCancelled(self)
    }
}

/// `UIDocumentPickerMode` (deprecated in iOS 14).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0, open, exportToService, moveToService
}

/// `UIDocumentPickerDelegate`: all optional.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
