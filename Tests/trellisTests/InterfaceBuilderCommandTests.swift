import Foundation
import XCTest

/// `trellis import|lint|layout|render` on Interface Builder files, as a
/// user runs them: exit codes, located messages, import → layout agreeing.
final class InterfaceBuilderCommandTests: XCTestCase {
    static let fixtures = CommandLineTests.packageRoot.appendingPathComponent("Tests/TrellisInterfaceBuilderTests/Fixtures")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Runs the binary built beside the test runner.
    func run(_ arguments: [String]) throws -> CommandLineTests.Run { try Self.run(arguments) }

    /// Runs the binary built beside the test runner (shared with other IB command tests).
    static func run(_ arguments: [String]) throws -> CommandLineTests.Run {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("the trellis binary isn't built next to the tests (\(binary.path))")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    func testLintExitsOneOnErrorsAndSpeaksGitHub() throws {
        let r = try run(["lint", "--format", "github", Self.fixture("Problems.storyboard")])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("::warning file=\(Self.fixture("Problems.storyboard")),line=11,col=29,title=misplaced-view::misplaced view 'header' (Mis-aa-004): expected y 88, stored 80"), r.stdout)
        XCTAssertTrue(r.stdout.contains("::error file="), r.stdout)
        let clean = try run(["lint", Self.fixture("Main.storyboard"), Self.fixture("Cell.xib")])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "")
    }

    /// The text format is a compiler's (`file:line:col: severity: message`),
    /// in the file's order; JSON carries the same findings with their kinds.
    func testLintTextAndJSONFormats() throws {
        let file = Self.fixture("Problems.storyboard")
        let text = try run(["lint", file])
        XCTAssertEqual(text.status, 1, text.stderr)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.replacingOccurrences(of: file, with: "P") }, [
            "P:11:29: warning: misplaced view 'header' (Mis-aa-004): expected y 88, stored 80 (Xcode marks it misplaced too)",
            "P:14:29: error: missing constraints: ambiguous layout for view 'floating' (Amb-aa-005): x position, height",
            "P:24:37: error: conflicting constraints: Cw1-aa-008 (line 23), Cw2-aa-009 (line 24); breaking Cw2-aa-009",
            "P:28:29: warning: unsupported element <adBannerView> 'Stk-aa-011' (Stk-aa-011): laid out as a plain view at its stored frame",
        ])
        let json = try run(["lint", "--format", "json", file])
        XCTAssertEqual(json.status, 1, json.stderr)
        let found = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(found.map { $0["kind"] as? String }, ["misplaced-view", "ambiguous-layout", "conflicting-constraints", "unsupported-element"])
        XCTAssertEqual(found.map { $0["line"] as? Int }, [11, 14, 24, 28])
        XCTAssertEqual(found.map { $0["severity"] as? String }, ["warning", "error", "error", "warning"])
    }

    /// A file lint can't read (here a macOS document, as real repositories
    /// with a Mac target hold beside their iOS files) is reported located
    /// on standard error and the other files are still checked: their
    /// findings print, and the exit code is 2 (bad input wins over 1).
    /// With --format json or github it is also a finding (session 19: it
    /// was plain text only, which a workflow doesn't place on the file).
    func testLintChecksTheOtherFilesPastAnUnreadableOne() throws {
        let mac = FileManager.default.temporaryDirectory.appendingPathComponent("lint-mac-\(UUID().uuidString).xib").path
        defer { try? FileManager.default.removeItem(atPath: mac) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17701" targetRuntime="MacOSX.Cocoa">
                <objects/>
            </document>
            """.write(toFile: mac, atomically: true, encoding: .utf8)
        let problems = Self.fixture("Problems.storyboard")
        let r = try run(["lint", mac, problems])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("\(mac):2:1: error: not an iOS Interface Builder document"), r.stderr)
        XCTAssertTrue(r.stdout.contains("\(problems):11:29: warning: misplaced view 'header'"), r.stdout)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 4, r.stdout)
        // JSON and GitHub: the unreadable file is a finding too, at its
        // place, after the findings of the files before it.
        let json = try run(["lint", "--format", "json", problems, mac])
        XCTAssertEqual(json.status, 2, json.stderr)
        XCTAssertTrue(json.stderr.hasPrefix("\(mac):2:1: error: not an iOS Interface Builder document"), json.stderr)
        let found = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(found.count, 5)
        XCTAssertEqual(found.last?["kind"] as? String, "unreadable-file")
        XCTAssertEqual(found.last?["file"] as? String, mac)
        XCTAssertEqual(found.last?["line"] as? Int, 2)
        XCTAssertEqual(found.last?["column"] as? Int, 1)
        XCTAssertEqual(found.last?["severity"] as? String, "error")
        XCTAssertTrue((found.last?["message"] as? String ?? "").hasPrefix("not an iOS Interface Builder document"), "\(found.last!)")
        let github = try run(["lint", "--format", "github", mac, problems])
        XCTAssertEqual(github.status, 2, github.stderr)
        let lines = github.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, github.stdout)
        XCTAssertTrue(lines[0].hasPrefix("::error file=\(mac),line=2,col=1,title=unreadable-file::not an iOS Interface Builder document"),
                      String(lines[0]))
        // A file that isn't an IB file at all has no place: the file alone.
        let notIB = try run(["lint", "--format", "github", "notes.txt"])
        XCTAssertEqual(notIB.status, 2, notIB.stderr)
        XCTAssertEqual(notIB.stdout, "::error file=notes.txt,title=unreadable-file::not an Interface Builder file; expected: a .xib or .storyboard file\n")
        XCTAssertEqual(notIB.stderr, "notes.txt: error: not an Interface Builder file\n  expected: a .xib or .storyboard file\n")
    }

    func testImportThenLayoutGivesTheSameFrames() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ib-import-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let imported = try run(["import", Self.fixture("Main.storyboard"), "--scene", "Greeting", "-o", out])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let a = try run(["layout", Self.fixture("Main.storyboard"), "--scene", "Greeting"])
        let b = try run(["layout", out])
        XCTAssertEqual(a.status, 0, a.stderr)
        XCTAssertEqual(a.stdout, b.stdout)
        XCTAssertTrue(a.stdout.contains("titleLabel      (20, 67, 42, 20.333)"), a.stdout)
    }

    /// `--scene all` writes into the folder `-o` names, one `NAME-SCENE.yaml`
    /// per scene, also for a document with a single scene (a xib with one
    /// top-level view), so a script's paths don't depend on the count.
    func testImportAllScenesWritesAFolderEvenForOneScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-import-all-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = try run(["import", Self.fixture("Cell.xib"), "--scene", "all", "-o", dir])
        XCTAssertEqual(one.status, 0, one.stderr)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir, isDirectory: &isFolder) && isFolder.boolValue, one.stdout)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(written.count, 1, "\(written)")
        XCTAssertTrue(written.allSatisfy { $0.hasPrefix("Cell-") && $0.hasSuffix(".yaml") }, "\(written)")
        let laidOut = try run(["layout", (dir as NSString).appendingPathComponent(written[0])])
        XCTAssertEqual(laidOut.status, 0, laidOut.stderr)
    }

    func testLayoutJSONListsIBIdsAndUnknownScenesAreBadInput() throws {
        let r = try run(["layout", "--json", Self.fixture("Cell.xib")])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(#""id": "Nam-aa-002", "name": "nameLabel", "class": "UILabel", "element": "label", "accessibilityIdentifier": "badge.name", "frame": {"x": 96, "y": 29.5, "width": 104, "height": 21}"#), r.stdout)
        let bad = try run(["layout", Self.fixture("Main.storyboard"), "--scene", "Greting"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("no scene 'Greting'") && bad.stderr.contains("did you mean 'Greeting'?"), bad.stderr)
    }

    /// A storyboard whose only scene is a tab bar controller (Pocket Casts'
    /// Main.storyboard has that shape) is bad input located at `<scenes>`.
    func testAStoryboardWithoutAControllerViewIsLocatedBadInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).storyboard").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13196" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Tab-sc-001">
                        <objects>
                            <tabBarController id="Tab-tb-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try run(["layout", path, "--scene", "all", "--json"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(path):4:5: error: no scenes with a view to lay out: expected a view controller"), r.stderr)
    }
}
