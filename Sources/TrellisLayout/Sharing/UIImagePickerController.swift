import Foundation

/// `UIImagePickerController`: the photo library or camera, a navigation
/// controller as in UIKit. Trellis has no photos and no camera:
/// ``isSourceTypeAvailable(_:)`` is true for the library and saved photos
/// only, and ``pick(_:)`` / ``cancel()`` are a user's choice, calling the
/// delegate (which dismisses, as apps do). The library shows as a sheet
/// (automatic style); the camera covers the screen (`.fullScreen` once the
/// source is the camera: Apple's camera interface is full screen).
open class UIImagePickerController: UINavigationController {
    /// `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera, savedPhotosAlbum }
    /// `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    /// `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    /// `UIImagePickerController.CameraFlashMode`.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// `UIImagePickerController.InfoKey`, with UIKit's raw values.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
    }

    /// `delegate`.
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// `sourceType`: the photo library by default.
    open var sourceType: SourceType = .photoLibrary {
        didSet { if sourceType == .camera { modalPresentationStyle = .fullScreen } }
    }
    /// `mediaTypes`: images (`public.image`) by default.
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    /// `isSourceTypeAvailable(_:)`: no camera on Linux.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// `isCameraDeviceAvailable(_:)`: none.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// `availableMediaTypes(for:)`: images and movies where the source
    /// exists, nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// A user's pick: the delegate gets the info (the picker stays until
    /// the delegate dismisses it, as in UIKit).
    open func pick(_ info: [InfoKey: Any]) {
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// A user's Cancel: the delegate's `imagePickerControllerDidCancel(_:)`;
    /// without one the picker dismisses itself, as UIKit's does.
    open func cancel() {
        if let delegate { delegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// `UIImagePickerControllerDelegate`: all optional; the default Cancel
/// dismisses the picker, as UIKit does when the delegate doesn't implement it.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

// `UINavigationControllerDelegate`: Containers/UINavigationControllerDelegate.swift.
