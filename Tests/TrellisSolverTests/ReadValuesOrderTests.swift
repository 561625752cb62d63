// `readValues(of:into:)` keeps values densely in variable creation order and
// streams them while the variables come in that order (Solver.swift,
// docs/PERFORMANCE.md issue 14). Not an Apple behaviour: Trellis's own
// contract, that the batch read gives, for any list of variables in any
// order, exactly what `value(of:)` gives for each (NaN for another
// solver's variable).

import XCTest
@testable import TrellisSolver

final class ReadValuesOrderTests: XCTestCase {

    /// A chain of `n` variables, each 10 after the previous, the first at 5.
    func makeChain(_ n: Int) throws -> (Solver, [Variable]) {
        let s = Solver()
        var vs: [Variable] = []
        for i in 0..<n {
            let v = s.makeVariable("v\(i)")
            if let last = vs.last {
                try s.add(Constraint(v, .equal, last + 10))
            } else {
                try s.add(Constraint(v, .equal, 5))
            }
            vs.append(v)
        }
        return (s, vs)
    }

    func read(_ s: Solver, _ vs: [Variable]) -> [Double] {
        var out: [Double] = []
        s.readValues(of: vs, into: &out)
        return out
    }

    func testAnyOrderSubsetAndRepeatsMatchValueOf() throws {
        let (s, vs) = try makeChain(40)
        let other = Solver().makeVariable("foreign")
        var g = SeededGenerator(seed: 14)
        let lists: [[Variable]] = [
            vs,
            vs.reversed(),
            Array(vs[7..<23]),
            vs.enumerated().filter { $0.offset % 3 != 1 }.map(\.element),
            [vs[3], vs[3], vs[4], vs[0], vs[1], vs[2], vs[39]],
            Array(vs[0..<10]) + [other] + Array(vs[10..<40]),
            (0..<60).map { _ in vs[g.int(in: 0...39)] },
        ]
        for list in lists {
            let expected = list.map { s.value(of: $0) }
            let got = read(s, list)
            XCTAssertEqual(got.count, list.count)
            for (e, v) in zip(expected, got) {
                XCTAssertEqual(e.bitPattern, v.bitPattern)
            }
        }
        XCTAssertEqual(read(s, vs), (0..<40).map { 5 + 10 * Double($0) })
        XCTAssertTrue(read(s, [other])[0].isNaN)
    }

    /// A variable made after the last read, and one no constraint mentions,
    /// read in creation order among the others.
    func testVariablesMadeLaterAndUnconstrained() throws {
        var (s, vs) = try makeChain(5)
        XCTAssertEqual(read(s, vs), [5, 15, 25, 35, 45])
        let free = s.makeVariable("free")
        let late = s.makeVariable("late")
        try s.add(Constraint(late, .equal, vs[4] + 1))
        vs += [free, late]
        XCTAssertEqual(read(s, vs), [5, 15, 25, 35, 45, 0, 46])
        XCTAssertEqual(read(s, [late, free, vs[0]]), [46, 0, 5])
    }
}
