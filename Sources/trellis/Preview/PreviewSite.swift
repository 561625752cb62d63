import Foundation
import TrellisFormat
import TrellisSnapshot

/// Every answer `trellis preview` gives, as a function of the request's
/// method, target (`/api/preview?file=…`) and Host header.
///
/// Why apart from the server: routing, the refusal of paths outside the
/// folder, error answers and the hover JSON are the parts worth testing,
/// and here they are tested without a socket or a browser. The server
/// (``PreviewServer``) only copies requests in and answers out, and turns
/// ``PreviewResponse/Body/events`` into a stream.
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the page (``PreviewPage``) |
/// | `GET /api/files` | the layout files, the one to open first, devices, the watch version |
/// | `GET /api/preview?file=&device=&orientation=&step=&focus=&theme=&scene=` | the SVG and the views' frames and constraints; 422 with the located error for a file that doesn't build |
/// | `GET /api/views?…` | the same without the picture |
/// | `GET /picture.svg?…` | the picture alone |
/// | `GET /events` | Server-Sent Events: `change` with the new version and the files that changed |
struct PreviewSite: Sendable {
    let folder: PreviewFolder
    let watcher: FileWatcher
    /// Host names the page may be asked for under (the bound address,
    /// `localhost`, loopback). Why: a web page elsewhere can make its own
    /// name resolve to 127.0.0.1 (DNS rebinding) and read the answers; its
    /// requests carry its own name in Host, so they are refused.
    let hosts: Set<String>

    init(folder: PreviewFolder, watcher: FileWatcher, host: String = "127.0.0.1") {
        self.folder = folder
        self.watcher = watcher
        hosts = [host.lowercased(), "localhost", "127.0.0.1", "::1"]
    }

    func respond(method: String, target: String, host: String? = nil) -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "method \(method) not allowed: the preview only reads")
        }
        if let host, !hosts.contains(Self.hostName(host)) {
            return .text(403, "refused: Host '\(host)' is not this preview's address")
        }
        guard let components = URLComponents(string: "http://preview" + (target.hasPrefix("/") ? target : "/" + target)) else {
            return .text(400, "malformed request target")
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value ?? "" }
        switch components.path {
        case "/", "/index.html":
            return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: .bytes(Array(PreviewPage.html.utf8)))
        case "/api/files":
            return .json(200, files())
        case "/api/preview":
            return look(query, picture: true)
        case "/api/views":
            return look(query, picture: false)
        case "/picture.svg":
            return picture(query)
        case "/events":
            return PreviewResponse(status: 200, contentType: "text/event-stream", body: .events)
        default:
            return .text(404, "not found: \(components.path)")
        }
    }

    func files() -> SnapshotJSON {
        .object([
            ("folder", .string((folder.root as NSString).lastPathComponent)),
            ("files", .array(folder.layoutFiles().map { .string($0) })),
            ("initial", folder.initialFile.map { .string($0) } ?? .null),
            ("devices", .array(Device.all.map { .string($0.name) })),
            ("version", .number(Double(watcher.latest.version))),
        ])
    }

    /// The file and choices a request names, or the answer refusing them.
    func resolved(_ query: [String: String]) -> Result<(path: String, choices: PreviewChoices), PreviewResponse.Refusal> {
        let choices: PreviewChoices
        do {
            choices = try PreviewChoices(query: query, defaultFile: folder.initialFile)
        } catch {
            return .failure(.init(status: 400, message: error.message))
        }
        do throws(PreviewFolder.Refusal) {
            return .success((try folder.resolve(choices.file), choices))
        } catch {
            switch error {
            case .outside(let name):
                return .failure(.init(status: 403, message: "refused: '\(name)' is not a file inside the served folder"))
            case .notFound(let name):
                return .failure(.init(status: 404, message: "no layout file '\(name)' in the served folder"))
            }
        }
    }

    func look(_ query: [String: String], picture: Bool) -> PreviewResponse {
        switch resolved(query) {
        case .failure(let refusal):
            return .json(refusal.status, .object([("ok", .bool(false)), ("error", LocatedMessage(refusal.message).json)]))
        case .success(let (path, choices)):
            let result = PreviewRender.look(at: path, named: choices.file, choices, picture: picture)
            guard case .object(var fields) = result.info else { return .json(500, result.info) }
            let ok = fields.contains { $0.0 == "ok" && $0.1 == .bool(true) }
            if let svg = result.svg { fields.append(("svg", .string(String(decoding: svg, as: UTF8.self)))) }
            fields.append(("version", .number(Double(watcher.latest.version))))
            return .json(ok ? 200 : 422, .object(fields))
        }
    }

    func picture(_ query: [String: String]) -> PreviewResponse {
        switch resolved(query) {
        case .failure(let refusal):
            return .text(refusal.status, refusal.message)
        case .success(let (path, choices)):
            let result = PreviewRender.look(at: path, named: choices.file, choices, picture: true)
            if let svg = result.svg { return PreviewResponse(status: 200, contentType: "image/svg+xml", body: .bytes(svg)) }
            guard case .object(let fields) = result.info, case .object(let error)? = fields.first(where: { $0.0 == "error" })?.1,
                  case .string(let text)? = error.first(where: { $0.0 == "text" })?.1 else {
                return .text(500, "the picture failed without a message")
            }
            return .text(422, text)
        }
    }

    /// `localhost:8080` → `localhost`; `[::1]:8080` → `::1`.
    static func hostName(_ header: String) -> String {
        var h = header.lowercased()
        if h.hasPrefix("[") {
            h = String(h.dropFirst().prefix { $0 != "]" })
            return h
        }
        if let colon = h.lastIndex(of: ":") { h = String(h[..<colon]) }
        return h
    }
}

/// An answer from ``PreviewSite``: status, type and body, or the marker
/// for the event stream the server keeps open.
struct PreviewResponse: Sendable {
    enum Body: Sendable, Equatable {
        case bytes([UInt8])
        case events
    }

    struct Refusal: Error {
        var status: Int
        var message: String
    }

    var status: Int
    var contentType: String
    var body: Body

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: .bytes(Array((text + "\n").utf8)))
    }

    static func json(_ status: Int, _ value: SnapshotJSON) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "application/json", body: .bytes(Array(value.render(pretty: false).utf8)))
    }

    /// The body as text (tests and logs).
    var text: String {
        if case .bytes(let bytes) = body { return String(decoding: bytes, as: UTF8.self) }
        return ""
    }
}
