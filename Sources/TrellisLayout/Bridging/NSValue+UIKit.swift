import Foundation

/// `NSValue`'s UIKit additions, and `NSValue` ⇄ `CGRect`/`CGPoint`/`CGSize`
/// casts as they work on Apple's platforms.
///
/// UIKit hands geometry over in `NSValue`s (the keyboard's frame in its
/// notifications' user info). App code reads it either way:
/// `(info[key] as? NSValue)?.cgRectValue` or `info[key] as? CGRect`. On
/// Apple's platforms both work because Foundation bridges the two; Linux's
/// Foundation doesn't, so Trellis adds the bridging conformances (the same
/// mechanism that makes `NSString as? String` work there).
extension NSValue {
    /// `init(cgRect:)`, `init(cgPoint:)`, `init(cgSize:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// `cgRectValue`, `cgPointValue`, `cgSizeValue`.
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType) else { return false }
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.pointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(point: .zero).objCType) else { return false }
        result = source.pointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.sizeValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(size: .zero).objCType) else { return false }
        result = source.sizeValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
}
