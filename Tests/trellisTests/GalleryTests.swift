import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import trellis

/// The gallery in `Snapshots/`: every file loads, builds, plays its steps and
/// validates against the schema, and the important frames are the ones
/// worked out by hand from the constraints below.
///
/// Text is measured by the default `FixedAdvanceTextMeasurer`: a character is
/// 0.5 × the point size wide, a line 1.2 × the point size tall, the first
/// baseline 0.95 × the point size below the top. Frames are in the
/// superview's coordinates; edges round to device pixels (@2x: halves,
/// @3x: thirds, halves up).
///
/// Devices (portrait): iphone-se 375 × 667 @2x, safe area top 20;
/// iphone-15 393 × 852 @3x, 59 / 34; iphone-15-pro-max 430 × 932 @3x, 59 / 34
/// (landscape: left/right 59, bottom 21, regular width); ipad-11 834 × 1194
/// @2x, 24 / 20. Root margins: 16 leading/trailing in a compact width, 20 in
/// a regular one, measured from the safe area; top/bottom 0.
final class GalleryTests: XCTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let repository = snapshots.deletingLastPathComponent()

    /// Every file this test checks by hand; the gallery has no others.
    static let checkedFiles: Set<String> = [
        "listing-13-1-anchors.yaml", "listing-13-2-item-attribute.yaml", "listing-13-3-vfl.yaml",
        "margins-and-guides.yaml", "safe-area-notch.yaml", "size-class.yaml",
        "steps-activate-deactivate.yaml", "steps-constant.yaml", "steps-priority.yaml", "steps-remove-view.yaml",
        "batch.yaml", "conflict.yaml", "ambiguity.yaml", "rtl.yaml", "wrapping-labels.yaml",
        "cookbook-equal-width-buttons.yaml", "cookbook-form.json", "cookbook-complex-widths.yaml",
        "controls.yaml", "appearance-dark.yaml",
        "table-chat-feed.yaml", "table-settings-grouped.yaml", "table-broken-chain.yaml",
        "stack-cookbook-simple.yaml", "stack-cookbook-nested-form.yaml", "stack-cookbook-dynamic.yaml",
        "stack-distribution-fill.yaml", "stack-distribution-fill-equally.yaml",
        "stack-distribution-fill-proportionally.yaml", "stack-distribution-equal-spacing.yaml",
        "stack-distribution-equal-centering.yaml",
        "stack-alignment-fill.yaml", "stack-alignment-top.yaml", "stack-alignment-center.yaml",
        "stack-alignment-bottom.yaml", "stack-alignment-first-baseline.yaml", "stack-alignment-last-baseline.yaml",
        "stack-vertical-alignment-leading.yaml", "stack-vertical-alignment-trailing.yaml",
        "scroll-article-guides.yaml", "scroll-article-direct.yaml", "scroll-form-keyboard.yaml",
        "scroll-floating-button.yaml",
    ]

    // MARK: Helpers

    static func galleryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: snapshots.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
    }

    func build(_ name: String, step: Int = 0) throws -> BuiltLayout {
        let document = try LayoutFile.load(path: Self.snapshots.appendingPathComponent(name).path)
        let layout = try LayoutBuilder.build(document)
        try layout.apply(throughStep: step)
        return layout
    }

    func assertFrame(_ layout: BuiltLayout, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                     _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let view = layout.view(id) else { return XCTFail("no view \(id)", file: file, line: line) }
        assertRect(view.frame, x, y, width, height, "\(id) \(message)", file: file, line: line)
    }

    func assertRect(_ r: CGRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                    _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let ok = abs(r.minX - x) < 1e-3 && abs(r.minY - y) < 1e-3
            && abs(r.width - width) < 1e-3 && abs(r.height - height) < 1e-3
        XCTAssert(ok, "\(message): got \(r), expected (\(x), \(y), \(width), \(height))", file: file, line: line)
    }

    func assertNoIssues(_ layout: BuiltLayout, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(layout.window.diagnostics.brokenConstraints.count, 0, "broken constraints", file: file, line: line)
        for (id, view) in layout.views where view.window != nil {
            XCTAssertEqual(view.ambiguousAttributes, [], "\(id) is ambiguous", file: file, line: line)
        }
    }

    // MARK: The gallery as a whole

    func testEveryFileLoadsBuildsAndPlaysItsSteps() throws {
        let files = try Self.galleryFiles()
        XCTAssertGreaterThanOrEqual(files.count, 16)
        XCTAssertEqual(Set(files), Self.checkedFiles, "every gallery file has hand-computed frames here")
        for name in files {
            let layout = try build(name)
            try layout.apply(throughStep: layout.stepCount)
            XCTAssertEqual(layout.appliedSteps, layout.stepCount, name)
        }
    }

    func testEveryYAMLFileOpensWithAComment() throws {
        for name in try Self.galleryFiles() where !name.hasSuffix(".json") {
            let text = try String(contentsOf: Self.snapshots.appendingPathComponent(name), encoding: .utf8)
            let comments = text.split(separator: "\n").prefix { $0.hasPrefix("#") }
            XCTAssertGreaterThanOrEqual(comments.count, 3, "\(name) should open with comments saying what it shows")
        }
    }

    func testEveryFileValidatesAgainstTheSchema() throws {
        guard run(["python3", "-c", "import jsonschema, yaml"]).status == 0 else {
            throw XCTSkip("python3 with jsonschema and PyYAML is needed to validate against the schema")
        }
        let files = try Self.galleryFiles().map { "Snapshots/" + $0 }
        let result = run(["python3", "scripts/validate-schema"] + files)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = Self.repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    // MARK: Apple's listings 13-1, 13-2, 13-3

    func testListingsGiveTheSameFrame() throws {
        // iPhone 15: margins 16 -> x 16, width 393 - 2*16 = 361;
        // height = 2 * 361 = 722; top = safe area top 59 (bottom 781 < 852 - 34).
        for name in ["listing-13-1-anchors.yaml", "listing-13-2-item-attribute.yaml", "listing-13-3-vfl.yaml"] {
            let layout = try build(name)
            assertFrame(layout, "myView", 16, 59, 361, 722, name)
            assertNoIssues(layout)
        }
    }

    func testListing13_3VisualFormatMakesTwoMarginConstraints() throws {
        let layout = try build("listing-13-3-vfl.yaml")
        // "|-[myView]-|": leading to root's leading margin, trailing to its trailing margin.
        XCTAssertNotNil(layout.namedConstraints["listing#1"])
        XCTAssertNotNil(layout.namedConstraints["listing#2"])
        XCTAssertNil(layout.namedConstraints["listing#3"])
    }

    // MARK: Margins and guides

    func testMarginsAndGuides() throws {
        let layout = try build("margins-and-guides.yaml")
        // iPad 834 x 1194, safe area 24 / 20. Root margins 16 / 40 from the safe area:
        // x 40...794 (754 wide), y 24 + 16 = 40 ... 1194 - 20 - 16 = 1158.
        assertFrame(layout, "header", 40, 40, 754, 120)
        // In header: its margins 24; "Margins and guides" 18 chars * 15 = 270, 30 * 1.2 = 36.
        assertFrame(layout, "headerTitle", 24, 24, 270, 36)
        // Readable guide: min(672, 754) = 672 wide, x 40 + (754 - 672) / 2 = 81.
        // y 40 + 120 + 24 = 184. 67 characters a line (672 / 10): 63 + 67 + 41 -> 3 lines * 24 = 72.
        assertFrame(layout, "article", 81, 184, 672, 72)
        // Full-width panels: 184 + 72 + 24 = 280, then 280 + 120 + 24 = 424.
        assertFrame(layout, "preserved", 0, 280, 834, 120)
        assertFrame(layout, "plain", 0, 424, 834, 120)
        // preserved's margins: max(8, root's 40) on the sides -> content 40...794 (754), 8...112.
        assertFrame(layout, "preservedContent", 40, 8, 754, 104)
        // plain keeps its own 8: 834 - 16 = 818 wide.
        assertFrame(layout, "plainContent", 8, 8, 818, 104)
        // Boxes: bottom on root's bottom margin 1158 -> y 1038. Gaps (754 - 3*160) / 2 = 137.
        assertFrame(layout, "box1", 40, 1038, 160, 120)
        assertFrame(layout, "box2", 40 + 160 + 137, 1038, 160, 120)   // 337
        assertFrame(layout, "box3", 337 + 160 + 137, 1038, 160, 120)  // 634
        assertRect(try XCTUnwrap(layout.guide("gap1")).layoutFrame, 200, 1038, 137, 120, "gap1")
        assertRect(try XCTUnwrap(layout.guide("gap2")).layoutFrame, 497, 1038, 137, 120, "gap2")
        assertNoIssues(layout)
    }

    // MARK: Safe area

    func testSafeAreaPortraitAndLandscape() throws {
        let layout = try build("safe-area-notch.yaml")
        // Portrait 393 x 852, safe area 59 / 34.
        assertFrame(layout, "background", 0, 0, 393, 852)
        assertFrame(layout, "navBar", 0, 0, 393, 59 + 44)             // 103
        assertFrame(layout, "toolbar", 0, 852 - 34 - 49, 393, 34 + 49) // 769, 83
        assertFrame(layout, "content", 0, 103, 393, 769 - 103)         // 666
        // "Inside the safe area": 20 * 10 = 200 x 24, centred at (196.5, 103 + 333 = 436):
        // x 96.5 -> 289.5 px rounds up to 290 -> 96.667; y 424 - 103 = 321 in content.
        assertFrame(layout, "message", 96.666667, 321, 200, 24)
        assertNoIssues(layout)

        try layout.apply(throughStep: 1)
        // Landscape 852 x 393: safe area left/right 59, bottom 21, top 0.
        assertFrame(layout, "background", 0, 0, 852, 393)
        assertFrame(layout, "navBar", 0, 0, 852, 44)
        assertFrame(layout, "toolbar", 0, 393 - 21 - 49, 852, 21 + 49) // 323, 70
        assertFrame(layout, "content", 59, 44, 852 - 2 * 59, 323 - 44) // 734 x 279
        // Centre (59 + 367 = 426, 44 + 139.5 = 183.5): x 326 - 59 = 267 in content;
        // y 171.5 -> 514.5 px -> 515 -> 171.667, minus 44 = 127.667.
        assertFrame(layout, "message", 267, 127.666667, 200, 24)
        assertNoIssues(layout)
    }

    // MARK: CGSize classes

    func testSizeClassStackedInPortraitSideBySideInLandscape() throws {
        let layout = try build("size-class.yaml")
        // Portrait 430 x 932 (compact width, a large phone): margins 20,
        // 430 - 40 = 390 wide. photo top 59 + 16 = 75; details 75 + 240 +
        // 16 = 331 ... 932 - 34 - 16 = 882 (551).
        assertFrame(layout, "photo", 20, 75, 390, 240)
        assertFrame(layout, "details", 20, 331, 390, 551)
        assertNoIssues(layout)

        try layout.apply(throughStep: 1)
        // Landscape 932 x 430 (regular width): margins 59 + 20 = 79 from each side
        // (79 ... 853); photo top 0 + 16; details x 79 + 320 + 20 = 419, 853 - 419 = 434 wide,
        // bottom 430 - 21 - 16 = 393 -> 377 tall.
        assertFrame(layout, "photo", 79, 16, 320, 240)
        assertFrame(layout, "details", 419, 16, 434, 377)
        assertNoIssues(layout)
        XCTAssertEqual(layout.window.horizontalSizeClass, .regular)
    }

    // MARK: Steps

    func testActivateDeactivateMovesTheCard() throws {
        let layout = try build("steps-activate-deactivate.yaml")
        // SE: top 20 + 20 = 40, leading margin 16.
        assertFrame(layout, "card", 16, 40, 160, 100)
        try layout.apply(throughStep: 1)
        // Centred: 375 / 2 - 80 = 107.5, 667 / 2 - 50 = 283.5.
        assertFrame(layout, "card", 107.5, 283.5, 160, 100)
        try layout.apply(throughStep: 2)
        // Bottom right: 375 - 16 - 160 = 199, 667 - 20 - 100 = 547.
        assertFrame(layout, "card", 199, 547, 160, 100)
        assertNoIssues(layout)
    }

    func testConstantOpensTheDrawer() throws {
        let layout = try build("steps-constant.yaml")
        for (step, c) in [(0, 0.0), (1, 140), (2, 280)] {
            try layout.apply(throughStep: step)
            // drawer.trailing == root.leading + c: x = c - 280; main follows at x = c.
            assertFrame(layout, "drawer", c - 280, 0, 280, 852, "step \(step)")
            assertFrame(layout, "main", c, 0, 393, 852, "step \(step)")
            // "Menu" at 28 pt: 4 * 14 = 56 wide, trailing 280 - 20 -> x 204; top 59 + 8 = 67.
            XCTAssertEqual(layout.view("menuTitle")!.frame.minX, 204, accuracy: 1e-3)
            XCTAssertEqual(layout.view("menuTitle")!.frame.minY, 67, accuracy: 1e-3)
        }
        assertNoIssues(layout)
    }

    func testPriorityFlipsTheWinningWidth() throws {
        let layout = try build("steps-priority.yaml")
        // narrow (120 @600) beats wide (root margins 375 - 32 = 343 @500).
        assertFrame(layout, "bar", 16, 60, 120, 80)
        try layout.apply(throughStep: 1)
        // narrow @400 < wide @500.
        assertFrame(layout, "bar", 16, 60, 343, 80)
        try layout.apply(throughStep: 2)
        // narrow @700 > wide @500.
        assertFrame(layout, "bar", 16, 60, 120, 80)
        assertNoIssues(layout)
    }

    func testRemovingAViewHandsOverToTheFallbacks() throws {
        let layout = try build("steps-remove-view.yaml")
        // iPhone 15: avatar 16, 59 + 20 = 79, 60 x 60.
        // name: 16 + 60 + 12 = 88; "Ada Lovelace" 12 * 10 = 120 x 24.
        // body: 79 + 60 + 16 = 155, 393 - 32 = 361 wide.
        assertFrame(layout, "avatar", 16, 79, 60, 60)
        assertFrame(layout, "name", 88, 79, 120, 24)
        assertFrame(layout, "body", 16, 155, 361, 200)
        assertNoIssues(layout)

        try layout.apply(throughStep: 1)
        XCTAssertNil(layout.view("avatar")!.superview)
        // Fallbacks @250: name on the margin (16); body 79 + 24 + 16 = 119.
        assertFrame(layout, "name", 16, 79, 120, 24)
        assertFrame(layout, "body", 16, 119, 361, 200)
        assertNoIssues(layout)
    }

    func testBatchIsOneSolve() throws {
        let layout = try build("batch.yaml")
        // card: 16, 59 + 24 = 83, 361 x 156; its margins 16 (content 16...345).
        assertFrame(layout, "card", 16, 83, 361, 156)
        // "Sign in" at 20 pt: 7 * 10 = 70 x 24.
        assertFrame(layout, "title", 16, 16, 70, 24)
        // field: 16 + 24 + 16 = 56, 345 - 16 = 329 wide; a rounded-rect field at 17 pt is
        // 20.4 + 7 + 7 = 34.4 tall -> 56...90.4 -> 90.333 at @3x.
        assertFrame(layout, "field", 16, 56, 329, 34.333333)
        // button "Sign in" at 16 pt: 7 * 8 = 56 wide (a system button has no side insets),
        // 19.2 + 6 + 6 = 31.2 tall; x 345 - 56 = 289; y 90.4 + 16 = 106.4 -> 106.333...137.667.
        assertFrame(layout, "button", 289, 106.333333, 56, 31.333333)
        assertNoIssues(layout)

        layout.window.isTracingPasses = true
        layout.window.clearPassTrace()
        try layout.apply(throughStep: 1)
        let solves = layout.window.passTrace.filter { $0.hasPrefix("solve") }
        XCTAssertEqual(solves.count, 1, "five changes, one solve: \(layout.window.passTrace)")
        // cardHeight 106; "Welcome back, Ada" 17 * 10 = 170;
        // "Sign out" 8 * 8 = 64 -> x 345 - 64 = 281; below the title: 16 + 24 + 16 = 56;
        // 56 + 31.2 = 87.2 -> 87.333.
        assertFrame(layout, "card", 16, 83, 361, 106)
        assertFrame(layout, "title", 16, 16, 170, 24)
        assertFrame(layout, "button", 281, 56, 64, 31.333333)
        XCTAssertTrue(layout.view("field")!.isHidden)
        assertFrame(layout, "field", 16, 56, 329, 34.333333, "hidden views keep their constraints")
        assertNoIssues(layout)
    }

    // MARK: Conflicts and ambiguity

    func testConflictBreaksTheLaterWidth() throws {
        let layout = try build("conflict.yaml")
        // Pro Max (a large phone, margins 20): 20, 59 + 20 = 79; width 200
        // holds (the later 300 is broken).
        assertFrame(layout, "box", 20, 79, 200, 120)
        let narrow = try XCTUnwrap(layout.namedConstraints["narrow"])
        let wide = try XCTUnwrap(layout.namedConstraints["wide"])
        let broken = layout.window.diagnostics.brokenConstraints
        XCTAssertEqual(broken.count, 1)
        XCTAssertTrue(broken.first === wide)
        XCTAssertTrue(layout.view("box")!.isBroken(wide))
        XCTAssertFalse(layout.view("box")!.isBroken(narrow))
        XCTAssertTrue(layout.window.diagnostics.log.joined().contains("Unable to simultaneously satisfy constraints."))
        // note: 430 - 40 = 390 wide, 45 characters a line at 8.5: 73 characters -> 2 lines,
        // 40.8 tall -> 219 + 40.8 = 259.8 -> 779.4 px -> 779 -> 259.667.
        assertFrame(layout, "note", 20, 79 + 120 + 20, 390, 40.666667)
        XCTAssertEqual(layout.view("box")!.ambiguousAttributes, [])
    }

    func testAmbiguityNamesMinY() throws {
        let layout = try build("ambiguity.yaml")
        // anchored: 20 + 200 = 220.
        assertFrame(layout, "anchored", 16, 220, 343, 100)
        XCTAssertEqual(layout.view("anchored")!.ambiguousAttributes, [])
        let floating = try XCTUnwrap(layout.view("floating"))
        XCTAssertEqual(floating.ambiguousAttributes, ["minY"])
        XCTAssertTrue(floating.hasAmbiguousLayout)
        // x, width and height are determined: 16, 343, 100.
        XCTAssertEqual(floating.frame.minX, 16, accuracy: 1e-3)
        XCTAssertEqual(floating.frame.width, 343, accuracy: 1e-3)
        XCTAssertEqual(floating.frame.height, 100, accuracy: 1e-3)
        XCTAssertTrue(floating.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
        XCTAssertEqual(layout.window.diagnostics.brokenConstraints.count, 0)
    }

    // MARK: Right-to-left

    func testRightToLeftFlipsLeadingAndTrailing() throws {
        let layout = try build("rtl.yaml")
        // Leading margin is the right one: 393 - 16 = 377.
        assertFrame(layout, "avatar", 377 - 60, 79, 60, 60)             // 317
        // name's leading (right) edge 317 - 12 = 305; 120 wide -> 185; centre y 109 -> 97.
        assertFrame(layout, "name", 185, 97, 120, 24)
        // Buttons at 20 pt: "One"/"Two" 3 * 10 = 30, "Three" 50 (titles only: a system
        // button has no side insets); height 24 + 6 + 6 = 36.
        // From the right: 377 - 30 = 347; 347 - 8 - 30 = 309; 309 - 8 - 50 = 251. Top 139 + 24 = 163.
        assertFrame(layout, "one", 347, 163, 30, 36)
        assertFrame(layout, "two", 309, 163, 30, 36)
        assertFrame(layout, "three", 251, 163, 50, 36)
        // leading flips (377 - 100 = 277), left doesn't (16).
        assertFrame(layout, "leadingTag", 277, 163 + 36 + 24, 100, 24) // y 223
        assertFrame(layout, "leftTag", 16, 223 + 24 + 12, 100, 24)     // y 259
        assertNoIssues(layout)
    }

    // MARK: Labels

    func testWrappingLabelsAndBaselines() throws {
        let layout = try build("wrapping-labels.yaml")
        // title: 30 pt, "Wrapping labels" 15 * 15 = 225 x 36; top 20 + 16 = 36;
        // last baseline 36 + 28.5 = 64.5.
        assertFrame(layout, "title", 16, 36, 225, 36)
        // body: 343 wide -> 34 characters a line at 10; lines of 32, 34, 34, 20 -> 4 * 24 = 96.
        // first baseline 64.5 + 32 = 96.5 -> top 96.5 - 19 = 77.5; last baseline 77.5 + 72 + 19 = 168.5.
        assertFrame(layout, "body", 16, 77.5, 343, 96)
        XCTAssertEqual((layout.view("body") as? UILabel)?.numberOfLines, 0)
        // caption: 343 - 100 = 243 wide -> 24 characters: 15, 24, 24, 12 -> 4 lines, 96.
        // first baseline 168.5 + 28 = 196.5 -> top 177.5; last baseline 177.5 + 72 + 19 = 268.5.
        assertFrame(layout, "caption", 16, 177.5, 243, 96)
        // more: a system button's 15-point title "More" 4 * 7.5 = 30 wide, 18 + 6 + 6 = 30 tall; its
        // baseline is its title's, drawn centred: top + 15 + (14.25 - 18 / 2) = top + 20.25.
        // Baseline 268.5 -> top 248.25 -> 248.5 at @2x; x 359 - 30 = 329.
        assertFrame(layout, "more", 329, 248.5, 30, 30)
        assertNoIssues(layout)
    }

    // MARK: Cookbook

    func testCookbookTwoEqualWidthButtons() throws {
        let layout = try build("cookbook-equal-width-buttons.yaml")
        // SE landscape 667 x 375, no insets: margins 16 -> 635 wide; (635 - 8) / 2 = 313.5.
        // Baseline 375 - 20 = 355; a button's baseline is its 15-point title's, centred in
        // 18 + 6 + 6 = 30: top + 15 + (14.25 - 9) = top + 20.25 -> top 334.75 -> 335 at @2x.
        assertFrame(layout, "shortButton", 16, 335, 313.5, 30)
        assertFrame(layout, "longButton", 16 + 313.5 + 8, 335, 313.5, 30) // 337.5
        assertNoIssues(layout)
    }

    func testCookbookFormAlignsLabelsAndFieldsByFirstBaseline() throws {
        let layout = try build("cookbook-form.json")
        // iPad: margins 20 (regular width). Labels as wide as "Middle Name": 11 * 10 = 110.
        // Fields: 20 + 110 + 8 = 138 ... 834 - 20 = 814 -> 676 wide; rounded rect at 20 pt:
        // 24 + 7 + 7 = 38 tall. Rows: 24 + 20 = 44; 44 + 38 + 8 = 90; 90 + 38 + 8 = 136.
        // A text field's baseline is its text's, drawn centred: 20-point text is 24 tall with
        // its baseline 19 down, so top + 19 + (19 - 12) = top + 26; a label's is top + 19,
        // so each label sits 7 below its field.
        for (label, field, y) in [("firstLabel", "firstField", 44.0), ("middleLabel", "middleField", 90),
                                  ("lastLabel", "lastField", 136)] {
            assertFrame(layout, field, 138, y, 676, 38)
            assertFrame(layout, label, 20, y + 26 - 19, 110, 24)
        }
        assertNoIssues(layout)
    }

    // MARK: Controls

    /// Every control at its UIKit intrinsic size (docs/LAYOUT.md, "Controls").
    /// iPhone 15 (@3x): safe top 59, margins 16...377. Fixed-advance text.
    func testControlsAtTheirIntrinsicSizes() throws {
        let layout = try build("controls.yaml")
        // heading "Settings", bold 28: 8 * 14 = 112 x 33.6; 67...100.6 -> 100.667.
        assertFrame(layout, "heading", 16, 67, 112, 33.666667)
        // segments: widest "Month" at 13 pt 5 * 6.5 = 32.5 + 14 = 46.5, three = 139.5; 32 tall.
        // 100.6 + 16 = 116.6 -> 116.667; right edge 155.5 -> 155.667 at @3x.
        assertFrame(layout, "segments", 16, 116.666667, 139.666667, 32)
        // Rounded-rect fields at 17 pt: 20.4 + 14 = 34.4. email 148.6 + 16 = 164.6...199;
        // name 207...241.4.
        assertFrame(layout, "email", 16, 164.666667, 361, 34.333333)
        assertFrame(layout, "name", 16, 207, 361, 34.333333)
        // Switches: alignment rect 49 wide, trailing at 377 (x 328); frame 2 wider (51).
        // wifi 241.4 + 16 = 257.4; its label centred on 272.9: 262.7 (262.667), 20.333 tall;
        // "Wi-Fi" 42.5 wide, right edge 58.5 -> 58.667.
        assertFrame(layout, "wifi", 328, 257.333333, 51, 31)
        assertFrame(layout, "wifiLabel", 16, 262.666667, 42.666667, 20.333333)
        // bluetooth 288.4 + 8 = 296.4; label centred on 311.9: 301.7; 76.5 wide -> 76.667.
        assertFrame(layout, "bluetooth", 328, 296.333333, 51, 31)
        assertFrame(layout, "bluetoothLabel", 16, 301.666667, 76.666667, 20.333333)
        // slider 327.4 + 16 = 343.4, 31 tall; progress 374.4 + 16 = 390.4, 4 tall.
        assertFrame(layout, "volume", 16, 343.333333, 361, 31)
        assertFrame(layout, "download", 16, 390.333333, 361, 4)
        // stepper 394.4 + 20 = 414.4, 94 x 32; large spinner 37 x 37 centred on 430.4: 411.9 -> 412.
        assertFrame(layout, "stepper", 16, 414.333333, 94, 32)
        assertFrame(layout, "spinner", 340, 412, 37, 37)
        // photo 120 x 80 centred: 196.5 - 60 = 136.5 -> 136.667; 446.4 + 20 = 466.4.
        assertFrame(layout, "photo", 136.666667, 466.333333, 120, 80)
        // 4 pages: 4 * 7 + 3 * 9 = 55 x 37; 546.4 + 4 = 550.4.
        assertFrame(layout, "pages", 169, 550.333333, 55, 37)
        // "Save" at 15 pt: 30 x (18 + 12); 587.4 + 8 = 595.4; x 196.5 - 15 = 181.5 -> 181.667.
        assertFrame(layout, "save", 181.666667, 595.333333, 30, 30)
        assertNoIssues(layout)
    }

    func testCookbookTwoViewsWithComplexWidths() throws {
        let layout = try build("cookbook-complex-widths.yaml")
        // iPad landscape 1194 x 834: margins 20 -> 1154 wide. Ratio holds: w + 8 + 2w = 1154 -> w = 382.
        // Vertical: 24 + 20 = 44 ... 834 - 20 - 20 = 794 -> 750.
        assertFrame(layout, "blueView", 20, 44, 382, 750)
        assertFrame(layout, "redView", 20 + 382 + 8, 44, 764, 750)     // 410
        assertNoIssues(layout)

        try layout.apply(throughStep: 1)
        // SE portrait: 343 wide; 2:1 would give (343 - 8) / 3 = 111.67 < 150, so blue = 150,
        // red = 343 - 8 - 150 = 185. Vertical 20 + 20 = 40 ... 667 - 20 = 647 -> 607.
        assertFrame(layout, "blueView", 16, 40, 150, 607)
        assertFrame(layout, "redView", 174, 40, 185, 607)
        assertNoIssues(layout)
    }

    /// The screen's appearance from the file: views resolve dark, the
    /// light-override card and its subviews light (Apple: the override
    /// "applies to the view and all of the subviews").
    func testDarkAppearanceFromTheFile() throws {
        let layout = try build("appearance-dark.yaml")
        XCTAssertEqual(layout.window.screenUserInterfaceStyle, .dark)
        XCTAssertEqual(layout.view("card")!.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(layout.view("previewBody")!.traitCollection.userInterfaceStyle, .light)
        // secondarySystemGroupedBackground: #1C1C1E dark, white light (Apple's UIColor values).
        let card = layout.view("card")!, preview = layout.view("preview")!
        XCTAssertEqual(card.backgroundColor!.resolvedColor(with: card.traitCollection).red * 255, 0x1C, accuracy: 0.01)
        XCTAssertEqual(preview.backgroundColor!.resolvedColor(with: preview.traitCollection).red, 1)
        // SE: safe top 20 + 8; title1's 28 pt line is 33.6 -> 33.5 with the
        // fixed-advance measurer (1.2 x the size, at 2x pixels). The card:
        // 12 + segments 32 + 12 + switch 31 + 12 + stepper 32 + 12 +
        // footnote 13 x 1.2 = 15.6 -> 15.5 + 12 = 170.5.
        assertFrame(layout, "card", 16, 20 + 8 + 33.5 + 12, 343, 170.5)
        // In the card's 12-point margins: the segmented control 93 x 32 at
        // the trailing margin (343 - 12 - 93 = 238); the switch 12 below it,
        // its 49-point alignment rectangle at the margin (the 51-point frame
        // sticks out 2); the stepper 94 x 32 12 below that.
        assertFrame(layout, "mode", 238, 12, 93, 32)
        assertFrame(layout, "bold", 343 - 12 - 49, 12 + 32 + 12, 51, 31)
        assertFrame(layout, "size", 343 - 12 - 94, 12 + 32 + 12 + 31 + 12, 94, 32)
        assertNoIssues(layout)
        // The step switches the device to Light: the same frames, the card light.
        try layout.apply(throughStep: 1)
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(card.backgroundColor!.resolvedColor(with: card.traitCollection).red, 1)
        assertFrame(layout, "card", 16, 20 + 8 + 33.5 + 12, 343, 170.5)
    }
}
