import ArgumentParser

/// `trellis bench …`: the project's own benchmarks.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the project's benchmarks.",
        subcommands: [BenchSolver.self, BenchStack.self, BenchLayout.self, BenchDiff.self, BenchPNG.self, BenchVerify.self]
    )
}
