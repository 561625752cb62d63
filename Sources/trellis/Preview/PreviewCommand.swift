import ArgumentParser
import Foundation
import TrellisRender

/// `trellis preview FILE|DIR [--port N] [--host 127.0.0.1]`: a live page of
/// a layout that redraws when the file is saved.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of layout files on localhost, redrawn on every save.",
        discussion: """
            Open the printed address in a browser: pick the file, device, orientation, step and \
            focused views; hover a view for its frame and constraints. Only the named folder (or \
            the named file's folder) is served. Port 0 picks a free port; the address is printed \
            on the first line once the server listens.
            """)

    @Argument(help: "A layout file (.yaml, .yml, .json, .xib, .storyboard) or a folder of them.")
    var path: String

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8765

    @Option(help: "The address to listen on. The default keeps the preview on this machine.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, not \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
    }

    func run() throws {
        let folder = try PreviewFolder(path: path)
        do { try Fonts.configure() } catch { throw BadInput(message: "error: \(error)") }
        let watcher = FileWatcher(folder: folder)
        watcher.start()
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Self.say(to: .standardError, "warning: listening on \(host): anyone who can reach it can read the layouts in \(folder.root)")
        }
        let site = PreviewSite(folder: folder, watcher: watcher, host: host)
        let outcome = Outcome()
        let host = self.host, port = self.port
        Task {
            do {
                try await PreviewServer.run(site: site, host: host, port: port) { bound in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    Self.say(to: .standardOutput, "trellis preview: serving \(folder.root) at http://\(shown):\(bound)/ (Ctrl-C to stop)")
                }
            } catch {
                outcome.fail(error)
            }
            outcome.done.signal()
        }
        outcome.done.wait()
        if let error = outcome.error {
            throw BadInput(message: "error: could not serve on \(host):\(port): \(error)")
        }
    }

    /// Written straight to the file descriptor: standard output is a pipe
    /// under a script, and the address line must arrive while the server runs.
    static func say(to handle: FileHandle, _ line: String) {
        handle.write(Data((line + "\n").utf8))
    }

    /// The server task's end, handed back to the blocked command.
    final class Outcome: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var failure: (any Error)?
        var error: (any Error)? { lock.withLock { failure } }
        func fail(_ error: any Error) { lock.withLock { failure = error } }
    }
}
