// Priority.hint (0): a tier below every Auto Layout priority (all > 0) that
// decides only what the real tiers leave open, and that isAmbiguous doesn't
// count (Trellis's rule for Interface Builder's canvas frames; not Apple API,
// docs/SOLVER-API.md).

import XCTest
import TrellisSolver

final class HintPriorityTests: XCTestCase {

    func testHintPlacesAFreeVariableWhichStaysAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addHint(Constraint(x, .equal, 7, priority: .hint))
        XCTAssertEqual(s.value(of: x), 7, accuracy: 1e-9)
        XCTAssertTrue(s.isAmbiguous(x))
    }

    /// Required and optional constraints win over a hint however small
    /// their priority: the hint is a strict tier below priority 1.
    func testEveryRealPriorityWinsOverAHint() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 3))
        try s.addHint(Constraint(x, .equal, 7, priority: .hint))
        try s.add(Constraint(y, .greaterThanOrEqual, 10, priority: 1))
        try s.addHint(Constraint(y, .equal, 2, priority: .hint))
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
        XCTAssertFalse(s.isAmbiguous(x))
        // Every y ≥ 10 meets the priority-1 inequality: y is ambiguous, and
        // the hint takes the one nearest 2.
        XCTAssertTrue(s.isAmbiguous(y))
    }

    /// Within the face the real tiers leave (x + w == 100, both free), the
    /// hints pick the point; the variables are still ambiguous.
    func testHintsChooseWithinTheOptimalFace() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        try s.add(Constraint(x + w, .equal, 100))
        try s.addHint(Constraint(x, .equal, 30, priority: .hint))
        try s.addHint(Constraint(w, .equal, 70, priority: .hint))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w), 70, accuracy: 1e-9)
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertTrue(s.isAmbiguous(w))
        // Removing the hints leaves the ambiguity as it was.
        let h = Constraint(x, .equal, 10, priority: .hint)
        try s.addHint(h)
        try s.remove(h)
        XCTAssertTrue(s.isAmbiguous(x))
    }

    /// Hints come in through `addHint` only: `add` refuses priority 0 (as
    /// before), `addHint` any other priority, and a priority change stays
    /// within Auto Layout's range.
    func testHintsOnlyThroughAddHint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertThrowsError(try s.add(Constraint(x, .equal, 1, priority: .hint)))
        XCTAssertThrowsError(try s.addHint(Constraint(x, .equal, 1, priority: .defaultLow)))
        let c = Constraint(x, .equal, 1, priority: .defaultLow)
        try s.add(c)
        XCTAssertThrowsError(try s.setPriority(c, to: .hint))
        XCTAssertFalse(Priority.hint.isValid)
        XCTAssertTrue(Priority.hint.isHint)
    }
}
