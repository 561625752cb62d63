import XCTest
import TrellisSolver

/// The example in README.md, so the README can't drift from the code.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeExample() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), width = solver.makeVariable("width")
        try solver.add(Constraint(x, .equal, 16))
        try solver.add(Constraint(width, .equal, 44, priority: .defaultHigh))
        let spacing = Constraint(x + width, .lessThanOrEqual, 320)
        try solver.add(spacing)
        XCTAssertEqual(solver.value(of: width), 44, accuracy: 1e-9)
        try solver.setConstant(spacing, to: 50)
        XCTAssertEqual(solver.value(of: width), 34, accuracy: 1e-9)
        XCTAssertFalse(solver.isAmbiguous(width))
    }
}
