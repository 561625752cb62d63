import Foundation
import TrellisFormat
import TrellisLayout
import XCTest

/// The stack view files of the gallery, frames worked out by hand (the
/// arithmetic is also in each file's opening comments). Text is measured by
/// the fixed-advance measurer (see ``GalleryTests``).
extension GalleryTests {
    /// Distribution and alignment files: a horizontal stack 290 x 80 at
    /// (10, 10), spacing 10; a 40x20, b 80x40, c 60x30.
    func testStackDistributions() throws {
        let expected: [(String, [(Double, Double)])] = [
            ("fill", [(0, 40), (50, 80), (140, 150)]),                 // the last stretches
            ("fill-equally", [(0, 90), (100, 90), (200, 90)]),         // (290 - 20) / 3
            ("fill-proportionally", [(0, 60), (70, 120), (200, 90)]),  // 270 shared 40:80:60
            ("equal-spacing", [(0, 40), (95, 80), (230, 60)]),         // gaps (290 - 180) / 2
            ("equal-centering", [(0, 40), (100, 80), (230, 60)]),      // centres 20, 140, 260
        ]
        for (name, xs) in expected {
            let layout = try build("stack-distribution-\(name).yaml")
            assertFrame(layout, "stack", 10, 10, 290, 80, name)
            for (id, (x, width)) in zip(["a", "b", "c"], xs) { assertFrame(layout, id, x, 0, width, 80, name) }
            assertNoIssues(layout)
        }
    }

    func testStackAlignments() throws {
        let xs: [(Double, Double)] = [(0, 40), (50, 80), (140, 150)]
        let expected: [(String, [(Double, Double)])] = [
            ("fill", [(0, 80), (0, 80), (0, 80)]),
            ("top", [(0, 20), (0, 40), (0, 30)]),
            ("center", [(30, 20), (20, 40), (25, 30)]),
            ("bottom", [(60, 20), (40, 40), (50, 30)]),
        ]
        for (name, ys) in expected {
            let layout = try build("stack-alignment-\(name).yaml")
            for (id, ((x, width), (y, height))) in zip(["a", "b", "c"], zip(xs, ys)) {
                assertFrame(layout, id, x, y, width, height, name)
            }
            assertNoIssues(layout)
        }
    }

    /// Vertical stacks: `leading`/`trailing` place each view at its
    /// intrinsic width against that edge (Apple's UIStackView.Alignment:
    /// "aligns the leading edge of arranged views along its leading edge");
    /// down the axis fill stretches the last view: a 0...20, b 30...70, c 80...290.
    func testVerticalStackAlignments() throws {
        let expected: [(String, [Double])] = [("leading", [0, 0, 0]), ("trailing", [160, 120, 140])]
        let heights: [(Double, Double)] = [(0, 20), (30, 40), (80, 210)]
        let widths: [Double] = [40, 80, 60]
        for (name, xs) in expected {
            let layout = try build("stack-vertical-alignment-\(name).yaml")
            assertFrame(layout, "stack", 10, 10, 200, 290, name)
            for (i, id) in ["a", "b", "c"].enumerated() {
                assertFrame(layout, id, xs[i], heights[i].0, widths[i], heights[i].1, name)
            }
            assertNoIssues(layout)
        }
    }

    func testStackBaselineAlignments() throws {
        // "Title" at 30 points: 75 x 36, baseline 28.5; "body" at 17: 34 x
        // 20.4, baseline 16.15; c has no text: its first baseline is its
        // top, its last its bottom (Apple's `forFirstBaselineLayout`).
        // Widths: a 75, b 34, c the rest (161 from 129).
        var layout = try build("stack-alignment-first-baseline.yaml")
        // Shared baseline 28.5 (a's, the row hugging the top): a 0, b 12.35
        // -> 12.5 (bottom 42.75 -> 43 in the window), c 28.5.
        assertFrame(layout, "a", 0, 0, 75, 36)
        assertFrame(layout, "b", 85, 12.5, 34, 20.5)
        assertFrame(layout, "c", 129, 28.5, 161, 30)
        assertNoIssues(layout)
        layout = try build("stack-alignment-last-baseline.yaml")
        // Shared baseline 50 (c is 50 tall): a 21.5, b 33.85 -> 34 (bottom 64.25 -> 64.5).
        assertFrame(layout, "a", 0, 21.5, 75, 36)
        assertFrame(layout, "b", 85, 34, 34, 20.5)
        assertFrame(layout, "c", 129, 0, 161, 50)
        assertNoIssues(layout)
    }

    func testStackCookbookSimple() throws {
        let layout = try build("stack-cookbook-simple.yaml")
        // Margins 16; top 20 + 8 = 28; bottom 667 - 8 = 659: 343 x 631.
        assertFrame(layout, "stack", 16, 28, 343, 631)
        // Label 20.4 (window 28...48.4 -> 48.5); a system button with a
        // 15-pt title is 18 + 2 × 6 = 30 tall, at 659 - 30 = 629 (601 in the
        // stack); the image takes the rest: 56.4 -> 56.5 ... 621 (593 in the stack).
        assertFrame(layout, "title", 0, 0, 343, 20.5)
        assertFrame(layout, "image", 0, 28.5, 343, 564.5)
        assertFrame(layout, "edit", 0, 601, 343, 30)
        assertNoIssues(layout)
    }

    func testStackCookbookNestedForm() throws {
        let layout = try build("stack-cookbook-nested-form.yaml")
        // Labels equal to "Middle", 6 x 8.5 = 51; fields 343 - 51 - 8 = 284.
        // A rounded-rect field is its line (20.4) + 14 = 34.4 tall; its
        // baseline 17.2 + (16.15 - 10.2) = 23.15; a label's 16.15, so labels
        // sit 7 down: window 47, bottom 67.4 -> 67.5. Rows at 0, 42.4, 84.8
        // (window 40, 82.4 -> 82.5, 124.8 -> 125); the form ends at 159.2 -> 159.
        assertFrame(layout, "form", 16, 40, 343, 119)
        // Labels: window 47...67.4, 89.4...109.8, 131.8...152.2 on the 2× grid.
        let rows: [(String, Double, Double, Double)] = [("first", 0, 34.5, 20.5), ("middle", 42.5, 34.5, 20.5), ("last", 85, 34, 20)]
        for (row, y, height, labelHeight) in rows {
            assertFrame(layout, row + "Row", 0, y, 343, height)
            assertFrame(layout, row + "Label", 0, 7, 51, labelHeight)
        }
        assertFrame(layout, "firstField", 59, 0, 284, 34.5)
        assertNoIssues(layout)
    }

    func testStackCookbookDynamic() throws {
        var layout = try build("stack-cookbook-dynamic.yaml")
        assertFrame(layout, "list", 16, 40, 343, 96)
        assertFrame(layout, "row2", 0, 52, 343, 44)
        assertFrame(layout, "row3", 16, 400, 343, 44)
        layout = try build("stack-cookbook-dynamic.yaml", step: 1)   // row3 joins
        assertFrame(layout, "row3", 0, 104, 343, 44)
        assertFrame(layout, "list", 16, 40, 343, 148)
        layout = try build("stack-cookbook-dynamic.yaml", step: 2)   // row1 collapses with its gap
        // 0 high at the top, as wide as the fill-aligned list (docs/LAYOUT.md, "Hidden views").
        assertFrame(layout, "row1", 0, 0, 343, 0)
        assertFrame(layout, "row2", 0, 0, 343, 44)
        assertFrame(layout, "row3", 0, 52, 343, 44)
        layout = try build("stack-cookbook-dynamic.yaml", step: 3)   // row2 removed
        assertFrame(layout, "row3", 0, 0, 343, 44)
        assertFrame(layout, "list", 16, 40, 343, 44)
        layout = try build("stack-cookbook-dynamic.yaml", step: 4)   // row1 back, spacing 16
        assertFrame(layout, "row1", 0, 0, 343, 44)
        assertFrame(layout, "row3", 0, 60, 343, 44)
        assertNoIssues(layout)
    }
}
