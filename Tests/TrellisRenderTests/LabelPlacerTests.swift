import Foundation
import XCTest
@testable import TrellisRender

/// The placer's fallbacks, on plain rectangles.
final class LabelPlacerTests: XCTestCase {
    let box = CGSize(width: 40, height: 10)

    /// With every candidate taken, the plate still lands inside the
    /// bounds (slid in from a candidate that stuck out), never cut.
    func testNeverLeavesTheBounds() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        placer.reserve(CGRect(x: 0, y: 0, width: 100, height: 100))
        let r = placer.place(size: box, candidates: [CGPoint(x: 90, y: 50)])
        XCTAssertEqual(r, CGRect(x: 60, y: 50, width: 40, height: 10))
        XCTAssertFalse(placer.hadCleanSpot)
    }

    /// A free candidate that sticks out loses to a free one inside.
    func testPrefersAFreeSpotInsideTheBounds() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
                                 edges: [CGRect(x: 0, y: 0, width: 30, height: 100)])
        // The only clean candidate is out of bounds; the second is free but
        // straddles the edge at x = 30.
        let r = placer.place(size: box, candidates: [CGPoint(x: 80, y: 0), CGPoint(x: 10, y: 0)])
        XCTAssertEqual(r.origin, CGPoint(x: 10, y: 0))
    }

    /// Steps away from the first choice stay against the owner: the spot
    /// two plates up (in the view above) is not taken for its name.
    func testStepsStayAgainstTheOwner() {
        let owner = CGRect(x: 0, y: 40, width: 100, height: 20)
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        placer.reserve(CGRect(x: 0, y: 28, width: 100, height: 12))   // the first choice, above
        placer.reserve(CGRect(x: 0, y: 40, width: 100, height: 20))   // the view's own text
        let r = placer.place(size: box, candidates: [CGPoint(x: 0, y: 29)], owner: owner)
        XCTAssertLessThanOrEqual(r.distance(to: owner), LabelPlacer.ownerReach, "\(r)")
        var free = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        free.reserve(CGRect(x: 0, y: 28, width: 100, height: 12))
        free.reserve(CGRect(x: 0, y: 40, width: 100, height: 20))
        let away = free.place(size: box, candidates: [CGPoint(x: 0, y: 29)])
        XCTAssertGreaterThan(away.distance(to: owner), LabelPlacer.ownerReach, "without an owner a step may leave: \(away)")
    }

    /// Nothing free: the spot covering least wins, not the first choice.
    func testWithNothingFreeTheLeastCoveredSpotWins() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        placer.reserve(CGRect(x: 0, y: 0, width: 100, height: 100))     // a word under the first choice
        placer.reserve(CGRect(x: 100, y: 0, width: 100, height: 45))    // most of the second
        let r = placer.place(size: box, candidates: [CGPoint(x: 10, y: 50), CGPoint(x: 140, y: 40)])
        XCTAssertEqual(r.origin, CGPoint(x: 140, y: 40), "the second covers 6 × 40, the first all 400")
        XCTAssertFalse(placer.hadCleanSpot)
    }

    func testClampedIntoBounds() {
        let placer = LabelPlacer(bounds: CGRect(x: -10, y: -10, width: 120, height: 120))
        XCTAssertEqual(placer.clampedIntoBounds(CGRect(x: -30, y: 105, width: 40, height: 10)),
                       CGRect(x: -10, y: 100, width: 40, height: 10))
        XCTAssertEqual(placer.clampedIntoBounds(CGRect(x: 5, y: 5, width: 40, height: 10)),
                       CGRect(x: 5, y: 5, width: 40, height: 10))
    }

    /// The tags' spots for a table row: corners first, then along the
    /// inside of the top edge before leaving the row.
    func testRowNamesSlideAlongTheTopEdgeBeforeLeaving() {
        let row = CGRect(x: 0, y: 100, width: 375, height: 64)
        let c = FrameLayer.tagCandidates(row, box: box, isLabel: false)
        XCTAssertEqual(c[0], CGPoint(x: 1.5, y: 101.5))
        let firstOutside = c.firstIndex { !encloses(row, CGRect(origin: $0, size: box)) }!
        XCTAssertGreaterThan(firstOutside, 10)
        XCTAssertTrue(c[3..<firstOutside].contains { $0.y == 101.5 && $0.x > 100 && $0.x < 250 })
        // A label: outside first, 1.5 pt off its frame.
        let label = CGRect(x: 300, y: 120, width: 40, height: 15)
        XCTAssertEqual(FrameLayer.tagCandidates(label, box: box, isLabel: true)[0], CGPoint(x: 300, y: 108.5))
    }
}

/// Whether `inner` lies wholly inside `outer` (edges included).
func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
}
