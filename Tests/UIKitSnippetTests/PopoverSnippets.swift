#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A screen with a small options popover kept as a popover on iPhone, as
/// apps do it: `.popover`, a source view, and a delegate that answers `.none`.
final class FilterButtonViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let filterButton = UIButton(type: .system)
    let sortButton = UIButton(type: .system)
    var keepsPopover = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        filterButton.setTitle("Filter", for: .normal)
        filterButton.frame = CGRect(x: 300, y: 100, width: 60, height: 44)
        sortButton.setTitle("Sort", for: .normal)
        sortButton.frame = CGRect(x: 20, y: 760, width: 80, height: 44)
        view.addSubview(filterButton)
        view.addSubview(sortButton)
    }

    @discardableResult
    func showOptions(from button: UIButton, arrows: UIPopoverArrowDirection = .any) -> UIViewController {
        let options = UIViewController()
        options.view.backgroundColor = .secondarySystemBackground
        options.modalPresentationStyle = .popover
        options.preferredContentSize = CGSize(width: 200, height: 150)
        if let popover = options.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = arrows
            popover.delegate = self
        }
        present(options, animated: true)
        return options
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        keepsPopover ? .none : .fullScreen
    }
}
