import Foundation

/// Where one snapshot's references live: beside the layout file, in
/// `__Snapshots__/<layout name>/`, as
///
///     <dir>/__Snapshots__/<layout>/<configuration>.step-<n>.png
///     <dir>/__Snapshots__/<layout>/<configuration>.step-<n>.frames.json
///
/// `<layout>` is the file's name without its extension, `<configuration>`
/// the device and orientation the run starts in (`iphone-15-portrait`;
/// `custom` for a file with an explicit canvas), and `<n>` the step (0 =
/// before any step). For example
/// `Snapshots/__Snapshots__/batch/iphone-15-portrait.step-1.png`.
public struct SnapshotName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The folder holding the references: `<dir>/__Snapshots__/<group>`.
    public let directory: String
    /// `<group>` in the folder name: the layout file's (or Swift test file's) name without extension.
    public let group: String
    /// The file name without extensions: `iphone-15-portrait.step-1`.
    public let base: String

    public static let folderName = "__Snapshots__"
    public static let imageExtension = "png"
    public static let framesExtension = "frames.json"

    public init(directory: String, group: String, base: String) {
        self.directory = directory
        self.group = group
        self.base = base
    }

    /// The name of a layout file's snapshot in a configuration and step.
    public init(layoutPath: String, configuration: String, step: Int) {
        let folder = (layoutPath as NSString).deletingLastPathComponent
        let file = (layoutPath as NSString).lastPathComponent
        group = (file as NSString).deletingPathExtension
        directory = Self.join(Self.join(folder, Self.folderName), group)
        base = "\(configuration).step-\(step)"
    }

    /// `iphone-15-portrait`, or `custom` without a device.
    public static func configuration(device: String?, orientation: String?) -> String {
        guard let device else { return "custom" }
        return device + "-" + (orientation ?? "portrait")
    }

    public var imagePath: String { Self.join(directory, base + "." + Self.imageExtension) }
    public var framesPath: String { Self.join(directory, base + "." + Self.framesExtension) }
    /// Both reference files.
    public var paths: [String] { [imagePath, framesPath] }

    /// `batch/iphone-15-portrait.step-1`: how reports and messages name it.
    public var description: String { group + "/" + base }

    public static func < (a: SnapshotName, b: SnapshotName) -> Bool {
        (a.directory, a.base) < (b.directory, b.base)
    }

    static func join(_ a: String, _ b: String) -> String {
        a.isEmpty || a == "." ? b : (a as NSString).appendingPathComponent(b)
    }
}
