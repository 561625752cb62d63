import Foundation

/// `UIFontPickerViewController` (iOS 13): the system's font list, presented
/// as a sheet. Trellis lists no fonts: ``pick(_:)`` and ``cancel()`` are a
/// user's choice, telling the delegate as iOS does (the delegate dismisses
/// after a pick; a cancel dismisses the picker).
open class UIFontPickerViewController: UIViewController {
    /// `UIFontPickerViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        open var includeFaces = false
        open var displayUsingSystemFont = false
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        open var filteredLanguagesPredicate: NSPredicate?
        public override init() { super.init() }
    }

    public let configuration: Configuration
    open weak var delegate: UIFontPickerViewControllerDelegate?
    /// `selectedFontDescriptor`: nil until a font is picked or set.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// `init(configuration:)`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A user's pick.
    open func pick(_ descriptor: UIFontDescriptor) {
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// A user's Cancel.
    open func cancel() {
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.fontPickerViewControllerDidCancel(self)
    }
}

/// `UIFontPickerViewControllerDelegate`: all optional.
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
