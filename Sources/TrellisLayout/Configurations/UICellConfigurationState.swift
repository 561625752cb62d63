/// `UIConfigurationState` (iOS 14): what a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// `UIViewConfigurationState`: a view's traits and its four flags.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// `UICellConfigurationState`: a cell's state, which
/// `updateConfiguration(using:)` and `updated(for:)` receive. Trellis's
/// cells are never touched, so a state is what code set on the cell
/// (`isSelected`, `isHighlighted`) plus the window's traits.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// `UICellConfigurationState.DragState` / `DropState`.
    public enum DragState: Int, Sendable, Hashable { case none, lifting, dragging }
    public enum DropState: Int, Sendable, Hashable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
