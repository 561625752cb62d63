import Foundation
import TrellisFormat

/// `trellis-snapshots.yaml`: the devices every layout file in its folder
/// (and the folders below) is snapshotted on, instead of the file's own
/// canvas device. The nearest file up from a layout file wins.
///
/// ```yaml
/// devices:
///   - iphone-se            # in the file's orientation
///   - iphone-15 landscape
///   - ipad-11 portrait
/// ```
///
/// (or `devices: [iphone-se, ipad-11 landscape]`). Files with an explicit
/// canvas (no device) keep their canvas.
public struct SnapshotConfig: Sendable, Equatable {
    public static let fileName = "trellis-snapshots.yaml"

    public struct DeviceEntry: Sendable, Equatable {
        public var device: String
        /// nil: the layout file's orientation.
        public var orientation: Orientation?
        public init(device: String, orientation: Orientation? = nil) {
            self.device = device
            self.orientation = orientation
        }
    }

    public var devices: [DeviceEntry]
    public var path: String

    public init(devices: [DeviceEntry], path: String = "") {
        self.devices = devices
        self.path = path
    }

    /// A configuration lists devices; a megabyte is thousands of times
    /// more than one needs.
    public static let maxFileBytes = 1_048_576

    public static func load(path: String) throws(SnapshotError) -> SnapshotConfig {
        // Bounded, and a FIFO with no writer reads as empty rather than
        // blocking the run (FileManager's read waited for ever).
        let data: Data
        do {
            data = try InputFile.read(path, limit: maxFileBytes, kind: "a snapshot configuration")
        } catch {
            throw SnapshotError(error.description)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotError(InputFile.notUTF8(data, path: path, kind: "a snapshot configuration").description)
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws(SnapshotError) -> SnapshotConfig {
        var entries: [(line: Int, text: String)] = []
        var sawDevices = false
        var inList = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let lineNumber = index + 1
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("- ") || line == "-" {
                guard inList else { throw SnapshotError("\(path):\(lineNumber): error: a list item outside 'devices:'") }
                entries.append((lineNumber, String(line.dropFirst()).trimmingCharacters(in: .whitespaces)))
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw SnapshotError("\(path):\(lineNumber): error: expected 'devices:'")
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard key == "devices" else {
                throw SnapshotError("\(path):\(lineNumber): error: unknown key '\(key)'\n  expected: devices")
            }
            sawDevices = true
            if value.isEmpty {
                inList = true
            } else if value.hasPrefix("[") && value.hasSuffix("]") {
                inList = false
                for item in value.dropFirst().dropLast().split(separator: ",") {
                    entries.append((lineNumber, item.trimmingCharacters(in: .whitespaces)))
                }
            } else {
                throw SnapshotError("\(path):\(lineNumber): error: 'devices' must be a list\n  expected: devices: [iphone-se, ipad-11 landscape]")
            }
        }
        guard sawDevices else { throw SnapshotError("\(path): error: missing key 'devices'") }
        var devices: [DeviceEntry] = []
        for entry in entries {
            let words = entry.text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).split(separator: " ").map(String.init)
            guard let name = words.first, words.count <= 2 else {
                throw SnapshotError("\(path):\(entry.line): error: expected 'DEVICE' or 'DEVICE ORIENTATION', not '\(entry.text)'")
            }
            guard Device.named(name) != nil else {
                throw SnapshotError("\(path):\(entry.line): error: unknown device '\(name)'\n  expected: one of "
                                    + Device.all.map(\.name).joined(separator: ", "))
            }
            var orientation: Orientation?
            if words.count == 2 {
                guard let o = Orientation(rawValue: words[1]) else {
                    throw SnapshotError("\(path):\(entry.line): error: unknown orientation '\(words[1])'\n  expected: portrait or landscape")
                }
                orientation = o
            }
            devices.append(DeviceEntry(device: name, orientation: orientation))
        }
        guard !devices.isEmpty else { throw SnapshotError("\(path): error: 'devices' is empty") }
        return SnapshotConfig(devices: devices, path: path)
    }

    /// The nearest configuration file in `directory` or a folder above it.
    static func nearest(to directory: String) -> String? {
        var url = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent().standardizedFileURL
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
