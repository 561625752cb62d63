import Foundation
import XCTest
@testable import trellis

/// The real server on a free loopback port, spoken to over a plain socket:
/// Hummingbird passes method, target and Host through to the site, and
/// `/events` is a Server-Sent Events stream that announces a save.
final class PreviewServerTests: XCTestCase {
    var fixture: PreviewFixture!
    var server: Task<Void, Never>?

    override func setUpWithError() throws { fixture = try PreviewFixture() }
    override func tearDown() {
        server?.cancel()
        fixture.remove()
    }

    final class Port: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int?
        var port: Int? { lock.withLock { value } }
        func set(_ port: Int) { lock.withLock { value = port } }
    }

    func start() throws -> Int {
        let folder = try PreviewFolder(path: fixture.site.path)
        let watcher = FileWatcher(folder: folder)
        watcher.start(interval: 0.05)
        let site = PreviewSite(folder: folder, watcher: watcher)
        let bound = Port()
        server = Task { try? await PreviewServer.run(site: site, host: "127.0.0.1", port: 0) { bound.set($0) } }
        let deadline = Date().addingTimeInterval(20)
        while bound.port == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return try XCTUnwrap(bound.port, "the server never said it was listening")
    }

    func testRequestsGoThroughTheSite() throws {
        let port = try start()
        let files = try LoopbackHTTP(port: port)
        files.send("GET /api/files HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let answer = files.read(until: { $0.contains("\"version\"") })
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
        XCTAssertTrue(answer.lowercased().contains("content-type: application/json"), answer)
        XCTAssertTrue(answer.lowercased().contains("cache-control: no-store"), answer)
        XCTAssertTrue(answer.contains("\"card.yaml\""), answer)

        let sneaky = try LoopbackHTTP(port: port)
        sneaky.send("GET /api/views?file=../secret.yaml HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let refused = sneaky.read(until: { $0.contains("served folder") })
        XCTAssertTrue(refused.hasPrefix("HTTP/1.1 403"), refused)
        XCTAssertFalse(refused.contains(PreviewFixture.secret))

        let rebound = try LoopbackHTTP(port: port)
        rebound.send("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(rebound.read(until: { $0.contains("\r\n\r\n") }).hasPrefix("HTTP/1.1 403"))
    }

    func testASaveIsAnnouncedOnTheEventStream() throws {
        let port = try start()
        let events = try LoopbackHTTP(port: port)
        events.send("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        // The stream is chunked (no length): wait for whole events' text.
        let hello = events.read(until: { $0.contains("data: {\"version\":0}\n\n") })
        XCTAssertTrue(hello.lowercased().contains("content-type: text/event-stream"), hello)
        XCTAssertTrue(hello.contains("data: {\"version\":0}"), hello)
        try PreviewFixture.card.replacingOccurrences(of: "120", with: "160")
            .write(to: fixture.site.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let change = events.read(until: { $0.contains("\"files\":[\"card.yaml\"]}\n\n") }, timeout: 10)
        XCTAssertTrue(change.contains("event: change\ndata: {\"version\":1,\"files\":[\"card.yaml\"]}"), change)
    }
}

/// A blocking TCP client on loopback: just enough HTTP/1.1 for the tests.
final class LoopbackHTTP {
    let fd: Int32
    var received = ""

    init(port: Int) throws {
        #if os(Linux)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else { throw NSError(domain: "LoopbackHTTP", code: Int(errno)) }
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` holds for everything received so far, the peer
    /// closes, or `timeout` seconds pass; returns what was received.
    func read(until done: (String) -> Bool, timeout: Double = 10) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !done(received) && Date() < deadline {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { break }
            if n > 0 { received += String(decoding: buffer[0..<n], as: UTF8.self) }
        }
        return received
    }
}
