// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Xcode's "Cocoa Touch Class" template for a table cell, as generated.
final class TemplateCell: UITableViewCell {

    override func awakeFromNib() {
        super.awakeFromNib()
        // Initialization code
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)

        // Configure the view for the selected state
    }

}

/// A view that pins itself to its superview when it is added, the common
/// `didMoveToSuperview` idiom, and logs the hierarchy callbacks in order.
final class SelfPinningView: UIView {
    private(set) var log: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append(window == nil ? "didMoveToWindow nil" : "didMoveToWindow")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log.append(superview == nil ? "didMoveToSuperview nil" : "didMoveToSuperview")
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 12),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -12),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
            heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// A container that records which subviews come and go.
final class RecordingContainer: UIView {
    private(set) var added: [UIView] = []
    private(set) var removed: [UIView] = []

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        added.append(subview)
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removed.append(subview)
    }
}
