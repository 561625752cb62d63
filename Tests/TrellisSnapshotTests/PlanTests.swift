import Foundation
import TrellisFormat
import TrellisSnapshot
import XCTest

/// Names, devices from a configuration file, shards and orphans.
final class PlanTests: SnapshotTestCase {
    func testNamesAreStableAndReadable() throws {
        let name = SnapshotName(layoutPath: "Snapshots/batch.yaml", configuration: "iphone-15-portrait", step: 1)
        XCTAssertEqual(name.imagePath, "Snapshots/__Snapshots__/batch/iphone-15-portrait.step-1.png")
        XCTAssertEqual(name.framesPath, "Snapshots/__Snapshots__/batch/iphone-15-portrait.step-1.frames.json")
        XCTAssertEqual(name.description, "batch/iphone-15-portrait.step-1")
        XCTAssertEqual(SnapshotName(layoutPath: "a.json", configuration: "custom", step: 0).imagePath,
                       "__Snapshots__/a/custom.step-0.png")
        XCTAssertEqual(Artifacts(directory: ".trellis/artifacts").stem(for: name),
                       ".trellis/artifacts/Snapshots/__Snapshots__/batch/iphone-15-portrait.step-1")
    }

    func testDevicesComeFromTheFileOrAConfigurationFile() throws {
        try copyFixture("card.yaml")
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts]).cases.map(\.description),
                       ["card/iphone-se-portrait.step-0", "card/iphone-se-portrait.step-1"])
        try "# devices for every layout here\ndevices:\n  - ipad-11 landscape\n  - iphone-15\n"
            .write(toFile: temp.path + "/" + SnapshotConfig.fileName, atomically: true, encoding: .utf8)
        let plan = try SnapshotPlan.make(paths: [layouts])
        XCTAssertEqual(plan.cases.map(\.description), [
            "card/ipad-11-landscape.step-0", "card/ipad-11-landscape.step-1",
            "card/iphone-15-portrait.step-0", "card/iphone-15-portrait.step-1",
        ])
        XCTAssertEqual(plan.cases[0].device, "ipad-11")
        XCTAssertEqual(plan.cases[0].orientation, .landscape)
        XCTAssertEqual(try SnapshotConfig.parse("devices: [iphone-se, ipad-11 landscape]", path: "c").devices,
                       [.init(device: "iphone-se"), .init(device: "ipad-11", orientation: .landscape)])
        XCTAssertThrowsError(try SnapshotConfig.parse("devices: [iphone-5]", path: "c.yaml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.yaml:1: error: unknown device 'iphone-5'"), "\(error)")
        }
        XCTAssertThrowsError(try SnapshotConfig.parse("device: [iphone-se]", path: "c.yaml"))
        // The configuration's devices really are used.
        let result = try run(mode: .all)
        XCTAssertEqual(result.results.map(\.status), [.recorded, .recorded, .recorded, .recorded])
        XCTAssertTrue(result.results[0].title.contains("ipad-11 landscape"), result.results[0].title)
    }

    /// A named explicit canvas (an imported IB file's `name:
    /// retina4_7-landscape`) is stored under its name; an unnamed one stays
    /// `custom`.
    func testNamedExplicitCanvasesNameTheirSnapshots() throws {
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        let body = "root:\n  subviews: [{id: a}]\nconstraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]\n"
        try ("canvas: {width: 667, height: 375, name: retina4_7-landscape}\n" + body).write(toFile: layouts + "/wide.yaml", atomically: true, encoding: .utf8)
        try ("canvas: {width: 320, height: 100}\n" + body).write(toFile: layouts + "/strip.yaml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts]).cases.map(\.description),
                       ["strip/custom.step-0", "wide/retina4_7-landscape.step-0"])
        let result = try run(mode: .all)
        XCTAssertEqual(result.results.map(\.status), [.recorded, .recorded])
        XCTAssertTrue(result.results[1].title.contains("retina4_7-landscape"), result.results[1].title)
        XCTAssertTrue(FileManager.default.fileExists(atPath: layouts + "/__Snapshots__/wide/retina4_7-landscape.step-0.png"))
    }

    /// An Interface Builder file: one snapshot per scene on Xcode's canvas
    /// (named by its device id), then on each configured device, where the
    /// scene keeps its navigation and tab bars.
    func testStoryboardScenesOnTheirCanvasAndOnConfiguredDevices() throws {
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        let source = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TrellisInterfaceBuilderTests/Fixtures/ContainerControllers.storyboard")
        try FileManager.default.copyItem(atPath: source.path, toPath: layouts + "/Tabs.storyboard")
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts]).cases.map(\.description), [
            "Tabs@Chd-sc-001/retina4_7-portrait.step-0", "Tabs@Mst-sc-001/retina4_7-portrait.step-0",
            "Tabs@Par-sc-001/retina4_7-portrait.step-0",
        ])
        try "devices: [iphone-15, iphone-se landscape]\n"
            .write(toFile: layouts + "/" + SnapshotConfig.fileName, atomically: true, encoding: .utf8)
        let plan = try SnapshotPlan.make(paths: [layouts])
        XCTAssertEqual(plan.cases.filter { $0.layoutPath.hasSuffix("Mst-sc-001") || $0.description.hasPrefix("Tabs@Mst") }.map(\.description), [
            "Tabs@Mst-sc-001/iphone-15-portrait.step-0", "Tabs@Mst-sc-001/iphone-se-landscape.step-0",
            "Tabs@Mst-sc-001/retina4_7-portrait.step-0",
        ])
        let result = try run(mode: .all)
        XCTAssertTrue(result.results.allSatisfy { $0.status == .recorded }, "\(result.results.map(\.status))")
        // The master column on the iPhone 15 under its bars: 53.667 + 44 above.
        let frames = try String(contentsOfFile: layouts + "/__Snapshots__/Tabs@Mst-sc-001/iphone-15-portrait.step-0.frames.json", encoding: .utf8)
        XCTAssertTrue(frames.contains("\"y\": 97.667") && frames.contains("\"height\": 671.333"), frames)
    }

    func testShardsCoverEveryCaseExactlyOnce() throws {
        let plan = try SnapshotPlan.make(paths: [Self.gallery.path])
        XCTAssertGreaterThanOrEqual(plan.cases.count, 25)
        XCTAssertEqual(plan.cases, plan.cases.sorted(), "a stable order")
        for n in 1...7 {
            let shards = (1...n).map { plan.shard($0, of: n) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), plan.cases, "\(n) shards")
            XCTAssertEqual(Set(shards.flatMap { $0 }).count, plan.cases.count)
            XCTAssertLessThanOrEqual(shards.map(\.count).max()! - shards.map(\.count).min()!, 1, "balanced")
        }
        XCTAssertTrue(try SnapshotPlan.parseShard("2/4") == (2, 4))
        for bad in ["0/2", "3/2", "x", "1/0", "1/2/3"] {
            XCTAssertThrowsError(try SnapshotPlan.parseShard(bad), bad)
        }
    }

    func testOrphansAreListedAndPruned() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        let snapshots = layouts + "/__Snapshots__"
        // A device no longer used, a step that went away, a layout that was deleted, a stray temporary file.
        for path in ["card/ipad-11-portrait.step-0.png", "card/iphone-se-portrait.step-7.frames.json",
                     "gone/iphone-15-portrait.step-0.png", "card/.iphone-se-portrait.step-0.png.tmp-abc123"] {
            try AtomicFile.write([0], to: snapshots + "/" + path)
        }
        // A test helper's folder (beside LoginTests.swift) is not the runner's business.
        try AtomicFile.write("", to: layouts + "/LoginTests.swift")
        try AtomicFile.write([0], to: snapshots + "/LoginTests/testLogin.1.iphone-15-portrait.png")
        let listed = try run(mode: .never)
        XCTAssertEqual(listed.exitCode, 0, "orphans are listed, not failures")
        XCTAssertEqual(listed.orphans.map { String($0.dropFirst(snapshots.count + 1)) }, [
            "card/.iphone-se-portrait.step-0.png.tmp-abc123", "card/ipad-11-portrait.step-0.png",
            "card/iphone-se-portrait.step-7.frames.json", "gone/iphone-15-portrait.step-0.png",
        ])
        XCTAssertEqual(listed.pruned, [])
        XCTAssertTrue(listed.summaryLine.hasSuffix("; 4 orphaned references"), listed.summaryLine)
        let pruned = try run(mode: .never, prune: true)
        XCTAssertEqual(pruned.pruned, pruned.orphans)
        XCTAssertEqual(pruned.pruned.count, 4)
        XCTAssertEqual(allFiles(snapshots), [
            "LoginTests/testLogin.1.iphone-15-portrait.png",
            "card/iphone-se-portrait.step-0.frames.json", "card/iphone-se-portrait.step-0.png",
            "card/iphone-se-portrait.step-1.frames.json", "card/iphone-se-portrait.step-1.png",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots + "/gone"), "emptied folders go too")
        XCTAssertEqual(try run(mode: .never).orphans, [])
        // A file argument only looks at its own folder.
        try AtomicFile.write([0], to: snapshots + "/other/x.png")
        XCTAssertEqual(try run([layouts + "/card.yaml"], mode: .never).orphans, [])
    }

    func testResultsKeepThePlanOrderWhateverTheWorkers() throws {
        try copyFixture("card.yaml")
        try copyFixture("card.yaml", to: "layouts/more")
        var options = SnapshotOptions()
        options.mode = .all
        options.artifactsDirectory = nil
        options.jobs = 4
        let plan = try SnapshotPlan.make(paths: [layouts])
        let result = try SnapshotRunner.run(plan, options: options)
        XCTAssertEqual(result.results.map(\.name), plan.cases.map(\.name))
        XCTAssertEqual(result.results.count, 4)
    }
}
