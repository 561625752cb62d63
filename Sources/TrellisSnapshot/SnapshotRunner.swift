import Dispatch
import Foundation
import TrellisDiff
import TrellisFormat
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender

/// How a run renders and compares.
public struct SnapshotOptions: Sendable {
    /// `never` for `trellis snapshot verify` (verify never writes a reference).
    public var mode: RecordMode = .never
    public var compare = CompareOptions()
    public var tolerance = Tolerance()
    /// Pixels per point of the pictures. 1 keeps references small; frames
    /// are compared at the device's own pixel (1 / device scale) regardless.
    public var scale: Double = 1
    /// Scroll views in the pictures: as the screen shows them, or with a
    /// page of each one's whole content beside the window (`full`; the
    /// same picture as `trellis render --content full`).
    public var content: ScrollContent = .viewport
    /// Where failures leave their files; nil: nowhere.
    public var artifactsDirectory: String? = ".trellis/artifacts"
    /// Worker threads; default every core.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Remove orphaned references.
    public var prune = false
    /// Orphaned references fail the run (exit 1) instead of being a warning.
    public var failOnOrphans = false
    /// `(index, count)`: run only this shard (1-based).
    public var shard: (index: Int, count: Int)?
    /// Called after each case (any thread): done, total, the case.
    public var progress: (@Sendable (Int, Int, SnapshotCase) -> Void)?

    public init() {}
}

/// Runs a plan: renders every case's picture and frames record on all
/// cores and checks them against the references. Results come back in the
/// plan's order whatever order the workers finish in.
public enum SnapshotRunner {
    public static func run(_ plan: SnapshotPlan, options: SnapshotOptions) throws(SnapshotError) -> SnapshotRun {
        let start = Date()
        do {
            try Fonts.configure()
        } catch {
            throw SnapshotError("error: \(error)")
        }
        let artifacts = options.artifactsDirectory.map { Artifacts(directory: $0) }
        try artifacts?.prepare()
        let cases = options.shard.map { plan.shard($0.index, of: $0.count) } ?? plan.cases
        let settings = SnapshotCheck.Settings(mode: options.mode, compare: options.compare, tolerance: options.tolerance,
                                              artifacts: artifacts)
        let box = ResultBox(count: cases.count)
        let jobs = max(1, min(options.jobs, cases.count))
        let scale = options.scale
        let content = options.content
        let progress = options.progress
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = box.next() {
                let c = cases[index]
                let began = Date()
                var result = runCase(c, scale: scale, content: content, settings: settings)
                result.seconds = Date().timeIntervalSince(began)
                let done = box.store(result, at: index)
                progress?(done, cases.count, c)
            }
        }
        let orphans = Orphans.find(plan)
        var pruned: [String] = []
        if options.prune { pruned = Orphans.prune(orphans) }
        return SnapshotRun(results: box.results(), orphans: orphans, pruned: pruned,
                           seconds: Date().timeIntervalSince(start), mode: options.mode,
                           shard: options.shard.map { "\($0.index)/\($0.count)" }, failOnOrphans: options.failOnOrphans)
    }

    /// Builds, lays out (with Pango measuring, as drawn) and renders one case, then checks it.
    static func runCase(_ c: SnapshotCase, scale: Double, content: ScrollContent = .viewport,
                        settings: SnapshotCheck.Settings) -> SnapshotResult {
        let produced: Produced
        do {
            produced = try produce(c, scale: scale, content: content)
        } catch {
            var result = SnapshotResult(name: c.name, snapshotCase: c, title: c.description, status: .error, summary: error.message)
            result.snapshotCase = c
            result.source = SnapshotSource.of(c, error: error.message)
            return result
        }
        var result = SnapshotCheck.check(name: c.name, title: produced.caption, png: produced.png, frames: produced.frames,
                                         pixel: produced.pixel, settings: settings)
        result.snapshotCase = c
        result.source = produced.source
        return result
    }

    struct Produced {
        var png: [UInt8]
        var frames: String
        var pixel: Double
        var caption: String
        var source: SnapshotSource
    }

    static func produce(_ c: SnapshotCase, scale: Double, content: ScrollContent = .viewport) throws(SnapshotError) -> Produced {
        let layout: BuiltLayout
        let source: SnapshotSource
        do {
            let document = try SnapshotDocuments.load(c.layoutPath)
            source = SnapshotSource.of(c, document: document)
            layout = try LayoutBuilder.build(document, device: c.device, orientation: c.orientation, userInterfaceStyle: c.appearance)
            // Measured as `trellis layout` measures the same file: an IB
            // scene's labels take Xcode's baseline offsets.
            layout.window.textMeasurer = SystemFontBaselines.measurer(for: document, base: PangoTextMeasurer())
            layout.window.layoutIfNeeded()
            try layout.apply(throughStep: c.step)
        } catch {
            throw SnapshotError(error.description)
        }
        let caption = caption(c, layout)
        var options = RenderOptions()
        options.format = .png
        options.scale = scale
        options.content = content
        // The page's chrome follows the screen, as `trellis render`'s default.
        options.theme = layout.window.screenUserInterfaceStyle == .dark ? .dark : .light
        let png: [UInt8]
        do {
            png = try Renderer.render([RenderPage(window: layout.window, caption: caption)], options: options)
        } catch {
            throw SnapshotError("\(c.layoutPath): error: \(error)")
        }
        let frames = FramesRecord.json(layout).render()
        return Produced(png: png, frames: frames, pixel: 1 / layout.window.scale, caption: caption, source: source)
    }

    /// `batch.yaml · iphone-15 portrait · step 1: …`, as `trellis render` captions.
    static func caption(_ c: SnapshotCase, _ layout: BuiltLayout) -> String {
        var parts = [(c.layoutPath as NSString).lastPathComponent]
        parts.append(layout.canvasCaption)
        if layout.stepCount > 0 {
            parts.append(c.step == 0 ? "step 0 (initial)" : layout.stepTitles[c.step - 1])
        }
        return parts.joined(separator: " · ")
    }
}

/// Results filled in by the workers, handed out by index.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [SnapshotResult?]
    private var nextIndex = 0
    private var done = 0

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < storage.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ result: SnapshotResult, at index: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        storage[index] = result
        done += 1
        return done
    }

    func results() -> [SnapshotResult] {
        lock.lock(); defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
