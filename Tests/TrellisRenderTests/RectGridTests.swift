import Foundation
import XCTest
@testable import TrellisRender

/// The label placer's grid (RectGrid.swift) must find every rectangle a
/// full scan would: the pictures may not change for its speed.
final class RectGridTests: XCTestCase {
    /// Random rectangles of every size, some past the grid's cell limit:
    /// each one meeting the query (with the placer's padding) is among
    /// the candidates, which are ascending and distinct.
    func testCandidatesHoldEveryRectangleThatMeetsTheQuery() {
        var rng = GridTestGenerator(seed: 16)
        var rects: [CGRect] = []
        var grid = RectGrid()
        func random(_ scale: Double) -> CGRect {
            CGRect(x: Double.random(in: -200...1200, using: &rng), y: Double.random(in: -200...2000, using: &rng),
                   width: Double.random(in: 0...scale, using: &rng), height: Double.random(in: 0...scale, using: &rng))
        }
        for i in 0..<3000 {
            let r = random(i % 100 == 0 ? 100_000 : 80)
            grid.insert(r, index: rects.count)
            rects.append(r)
        }
        for _ in 0..<500 {
            let q = random(60)
            for padding in [0.0, 1.0, -2.0] {
                let found = grid.candidates(near: q, padding: padding)
                XCTAssertEqual(found, Array(Set(found)).sorted())
                let needed = rects.indices.filter { rects[$0].intersects(q, padding: padding) }
                XCTAssertTrue(Set(needed).isSubset(of: found), "missing \(Set(needed).subtracting(found)) near \(q)")
                XCTAssertEqual(grid.contains(near: q, padding: padding) { rects[$0].intersects(q, padding: padding) }, !needed.isEmpty)
            }
        }
    }

    /// The grid prunes: among 40,000 plates spread over a page, a plate's
    /// spot is asked about the few in its own and the next cells, not all
    /// of them (the placer's cost was plates × plates before it).
    func testAQueryReadsOnlyTheRectanglesNearIt() {
        var grid = RectGrid()
        for i in 0..<40_000 {
            grid.insert(CGRect(x: Double(i % 200) * 5, y: Double(i / 200) * 10, width: 4, height: 8), index: i)
        }
        let near = grid.candidates(near: CGRect(x: 500, y: 1000, width: 30, height: 10), padding: 1)
        XCTAssertFalse(near.isEmpty)
        XCTAssertLessThanOrEqual(near.count, 3 * 3 * 13 * 7, "\(near.count) candidates")
    }

    /// Rectangles that aren't finite, or lie far outside any picture, are
    /// offered to every query; a query that isn't finite gets them all.
    func testRectanglesOutsideTheGridAreAlwaysCandidates() {
        var grid = RectGrid()
        grid.insert(CGRect(x: 0, y: 0, width: 10, height: 10), index: 0)
        grid.insert(CGRect(x: Double.nan, y: 0, width: 10, height: 10), index: 1)
        grid.insert(CGRect(x: 1e300, y: 0, width: 10, height: 10), index: 2)
        grid.insert(CGRect(x: 500, y: 500, width: 10, height: 10), index: 3)
        XCTAssertEqual(grid.candidates(near: CGRect(x: 5, y: 5, width: 1, height: 1), padding: 1), [0, 1, 2])
        XCTAssertEqual(grid.candidates(near: CGRect(x: 0, y: 0, width: Double.infinity, height: 1), padding: 1), [0, 1, 2, 3])
    }

    /// A plate is kept off a view's edge and off earlier plates as before,
    /// among thousands of frames and plates.
    func testThePlacerStillAvoidsEdgesAndPlatesAmongThousands() {
        let frames = (0..<2000).map { CGRect(x: Double($0 % 40) * 10, y: Double($0 / 40) * 16, width: 9, height: 15) }
        var placer = LabelPlacer(bounds: CGRect(x: -20, y: -20, width: 440, height: 840), edges: frames)
        let size = CGSize(width: 6, height: 4)
        for f in frames.prefix(400) {
            let r = placer.place(size: size, candidates: [CGPoint(x: f.minX + 1, y: f.minY + 1), CGPoint(x: f.minX + 1, y: f.minY + 9)])
            if placer.hadCleanSpot {
                XCTAssertFalse(frames.contains { LabelPlacer.crossesEdge($0, r) }, "\(r) straddles an edge")
                XCTAssertFalse(placer.occupied.dropLast().contains { $0.intersects(r, padding: 1) }, "\(r) overlaps a plate")
            }
        }
        XCTAssertEqual(placer.occupied.count, 400)
    }
}

/// SplitMix64: the same numbers on every platform.
struct GridTestGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
