@_spi(Trellis) import TrellisLayout
import XCTest
@testable import TrellisFormat

/// Building fixtures and stepping through them: frames after each step.
final class BuildTests: XCTestCase {
    func testCardFramesAndSteps() throws {
        let b = try LayoutBuilder.build(try LayoutFile.load(path: Fixtures.path("card.yaml")))
        XCTAssertTrue(b.view("root") === b.window.rootView)
        XCTAssertEqual(b.views.map(\.id), ["root", "card", "title", "body", "button", "badge"])
        XCTAssertTrue(b.view("title") is UILabel)
        XCTAssertEqual((b.view("button") as? UIButton)?.buttonType, .system)
        XCTAssertFalse(b.view("card")!.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(b.view("card")!.backgroundColor, UIColor(hex: "#F2F2F7"))
        XCTAssertEqual(b.constraints.count, 13)
        XCTAssertEqual(b.constraints[0].source, "card.top == root.safeArea.top + 16")
        XCTAssertEqual(b.namedConstraints["button-right"]?.identifier, "button-right")
        // Safe area 20 + 16; margins 16 (root minimum); card margins 12.
        // The button "OK": a system button's 15-point title, 2 × 7.5 = 15 wide,
        // 18 + 6 + 6 = 30 tall (UIKit pads a title 6 above and below).
        // Card: 12 + 24 + 8 + ... + 8 + 30 + 12 = 106 tall.
        XCTAssertEqual(b.frame("card"), "16,36,343,106")
        XCTAssertEqual(b.frame("title"), "12,12,50,24")      // "Hello" at 20 pt: 5 × 10 by 24
        XCTAssertEqual(b.frame("body"), "12,39,140,17")      // below the title's baseline (19) + 8
        XCTAssertEqual(b.frame("button"), "316,64,15,30")    // 343 - 12 - 15    // "OK" 17 + 2 × 12 by 34
        XCTAssertEqual(b.frame("badge"), "347,24,24,24")

        try b.applyNextStep()
        XCTAssertEqual(b.appliedSteps, 1)
        XCTAssertEqual(b.frame("button"), "296,64,15,30")
        try b.applyNextStep()
        XCTAssertEqual(b.frame("title"), "12,12,110,24")
        XCTAssertTrue(b.view("badge")!.isHidden)
        try b.applyNextStep()
        XCTAssertNil(b.view("badge")!.superview)
        XCTAssertEqual(b.stepTitles, ["step 1: constant button-right = -20", "step 2: Longer title", "step 3: remove badge"])
        XCTAssertThrowsError(try b.applyNextStep())
    }

    func testApplyThroughStep() throws {
        let b = try LayoutBuilder.build(try LayoutFile.load(path: Fixtures.path("card.yaml")))
        try b.apply(throughStep: 0)
        XCTAssertEqual(b.appliedSteps, 0)
        try b.apply(throughStep: 2)
        XCTAssertEqual(b.appliedSteps, 2)
        XCTAssertEqual(b.frame("title"), "12,12,110,24")
        XCTAssertThrowsError(try b.apply(throughStep: 1)) { error in
            XCTAssertEqual("\(error)", "\(Fixtures.path("card.yaml")): error: step 1 is behind the 2 already applied; build the layout again to go back")
        }
        XCTAssertThrowsError(try b.apply(throughStep: 9))
    }

    func testVisualFormatRightToLeftAndSteps() throws {
        let b = try LayoutBuilder.build(try LayoutFile.load(path: Fixtures.path("form.json")))
        XCTAssertEqual(b.window.layoutDirection, .rightToLeft)
        // A rounded-rect field at 17 pt: 20.4 + 7 + 7 = 34.4 tall (40 to 74.4, drawn to 74.5).
        // The label is centred on it: 57.2 - 10.2 = 47 to 67.4 (67.5).
        XCTAssertEqual(b.frame("name"), "266,47,34,20.5")   // leading is the right side in RTL
        XCTAssertEqual(b.frame("field"), "20,40,238,34.5")  // hugging 249 stretches the field
        // A switch's alignment rectangle (49 × 31) is constrained: its leading
        // (right) edge at 320 - 20 = 300, so it spans 251...300, top 74.4 + 12 =
        // 86.4; the frame adds 2 at the right: (251, 86.5, 51, 31).
        XCTAssertEqual(b.frame("toggle"), "251,86.5,51,31")
        XCTAssertEqual(b.namedConstraints["row#1"]?.identifier, "row")
        XCTAssertFalse(b.namedConstraints["spinner-y"]!.isActive)
        XCTAssertTrue(b.view("spinner")!.isHidden)
        try b.applyNextStep()
        XCTAssertTrue(b.namedConstraints["spinner-y"]!.isActive)
        XCTAssertFalse(b.view("spinner")!.isHidden)
        XCTAssertEqual(b.frame("spinner"), "150,92,20,20")  // centred on 86.4 + 15.5
        try b.applyNextStep()
        XCTAssertEqual(b.namedConstraints["spinner-y"]!.priority, 500)
        // Spinner 150...170; the toggle's alignment rectangle 170 + 8 = 178 to 300
        // (122 wide), its frame 2 wider.
        XCTAssertEqual(b.frame("toggle"), "178,86.5,124,31")
        XCTAssertEqual(b.constraints.last?.source, "spinner.leading == toggle.trailing + 8")
    }

    func testGuidesFramesAndReadableGuide() throws {
        let b = try LayoutBuilder.build(try LayoutFile.load(path: Fixtures.path("guides.yaml")))
        XCTAssertEqual(b.guides.map(\.id), ["leftGap", "rightGap"])
        XCTAssertEqual(b.frame("text"), "261,24,672,20.5")  // readable width 672, centred
        XCTAssertEqual(b.frame("legacy"), "10,30,100,50")
        XCTAssertTrue(b.view("legacy")!.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(b.view("legacy")!.autoresizingMask, .flexibleLeftMargin)
        XCTAssertEqual(b.frame("one"), "100,392,497,50")
        XCTAssertEqual(b.frame("two"), "697,392,497,50")
        XCTAssertEqual(b.guide("leftGap")!.layoutFrame.width, 100)
    }

    func testTextAndIntrinsicSizeSteps() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {width: 400, height: 300}
            root:
              subviews:
                - {id: l, type: label, text: abcd}
                - {id: v, intrinsicSize: {width: 30, height: 10}}
                - {id: f, type: textField}
                - {id: s, type: stepper}
            constraints:
              - l.top == root.top
              - l.leading == root.leading
              - v.top == l.bottom
              - v.leading == root.leading
              - f.top == v.bottom
              - f.leading == root.leading
              - f.width == 100
              - s.top == f.bottom
              - s.leading == root.leading
            steps:
              - text: {l: abcdefgh}
                intrinsicSize: {v: {width: 60, height: none}}
            """, file: "t.yaml"))
        XCTAssertEqual(b.frame("l"), "0,0,34,20.5")
        XCTAssertEqual(b.frame("v"), "0,20.5,30,10")
        XCTAssertEqual(b.frame("f"), "0,30.5,100,34.5")  // 20.4 + 14 = 34.4 (30.5 to 64.9, drawn to 65)
        XCTAssertEqual(b.frame("s"), "0,65,94,32")
        try b.applyNextStep()
        XCTAssertEqual(b.frame("l"), "0,0,68,20.5")
        XCTAssertEqual(b.view("v")!.intrinsicContentSizeOverride, CGSize(width: 60, height: -1))
        XCTAssertEqual(b.view("v")!.frame.width, 60)
    }

    /// Every `type:` builds its UIKit class (ViewType.viewClass), with the
    /// class's own intrinsic size: the format adds no sizes of its own.
    func testEveryTypeBuildsItsClass() throws {
        let types = ViewType.allCases.filter { $0 != .view }
        let yaml = "root:\n  subviews:\n" + types.map { "    - {id: v_\($0.rawValue), type: \($0.rawValue)}" }.joined(separator: "\n") + "\n"
        let b = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "types.yaml"))
        for t in types {
            let view = try XCTUnwrap(b.view("v_\(t.rawValue)"))
            XCTAssertTrue(type(of: view) == t.viewClass, "\(t.rawValue) built \(type(of: view))")
        }
        func size(_ t: ViewType) -> CGSize { b.view("v_\(t.rawValue)")!.intrinsicContentSize }
        XCTAssertEqual(size(.switch), CGSize(width: 49, height: 31), "alignment rectangle; the frame is 51 wide")
        XCTAssertEqual(size(.activityIndicator), CGSize(width: 20, height: 20))
        XCTAssertEqual(size(.slider), CGSize(width: -1, height: 31))
        XCTAssertEqual(size(.progressView), CGSize(width: -1, height: 4))
        XCTAssertEqual(size(.stepper), CGSize(width: 94, height: 32))
        // Rounded rect (Interface Builder's border): 20.4 + 14 = 34.4 with the fixed-advance measurer.
        XCTAssertEqual(size(.textField).width, -1)
        XCTAssertEqual(size(.textField).height, 20.4 + 14, accuracy: 1e-9)
        XCTAssertEqual(size(.imageView), CGSize(width: -1, height: -1))
        XCTAssertEqual(size(.textView), CGSize(width: -1, height: -1))
        XCTAssertEqual(size(.pageControl), CGSize(width: 0, height: 37))
        XCTAssertEqual(size(.segmentedControl), CGSize(width: 0, height: 32))
        // An untitled system button: UIButton's empty size.
        XCTAssertEqual(size(.button), CGSize(width: 30, height: 34))
    }
}
