/// `UIInterfaceOrientation`: the orientation of the app's interface (raw
/// values as UIKit's: landscape left is the device's landscape right).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    /// `isPortrait`, `isLandscape`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
