import TrellisSolver

/// Points, sizes and rectangles in points, as `CGPoint`, `CGSize`, `CGRect`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "(\(formatPoints(width)), \(formatPoints(height)))" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// `UIEdgeInsets`: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top, left, bottom, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    public static let zero = EdgeInsets()
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}

/// `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = DirectionalEdgeInsets()

    /// The physical insets for a layout direction.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    public init(_ insets: EdgeInsets, direction: LayoutDirection) {
        self = direction == .leftToRight
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: Sendable, Hashable {
    case unspecified
    case compact
    case regular
}

/// Writes a number of points the way logs show them: no trailing `.0`, at
/// most three decimals (173.667 at @3x).
func formatPoints(_ x: Double) -> String {
    if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
    let rounded = (x * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(rounded)
    if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) > 4 {
        s = String(s[..<s.index(dot, offsetBy: 4)])
    }
    return s
}

/// Rounds to the nearest device pixel, halves going up: 950.25 -> 950.5 at
/// @2x, 173.5 -> 173.667 at @3x (Apple's examples).
func roundToPixel(_ x: Double, scale: Double) -> Double {
    (x * scale + 0.5).rounded(.down) / scale
}
