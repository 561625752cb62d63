import TrellisLayout
import XCTest
@testable import TrellisFormat

/// Reading files: every feature ends up in the document.
final class ParsingTests: XCTestCase {
    func testCardFixture() throws {
        let doc = try LayoutFile.load(path: Fixtures.path("card.yaml"))
        XCTAssertEqual(doc.title, "A card with a title, a body and a button")
        XCTAssertEqual(doc.canvas.device?.name, "iphone-se")
        XCTAssertEqual(doc.views.map(\.id), ["root", "card", "title", "body", "button", "badge"])
        let title = doc.views[2]
        XCTAssertEqual(title.type, .label)
        XCTAssertEqual(title.font, UIFont(name: "System", size: 20))
        XCTAssertEqual(title.hugging[1], .defaultHigh)
        XCTAssertNil(title.hugging[0])
        XCTAssertEqual(doc.views[3].lines, 0)
        XCTAssertEqual(doc.views[3].textColor, .systemGray)
        XCTAssertEqual(doc.views[5].intrinsicSize, CGSize(width: 24, height: 24))
        XCTAssertEqual(doc.constraints.count, 13)
        XCTAssertEqual(doc.constraints[9].name, "button-right")
        XCTAssertEqual(doc.steps.count, 3)
        XCTAssertEqual(doc.steps[1].title, "Longer title")
    }

    func testJSONFixture() throws {
        let doc = try LayoutFile.load(path: Fixtures.path("form.json"))
        XCTAssertNil(doc.canvas.device)
        XCTAssertEqual(doc.canvas.width, 320)
        XCTAssertEqual(doc.canvas.safeArea, UIEdgeInsets(top: 20))
        XCTAssertEqual(doc.canvas.direction, .rightToLeft)
        guard case let .visualFormat(formats, metrics, options) = doc.constraints[1].body else { return XCTFail() }
        XCTAssertEqual(formats, ["V:|-(top)-[field]-(gap)-[toggle]", "H:|-[toggle]"])
        XCTAssertEqual(metrics, ["top": 40, "gap": 12])
        XCTAssertEqual(options, [])
        guard case let .visualFormat(_, _, rowOptions) = doc.constraints[0].body else { return XCTFail() }
        XCTAssertEqual(rowOptions, .alignAllCenterY)
        XCTAssertFalse(doc.constraints[3].active)
        XCTAssertEqual(doc.views[2].hugging, [249, nil])
    }

    func testFramesGuidesAndMargins() throws {
        let doc = try LayoutFile.load(path: Fixtures.path("guides.yaml"))
        XCTAssertEqual(doc.root.guides, ["leftGap", "rightGap"])
        let legacy = doc.views.first { $0.id == "legacy" }!
        XCTAssertEqual(legacy.frame, CGRect(x: 10, y: 30, width: 100, height: 50))
        XCTAssertEqual(legacy.autoresizing, .flexibleLeftMargin)
        let text = doc.views.first { $0.id == "text" }!
        XCTAssertEqual(text.preservesSuperviewMargins, true)
        guard case let .absolute(top, left, _, _)? = text.margins else { return XCTFail() }
        XCTAssertEqual(top, 0)
        XCTAssertEqual(left, 4)
    }

    func testConstraintForms() throws {
        let doc = try LayoutFile.parse("""
            root:
              subviews: [{id: a}, {id: b}]
            constraints:
              - a.width == 10
              - named: a.height == 20
              - "H:|[a][b]|"
              - {id: obj, constraint: "b.width == a.width", when: {vertical: compact}, active: false}
              - id: grp
                when: {horizontal: regular}
                constraints:
                  - b.height == a.height
                  - {vfl: "V:|[a]", options: alignAllLeading}
            """, file: "forms.yaml")
        let c = doc.constraints
        XCTAssertEqual(c.map(\.name), [nil, "named", nil, "obj", "grp"])
        if case .visualFormat = c[2].body {} else { XCTFail() }
        XCTAssertEqual(c[3].when, SizeClassCondition(horizontal: nil, vertical: .compact))
        XCTAssertFalse(c[3].active)
        guard case let .group(children) = c[4].body else { return XCTFail() }
        XCTAssertEqual(children.count, 2)
    }

    func testStepForms() throws {
        let doc = try LayoutFile.parse("""
            canvas: {device: iphone-15}
            root:
              subviews: [{id: a, type: label, text: x}, {id: b}]
            constraints:
              - w: a.width == 10 @ 500
            steps:
              - {deactivate: w, activate: [w]}
              - {constant: {w: 4}, priority: {w: low}}
              - {add: [{h: a.height == 20}], text: {a: y}, intrinsicSize: {b: {width: 5}}}
              - {hide: [a, b], show: a}
              - {orientation: landscape, device: ipad-11}
              - {remove: b}
            """, file: "steps.yaml")
        let titles = try LayoutBuilder.build(doc).stepTitles
        XCTAssertEqual(titles, [
            "step 1: deactivate w; activate w",
            "step 2: constant w = 4; priority w = 250",
            "step 3: add h; text a = \"y\"; intrinsicSize b = 5xnone",
            "step 4: hide a, b; show a",
            "step 5: orientation landscape; device ipad-11",
            "step 6: remove b",
        ])
    }

    func testDefaultCanvasIsIPhone15() throws {
        let doc = try LayoutFile.parse("root: {}", file: "x.yaml")
        XCTAssertEqual(doc.canvas.device?.name, "iphone-15")
        XCTAssertEqual(doc.canvas.orientation, .portrait)
    }
}
