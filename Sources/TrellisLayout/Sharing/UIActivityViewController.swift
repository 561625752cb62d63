import Foundation

/// `UIActivityViewController`: the share sheet.
///
/// Presented as UIKit presents it: its style is `.popover`, so on a phone
/// it is a sheet, at the medium detent and expandable to large (the share
/// sheet is Apple's example of a half-height sheet: WWDC21 "Customize and
/// resize sheets in UIKit"), and in regular width it needs a source view or
/// bar button item (UIKit raises without one; Trellis logs). Trellis shares
/// nothing: the items, activities and exclusions are kept, and
/// ``complete(with:completed:)`` is a user's choice: it runs the
/// application activity of that type, or finishes at once for a system
/// one, and calls `completionWithItemsHandler`, as iOS does when the sheet
/// goes away.
open class UIActivityViewController: UIViewController {
    /// `CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    /// `excludedActivityTypes`: recorded; ``complete(with:completed:)``
    /// with an excluded type does nothing (the sheet doesn't offer it).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// `allowsProminentActivity` (iOS 17): recorded.
    open var allowsProminentActivity = true

    /// `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
    }

    public required init?(coder: NSCoder) { return nil }

    /// The items as an activity of `type` gets them: item sources asked
    /// for theirs.
    open func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? UIActivityItemSource { return source.activityViewController(self, itemForActivityType: type) }
            return item
        }
    }

    /// The application activities the sheet offers: those that can perform
    /// with the items and aren't excluded.
    open var offeredActivities: [UIActivity] {
        let items = items(for: nil)
        return (applicationActivities ?? []).filter { activity in
            activity.canPerform(withActivityItems: items)
                && !(activity.activityType.map { excludedActivityTypes?.contains($0) ?? false } ?? false)
        }
    }

    /// A user's choice of `type` (nil: the sheet closed without one). An
    /// application activity performs and reports through
    /// `activityDidFinish(_:)`; otherwise the sheet finishes with
    /// `completed`. The sheet is dismissed either way.
    open func complete(with type: UIActivity.ActivityType?, completed: Bool = true) {
        if let type, excludedActivityTypes?.contains(type) ?? false { return }
        if let type, let activity = offeredActivities.first(where: { $0.activityType == type }) {
            activity.host = self
            activity.prepare(withActivityItems: items(for: type))
            activity.perform()
            return
        }
        finish(activityType: type, completed: type != nil && completed)
    }

    func finish(activityType: UIActivity.ActivityType?, completed: Bool) {
        if presentingViewController != nil { dismiss(animated: true) }
        completionWithItemsHandler?(activityType, completed, nil, nil)
    }
}
