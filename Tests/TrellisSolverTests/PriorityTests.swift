// Lexicographic priorities, the rule Apple documents in the Auto Layout Guide,
// "Anatomy of a Constraint" > "Constraint Priorities": all required constraints
// are satisfied; optional ones are satisfied in priority order, highest first,
// and one that cannot be met is brought as close as possible before lower
// priorities are considered. Hence a miss at priority p outweighs any amount
// of miss at lower priorities; equal priorities trade off by summed error
// (docs/SOLVER-API.md, "Semantics").

import XCTest
import TrellisSolver

final class PriorityTests: XCTestCase {

    // MARK: Required constraints

    /// Auto Layout Guide, Anatomy of a Constraint: required constraints (1000) must all hold.
    func testRequiredEqualitiesChain() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let width = s.makeVariable("width")
        let right = s.makeVariable("right")
        try s.add(Constraint(left, .equal, 20))
        try s.add(Constraint(width, .equal, 100))
        try s.add(Constraint(right, .equal, left + width))
        XCTAssertEqual(s.value(of: left), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 120, accuracy: 1e-9)
    }

    /// Two equations in two unknowns: x + y == 10, x - y == 4 -> x = 7, y = 3.
    func testRequiredLinearSystem() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 10))
        try s.add(Constraint(x - y, .equal, 4))
        XCTAssertEqual(s.value(of: x), 7, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 3, accuracy: 1e-9)
    }

    /// A required inequality holds even against an optional pull: x >= 10, x == 0 @250 -> 10.
    func testRequiredInequalityBeatsOptionalEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// x <= 30 required, x == 100 @750 -> 30.
    func testRequiredUpperBoundBeatsOptional() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 100, priority: .defaultHigh))
        try s.add(Constraint(x, .lessThanOrEqual, 30))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
    }

    /// Required inequalities through a shared variable: a view inside a 320 pt
    /// container with 16 pt insets at least, wanting width 400 @750 -> 288.
    func testRequiredInequalitiesBoundAWideView() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let right = s.makeVariable("right")
        try s.add(Constraint(left, .greaterThanOrEqual, 16))
        try s.add(Constraint(right, .lessThanOrEqual, 320 - 16))
        try s.add(Constraint(right - left, .equal, 400, priority: .defaultHigh))
        try s.add(Constraint(left, .equal, 0, priority: .defaultLow))
        XCTAssertEqual(s.value(of: left), 16, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 304, accuracy: 1e-9)
    }

    // MARK: Strict tiers

    /// Auto Layout Guide, Anatomy of a Constraint: a higher optional priority is
    /// satisfied first. w == 100 @750 vs w == 200 @250 -> 100.
    func testHigherOptionalPriorityWins() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(w, .equal, 200, priority: .defaultLow))
        try s.add(Constraint(w, .equal, 100, priority: .defaultHigh))
        XCTAssertEqual(s.value(of: w), 100, accuracy: 1e-9)
    }

    /// Lexicographic: one miss at 751 outweighs any amount of miss at 750.
    /// x == 0 @751 against 2000 copies of x == 100 @750 -> x = 0.
    func testOneConstraintAt751OutweighsThousandsAt750() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 751))
        for _ in 0..<2000 {
            try s.add(Constraint(x, .equal, 100, priority: .defaultHigh))
        }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Same, with the many lower constraints added first (order must not matter).
    func testThousandsAt750AddedFirstStillLoseTo751() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<2000 {
            try s.add(Constraint(x, .equal, 100, priority: .defaultHigh))
        }
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        try s.add(Constraint(x, .equal, 0, priority: 751))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Fractional priorities are tiers too: 750.5 beats 100 constraints at 750.
    func testFractionalPriorityIsAStrictTier() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<100 {
            try s.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        }
        try s.add(Constraint(x, .equal, -3, priority: 750.5))
        XCTAssertEqual(s.value(of: x), -3, accuracy: 1e-9)
    }

    /// Huge errors at low priority never outweigh a tiny one at a higher priority:
    /// x == 0 @2 vs x == 1e6 @1 -> 0.
    func testLargeLowPriorityErrorDoesNotOutweighHigherPriority() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 1_000_000, priority: 1))
        try s.add(Constraint(x, .equal, 0, priority: 2))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// nucleic/kiwi issue #33 (kiwi's float strengths flip the winner): with
    /// x == 10 @750 and x == 20 @500, x is 10; adding x == 20 @1 must not move it.
    func testKiwiIssue33WeakConstraintDoesNotFlipWinner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        try s.add(Constraint(x, .equal, 20, priority: 500))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.add(Constraint(x, .equal, 20, priority: 1))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        // Many more weak ones do not either.
        for _ in 0..<500 {
            try s.add(Constraint(x, .equal, 20, priority: 1))
        }
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        // Nor many at 500 (a miss at 750 outweighs them).
        for _ in 0..<500 {
            try s.add(Constraint(x, .equal, 20, priority: 500))
        }
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// A lower tier picks among the optima of a higher tier.
    /// x + y == 100 @750 (met exactly); x == 10 @500 and y == 10 @500 cost 80 anywhere
    /// on x in [10, 90]; y == 10 @499 then picks y = 10, x = 90.
    func testLowerTierRefinesOptimalFaceOfHigherTier() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 100, priority: .defaultHigh))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(y, .equal, 10, priority: 500))
        try s.add(Constraint(y, .equal, 10, priority: 499))
        XCTAssertEqual(s.value(of: x), 90, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
    }

    /// Three tiers on one variable: the 750 tier only bounds x (x >= 40), the 500 tier
    /// pulls to 0 (gives 40), the 250 tier never matters.
    func testThreeTiers() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 1000, priority: .defaultLow))
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .greaterThanOrEqual, 40, priority: .defaultHigh))
        XCTAssertEqual(s.value(of: x), 40, accuracy: 1e-9)
    }

    /// 999 tiers at once: x == p @p for every p in 1...999, added in a scrambled
    /// order -> the highest, 999, wins; removing it hands x to 998, then 997.
    func testEveryPriorityLevel() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        var byPriority: [Int: Constraint] = [:]
        // 1...999 in the order p * 389 mod 1000 (389 is coprime to 1000).
        for k in 1...999 {
            let p = (k * 389) % 1000
            let c = Constraint(x, .equal, Double(p), priority: Priority(Double(p)))
            byPriority[p] = c
            try s.add(c)
        }
        XCTAssertEqual(byPriority.count, 999)
        XCTAssertEqual(s.value(of: x), 999, accuracy: 1e-9)
        try s.remove(byPriority[999]!)
        XCTAssertEqual(s.value(of: x), 998, accuracy: 1e-9)
        try s.remove(byPriority[998]!)
        XCTAssertEqual(s.value(of: x), 997, accuracy: 1e-9)
        try s.setPriority(byPriority[1]!, to: 997.5)
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
    }

    /// Nearby priorities are still strict tiers: 500.001 beats 100 copies at 500.
    func testNearbyPrioritiesAreStrictTiers() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<100 { try s.add(Constraint(x, .equal, 1, priority: 500)) }
        try s.add(Constraint(x, .equal, 2, priority: 500.001))
        XCTAssertEqual(s.value(of: x), 2, accuracy: 1e-9)
    }

    // MARK: Equal priorities: summed error

    /// Equal priorities trade off by summed error: x == 0 @500, x == 10 @500 twice
    /// -> x = 10 (cost 10) beats x = 0 (cost 20).
    func testEqualPrioritiesTwoOutvoteOne() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Same with the majority added first.
    func testEqualPrioritiesTwoOutvoteOneAnyOrder() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 0, priority: 500))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Summed error across variables: x + y == 10 required; x == 0 @500, y == 0 @500
    /// twice. Cost |x| + 2|y| with x + y = 10 -> y = 0, x = 10.
    func testSummedErrorAcrossVariables() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 10))
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(y, .equal, 0, priority: 500))
        try s.add(Constraint(y, .equal, 0, priority: 500))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
    }

    /// The error is |lhs - rhs| (docs/SOLVER-API.md): 2x == 0 @500 and x == 10 @500
    /// cost |2x| + |x - 10|: 10 at x = 0, 20 at x = 10 -> x = 0.
    func testErrorIsMeasuredOnTheExpression() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(2 * x, .equal, 0, priority: 500))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Inequalities at equal priority sum too: x >= 10 twice vs x <= 0 once, all @500
    /// -> x = 10 (cost 10) rather than x = 0 (cost 20).
    func testEqualPriorityInequalitiesSumViolations() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 0, priority: 500))
        try s.add(Constraint(x, .greaterThanOrEqual, 10, priority: 500))
        try s.add(Constraint(x, .greaterThanOrEqual, 10, priority: 500))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    // MARK: Optional inequalities

    /// Auto Layout Guide, Anatomy of a Constraint: an optional constraint is satisfied
    /// when possible. x >= 10 @750 with x == 20 @250 -> 20 (both met).
    func testOptionalInequalitySatisfiedWhenPossible() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 10, priority: .defaultHigh))
        try s.add(Constraint(x, .equal, 20, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    /// x >= 10 @750 with x == 0 @250 -> 10 (the inequality is met, the lower one missed by 10).
    func testOptionalInequalityBeatsLowerEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        try s.add(Constraint(x, .greaterThanOrEqual, 10, priority: .defaultHigh))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Auto Layout Guide, Anatomy of a Constraint: one that cannot be met is brought
    /// as close as possible. x <= 50 required, x >= 100 @750, x == 0 @250 -> 50
    /// (violation 50, the least possible; x == 0 cannot pull it lower).
    func testOptionalInequalityMinimallyViolated() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 50))
        try s.add(Constraint(x, .greaterThanOrEqual, 100, priority: .defaultHigh))
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
    }

    /// An optional equality that cannot be met is brought as close as possible:
    /// 0 <= x <= 30 required, x == 45 @750, x == 0 @250 -> 30.
    func testOptionalEqualityBroughtAsCloseAsPossible() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .lessThanOrEqual, 30))
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        try s.add(Constraint(x, .equal, 45, priority: .defaultHigh))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
    }

    // MARK: Content hugging and compression resistance

    /// Auto Layout Guide, Anatomy of a Constraint > Intrinsic Content Size: hugging
    /// is `size <= intrinsic` (default 250), compression resistance `size >= intrinsic`
    /// (default 750); Interface Builder gives labels hugging 251. Two labels of
    /// intrinsic width 100 fill a 300 pt row: the 251 one hugs, the 250 one stretches.
    func testHuggingPriorityDecidesWhichLabelStretches() throws {
        let s = Solver()
        let w1 = s.makeVariable("label1.width")
        let w2 = s.makeVariable("label2.width")
        try s.add(Constraint(w1 + w2, .equal, 300))
        try s.add(Constraint(w1, .lessThanOrEqual, 100, priority: 251))
        try s.add(Constraint(w1, .greaterThanOrEqual, 100, priority: .defaultHigh))
        try s.add(Constraint(w2, .lessThanOrEqual, 100, priority: .defaultLow))
        try s.add(Constraint(w2, .greaterThanOrEqual, 100, priority: .defaultHigh))
        XCTAssertEqual(s.value(of: w1), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w2), 200, accuracy: 1e-9)
    }

    /// In a 150 pt row, compression resistance 751 on label 2 keeps it at 100;
    /// label 1 (750) is compressed to 50.
    func testCompressionResistanceDecidesWhichLabelShrinks() throws {
        let s = Solver()
        let w1 = s.makeVariable("label1.width")
        let w2 = s.makeVariable("label2.width")
        try s.add(Constraint(w1 + w2, .equal, 150))
        try s.add(Constraint(w1, .lessThanOrEqual, 100, priority: 251))
        try s.add(Constraint(w1, .greaterThanOrEqual, 100, priority: .defaultHigh))
        try s.add(Constraint(w2, .lessThanOrEqual, 100, priority: .defaultLow))
        try s.add(Constraint(w2, .greaterThanOrEqual, 100, priority: 751))
        XCTAssertEqual(s.value(of: w1), 50, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w2), 100, accuracy: 1e-9)
    }

    /// Priority constants match UIKit's UILayoutPriority values.
    func testPriorityConstants() {
        XCTAssertEqual(Priority.required.rawValue, 1000)
        XCTAssertEqual(Priority.defaultHigh.rawValue, 750)
        XCTAssertEqual(Priority.defaultLow.rawValue, 250)
        XCTAssertEqual(Priority.fittingSizeLevel.rawValue, 50)
        XCTAssertTrue(Priority.required.isRequired)
        XCTAssertFalse(Priority(999.5).isRequired)
        XCTAssertTrue(Priority(0.001).isValid)
        XCTAssertTrue(Priority(1000).isValid)
        XCTAssertFalse(Priority(0).isValid)
        XCTAssertFalse(Priority(1000.5).isValid)
        XCTAssertFalse(Priority(.nan).isValid)
        XCTAssertLessThan(Priority.defaultLow, Priority.defaultHigh)
    }

    /// A constraint made without a priority is required, like NSLayoutConstraint.
    func testDefaultPriorityIsRequired() {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 1)
        XCTAssertEqual(c.priority, .required)
    }
}
