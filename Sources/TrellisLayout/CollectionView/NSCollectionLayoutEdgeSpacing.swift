/// `NSCollectionLayoutEdgeSpacing`: room outside an item in its group, per
/// edge (Apple: edge spacing is applied after the item's size is computed,
/// outside its frame, unlike `contentInsets`).
///
/// Along the group's axis (leading and trailing in a horizontal group, top
/// and bottom in a vertical one) a `.fixed(x)` edge puts x before or after
/// the item; a `.flexible(x)` edge at least x, the group's spare room
/// shared equally among its flexible edges (so `.flexible(0)` on an item's
/// leading edge pushes it to the group's end). Across the axis, the leading
/// or top edge's minimum moves the item in (**Trellis rule**).
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
