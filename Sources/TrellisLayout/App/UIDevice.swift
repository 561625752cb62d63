import Foundation

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// `UIDevice.current`: the device the main screen stands for: a phone
/// unless ``UIScreen/main`` is iPad-sized (both sides 700 points or more).
public final class UIDevice: NSObject, @unchecked Sendable {
    /// `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    nonisolated(unsafe) public static let current = UIDevice()

    /// `userInterfaceIdiom`: from ``UIScreen/main``'s size.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let b = UIScreen.main.bounds
        return min(b.width, b.height) >= 700 ? .pad : .phone
    }

    /// `orientation`: portrait (Trellis's windows say how they are held).
    public var orientation = Orientation.portrait
    public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var systemName: String { "iOS" }
    /// `systemVersion`: the iOS whose behaviour Trellis follows.
    public var systemVersion: String { "17.0" }
    public var isBatteryMonitoringEnabled = false
}
