@_exported import Foundation
import TrellisSolver

/// UIKit's geometry is CoreGraphics': `CGFloat`, `CGPoint`, `CGSize` and
/// `CGRect` come from Foundation (re-exported, as UIKit re-exports it), with
/// the helpers code uses (`insetBy`, `offsetBy`, `integral`, `union`,
/// `contains`, `minX`...). What UIKit adds on top lives here.
extension CGRect {
    /// `CGRect.inset(by:)` (UIKit): the rectangle less the insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// `(x, y, width, height)` as logs write it: no trailing `.0`, at most
    /// three decimals.
    public var pointsDescription: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

extension CGSize {
    /// `(width, height)` as logs write it.
    public var pointsDescription: String { "(\(formatPoints(width)), \(formatPoints(height)))" }
}

extension CGPoint {
    /// `(x, y)` as logs write it.
    public var pointsDescription: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// `UIEdgeInsets`: top, left, bottom, right.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every side (a Trellis convenience; UIKit spells it out).
    public init(all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }
    public static let zero = UIEdgeInsets()
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}

/// `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing))}"
    }

    /// The physical insets for a layout direction.
    public func resolved(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    public init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        self = direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : NSDirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    case unspecified = 0
    case compact = 1
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .compact: "Compact"
        case .regular: "Regular"
        }
    }
}

/// Writes a number of points the way logs show them: no trailing `.0`, at
/// most three decimals (173.667 at @3x). A value that isn't finite (an
/// engine result that overflowed) is written `not finite`, never `inf` or
/// `nan`: frames records, `trellis explain` and constraint descriptions all
/// come through here, and readers (and scripts) take `inf` for a number.
func formatPoints(_ x: Double) -> String {
    guard x.isFinite else { return "not finite" }
    if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
    // Past 1e15, six significant digits and an exponent (`9e+306`):
    // rounding to thousandths would overflow (x * 1000 is `inf` near the
    // largest Double), and the three-decimal cut below would drop the
    // exponent (9.999e+301 came out as 9.999).
    if abs(x) >= 1e15 { return String(format: "%.6g", x) }
    let rounded = (x * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var s = String(rounded)
    if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) > 4 {
        s = String(s[..<s.index(dot, offsetBy: 4)])
    }
    return s
}

/// Rounds to the nearest device pixel, halves going up: 950.25 -> 950.5 at
/// @2x, 173.5 -> 173.667 at @3x (Apple's examples).
func roundToPixel(_ x: Double, scale: Double) -> Double {
    // A hair of tolerance: an edge solved as 44.25 may come out of a sum of
    // origins as 44.2499999…, and must round as the half it is.
    (x * scale + 0.5 + 1e-7).rounded(.down) / scale
}

extension CGRect {
    /// Each edge rounded to the nearest pixel of `scale`.
    func roundedToPixels(scale: Double) -> CGRect {
        let minX = roundToPixel(self.minX, scale: scale), minY = roundToPixel(self.minY, scale: scale)
        return CGRect(x: minX, y: minY, width: roundToPixel(maxX, scale: scale) - minX,
                      height: roundToPixel(maxY, scale: scale) - minY)
    }
}
