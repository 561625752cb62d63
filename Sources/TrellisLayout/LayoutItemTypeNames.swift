import Synchronization

/// Class names for ``LayoutItem/logName``, made once per class.
///
/// `String(describing:)` of a metatype demangles the type's name on every
/// call: the engine names every item it makes variables for (`UILabel:title.minX`),
/// and that was 0.7 % of laying out a storyboard (docs/PERFORMANCE.md,
/// session 21). The name of a class never changes, so it is kept.
enum LayoutItemTypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: LayoutItem.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
