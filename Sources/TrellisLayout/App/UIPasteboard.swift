import Foundation

/// `UIPasteboard`: the general pasteboard, kept in the process (Linux has
/// no system pasteboard). Setting one kind of value replaces the items, as
/// UIKit's setters do; `changeCount` counts the changes.
public final class UIPasteboard: @unchecked Sendable {
    /// `UIPasteboard.general`.
    nonisolated(unsafe) public static let general = UIPasteboard()

    /// The items, one value each.
    private var values: [Any] = [] { didSet { changeCount += 1 } }
    /// `changeCount`.
    public private(set) var changeCount = 0

    init() {}

    private func all<T>(_ type: T.Type) -> [T]? {
        let found = values.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }

    public var string: String? { get { all(String.self)?.first } set { values = newValue.map { [$0] } ?? [] } }
    public var strings: [String]? { get { all(String.self) } set { values = newValue ?? [] } }
    public var url: URL? { get { all(URL.self)?.first } set { values = newValue.map { [$0] } ?? [] } }
    public var urls: [URL]? { get { all(URL.self) } set { values = newValue ?? [] } }
    public var image: UIImage? { get { all(UIImage.self)?.first } set { values = newValue.map { [$0] } ?? [] } }
    public var images: [UIImage]? { get { all(UIImage.self) } set { values = newValue ?? [] } }
    public var color: UIColor? { get { all(UIColor.self)?.first } set { values = newValue.map { [$0] } ?? [] } }
    public var colors: [UIColor]? { get { all(UIColor.self) } set { values = newValue ?? [] } }

    public var hasStrings: Bool { all(String.self) != nil }
    public var hasURLs: Bool { all(URL.self) != nil }
    public var hasImages: Bool { all(UIImage.self) != nil }
    public var hasColors: Bool { all(UIColor.self) != nil }
    /// `numberOfItems`.
    public var numberOfItems: Int { values.count }
}
