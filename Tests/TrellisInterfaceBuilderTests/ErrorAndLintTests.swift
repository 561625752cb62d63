import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

final class ErrorAndLintTests: XCTestCase {
    func parseError(_ text: String) -> FormatError? {
        do { _ = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Bad.storyboard"); return nil } catch { return error }
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController id="VC1" sceneMemberID="viewController">
                            <view key="view" id="R1">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view id="A-1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                                </subviews>
                                <constraints>

        """
    static let footer = """

                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testMalformedXMLIsLocated() {
        let e = parseError("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n</document>\n")
        // Reading stops at the first error (libxml2's recovery would close
        // <scenes> at </document>, each error leaking a string in
        // Foundation): the </document> that finds <scenes> open.
        XCTAssertEqual(e?.line, 4)
        XCTAssertEqual(e?.message, "malformed XML: an end tag here doesn't close <scenes>, opened at line 3", e?.description ?? "")
        let quote = parseError("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes a=\"x>\n</scenes></document>\n")
        XCTAssertLessThanOrEqual(quote?.line ?? 0, 5)
        XCTAssertTrue(quote?.message.hasPrefix("malformed XML") ?? false, quote?.description ?? "")
    }

    func testUnknownItemIsLocatedWithSuggestion() throws {
        let text = Self.header + "                <constraint firstItem=\"A-2\" firstAttribute=\"top\" secondItem=\"R1\" secondAttribute=\"top\" id=\"C1\"/>" + Self.footer
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Bad.storyboard")
        XCTAssertNil(doc.device)
        XCTAssertThrowsError(try doc.imported(doc.scenes[0])) { error in
            let e = error as! FormatError
            XCTAssertEqual(e.line, 13)
            XCTAssertEqual(e.column, 17)
            XCTAssertEqual(e.message, "constraint C1 names unknown object 'A-2'")
            XCTAssertEqual(e.suggestion, "did you mean 'A-1'?")
        }
    }

    /// Session 20: a constraint naming a view of another scene (a copy
    /// and paste between scenes) said "unknown object" alone; the scene
    /// holding the id is named now. An id no scene holds keeps the old words.
    func testAnIdOfAnotherSceneNamesThatScene() throws {
        let one = IBTestDocument.scene("Sc-1", controller: IBTestDocument.viewController("Vc-1", root: "Rv-1", (0, 0, 375, 667),
            subviews: [IBTestDocument.view("Bx-1", (10, 10, 50, 50))],
            constraints: [IBTestDocument.constraint("Bx-1", "top", "Bx-2", "top", id: "Cn-1"),
                          IBTestDocument.constraint("Bx-1", "leading", "Vc-2", "leading", id: "Cn-2")]))
        let two = IBTestDocument.scene("Sc-2", controller: IBTestDocument.viewController("Vc-2", root: "Rv-2", (0, 0, 375, 667),
            subviews: [IBTestDocument.view("Bx-2", (10, 10, 50, 50))]))
        let doc = try InterfaceBuilderFile.parse(Data(IBTestDocument.storyboard(scenes: [one, two]).utf8), file: "two.storyboard")
        XCTAssertThrowsError(try doc.imported(doc.scenes[0])) { error in
            XCTAssertEqual((error as! FormatError).message, "constraint Cn-1 names unknown object 'Bx-2', which is in another scene (Sc-2)")
        }
        XCTAssertTrue(IBImporter.holds(doc.scenes[1], "Vc-2"))
        XCTAssertFalse(IBImporter.holds(doc.scenes[1], "Bx-1"))
    }

    func testBadMultiplierAndMacDocuments() {
        let text = Self.header + "                <constraint firstItem=\"A-1\" firstAttribute=\"width\" secondItem=\"R1\" secondAttribute=\"width\" multiplier=\"x:y\" id=\"C1\"/>" + Self.footer
        XCTAssertEqual(parseError(text)?.message, "can't read multiplier 'x:y' in constraint C1")
        XCTAssertEqual(parseError(text)?.line, 13)
        let mac = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"></document>\n"
        XCTAssertEqual(parseError(mac)?.suggestion, "macOS (Cocoa) documents aren't supported")
    }

    func testAnyAnyCanvasHasATwentyPointTopGuide() throws {
        let text = Self.header + "                <constraint firstItem=\"A-1\" firstAttribute=\"top\" secondItem=\"R1\" secondAttribute=\"topMargin\" id=\"C1\"/>" + Self.footer
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Any.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("canvas: {width: 600, height: 600, scale: 2, safeArea: {top: 20, left: 0, bottom: 0, right: 0}, sizeClasses: {horizontal: regular, vertical: regular}, lateCompressionResistance: true, labelBaselinesFromEdges: true}"), imported.yaml)
        XCTAssertEqual(imported.tolerance, 1)
    }

    /// Xcode 7's Any/Any canvas lays out with 20-point root margins (a
    /// regular width's): five Kodeco tutorial storyboards store views
    /// pinned to the root's leading and trailing margins 20 in. A view
    /// between the margins, 10 high, 20 below the top margin: 20, 40, 560.
    func testAnyAnyCanvasHasTwentyPointMargins() throws {
        let text = Self.header + """
                        <constraint firstItem="A-1" firstAttribute="leading" secondItem="R1" secondAttribute="leadingMargin" id="C1"/>
                        <constraint firstItem="R1" firstAttribute="trailingMargin" secondItem="A-1" secondAttribute="trailing" id="C2"/>
                        <constraint firstItem="A-1" firstAttribute="top" secondItem="R1" secondAttribute="topMargin" constant="20" id="C3"/>
                        <constraint firstItem="A-1" firstAttribute="height" constant="10" id="C4"/>
            """ + Self.footer
        let imported = try importedScene(xml: text, file: "Any.storyboard")
        XCTAssertEqual(try frames(of: imported)["A-1"], "20,40,560,10")
    }

    func testLintFindsMisplacedAmbiguousConflictingAndUnsupported() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Problems.storyboard"))
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        let found = doc.warnings + IBLint.check(imported, layout)
        let lines = found.map { "\($0.position.line):\($0.position.column) \($0.severity.rawValue) \($0.kind): \($0.message)" }
        XCTAssertEqual(lines.sorted(), [
            "11:29 warning misplaced-view: misplaced view 'header' (Mis-aa-004): expected y 88, stored 80 (Xcode marks it misplaced too)",
            "14:29 error ambiguous-layout: missing constraints: ambiguous layout for view 'floating' (Amb-aa-005): x position, height",
            "24:37 error conflicting-constraints: conflicting constraints: Cw1-aa-008 (line 23), Cw2-aa-009 (line 24); breaking Cw2-aa-009",
            "28:29 warning unsupported-element: unsupported element <adBannerView> 'Stk-aa-011' (Stk-aa-011): laid out as a plain view at its stored frame",
        ])
        let github = IBLintFormat.github.render([found.first { $0.kind == "misplaced-view" }!])
        XCTAssertTrue(github.hasPrefix("::warning file=\(Fixtures.path("Problems.storyboard")),line=11,col=29,title=misplaced-view::"), github)
    }

    /// Import is serialisation: the YAML written, read back, lays out to the
    /// same frames as the IB file.
    func testImportRoundTripsToTheSameFrames() throws {
        for file in ["Main.storyboard", "Cell.xib", "Problems.storyboard", "Containers.storyboard",
                     "Controls.xib", "Landscape.xib", "ContainerControllers.storyboard"] {
            let doc = try InterfaceBuilderFile.load(path: Fixtures.path(file))
            for scene in doc.scenes {
                let imported = try doc.imported(scene)
                let a = try LayoutBuilder.build(imported.document)
                let b = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "imported.yaml"))
                // Exact: a multiplier of 1/3 written to ten places moved a
                // frame by 1e-8, which rounding to three places hid.
                XCTAssertEqual(a.views.map { "\($0.id) \($0.view.frame)" }, b.views.map { "\($0.id) \($0.view.frame)" }, file)
            }
        }
    }

    /// GitHub's runner ends a property at `,` or `:` and a command at a
    /// newline: they are escaped (%2C, %3A, %0A) so the annotation keeps
    /// its file and its whole message.
    func testGitHubFormatEscapesPathsAndMessages() {
        let d = IBDiagnostic(file: "Screens, old/Main:v2.storyboard", position: SourcePosition(line: 3, column: 7),
                             severity: .warning, message: "first line\nsecond: 100%", kind: "misplaced-view")
        XCTAssertEqual(IBLintFormat.github.render([d]),
                       "::warning file=Screens%2C old/Main%3Av2.storyboard,line=3,col=7,title=misplaced-view::first line%0Asecond: 100%25")
    }

    /// Session 20's hostile storyboards: a view whose userLabel is one
    /// attribute of 4,000,000 characters, misplaced, made a lint finding
    /// of 4 MB in every format; a constraint naming a missing id as long,
    /// an error as long. Both keep the value's start and end
    /// (MessageText.swift).
    func testLongIdsAndLabelsAreClippedInFindingsAndErrors() throws {
        let long = String(repeating: "u", count: 200_000)
        let misplaced = Self.header.replacingOccurrences(of: #"<view id="A-1">"#, with: #"<view userLabel="\#(long)" id="A-1">"#)
            + #"<constraint firstItem="A-1" firstAttribute="top" secondItem="R1" secondAttribute="top" constant="50" id="C-1"/>"#
            + #"<constraint firstItem="A-1" firstAttribute="leading" secondItem="R1" secondAttribute="leading" id="C-2"/>"#
            + #"<constraint firstItem="A-1" firstAttribute="width" constant="10" id="C-3"/>"#
            + #"<constraint firstItem="A-1" firstAttribute="height" constant="10" id="C-4"/>"# + Self.footer
        let doc = try InterfaceBuilderFile.parse(Data(misplaced.utf8), file: "Long.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        let found = IBLint.check(imported, try LayoutBuilder.build(imported.document))
        let finding = try XCTUnwrap(found.first { $0.kind == "misplaced-view" })
        // Session 21: a label that long names nothing (`IBNames.maxLabelName`),
        // so the finding names the view by its IB id's name.
        XCTAssertTrue(finding.message.hasPrefix("misplaced view 'A_1' (A-1)"), finding.message)
        XCTAssertLessThan(finding.message.count, 1000, finding.message)
        for format in IBLintFormat.allCases {
            XCTAssertLessThan(format.render(found).count, 3000, "\(format)")
        }
        let missing = Self.header + #"<constraint firstItem="\#(long)" firstAttribute="top" secondItem="R1" secondAttribute="top" id="C-1"/>"#
            + Self.footer
        // The missing item is found when the scene is imported.
        let missingDoc = try InterfaceBuilderFile.parse(Data(missing.utf8), file: "Bad.storyboard")
        XCTAssertThrowsError(try missingDoc.imported(missingDoc.scenes[0])) { error in
            let e = error as! FormatError
            XCTAssertLessThan(e.description.count, 3000)
            XCTAssertTrue(e.message.contains("characters left out"), e.description)
            XCTAssertNotNil(e.description.range(of: #"^Bad\.storyboard:\d+:\d+: error: "#, options: .regularExpression), e.description)
        }
    }
}
