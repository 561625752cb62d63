import Foundation
import XCTest
import TrellisFormat
import TrellisLayout
import TrellisInterfaceBuilder
@testable import trellis

/// `trellis bench layout` times files that must lay out as their shapes
/// say, or its growth table measures an error path: each workload, small,
/// read, built and checked by hand.
final class LayoutWorkloadsTests: XCTestCase {
    func build(_ w: LayoutWorkload, _ n: Int) throws -> BuiltLayout {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(w.yaml(views: n), file: "\(w.rawValue).yaml"))
        try layout.apply(throughStep: 0)
        return layout
    }

    func testChainsStackTopToBottom() throws {
        let views = try build(.chainViews, 20)
        // 20-point rows 8 apart from y 10: row 19 at 10 + 19 × 28 = 542.
        XCTAssertEqual(views.view("v19")?.frame, CGRect(x: 16, y: 542, width: 200, height: 20))
        let labels = try build(.chainLabels, 20)
        let l1 = try XCTUnwrap(labels.view("v1")?.frame), l0 = try XCTUnwrap(labels.view("v0")?.frame)
        XCTAssertEqual(l1.minY, l0.maxY + 8, accuracy: 0.5)
        XCTAssertGreaterThan(l0.width, 0)
    }

    func testAVisualFormatLineMatchesTheChain() throws {
        let vfl = try build(.vflLine, 20)
        XCTAssertEqual(vfl.view("v19")?.frame, CGRect(x: 16, y: 542, width: 100, height: 20))
    }

    func testALabelOfManyLinesWraps() throws {
        let text = try build(.labelLines, 30)
        // 30 lines of 17-point text (fixed-advance measurer: 1.2 × 17 a line).
        XCTAssertEqual(try XCTUnwrap(text.view("text")?.frame.height), 30 * 20.4, accuracy: 1)
    }

    /// Issue 14's input: a label of 50,000 lines is read (the text limit is
    /// a million characters, each paragraph at most 10,000) and laid out
    /// line for line, where the 10,000-character limit used to refuse it.
    func testALabelOfFiftyThousandLinesIsReadAndLaidOut() throws {
        let text = try build(.labelLines, 50_000)
        XCTAssertEqual(try XCTUnwrap(text.view("text")?.frame.height), 50_000 * 20.4, accuracy: 1)
    }

    func testTheGridSharesTheWidth() throws {
        let grid = try build(.grid, 25)
        // 5 × 5 cells across 390 - 8 with 4 gaps of 2: (382 - 8) / 5 = 74.8.
        XCTAssertEqual(try XCTUnwrap(grid.view("c4_4")?.frame.width), 74.8, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(grid.view("c4_4")?.frame.minY), 4 + 4 * 22, accuracy: 0.5)
    }

    func testNestedStacksMakeRowsOfLabelAndField() throws {
        let stacks = try build(.nestedStacks, 30)
        // 10 rows, each as tall as its 34-point field (the label's baseline
        // aligned with the field's bottom sits inside it).
        let row9 = try XCTUnwrap(stacks.view("row9")?.frame)
        XCTAssertGreaterThanOrEqual(row9.height, 34)
        XCTAssertEqual(stacks.view("field9")?.frame.height, 34)
        XCTAssertTrue(stacks.window.rootView.hasAmbiguousLayout == false)
    }

    /// `nested-stacks-equal`: the same file with `distribution: fillEqually`
    /// on the column, so every row is as tall as the first
    /// (`UISV-fill-equally`, Apple: "resizes its arranged views so that they
    /// all fill the available space … all the same size along the stack
    /// view's axis"), and the column's rows follow one another 8 apart.
    func testNestedStacksEqualMakeEqualRowsEightApart() throws {
        let stacks = try build(.nestedStacksEqual, 30)
        // Frames are rounded to the screen's pixels (half points at 2×),
        // so equal lengths agree within one pixel.
        let first = try XCTUnwrap(stacks.view("row0")?.frame)
        XCTAssertGreaterThanOrEqual(first.height, 34)
        var previous = first
        for i in 1..<10 {
            let row = try XCTUnwrap(stacks.view("row\(i)")?.frame)
            XCTAssertEqual(row.height, first.height, accuracy: 0.5, "row\(i)")
            XCTAssertEqual(row.minY - previous.maxY, 8, accuracy: 0.5, "row\(i)")
            previous = row
        }
        XCTAssertEqual(stacks.view("field9")?.frame.height, 34)
        XCTAssertEqual(try XCTUnwrap(stacks.view("column")?.frame.height), previous.maxY, accuracy: 0.5)
        XCTAssertTrue(stacks.window.rootView.hasAmbiguousLayout == false)
        XCTAssertTrue(LayoutWorkload.nestedStacksEqual.yaml(views: 30).contains("distribution: fillEqually"))
        XCTAssertFalse(LayoutWorkload.nestedStacks.yaml(views: 30).contains("distribution"))
    }

    /// `stack-equal-centering-hug`: an `equalCentering` stack pinned at the
    /// top only keeps its views' intrinsic heights and spaces their centres
    /// equally (Apple, UIStackView.Distribution.equalCentering: "attempts to
    /// maintain an equal distance between the center of each arranged view
    /// along the stack view's axis"); the stack hugs them.
    func testAnEqualCenteringStackThatHugsSpacesItsCentresEqually() throws {
        let stack = try build(.stackEqualCenteringHug, 20)
        let frames = try (0..<20).map { try XCTUnwrap(stack.view("v\($0)")?.frame) }
        for (i, f) in frames.enumerated() { XCTAssertEqual(f.height, CGFloat(20 + (i * 7) % 17), "v\(i)") }
        let spacing = frames[1].midY - frames[0].midY
        // At least the widest pair's half heights (the gaps can't be
        // negative), and no more: the stack hugs (49) what the gaps leave.
        let widest = (1..<20).map { (frames[$0].height + frames[$0 - 1].height) / 2 }.max()!
        XCTAssertEqual(spacing, widest, accuracy: 0.5)
        for i in 1..<20 {
            XCTAssertEqual(frames[i].midY - frames[i - 1].midY, spacing, accuracy: 0.5, "v\(i)")
            XCTAssertGreaterThanOrEqual(frames[i].minY, frames[i - 1].maxY - 0.5, "v\(i)")
        }
        XCTAssertEqual(try XCTUnwrap(stack.view("column")?.frame.height), frames[19].maxY, accuracy: 0.5)
        XCTAssertFalse(LayoutWorkload.stackEqualCenteringHug.yaml(views: 20).contains("column.bottom"))
    }

    /// `stack-equal-centering`: the same views (60 of them, 20 to 36 high),
    /// the stack pinned to the 844-point screen on all four sides. The
    /// views don't fit, so the gaps close (the required minimum spacings)
    /// and they shrink below their intrinsic heights (compression
    /// resistance, 750, breaks). The centres' spacings can still all be
    /// equal, heights alternating around 844 × 2 / 60 a pair, and they
    /// are: `UISV-distributing` (149) holds (docs/PERFORMANCE.md,
    /// `wave2-centering16`, why this costs the solver a dense tableau).
    func testAPinnedEqualCenteringStackTooShortForItsViewsStillSpacesCentresEqually() throws {
        let stack = try build(.stackEqualCentering, 60)
        let frames = try (0..<60).map { try XCTUnwrap(stack.view("v\($0)")?.frame) }
        XCTAssertEqual(try XCTUnwrap(stack.view("column")?.frame.height), 844)
        XCTAssertEqual(frames[0].minY, 0)
        XCTAssertEqual(frames[59].maxY, 844, accuracy: 0.5)
        let spacing = 844.0 / 60
        for i in 1..<60 {
            XCTAssertEqual(frames[i].minY, frames[i - 1].maxY, accuracy: 0.5, "v\(i)")
            XCTAssertEqual(Double(frames[i].midY - frames[i - 1].midY), spacing, accuracy: 1, "v\(i)")
            XCTAssertLessThanOrEqual(frames[i].height, CGFloat(20 + (i * 7) % 17), "v\(i)")
        }
    }

    /// `stacks-equal-centering`: rows of 20 views, each row a horizontal
    /// `equalCentering` stack pinned 16 points in from the screen's sides
    /// (358 points) and chained 8 apart. The views (20 to 36 wide, 560
    /// together) don't fit, so each row's gaps close and its views shrink,
    /// and the centres' spacings still all come out equal (Apple,
    /// UIStackView.Distribution.equalCentering), about 358 / 20 apart,
    /// every row alike (its system its own).
    func testManyEqualCenteringRowsEachSpaceTheirCentresEqually() throws {
        let k = StacksEqualCentering.size
        XCTAssertEqual(k, 20)
        let rows = try build(.stacksEqualCentering, 3 * k)
        var previous: CGRect? = nil
        for r in 0..<3 {
            let row = try XCTUnwrap(rows.view("row\(r)")?.frame)
            XCTAssertEqual(row.minX, 16)
            XCTAssertEqual(row.width, 358)
            XCTAssertEqual(row.height, 20)
            if let previous { XCTAssertEqual(row.minY, previous.maxY + 8, accuracy: 0.5, "row\(r)") }
            previous = row
            let frames = try (0..<k).map { try XCTUnwrap(rows.view("v\(r)_\($0)")?.frame) }
            XCTAssertEqual(frames[0].minX, 0)
            XCTAssertEqual(frames[k - 1].maxX, 358, accuracy: 0.5)
            for i in 1..<k {
                XCTAssertEqual(frames[i].minX, frames[i - 1].maxX, accuracy: 0.5, "v\(r)_\(i)")
                XCTAssertEqual(Double(frames[i].midX - frames[i - 1].midX), 358.0 / Double(k), accuracy: 1, "v\(r)_\(i)")
                XCTAssertLessThanOrEqual(frames[i].width, CGFloat(20 + (i * 7) % 17), "v\(r)_\(i)")
            }
        }
        XCTAssertNil(rows.view("row3"))
        XCTAssertFalse(LayoutWorkload.stacksEqualCentering.onlyWhenNamed)
        XCTAssertTrue(LayoutWorkload.stackEqualCentering.onlyWhenNamed)
    }

    /// The storyboard workload is a real Xcode document: 50 views a scene,
    /// laid out to the frames it stores (the label under the safe area's
    /// 44 + 12, each row 28.5 below the last; the box 8 after the label).
    func testTheStoryboardWorkloadLaysOutToItsStoredFrames() throws {
        let xml = StoryboardWorkload.xml(views: 100)
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "bench.storyboard")
        XCTAssertEqual(doc.scenes.count, 2)
        let imported = try doc.imported(doc.scenes[1])
        let layout = try LayoutBuilder.build(imported.document)
        let found = IBLint.check(imported, layout)
        XCTAssertEqual(found.map(\.message), [])
        XCTAssertEqual(layout.views.count, 51)
    }

    /// The fuzzer's file: the same constraints for the same count (seeded),
    /// every line one the reader accepts (a refusal would time the error
    /// path), 100 views, and at 400 constraints still loose enough to leave
    /// views ambiguous (the frames record's questions are part of what the
    /// workload times).
    func testRandomConstraintsAreSeededAndRead() throws {
        XCTAssertEqual(LayoutWorkload.random.yaml(views: 300), LayoutWorkload.random.yaml(views: 300))
        XCTAssertEqual(RandomConstraints.lines(count: 300, views: 100).count, 300)
        XCTAssertNotEqual(RandomConstraints.lines(count: 50, views: 100, seed: 1), RandomConstraints.lines(count: 50, views: 100, seed: 2))
        let random = try build(.random, 400)
        XCTAssertNotNil(random.view("v99"))
        let views = (0..<100).compactMap { random.view("v\($0)") }
        XCTAssertEqual(views.count, 100)
        XCTAssertTrue(views.contains { $0.hasAmbiguousLayout })
    }
}
