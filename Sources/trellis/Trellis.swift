import ArgumentParser

/// The `trellis` command: Auto Layout without a Mac.
@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Auto Layout without a Mac: solve, draw and snapshot-test iOS layouts on Linux.",
        subcommands: [Bench.self]
    )
}
