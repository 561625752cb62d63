import Foundation
import TrellisDiff
import TrellisFormat
import TrellisLayout
import TrellisRender
import TrellisSnapshot
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif

/// Snapshot assertions for tests: a view (or a built layout file) laid out
/// on a device, rendered and recorded like `trellis snapshot`, with the
/// references beside the test file:
///
///     Tests/AppTests/LoginTests.swift
///     Tests/AppTests/__Snapshots__/LoginTests/testLogin.form.iphone-15-portrait.png
///     Tests/AppTests/__Snapshots__/LoginTests/testLogin.form.iphone-15-portrait.frames.json
///
/// Record mode: the `record:` argument, else `TRELLIS_RECORD`, else `never`
/// when `CI=true`, else `missing` (swift-snapshot-testing's default). Any
/// write also fails the test, so a test left recording can't pass.
public enum LayoutSnapshot {
    /// Counters for unnamed snapshots, per test.
    nonisolated(unsafe) static var counters: [String: Int] = [:]
    static let lock = NSLock()

    /// The reference name for a test's snapshot.
    /// `snapshotDirectory` replaces `__Snapshots__/<TestFile>` beside the test file.
    public static func name(filePath: String, testName: String, named: String?, configuration: String,
                            snapshotDirectory: String? = nil) -> SnapshotName {
        let url = URL(fileURLWithPath: filePath)
        let testFile = url.deletingPathExtension().lastPathComponent
        let directory = snapshotDirectory ?? url.deletingLastPathComponent().appendingPathComponent(SnapshotName.folderName)
            .appendingPathComponent(testFile).path
        var test = testName
        if let paren = test.firstIndex(of: "(") { test = String(test[..<paren]) }
        test = sanitize(test)
        let label: String
        if let named {
            label = sanitize(named)
        } else {
            lock.lock()
            let key = filePath + "#" + test
            counters[key, default: 0] += 1
            label = String(counters[key]!)
            lock.unlock()
        }
        return SnapshotName(directory: directory, group: testFile, base: "\(test).\(label).\(configuration)")
    }

    static func sanitize(_ s: String) -> String {
        String(s.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0) ? Character($0) : "-" })
    }

    /// Puts `view` on a device's screen (filling the root view, like a view
    /// controller's view) unless it is already in a window; returns the window.
    public static func window(for view: UIView, device: String, orientation: Orientation) throws(SnapshotError) -> UIWindow {
        if let window = view.window { return window }
        guard let d = Device.named(device) else {
            throw SnapshotError("unknown device '\(device)'; expected one of " + Device.all.map(\.name).joined(separator: ", "))
        }
        let size = d.size(orientation), classes = d.sizeClasses(orientation)
        let window = UIWindow(width: size.width, height: size.height, scale: d.scale, safeAreaInsets: d.safeArea(orientation),
                            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
        var top = view
        while let parent = top.superview { top = parent }
        let root = window.rootView
        root.addSubview(top)
        top.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            top.topAnchor.constraint(equalTo: root.topAnchor),
            top.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return window
    }

    /// Renders and checks; returns the result (no assertion). `record` nil: the environment's mode.
    public static func verify(window: UIWindow, views: [(id: String, view: UIView)], guides: [(id: String, guide: UILayoutGuide)] = [],
                              name: SnapshotName, title: String, record: RecordMode? = nil,
                              compare: CompareOptions = .init(), tolerance: Tolerance = .init(),
                              scale: Double = 1) -> SnapshotResult {
        var mode = RecordMode.missing
        if let record {
            mode = record
        } else {
            do {
                mode = try RecordMode.fromEnvironment(default: .missing)
            } catch {
                return SnapshotResult(name: name, title: title, status: .error, summary: error.message)
            }
        }
        window.textMeasurer = PangoTextMeasurer()
        window.layoutIfNeeded()
        let png: [UInt8]
        do {
            png = try Renderer.render([RenderPage(window: window, caption: title)], options: RenderOptions(format: .png, scale: scale))
        } catch {
            return SnapshotResult(name: name, title: title, status: .error, summary: "can't render: \(error)")
        }
        let frames = FramesRecord.json(window: window, views: views, guides: guides).render()
        let artifacts = ProcessInfo.processInfo.environment["TRELLIS_ARTIFACTS"].map { Artifacts(directory: $0) }
        let settings = SnapshotCheck.Settings(mode: mode, compare: compare, tolerance: tolerance, artifacts: artifacts,
                                              recordHint: "run with TRELLIS_RECORD=missing (or record: .missing) to write it")
        return SnapshotCheck.check(name: name, title: title, png: png, frames: frames, pixel: 1 / window.scale, settings: settings)
    }

    /// The failure message for a result, nil when it passed. Recording fails
    /// too (as in swift-snapshot-testing), saying what was written.
    public static func failureMessage(_ result: SnapshotResult) -> String? {
        switch result.status {
        case .passed: return nil
        case .recorded:
            return "Recorded snapshot \(result.name) (\(result.summary)); run again without TRELLIS_RECORD / record: to verify it.\n"
                + result.message
        case .failed, .error: return "Snapshot \(result.message)"
        }
    }

    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data((message + "\n").utf8))
        #endif
    }
}

/// Asserts that `view`, laid out on `device` and drawn, matches the
/// references beside the test file (XCTest: `XCTFail`; Swift Testing:
/// `Issue.record`). A view not yet in a window is put on the device's screen
/// filling the root view. Views are named by `identifier` (or type and
/// position) in the frames record. `snapshotDirectory` replaces
/// `__Snapshots__/<TestFile>` beside the test file.
public func assertLayoutSnapshot(
    of view: UIView, named name: String? = nil, device: String = "iphone-15", orientation: Orientation = .portrait,
    record: RecordMode? = nil, tolerance: Tolerance = .init(), threshold: Double = 0.1, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let window: UIWindow
    do {
        window = try LayoutSnapshot.window(for: view, device: device, orientation: orientation)
    } catch {
        LayoutSnapshot.report(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let configuration = view.window === window && Device.named(device) != nil
        ? SnapshotName.configuration(device: device, orientation: orientation.rawValue) : "custom"
    let snapshotName = LayoutSnapshot.name(filePath: "\(filePath)", testName: testName, named: name, configuration: configuration,
                                             snapshotDirectory: snapshotDirectory)
    let title = "\(URL(fileURLWithPath: "\(filePath)").lastPathComponent) · \(snapshotName.base)"
    let result = LayoutSnapshot.verify(window: window, views: FramesRecord.namedViews(window.rootView), name: snapshotName,
                                       title: title, record: record, compare: CompareOptions(threshold: threshold),
                                       tolerance: tolerance)
    if let message = LayoutSnapshot.failureMessage(result) {
        LayoutSnapshot.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that a layout file built in a test (in its current step) matches
/// its references beside the test file; views are named by their ids.
public func assertLayoutSnapshot(
    of layout: BuiltLayout, named name: String? = nil, record: RecordMode? = nil,
    tolerance: Tolerance = .init(), threshold: Double = 0.1, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let configuration = SnapshotName.configuration(device: layout.device?.name, orientation: layout.orientation.rawValue)
    let snapshotName = LayoutSnapshot.name(filePath: "\(filePath)", testName: testName, named: name, configuration: configuration,
                                             snapshotDirectory: snapshotDirectory)
    let title = "\((layout.document.file as NSString).lastPathComponent) · \(snapshotName.base)"
    let result = LayoutSnapshot.verify(window: layout.window, views: layout.views, guides: layout.guides, name: snapshotName,
                                       title: title, record: record, compare: CompareOptions(threshold: threshold),
                                       tolerance: tolerance)
    if let message = LayoutSnapshot.failureMessage(result) {
        LayoutSnapshot.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
