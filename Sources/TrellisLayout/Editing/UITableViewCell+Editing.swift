/// A table cell in editing mode: its editing control at the leading edge,
/// the reorder control at the trailing edge, the editing accessory in the
/// accessory's place, and the content view moved out of their way, as iOS
/// lays a cell out while its table edits.
///
/// Apple documents what shows (`editingStyle`, `showsReorderControl`,
/// `shouldIndentWhileEditing`, `editingAccessoryType`/`editingAccessoryView`
/// replacing the accessory while editing); it doesn't give the controls'
/// widths, so those are Trellis's rule (docs/TABLES.md, "Editing"): 38
/// points for the delete or insert control and 38 for the reorder control.
extension UITableViewCell {
    /// `UITableViewCell.EditingStyle`, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `UITableViewCell.StateMask`: what `willTransition(to:)` and
    /// `didTransition(to:)` are told.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The width of the delete or insert control (Trellis's rule).
    static let editControlWidth: CGFloat = 38
    /// The width of the reorder control (Trellis's rule).
    static let reorderControlWidth: CGFloat = 38

    /// `isEditing`: whether the cell shows its editing controls. A table
    /// sets it on every row when it edits; code may set it on a cell too.
    public var isEditing: Bool {
        get { configurations.editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls (``setEditing(_:animated:)``,
    /// declared in the class so subclasses can override it).
    func applyEditing(_ editing: Bool) {
        guard editing != configurations.editing.isEditing else { return }
        let mask: StateMask = editing ? .showingEditControl : []
        willTransition(to: mask)
        configurations.editing.isEditing = editing
        let leaving = editing ? accessoryView : editingAccessoryView
        let coming = editing ? editingAccessoryView : accessoryView
        if let leaving, leaving.superview === self { leaving.removeFromSuperview() }
        if let coming { addSubview(coming) }
        accessoryChanged()
        setNeedsLayout()
        didTransition(to: mask)
    }

    /// `editingStyle`: the control the cell shows while editing; the table
    /// sets it from its delegate's `tableView(_:editingStyleForRowAt:)`
    /// (`.delete` when the delegate doesn't say, `.none` when the data
    /// source says the row can't be edited).
    public internal(set) var editingStyle: EditingStyle {
        get { configurations.editing.style }
        set { setEditingValue(\.style, newValue) }
    }

    /// `showsReorderControl`: false by default (Apple).
    public var showsReorderControl: Bool {
        get { configurations.editing.showsReorderControl }
        set { setEditingValue(\.showsReorderControl, newValue) }
    }

    /// `shouldIndentWhileEditing`: true by default (Apple); false keeps the
    /// content view at the leading edge beside the editing control.
    public var shouldIndentWhileEditing: Bool {
        get { configurations.editing.shouldIndent }
        set { setEditingValue(\.shouldIndent, newValue) }
    }

    /// `editingAccessoryType`: the accessory while editing (`.none` by
    /// default, so the accessory goes away while editing, as Apple says).
    public var editingAccessoryType: AccessoryType {
        get { configurations.editing.accessoryType }
        set { setEditingValue(\.accessoryType, newValue) }
    }

    /// `editingAccessoryView`: a custom view in the accessory's place while editing.
    public var editingAccessoryView: UIView? {
        get { configurations.editing.accessoryView }
        set {
            let old = configurations.editing.accessoryView
            guard newValue !== old else { return }
            configurations.editing.accessoryView = newValue
            if isEditing {
                if let old, old.superview === self { old.removeFromSuperview() }
                if let newValue { addSubview(newValue) }
                accessoryChanged()
            }
        }
    }

    /// `showingDeleteConfirmation`: false (nothing is swiped in Trellis).
    public var showingDeleteConfirmation: Bool { false }

    /// The accessory view shown now: the editing one while editing.
    var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

    /// What the editing control takes at the leading edge: its width when
    /// the cell edits with a style and indents (the table's delegate has
    /// its say through ``CellEditingState/tableIndents``).
    var editingLeadingWidth: CGFloat {
        let e = configurations.editing
        guard e.isEditing, e.style != .none, e.shouldIndent, e.tableIndents else { return 0 }
        return Self.editControlWidth
    }

    /// What the reorder control takes at the trailing edge.
    var editingTrailingWidth: CGFloat {
        let e = configurations.editing
        return e.isEditing && (e.tableAllowsMove ?? e.showsReorderControl) ? Self.reorderControlWidth : 0
    }

    /// Sets one editing property; a change while editing moves the
    /// controls and the content view (the setters above all do this).
    private func setEditingValue<T: Equatable>(_ key: WritableKeyPath<CellEditingState, T>, _ value: T) {
        guard value != configurations.editing[keyPath: key] else { return }
        configurations.editing[keyPath: key] = value
        if isEditing { accessoryChanged() }
    }
}

/// A table cell's editing state, kept with its configurations.
struct CellEditingState {
    var isEditing = false
    var style = UITableViewCell.EditingStyle.delete
    var showsReorderControl = false
    var shouldIndent = true
    var accessoryType = UITableViewCell.AccessoryType.none
    var accessoryView: UIView?
    /// The delegate's `shouldIndentWhileEditingRowAt` (true outside a table).
    var tableIndents = true
    /// The data source's `canMoveRowAt` (whose default is the cell's
    /// `showsReorderControl`); nil outside a table, where the cell's own
    /// `showsReorderControl` decides.
    var tableAllowsMove: Bool?
}
