/// Cell and supplementary registrations (iOS 14): a class and a handler
/// that configures each view dequeued with it.
extension UICollectionView {
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a new cell of the
    /// registration's class, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Cell(registeredFrame: .zero)
        cell.reuseIdentifier = String(describing: Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let view = Supplementary(registeredFrame: .zero)
        view.reuseIdentifier = String(describing: Supplementary.self)
        view.elementKind = registration.elementKind
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
