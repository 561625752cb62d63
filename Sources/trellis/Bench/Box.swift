import TrellisSolver

/// A view's four variables, as WORKLOADS.md defines them:
/// `right = left + width`, `bottom = top + height`.
struct Box {
    let left, top, width, height: Variable

    init(_ solver: Solver) {
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var variables: [Variable] { [left, top, width, height] }
}
