import XCTest
@testable import TrellisSolver

final class SmokeTests: XCTestCase {
    func testBasic() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, y + 8))
        try s.add(Constraint(y, .greaterThanOrEqual, 10))
        try s.add(Constraint(x, .equal, 100, priority: 250))
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 92, accuracy: 1e-9)
        let c = Constraint(x, .lessThanOrEqual, 50, priority: 751)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        try s.setConstant(c, to: 20)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 12, accuracy: 1e-9)
        try s.setConstant(c, to: 10)
        XCTAssertEqual(s.value(of: x), 18, accuracy: 1e-9)
        try s.remove(c)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        let bad = Constraint(y, .lessThanOrEqual, 5)
        XCTAssertThrowsError(try s.add(bad)) { e in
            guard case SolverError.unsatisfiable(let set) = e else { return XCTFail("\(e)") }
            XCTAssertEqual(set.count, 2)
            print(e)
        }
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 300)
        XCTAssertEqual(s.value(of: x), 300, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 292, accuracy: 1e-9)
    }
}

final class SmokeAmbiguityTests: XCTestCase {
    func testAmbiguity() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        XCTAssertTrue(s.isAmbiguous(x))
        try s.add(Constraint(x + y, .equal, 10))
        XCTAssertTrue(s.isAmbiguous(x))
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .lessThanOrEqual, 0))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
        let z = s.makeVariable("z")
        try s.add(Constraint(z, .equal, 0, priority: 500))
        try s.add(Constraint(z, .equal, 10, priority: 500))
        XCTAssertTrue(s.isAmbiguous(z))
        try s.add(Constraint(z, .equal, 3, priority: 1))
        XCTAssertFalse(s.isAmbiguous(z))
        XCTAssertEqual(s.value(of: z), 3, accuracy: 1e-9)
    }
}
