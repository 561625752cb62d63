import Foundation
import TrellisFormat
import TrellisLayout

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
/// canvas (no device) keep their canvas. `appearances: [light, dark]`
/// snapshots every file on a light and a dark screen (the dark references
/// named `…-dark`); either key may be left out, not both.
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

    /// nil: the layout files' own canvas devices.
    public var devices: [DeviceEntry]?
    /// `appearances: [light, dark]`; nil: each file's own.
    public var appearances: [UIUserInterfaceStyle]?
    public var path: String

    public init(devices: [DeviceEntry]?, appearances: [UIUserInterfaceStyle]? = nil, path: String = "") {
        self.devices = devices
        self.appearances = appearances
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
            throw SnapshotError(error.error.description)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotError(InputFile.notUTF8(data, path: path, kind: "a snapshot configuration").description)
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws(SnapshotError) -> SnapshotConfig {
        var entries: [String: [(line: Int, text: String)]] = [:]
        var current: String?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let lineNumber = index + 1
            let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("- ") || line == "-" {
                guard let current else { throw SnapshotError("\(path):\(lineNumber): error: a list item outside 'devices:' or 'appearances:'") }
                entries[current]!.append((lineNumber, String(line.dropFirst()).trimmingCharacters(in: .whitespaces)))
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw SnapshotError("\(path):\(lineNumber): error: expected 'devices:' or 'appearances:'")
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard key == "devices" || key == "appearances" else {
                throw SnapshotError("\(path):\(lineNumber): error: unknown key '\(key)'\n  expected: devices or appearances")
            }
            entries[key] = []
            if value.isEmpty {
                current = key
            } else if value.hasPrefix("[") && value.hasSuffix("]") {
                current = nil
                for item in value.dropFirst().dropLast().split(separator: ",") {
                    entries[key]!.append((lineNumber, item.trimmingCharacters(in: .whitespaces)))
                }
            } else {
                throw SnapshotError("\(path):\(lineNumber): error: '\(key)' must be a list\n  expected: "
                                    + (key == "devices" ? "devices: [iphone-se, ipad-11 landscape]" : "appearances: [light, dark]"))
            }
        }
        guard entries["devices"] != nil || entries["appearances"] != nil else {
            throw SnapshotError("\(path): error: missing key 'devices'")
        }
        var devices: [DeviceEntry]?
        if let list = entries["devices"] {
            var found: [DeviceEntry] = []
            for entry in list {
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
                found.append(DeviceEntry(device: name, orientation: orientation))
            }
            guard !found.isEmpty else { throw SnapshotError("\(path): error: 'devices' is empty") }
            devices = found
        }
        var appearances: [UIUserInterfaceStyle]?
        if let list = entries["appearances"] {
            var found: [UIUserInterfaceStyle] = []
            for entry in list {
                let word = entry.text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                guard let style = [("light", UIUserInterfaceStyle.light), ("dark", .dark)].first(where: { $0.0 == word })?.1 else {
                    throw SnapshotError("\(path):\(entry.line): error: unknown appearance '\(word)'\n  expected: light or dark")
                }
                if !found.contains(style) { found.append(style) }
            }
            guard !found.isEmpty else { throw SnapshotError("\(path): error: 'appearances' is empty") }
            appearances = found
        }
        return SnapshotConfig(devices: devices, appearances: appearances, path: path)
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
