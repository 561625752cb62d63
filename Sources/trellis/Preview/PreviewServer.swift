import Foundation
import Hummingbird
import TrellisSnapshot

/// The HTTP side of `trellis preview`: Hummingbird answers each request
/// with ``PreviewSite``'s answer, and keeps `/events` open as a stream of
/// Server-Sent Events fed by the ``FileWatcher``.
///
/// Why a responder of its own rather than Hummingbird's router: the site
/// routes already (so it can be tested without a server), and one
/// responder keeps every request, unknown paths included, on that one
/// path through the folder checks.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let site: PreviewSite
    /// How often an idle event stream sends a comment, so proxies and the
    /// browser keep it open and a closed page is noticed.
    var keepAlive = 15.0

    /// Builds and draws off Swift's shared threads (there are as many as
    /// cores, and a render holds one for a while): one at a time, on a queue
    /// of their own, so event streams keep flowing during a render.
    private static let work = DispatchQueue(label: "trellis.preview.render")

    func respond(to request: Request, context: Context) async throws -> Response {
        let host = request.head.authority   // HTTP/1's Host header
        let method = request.method.rawValue
        let target = request.uri.string
        let site = self.site
        let answer: PreviewResponse = await withCheckedContinuation { done in
            Self.work.async { done.resume(returning: site.respond(method: method, target: target, host: host)) }
        }
        var headers = HTTPFields()
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        let status = HTTPResponse.Status(code: answer.status)
        switch answer.body {
        case .bytes(let bytes):
            let body = method == "HEAD" ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
            headers[.contentLength] = String(bytes.count)
            return Response(status: status, headers: headers, body: body)
        case .events:
            let watcher = site.watcher
            let keepAlive = self.keepAlive
            return Response(status: status, headers: headers, body: ResponseBody { writer in
                var version = watcher.latest.version
                // The current version first: a page that reconnects after
                // missing changes sees the number moved and looks again.
                try await writer.write(ByteBuffer(string: Self.event("hello", .object([("version", .number(Double(version)))]))))
                while !Task.isCancelled {
                    if let change = await watcher.change(after: version, timeout: keepAlive) {
                        version = change.version
                        try await writer.write(ByteBuffer(string: Self.event("change", .object([
                            ("version", .number(Double(change.version))),
                            ("files", .array(change.files.map { .string($0) })),
                        ]))))
                    } else {
                        try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                    }
                }
                try await writer.finish(nil)
            })
        }
    }

    static func event(_ name: String, _ data: SnapshotJSON) -> String {
        "event: \(name)\ndata: \(data.render(pretty: false))\n\n"
    }
}

enum PreviewServer {
    /// Serves until the process is stopped; `ready` gets the bound port
    /// (the one asked for, or the system's pick for port 0).
    static func run(site: PreviewSite, host: String, port: Int, ready: @escaping @Sendable (Int) -> Void) async throws {
        // Hummingbird logs "Server started and listening on …" (and more)
        // to standard error at `info`, repeating the address line the
        // command prints itself. Its logger reads LOG_LEVEL: quiet it to
        // warnings unless the person asked for a level (LOG_LEVEL=debug
        // still shows everything).
        if ProcessInfo.processInfo.environment["LOG_LEVEL"] == nil { setenv("LOG_LEVEL", "warning", 1) }
        let app = Application(
            responder: PreviewResponder(site: site),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "trellis-preview"),
            onServerRunning: { channel in ready(channel.localAddress?.port ?? port) })
        // Without a service group's signal handling: Ctrl-C ends the
        // process at once, open event streams and all.
        try await app.run()
    }
}
