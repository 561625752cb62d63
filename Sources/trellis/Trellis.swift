import ArgumentParser
import Foundation
import TrellisFormat

/// The `trellis` command: Auto Layout without a Mac.
///
/// Exit codes: 0 success, 1 a check failed (snapshots, diffs), 2 bad input
/// (a malformed file, an unknown option, a missing file). ArgumentParser's
/// own usage errors (64 by default) are mapped to 2.
@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Auto Layout without a Mac: solve, draw and snapshot-test iOS layouts on Linux.",
        subcommands: [RenderCommand.self, PreviewCommand.self, LayoutCommand.self, ExplainCommand.self, ImportCommand.self, LintCommand.self, DiffCommand.self, SnapshotCommand.self, Bench.self]
    )

    static func main() {
        tuneMalloc()
        do {
            // `trellis diff A B …`, the command CI runs once per picture, skips
            // ArgumentParser when its arguments are plain (DiffOptions.quickParse).
            let arguments = CommandLine.arguments.dropFirst()
            if arguments.first == "diff", let diff = DiffOptions.quickParse(arguments.dropFirst()) {
                try diff.run()
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let error as BadInput {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code == ExitCode.validationFailure || code.rawValue == 64 ? 2 : code.rawValue)
        }
    }
}

/// Bad input: printed as is to standard error, exit code 2.
struct BadInput: Error {
    let message: String
    /// The error the message was made from, when it was a file's: where
    /// it is and what it says, for outputs that aren't text (`lint
    /// --format github` or `json` report an unreadable file as a finding).
    var located: FormatError? = nil

    init(message: String) { self.message = message }

    /// `error`'s description, keeping the error itself.
    init(_ error: FormatError) {
        message = error.description
        located = error
    }
}
