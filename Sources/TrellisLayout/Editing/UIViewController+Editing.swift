/// Editing as app code starts it: `navigationItem.rightBarButtonItem =
/// editButtonItem`, then `setEditing(_:animated:)` (the button's tap in
/// UIKit; Trellis has no taps, so code or a test calls it).
extension UIViewController {
    /// `editButtonItem`: an "Edit" button, "Done" (and `.done` style)
    /// while the controller is editing.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        editButtonItemStorage = item
        return item
    }
}
