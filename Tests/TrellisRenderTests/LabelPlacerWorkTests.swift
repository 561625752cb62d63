import XCTest
@testable import TrellisRender
import TrellisLayout

/// The label placer's cost counted, not timed (a wall-clock limit failed
/// correct code on a loaded machine). It compared each spot with every
/// plate and view frame before it: 4,000 crowded labels took 17.4 s, and
/// an Interface Builder scene of 10,000 over 36 s (Fuzz/reproducers/
/// crowded-labels.yaml). With the grids (RectGrid.swift) a spot reads only
/// what lies near it, so at the same crowding four times the labels cost
/// about four times the comparisons, where the old placer's cost grew
/// sixteen times. `trellis bench` and the reproducer time the real thing.
final class LabelPlacerWorkTests: XCTestCase {
    /// Small labels 16 × 12 in rows 40 across, 20 points apart and 16
    /// down (so each overlaps its neighbours' spots), a 10 × 6 plate each:
    /// more labels make a taller page, equally crowded everywhere.
    func comparisons(labels n: Int, columns: Int = 40) -> (count: Int, placed: Int) {
        let frames = (0..<n).map { CGRect(x: Double($0 % columns) * 20, y: Double($0 / columns) * 16, width: 16, height: 12) }
        let page = CGRect(x: -20, y: -20, width: Double(columns) * 20 + 40, height: Double(n / columns + 1) * 16 + 40)
        var placer = LabelPlacer(bounds: page, edges: frames)
        for f in frames {
            _ = placer.place(size: CGSize(width: 10, height: 6),
                             candidates: [CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.minX, y: f.maxY - 6)], owner: f)
        }
        return (placer.comparisons, placer.occupied.count)
    }

    func testFourTimesTheLabelsCostAboutFourTimesTheComparisons() {
        let small = comparisons(labels: 500), large = comparisons(labels: 2000)
        XCTAssertEqual(small.placed, 500)
        XCTAssertEqual(large.placed, 2000)
        XCTAssertGreaterThan(small.count, 0)
        let ratio = Double(large.count) / Double(small.count)
        // Linear: 4 (37,143 and 151,412 when written: 4.08); quadratic: 16.
        XCTAssertLessThan(ratio, 5, "500 labels: \(small.count) comparisons; 2,000: \(large.count)")
    }

    /// Each label reads a bounded number of plates and frames whatever the
    /// picture's size (about 76 here), where the old placer read every
    /// plate and frame before it: about 3,000 a spot at 2,000 labels.
    func testEachLabelReadsOnlyWhatIsNearIt() {
        let large = comparisons(labels: 2000)
        XCTAssertLessThan(large.count / 2000, 200, "\(large.count) comparisons for 2,000 labels")
    }
}
