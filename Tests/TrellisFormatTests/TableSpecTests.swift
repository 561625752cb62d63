import XCTest
import TrellisLayout
@testable import TrellisFormat

/// `type: tableView` in layout files: templates, sections, rows, `rows:`
/// steps, the names rows get, and located errors. Frames by hand with the
/// fixed-advance measurer (a character half the point size wide, a line
/// 1.2 × the point size tall), on a 320 × 480 canvas at 2× (separators are
/// half a point) with a 20-point top safe area. Apple, *Working with
/// Self-Sizing Table View Cells*: a row's height is its content view's
/// chain from top to bottom, plus the separator.
final class TableSpecTests: XCTestCase {
    func build(_ text: String, steps: Int = 0) throws -> BuiltLayout {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "t.yaml"))
        try layout.apply(throughStep: steps)
        return layout
    }

    func message(_ text: String, steps: Int = 0) -> String? {
        do { _ = try build(text, steps: steps); return nil } catch { return "\(error)" }
    }

    static func file(_ table: String, steps: String = "") -> String {
        """
        canvas: {width: 320, height: 480, scale: 2, safeArea: {top: 20}}
        root:
          subviews:
            - id: feed
              type: tableView
        \(table)
        constraints:
          - "H:|[feed]|"
          - "V:|[feed]|"
        \(steps)
        """
    }

    static let message = """
              cells:
                message:
                  subviews:
                    - {id: name, type: label, font: 10}
                    - {id: body, type: label, lines: 0, font: 10}
                  constraints:
                    - name.top == contentView.margins.top
                    - name.leading == contentView.margins.leading
                    - body.top == name.bottom + 4
                    - body.leading == contentView.margins.leading
                    - body.trailing == contentView.margins.trailing
                    - contentView.margins.bottom == body.bottom
        """

    func frame(_ layout: BuiltLayout, _ id: String) -> CGRect? {
        layout.views.first { $0.id == id }?.view.frame
    }

    /// Two self-sizing rows. The body wraps at 320 - 2 × 16 = 288 (57
    /// characters of 5 points). Row 0: 11 + 12 + 4 + 12 + 11 + 0.5 = 50.5;
    /// row 1's body "…" is 70 characters: two lines, 24: 62.5.
    func testSelfSizingRowsFromATemplate() throws {
        let long = String(repeating: "word ", count: 14).trimmingCharacters(in: .whitespaces)
        let layout = try build(Self.file(Self.message + """

                  rows:
                    - {cell: message, text: {name: Ada, body: Hi}}
                    - {cell: message, text: {name: Grace, body: "\(long)"}}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 0, width: 320, height: 50.5))
        XCTAssertEqual(frame(layout, "feed.s0.r0.contentView"), CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(frame(layout, "feed.s0.r0.name"), CGRect(x: 16, y: 11, width: 15, height: 12))
        XCTAssertEqual(frame(layout, "feed.s0.r1"), CGRect(x: 0, y: 50.5, width: 320, height: 62.5))
        XCTAssertEqual(frame(layout, "feed.s0.r1.body"), CGRect(x: 16, y: 27, width: 288, height: 24))
        let table = try XCTUnwrap(layout.view("feed") as? UITableView)
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 113))
        // The safe area's 20 points inset the content: row 0 on screen at 20.
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.absoluteFrame.minY, 20)
        // Every generated view is in the record, after the table.
        let ids = layout.views.map(\.id)
        XCTAssertEqual(Array(ids.drop { $0 != "feed" }.prefix(5)),
                       ["feed", "feed.s0.r0", "feed.s0.r0.contentView", "feed.s0.r0.name", "feed.s0.r0.body"])
        XCTAssertFalse(layout.views.contains { $0.view.hasAmbiguousLayout })
    }

    /// A template's `margins` with `preservesSuperviewMargins: false`: the
    /// content view's own 8 on every side, not the cell's 16 at the sides
    /// (Interface Builder's iOS 10 cells): 8 + 12 + 4 + 12 + 8 + 0.5 = 44.5.
    func testTemplateMarginsWithoutTheCells() throws {
        let template = Self.message.replacingOccurrences(of: "\n          subviews:", with: """

                      margins: {top: 8, left: 8, bottom: 8, right: 8}
                      preservesSuperviewMargins: false
                      subviews:
            """)
        let layout = try build(Self.file(template + """

                  rows:
                    - {cell: message, text: {name: Ada, body: Hi}}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 0, width: 320, height: 44.5))
        XCTAssertEqual(frame(layout, "feed.s0.r0.name"), CGRect(x: 8, y: 8, width: 15, height: 12))
        XCTAssertEqual(frame(layout, "feed.s0.r0.body")?.width, 304)
    }

    /// Built-in styles, a fixed height, sections with titles (plain: 28
    /// high at least), a detail label.
    func testBuiltInStylesSectionsAndFixedHeights() throws {
        let layout = try build(Self.file("""
                  sections:
                    - header: Today
                      rows:
                        - {text: Plain row}
                        - {style: subtitle, text: Ada, detail: Mathematician, height: 80}
            """))
        // Header: 17-pt semibold "Today": 20.4 + 8 = 28.4 → 28.5 on the 2× grid.
        XCTAssertEqual(frame(layout, "feed.s0.header"), CGRect(x: 0, y: 0, width: 320, height: 28.5))
        // The built-in row is at least 44.
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 28.5, width: 320, height: 44))
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel")?.minX, 16)
        XCTAssertEqual(frame(layout, "feed.s0.r1"), CGRect(x: 0, y: 72.5, width: 320, height: 80))
        // Subtitle: detail directly below the text, the pair (20.4 + 14.4)
        // centred in the 79.5-point content view: 22.35, on the grid 22.5.
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minY, 22.5)
        XCTAssertEqual(frame(layout, "feed.s0.r1.detailTextLabel")?.minY, 43)
    }

    /// `indentationLevel` × `indentationWidth` moves a row's built-in text
    /// on from the margin (UIKit's `indentationLevel`, "the indentation
    /// level of the cell's content"); UIKit's width is 10; a template's
    /// indentation applies to its rows, a row's own wins.
    func testIndentedRowsStartTheirTextLevelsIn() throws {
        let layout = try build(Self.file("""
                  cells:
                    deep: {style: default, indentationLevel: 3, indentationWidth: 8}
                  sections:
                    - rows:
                        - {text: Two levels, indentationLevel: 2}
                        - {text: Wide level, indentationLevel: 1, indentationWidth: 37}
                        - {cell: deep, text: Template}
                        - {cell: deep, text: Own, indentationLevel: 0}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel")?.minX, 36)
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel")?.maxX, 304)
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minX, 53)
        XCTAssertEqual(frame(layout, "feed.s0.r2.textLabel")?.minX, 40)
        XCTAssertEqual(frame(layout, "feed.s0.r3.textLabel")?.minX, 16)
        XCTAssertNotNil(message(Self.file("""
                  sections:
                    - rows:
                        - {text: Bad, indentationLevel: 1.5}
            """)))
    }

    /// A value1 row whose detail is empty: UIKit gives the empty label no
    /// place, so the text label spans the row; given a size of its own (an
    /// IB canvas's stored size, written by the import), the empty label is
    /// laid out at the trailing margin and the text keeps its own width.
    func testAnEmptyDetailLabelTakesAPlaceOnlyWithASizeOfItsOwn() throws {
        let layout = try build(Self.file("""
                  sections:
                    - rows:
                        - {style: value1, text: Title, detail: ""}
                        - {style: value1, text: Title, detail: "", intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 42, height: 20}}}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0.detailTextLabel")?.width ?? 0, 0)
        XCTAssertGreaterThan(frame(layout, "feed.s0.r0.textLabel")?.width ?? 0, 200)
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minX, 16)
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.width, 40)
        // 320 wide, 16-pt margins: 320 - 16 - 42 = 262.
        XCTAssertEqual(frame(layout, "feed.s0.r1.detailTextLabel"), CGRect(x: 262, y: 12, width: 42, height: 20))
    }

    /// A row's `font:` sets the built-in labels' fonts; a default-style
    /// row grows with its text's line beyond 17 points' (docs/TABLES.md):
    /// 44 + (24 − 20.4) = 47.6, 48 on the 2× grid, its label as high.
    func testRowFontsAndTheDefaultRowsGrowth() throws {
        let layout = try build(Self.file("""
                  rows:
                    - {text: Large, font: {textLabel: 20}}
                    - {text: Small, font: {textLabel: "Helvetica 12"}}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 0, width: 320, height: 48))
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel"), CGRect(x: 16, y: 0, width: 288, height: 47.5))
        XCTAssertEqual(frame(layout, "feed.s0.r1")?.height, 44)
        XCTAssertEqual(message(Self.file("      rows: [{text: a, font: {textLable: 20}}]")), """
            t.yaml:6:31: error: 'textLable' is not a built-in label
                      rows: [{text: a, font: {textLable: 20}}]
                                              ^~~~~~~~~
              expected: textLabel or detailTextLabel
              suggestion: did you mean 'textLabel'?
            """)
    }

    /// `rows:` steps: UIKit's batch rule (update and delete by the old
    /// indexes, insert by the new), rows renamed by position.
    func testRowSteps() throws {
        let text = Self.file(Self.message + """

                  rows:
                    - {cell: message, text: {name: A, body: one}}
                    - {cell: message, text: {name: B, body: two}}
            """, steps: """
            steps:
              - rows:
                  feed:
                    update: [{row: 1, text: {body: changed}}]
                    delete: [{row: 0}]
                    insert: [{row: 1, cell: message, text: {name: C, body: three}}]
            """)
        let layout = try build(text, steps: 1)
        let table = try XCTUnwrap(layout.view("feed") as? UITableView)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        let first = try XCTUnwrap(layout.views.first { $0.id == "feed.s0.r0.body" }?.view as? UILabel)
        XCTAssertEqual(first.text, "changed")
        let second = try XCTUnwrap(layout.views.first { $0.id == "feed.s0.r1.name" }?.view as? UILabel)
        XCTAssertEqual(second.text, "C")
        XCTAssertNil(layout.views.first { $0.id == "feed.s0.r2" })
        XCTAssertEqual(table.contentSize.height, 101)
    }

    func testErrorsAreLocated() {
        XCTAssertEqual(message(Self.file(Self.message + "\n      rows: [{cell: mesage}]")), """
            t.yaml:18:21: error: unknown cell 'mesage'
                      rows: [{cell: mesage}]
                                    ^~~~~~
              expected: one of message
              suggestion: did you mean 'message'?
            """)
        XCTAssertEqual(message(Self.file(Self.message + "\n      rows: [{cell: message, text: {nmae: x}}]")), """
            t.yaml:18:37: error: 'nmae' is not a view of cell 'message'
                      rows: [{cell: message, text: {nmae: x}}]
                                                    ^~~~
              expected: one of name, body
              suggestion: did you mean 'name'?
            """)
        XCTAssertEqual(message(Self.file("      rows: [{text: a, detail: b}]")), """
            t.yaml:6:24: error: a default-style cell has no detail text
                      rows: [{text: a, detail: b}]
                                       ^~~~~~
              expected: style: subtitle, value1 or value2
            """)
        // A template constraint naming something that isn't there.
        let bad = Self.message.replacingOccurrences(of: "name.top == contentView.margins.top", with: "nam.top == contentView.margins.top")
        XCTAssertTrue(message(Self.file(bad))?.contains("unknown view 'nam'") == true)
        XCTAssertTrue(message(Self.file(bad))?.contains("did you mean 'name'?") == true)
        // A row index past the rows, found when the step is applied.
        let steps = Self.file(Self.message + "\n      rows: [{cell: message}]", steps: """
            steps:
              - rows: {feed: {delete: [{row: 3}]}}
            """)
        XCTAssertEqual(message(steps, steps: 1), """
            t.yaml:23:28: error: table 'feed' section 0 has no row 3 (it has 1)
                  - rows: {feed: {delete: [{row: 3}]}}
                                           ^
              expected: a row from 0 to 0
            """)
        // A rows step naming something that isn't a table.
        XCTAssertTrue(message(Self.file(Self.message, steps: "steps:\n  - rows: {root: {delete: [{row: 0}]}}"))?
            .contains("view 'root' is a view, not a tableView") == true)
    }

    /// A template whose chain stops short: UIKit's standard height and its
    /// warning in the window's log.
    func testBrokenChainIsLogged() throws {
        let layout = try build(Self.file("""
                  cells:
                    broken:
                      subviews: [{id: body, type: label}]
                      constraints: [body.top == contentView.top, body.leading == contentView.leading]
                  rows: [{cell: broken, text: {body: x}}]
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0")?.height, 44)
        let log = layout.window.diagnostics.log.joined(separator: "\n")
        XCTAssertTrue(log.contains("constraints ambiguously suggest a height of zero"), log)
        XCTAssertTrue(log.contains("feed.s0.r0.body.bottom == contentView.margins.bottom"), log)
    }

    /// `headerView:` / `footerView:`: views of the file (the file's
    /// constraints name them and their subviews) laid out as UIKit lays a
    /// table's header out: its frame's height, the table's width, above
    /// section 0; the footer under the last section (Apple, `tableHeaderView`).
    func testHeaderAndFooterViews() throws {
        let layout = try build("""
            canvas: {width: 320, height: 480, scale: 2}
            root:
              subviews:
                - id: feed
                  type: tableView
                  rowHeight: 40
                  headerView:
                    id: banner
                    frame: {x: 0, y: 0, width: 10, height: 60}
                    subviews:
                      - {id: title, intrinsicSize: {width: 100, height: 20}}
                  footerView: {id: legal, frame: {x: 0, y: 0, width: 320, height: 30}}
                  rows: [{text: One}, {text: Two}]
            constraints:
              - "H:|[feed]|"
              - "V:|[feed]|"
              - title.centerY == banner.centerY
              - title.leading == banner.leading + 16
            """)
        XCTAssertEqual(frame(layout, "banner"), CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(frame(layout, "title"), CGRect(x: 16, y: 20, width: 100, height: 20))
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 60, width: 320, height: 40))
        XCTAssertEqual(frame(layout, "legal"), CGRect(x: 0, y: 140, width: 320, height: 30))
        XCTAssertEqual((layout.view("feed") as? UITableView)?.contentSize.height, 170)
    }

    func testHeaderViewNeedsAFrameAndIdsStayUnique() {
        XCTAssertEqual(message(Self.file("      headerView: {id: banner}\n      rows: [{text: a}]")), """
            t.yaml:6:19: error: the table's headerView 'banner' needs a frame
                      headerView: {id: banner}
                                  ^
              expected: frame: {x: 0, y: 0, width: …, height: …} (the table keeps its height and sets its width)
            """)
        XCTAssertNotNil(message(Self.file("      headerView: {id: feed, frame: {x: 0, y: 0, width: 1, height: 1}}\n      rows: [{text: a}]")))
    }

    /// `cellMetrics:` (what Xcode 13+'s canvas shows; defaults are the iOS
    /// rules): a row that can't size itself gets the standard height, the
    /// content margins are 15, content views cover the separator. And a
    /// row's `intrinsicSize` may size the built-in labels.
    func testCellMetricsAndBuiltInLabelSizes() throws {
        let layout = try build(Self.file(Self.message + """

                  cellMetrics: {standardRowHeight: 51, contentVerticalMargin: 15, contentViewCoversSeparator: true}
                  rows:
                    - {cell: message, text: {name: Ada, body: Hi}}
                    - {style: default, text: Plain}
                    - {style: subtitle, text: Ada, detail: Lovelace, intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 60, height: 14}}}
            """))
        // 15 + 12 + 4 + 12 + 15 = 58, no separator taken off the content view.
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 0, width: 320, height: 58))
        XCTAssertEqual(frame(layout, "feed.s0.r0.contentView"), CGRect(x: 0, y: 0, width: 320, height: 58))
        XCTAssertEqual(frame(layout, "feed.s0.r0.name")?.minY, 15)
        // A default-style row: the standard 51, its label as high as the row.
        XCTAssertEqual(frame(layout, "feed.s0.r1"), CGRect(x: 0, y: 58, width: 320, height: 51))
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel"), CGRect(x: 16, y: 0, width: 288, height: 51))
        // Subtitle labels at the given sizes: 15 + 20 + 14 + 15 = 64, the pair centred.
        XCTAssertEqual(frame(layout, "feed.s0.r2"), CGRect(x: 0, y: 109, width: 320, height: 64))
        XCTAssertEqual(frame(layout, "feed.s0.r2.textLabel"), CGRect(x: 16, y: 15, width: 40, height: 20))
        XCTAssertEqual(frame(layout, "feed.s0.r2.detailTextLabel"), CGRect(x: 16, y: 35, width: 60, height: 14))
        XCTAssertEqual(message(Self.file("      cellMetrics: {standardHeight: 51}\n      rows: [{text: a}]"))?.contains("standardRowHeight"), true)
    }

    /// `cellMetrics: {subtitleSpacing: …}` (what Xcode 13+'s canvas shows
    /// for self-sizing subtitle rows): paddings from the labels' heights.
    /// Here 0.5 × 20 = 10 above, 2 between, 0.5 × 20 + 0.5 × 14 + 1 = 18
    /// under: 10 + 20 + 2 + 14 + 18 = 64; a row of fixed height keeps the
    /// centred pair, (44 − 34) / 2 = 5; an unknown key is a located error.
    func testSubtitleSpacing() throws {
        let rows = """

                  cellMetrics: {subtitleSpacing: {top: 0.5, gapConstant: 2, bottom: 0.5, bottomDetail: 0.5, bottomConstant: 1}}
                  sections:
                    - rows:
                        - {style: subtitle, text: Ada, detail: Lovelace, intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 60, height: 14}}}
                        - {style: subtitle, text: Ada, detail: Lovelace, height: 44, intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 60, height: 14}}}
            """
        let layout = try build(Self.file(rows))
        XCTAssertEqual(frame(layout, "feed.s0.r0")?.height, 64.5)  // and the separator
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel"), CGRect(x: 16, y: 10, width: 40, height: 20))
        XCTAssertEqual(frame(layout, "feed.s0.r0.detailTextLabel"), CGRect(x: 16, y: 32, width: 60, height: 14))
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minY, 5)
        XCTAssertEqual(frame(layout, "feed.s0.r1.detailTextLabel")?.minY, 25)
        let bad = message(Self.file(rows.replacingOccurrences(of: "gapConstant", with: "gapp")))
        XCTAssertEqual(bad?.contains("t.yaml:"), true, bad ?? "")
        XCTAssertEqual(bad?.contains("gapConstant"), true, bad ?? "")
    }

    /// `cellMetrics: {spacedSubtitle: …}`: a subtitle row of fixed height
    /// with room to spare spaces its labels. Here a 70-point row (69.5 of
    /// content view over the separator, 35.5 of room for 20 and 14) puts
    /// the text at 34.75 − (20 + 4 + 14) / 2 − 2 = 13.75 and the detail 4
    /// below it (14 and 38 on the 2× grid, edges rounded); a 50-point
    /// row, 15.5 of room under the 16, keeps the pair centred, (49.5 −
    /// 34) / 2 = 7.75. An unknown key is a located error.
    func testSpacedSubtitle() throws {
        let rows = """

                  cellMetrics: {spacedSubtitle: {gap: 4, raise: 2, minimumRoom: 16}}
                  sections:
                    - rows:
                        - {style: subtitle, text: Ada, detail: Lovelace, height: 70, intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 60, height: 14}}}
                        - {style: subtitle, text: Ada, detail: Lovelace, height: 50, intrinsicSize: {textLabel: {width: 40, height: 20}, detailTextLabel: {width: 60, height: 14}}}
            """
        let layout = try build(Self.file(rows))
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel"), CGRect(x: 16, y: 14, width: 40, height: 20))
        XCTAssertEqual(frame(layout, "feed.s0.r0.detailTextLabel"), CGRect(x: 16, y: 38, width: 60, height: 14))
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minY, 8)
        XCTAssertEqual(frame(layout, "feed.s0.r1.detailTextLabel")?.minY, 28)
        let bad = message(Self.file(rows.replacingOccurrences(of: "minimumRoom", with: "room")))
        XCTAssertEqual(bad?.contains("t.yaml:"), true, bad ?? "")
        XCTAssertEqual(bad?.contains("minimumRoom"), true, bad ?? "")
    }

    /// `cellMetrics.builtInImageOnWholePoints` puts a centred built-in
    /// image on the whole point at or above its centred y (Xcode 7 to 10's
    /// canvases): a 24-point image in a 64-point row (63.5 of content) at
    /// 19, not the nearest pixel, 20; a boolean or an error.
    func testBuiltInImageOnWholePoints() throws {
        let rows = """

                  cellMetrics: {builtInImageOnWholePoints: true}
                  sections:
                    - rows:
                        - {text: Pin, height: 64, image: {name: pin, width: 24, height: 24}}
            """
        XCTAssertEqual(frame(try build(Self.file(rows)), "feed.s0.r0.imageView")?.minY, 19)
        XCTAssertEqual(frame(try build(Self.file(rows.replacingOccurrences(of: "true", with: "false"))), "feed.s0.r0.imageView")?.minY, 20)
        let bad = message(Self.file(rows.replacingOccurrences(of: "true", with: "3")))
        XCTAssertEqual(bad?.contains("t.yaml:"), true, bad ?? "")
    }

    /// `cellMetrics.rowsTopOffset` starts the first section that far below
    /// the table's top (Xcode 7's canvas: 64, below the bars), the rest
    /// following it; the content size grows by as much. Refused below 0.
    func testRowsTopOffsetMovesEverySection() throws {
        let moved = try build(Self.file("""
                  cellMetrics: {rowsTopOffset: 64}
                  sections:
                    - {headerHeight: 10, rows: [{text: a}]}
                    - {headerHeight: 10, rows: [{text: b}]}
            """))
        let still = try build(Self.file("""
                  sections:
                    - {headerHeight: 10, rows: [{text: a}]}
                    - {headerHeight: 10, rows: [{text: b}]}
            """))
        for row in ["feed.s0.r0", "feed.s1.r0"] {
            let a = try XCTUnwrap(frame(moved, row)), b = try XCTUnwrap(frame(still, row))
            XCTAssertEqual(a.minY, b.minY + 64, row)
            XCTAssertEqual(a.height, b.height, row)
        }
        XCTAssertEqual(frame(still, "feed.s0.r0")?.minY, 10)
        XCTAssertEqual(message(Self.file("      cellMetrics: {rowsTopOffset: -1}\n      sections: [{rows: [{text: a}]}]")) != nil, true)
    }

    /// A section's `headerHeight:` / `footerHeight:` answer the delegate's
    /// `heightForHeaderInSection` / `heightForFooterInSection` for that
    /// section alone; the canvas metrics an Interface Builder import sets:
    /// a collapsed row whose content view has a view of its own takes
    /// `collapsedRowHeight` (an empty one the standard height), a grouped
    /// titled header is `groupedHeaderAdjustment` shorter and, after the
    /// first section with a footer title beside it, `groupedHeaderAboveFooterExtra`
    /// taller. Titled grouped header: 13-point text (15.6) + 23 = 38.6,
    /// − 6 + 7.5 = 40.1, on the half-point grid 40.
    func testSectionHeightsAndCanvasHeaderMetrics() throws {
        let layout = try build(Self.file("""
                  style: grouped
                  cellMetrics: {standardRowHeight: 44.5, collapsedRowHeight: 43.5, contentViewCoversSeparator: true, groupedHeaderAdjustment: -6, groupedHeaderAboveFooterExtra: 7.5}
                  cells:
                    centred:
                      subviews: [{id: title, type: label, text: Hi, font: 10}]
                      constraints: [title.centerY == contentView.centerY, title.leading == contentView.margins.leading]
                    empty: {}
                  sections:
                    - {headerHeight: 10, footerHeight: 4, rows: [{cell: centred}]}
                    - {header: Title, footer: Note, rows: [{cell: empty}]}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0"), CGRect(x: 0, y: 10, width: 320, height: 43.5))
        XCTAssertEqual(frame(layout, "feed.s1.header")?.height, 40)
        XCTAssertEqual(frame(layout, "feed.s1.r0"), CGRect(x: 0, y: 97.5, width: 320, height: 44.5))
        // Without the metrics: UIKit's 18-point untitled grouped header is
        // replaced by the section's 10; the titled one is 38.5; both rows 44.
        let plain = try build(Self.file("""
                  style: grouped
                  cells:
                    empty: {}
                  sections:
                    - {headerHeight: 10, rows: [{cell: empty}]}
                    - {header: Title, footer: Note, rows: [{cell: empty}]}
            """))
        XCTAssertEqual(frame(plain, "feed.s0.r0")?.minY, 10)
        XCTAssertEqual(frame(plain, "feed.s1.r0")?.minY, 10 + 44 + 18 + 38.5)
        XCTAssertEqual(message(Self.file("      sections: [{headerHeight: -3, rows: [{text: a}]}]"))?.contains("section header height"), true)
        XCTAssertEqual(message(Self.file("      sections: [{headerSize: 3, rows: [{text: a}]}]"))?.contains("headerHeight"), true)
    }

    /// `groupedFirstHeaderExtra` replaces the first titled grouped header's
    /// extra 17.3 (0: Xcode's canvas under a large title) and
    /// `groupedEmptyFooterHeight` sizes a footer titled "" (22: Xcode 14+).
    /// Titled header 38.6 (text 15.6 + 23); untitled headers the default 18.
    func testFirstHeaderExtraAndEmptyFooterMetrics() throws {
        let body = """
                  cells:
                    empty: {}
                  sections:
                    - {header: One, footer: "", rows: [{cell: empty}]}
                    - {rows: [{cell: empty}]}
            """
        let plain = try build(Self.file("      style: grouped\n" + body))
        let header = Double(try XCTUnwrap(frame(plain, "feed.s0.header")).height)
        XCTAssertEqual(header, 56)
        let emptyFooter = Double(try XCTUnwrap(frame(plain, "feed.s0.footer")).height)
        XCTAssertGreaterThan(emptyFooter, 22)
        let canvas = try build(Self.file("      style: grouped\n      cellMetrics: {groupedFirstHeaderExtra: 0, groupedEmptyFooterHeight: 22}\n" + body))
        XCTAssertEqual(frame(canvas, "feed.s0.header")?.height, 38.5)
        XCTAssertEqual(frame(canvas, "feed.s0.footer")?.height, 22)
        XCTAssertEqual(frame(canvas, "feed.s0.r0")?.minY, 38.5)
        XCTAssertEqual(frame(canvas, "feed.s1.r0")?.minY, 38.5 + 44 + 22 + 18)
        XCTAssertEqual(message(Self.file("      cellMetrics: {groupedEmptyFooterHeight: -1}\n      rows: [{text: a}]"))?.isEmpty, false)
    }

    /// `cellMetrics: {accessoryWidths:}`: an accessory's width for 16-point
    /// margins where a canvas isn't Trellis's (Xcode 14+ files: a
    /// checkmark 40, 44 at 20-point margins); others keep theirs (a
    /// disclosure indicator 26.5).
    func testAccessoryWidthsFromCellMetrics() throws {
        let layout = try build(Self.file("""
                  cellMetrics: {accessoryWidths: {checkmark: 40}}
                  rows:
                    - {text: Picked, accessory: checkmark}
                    - {text: More, accessory: disclosureIndicator}
            """))
        XCTAssertEqual(frame(layout, "feed.s0.r0.contentView")?.width, 280)
        XCTAssertEqual(frame(layout, "feed.s0.r1.contentView")?.width, 293.5)
        XCTAssertEqual(message(Self.file("      cellMetrics: {accessoryWidths: {chevron: 3}}\n      rows: [{text: a}]"))?.contains("disclosureIndicator"), true)
    }

    /// `cellMetrics: {builtInTrailingInsets:}`: where the built-in text
    /// ends, as the gap to the content view's edge, per accessory (Xcode
    /// 8–10's canvases); `none` is for 16-point margins. Without an entry:
    /// the content view's margin (8 beside an accessory, 16 without).
    func testBuiltInTrailingInsetsFromCellMetrics() throws {
        let layout = try build(Self.file("""
                  cellMetrics: {builtInTrailingInsets: {none: 15, checkmark: 0}}
                  rows:
                    - {text: Plain}
                    - {text: Picked, accessory: checkmark}
                    - {text: More, accessory: disclosureIndicator}
            """))
        // A 320-point table: 320 − 15 − 16; the checkmark's 290-wide
        // content view to its edge; the indicator's 293.5 less 8.
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel")?.width, 289)
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.width, 274)
        XCTAssertEqual(frame(layout, "feed.s0.r2.textLabel")?.width, 269.5)
        XCTAssertEqual(message(Self.file("      cellMetrics: {builtInTrailingInsets: {chevron: 3}}\n      rows: [{text: a}]"))?.contains("disclosureIndicator"), true)
    }

    /// `cellMetrics: {builtInImageColumn: 24}` (Xcode 14+'s canvas): the
    /// built-in image centred 12 in from the margin, the text 15 after the
    /// column (an 18-wide image at 19, text at 16 + 24 + 15 = 55) or after
    /// a wider image (26 wide at 15, text at 15 + 26 + 15 = 56). Without
    /// it: the image at the margin, the text 16 after it.
    func testBuiltInImageColumn() throws {
        let rows = """
                  rows:
                    - {text: Narrow, image: {name: a, width: 18, height: 20}}
                    - {text: Wide, image: {name: b, width: 26, height: 26}}
            """
        let layout = try build(Self.file("      cellMetrics: {builtInImageColumn: 24}\n" + rows))
        XCTAssertEqual(frame(layout, "feed.s0.r0.imageView")?.minX, 19)
        XCTAssertEqual(frame(layout, "feed.s0.r0.textLabel")?.minX, 55)
        XCTAssertEqual(frame(layout, "feed.s0.r1.imageView")?.minX, 15)
        XCTAssertEqual(frame(layout, "feed.s0.r1.textLabel")?.minX, 56)
        let plain = try build(Self.file(rows))
        XCTAssertEqual(frame(plain, "feed.s0.r0.imageView")?.minX, 16)
        XCTAssertEqual(frame(plain, "feed.s0.r0.textLabel")?.minX, 50)
    }
}
