import Foundation
import TrellisDiff
import TrellisFormat
import TrellisInterfaceBuilder
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
    /// References are drawn at 2× by default: at 1× the overlays' 7-pixel
    /// tags are unreadable in a report.
    public static let defaultScale: Double = 2

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

    /// Puts `view` on a device's screen unless it is already in a window;
    /// returns the window and the snapshot's configuration name.
    ///
    /// - A view controller's view goes in as the window's root view
    ///   controller, so it keeps the system minimum margins and safe area a
    ///   screen gives it.
    /// - Any other view (its top view) fills the root view (`.device`), or a
    ///   window of its fitting size (`.sizeThatFits`, `.fixedWidth`), or of a
    ///   fixed size (`.fixed`).
    /// - A view already in a window is drawn in that window; naming a device
    ///   (or an appearance) for it is an error rather than silently ignored.
    /// - `userInterfaceStyle`: the screen's appearance
    ///   (``UIWindow/screenUserInterfaceStyle``; nil: light); a dark one adds
    ///   `-dark` to the configuration (`iphone-15-portrait-dark`).
    public static func window(for view: UIView, device: String?, orientation: Orientation,
                              layout: SnapshotLayout = .device,
                              userInterfaceStyle: UIUserInterfaceStyle? = nil) throws(SnapshotError) -> (UIWindow, String) {
        if let window = view.window {
            if userInterfaceStyle != nil {
                throw SnapshotError("the view is already in a window, so its appearance comes from that window; "
                                    + "set the window's screenUserInterfaceStyle (or overrideUserInterfaceStyle) instead")
            }
            if let device {
                throw SnapshotError(
                    "the view is already in a \(formatSize(window.frame.size))@\(formatScale(window.scale))x window, so device '\(device)' can't apply; "
                        + "pass no device to snapshot it in its window, or snapshot a view that is not in a window yet")
            }
            return (window, "\(formatSize(window.frame.size))@\(formatScale(window.scale))x")
        }
        let name = device ?? "iphone-15"
        guard let d = Device.named(name) else {
            throw SnapshotError("unknown device '\(name)'; expected one of " + Device.all.map(\.name).joined(separator: ", ")
                                + (NameSuggestions.closest(to: name, among: Device.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        var top = view
        while let parent = top.superview { top = parent }
        let classes = d.sizeClasses(orientation)
        // Fitting measures text: with the measurer the picture will use, so
        // the window fits the text as drawn.
        let savedMeasurer = UIView.defaultTextMeasurer
        if layout != .device, (try? Fonts.configure()) != nil { UIView.defaultTextMeasurer = PangoTextMeasurer() }
        defer { UIView.defaultTextMeasurer = savedMeasurer }
        var configuration = SnapshotName.configuration(device: name, orientation: orientation.rawValue)
        let size: CGSize
        var safeArea = d.safeArea(orientation)
        switch layout {
        case .device:
            size = d.size(orientation)
        case .sizeThatFits:
            size = top.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                               verticalFittingPriority: .fittingSizeLevel, roundingScale: d.scale)
            safeArea = .zero
            configuration += "-fits"
        case .fixedWidth(let width):
            size = top.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel, roundingScale: d.scale)
            safeArea = .zero
            configuration += "-w\(formatScale(width))"
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
            safeArea = .zero
            configuration += "-\(formatSize(size))"
        }
        guard size.width >= 1, size.height >= 1, size.width <= 100_000, size.height <= 100_000 else {
            throw SnapshotError("the view's size \(formatSize(size)) can't be drawn: give it constraints that fix its size, or a fixed layout")
        }
        let window = UIWindow(width: size.width, height: size.height, scale: d.scale, safeAreaInsets: safeArea,
                              horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
        if let userInterfaceStyle { window.screenUserInterfaceStyle = userInterfaceStyle }
        if window.screenUserInterfaceStyle == .dark { configuration += "-dark" }
        if let controller = top.viewController, controller.parent == nil, layout == .device {
            window.rootViewController = controller
            return (window, configuration)
        }
        let root = window.rootView
        root.addSubview(top)
        top.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            top.topAnchor.constraint(equalTo: root.topAnchor),
            top.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (window, configuration)
    }

    static func formatSize(_ s: CGSize) -> String { "\(formatScale(s.width))x\(formatScale(s.height))" }
    static func formatScale(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(format: "%.2f", Double(x))
    }

    /// Lays the window out with the Pango measurer (as `trellis` does; for
    /// a layout file, `document`'s, as ``SystemFontBaselines/measurer(for:base:)``
    /// picks it) and draws it: the PNG and the frames record's text. What
    /// every snapshot helper (this module's assertions, the
    /// swift-snapshot-testing strategies) compares.
    public static func render(window: UIWindow, views: [(id: String, view: UIView)],
                              guides: [(id: String, guide: UILayoutGuide)] = [], title: String,
                              scale: Double = LayoutSnapshot.defaultScale,
                              document: LayoutDocument? = nil) throws(SnapshotError) -> (png: [UInt8], frames: String) {
        let pango = PangoTextMeasurer()
        window.textMeasurer = document.map { SystemFontBaselines.measurer(for: $0, base: pango) } ?? pango
        window.layoutIfNeeded()
        let png: [UInt8]
        do {
            // The page's chrome follows the screen, as `trellis render`'s default.
            let theme: Theme = window.screenUserInterfaceStyle == .dark ? .dark : .light
            png = try Renderer.render([RenderPage(window: window, caption: title)],
                                      options: RenderOptions(format: .png, scale: scale, theme: theme))
        } catch {
            throw SnapshotError("can't render: \(error)")
        }
        return (png, FramesRecord.json(window: window, views: views, guides: guides).render())
    }

    /// Renders and checks; returns the result (no assertion). `record` nil: the environment's mode.
    public static func verify(window: UIWindow, views: [(id: String, view: UIView)], guides: [(id: String, guide: UILayoutGuide)] = [],
                              name: SnapshotName, title: String, record: RecordMode? = nil,
                              compare: CompareOptions = .init(), tolerance: Tolerance = .init(),
                              scale: Double = LayoutSnapshot.defaultScale) -> SnapshotResult {
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
        let png: [UInt8], frames: String
        do {
            (png, frames) = try render(window: window, views: views, guides: guides, title: title, scale: scale)
        } catch {
            return SnapshotResult(name: name, title: title, status: .error, summary: error.message)
        }
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
/// (see ``LayoutSnapshot/window(for:device:orientation:layout:)``; `device`
/// defaults to `iphone-15`); a view already in a window is drawn there.
/// Views are named by `accessibilityIdentifier`, else by a stable path, in
/// the frames record. `snapshotDirectory` replaces `__Snapshots__/<TestFile>`
/// beside the test file.
public func assertLayoutSnapshot(
    of view: UIView, named name: String? = nil, device: String? = nil, orientation: Orientation = .portrait,
    layout: SnapshotLayout = .device, userInterfaceStyle: UIUserInterfaceStyle? = nil, scale: Double = LayoutSnapshot.defaultScale,
    record: RecordMode? = nil, tolerance: Tolerance = .init(), threshold: Double = 0.1, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let window: UIWindow, configuration: String
    do {
        (window, configuration) = try LayoutSnapshot.window(for: view, device: device, orientation: orientation, layout: layout,
                                                            userInterfaceStyle: userInterfaceStyle)
    } catch {
        LayoutSnapshot.report(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let snapshotName = LayoutSnapshot.name(filePath: "\(filePath)", testName: testName, named: name, configuration: configuration,
                                             snapshotDirectory: snapshotDirectory)
    let title = "\(URL(fileURLWithPath: "\(filePath)").lastPathComponent) · \(snapshotName.base)"
    let result = LayoutSnapshot.verify(window: window, views: FramesRecord.namedViews(window.rootView), name: snapshotName,
                                       title: title, record: record, compare: CompareOptions(threshold: threshold),
                                       tolerance: tolerance, scale: scale)
    if let message = LayoutSnapshot.failureMessage(result) {
        LayoutSnapshot.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that a view controller's view, as the root of a device window
/// (system minimum margins, safe area, both passes with the controller's
/// calls), matches its references.
public func assertLayoutSnapshot(
    of viewController: UIViewController, named name: String? = nil, device: String? = nil,
    orientation: Orientation = .portrait, userInterfaceStyle: UIUserInterfaceStyle? = nil,
    scale: Double = LayoutSnapshot.defaultScale, record: RecordMode? = nil, tolerance: Tolerance = .init(), threshold: Double = 0.1, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(of: viewController.view, named: name, device: device, orientation: orientation, layout: .device,
                         userInterfaceStyle: userInterfaceStyle, scale: scale, record: record, tolerance: tolerance, threshold: threshold,
                         snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName,
                         line: line, column: column)
}

/// Asserts that a layout file built in a test (in its current step) matches
/// its references beside the test file; views are named by their ids.
public func assertLayoutSnapshot(
    of layout: BuiltLayout, named name: String? = nil, scale: Double = LayoutSnapshot.defaultScale, record: RecordMode? = nil,
    tolerance: Tolerance = .init(), threshold: Double = 0.1, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let configuration = layout.snapshotConfiguration
    let snapshotName = LayoutSnapshot.name(filePath: "\(filePath)", testName: testName, named: name, configuration: configuration,
                                             snapshotDirectory: snapshotDirectory)
    let title = "\((layout.document.file as NSString).lastPathComponent) · \(snapshotName.base)"
    let result = LayoutSnapshot.verify(window: layout.window, views: layout.views, guides: layout.guides, name: snapshotName,
                                       title: title, record: record, compare: CompareOptions(threshold: threshold),
                                       tolerance: tolerance, scale: scale)
    if let message = LayoutSnapshot.failureMessage(result) {
        LayoutSnapshot.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
