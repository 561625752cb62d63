import Foundation

/// `UIColorPickerViewController` (iOS 14): presented as a sheet (automatic
/// style). Trellis draws no grid or sliders: ``choose(_:continuously:)``
/// and ``finish()`` are a user's actions, telling the delegate as iOS does.
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// `selectedColor`: white until set, as UIKit's.
    open var selectedColor: UIColor = .white
    open var supportsAlpha = true

    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { return nil }

    /// A user's pick: the colour, then the delegate.
    open func choose(_ color: UIColor, continuously: Bool = false) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// A user's Done or swipe down: dismissed, then the delegate.
    open func finish() {
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}

/// `UIColorPickerViewControllerDelegate`: all optional.
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// Deprecated in iOS 15; still called, as UIKit does.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
