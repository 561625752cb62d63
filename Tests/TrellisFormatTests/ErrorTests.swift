import XCTest
@testable import TrellisFormat

/// One test per class of error, each asserting the whole message: position,
/// excerpt with caret, what was expected and the suggestion (the layout
/// documented in docs/FORMAT.md, "Errors").
final class ErrorTests: XCTestCase {
    /// Reads (and for "build", builds and steps through) `text`, expecting an error.
    func error(_ text: String, file: String = "t.yaml", _ mode: String = "parse") -> FormatError? {
        do {
            let document = try LayoutFile.parse(text, file: file)
            if mode == "device" { _ = try LayoutBuilder.build(document, device: "ipad11"); return nil }
            let built = try LayoutBuilder.build(document)
            try built.apply(throughStep: built.stepCount)
            return nil
        } catch {
            return error
        }
    }

    static let base = "root:\n  subviews:\n    - id: title\n      type: label\n      text: Hi\n    - id: box\n"

    func testYAMLSyntax() {
        XCTAssertEqual(error("root:\n  subviews: [a\nconstraints: []\n", "build")?.description, """
            t.yaml:3:12: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence
                constraints: []
                           ^
              expected: YAML (or JSON) text
              suggestion: check this line and the one before for an unclosed quote or bracket, or indentation
            """)
    }

    func testUnknownKey() {
        XCTAssertEqual(error("root:\n  subview: []\n")?.description, """
            t.yaml:2:3: error: unknown key 'subview' in root
                  subview: []
                  ^~~~~~~
              expected: one of color, margins, insetsMarginsFromSafeArea, semanticContentAttribute, overrideUserInterfaceStyle, guides, subviews
              suggestion: did you mean 'subviews'?
            """)
    }

    /// Lines are split by bytes: a CRLF file's error quotes its line
    /// without the carriage return (splitting by Character never split
    /// "\r\n", one grapheme, so the whole file was line 1).
    func testCRLFFileErrorQuotesItsLine() {
        XCTAssertEqual(error("root:\r\n  subview: []\r\n")?.description, """
            t.yaml:2:3: error: unknown key 'subview' in root
                  subview: []
                  ^~~~~~~
              expected: one of color, margins, insetsMarginsFromSafeArea, semanticContentAttribute, overrideUserInterfaceStyle, guides, subviews
              suggestion: did you mean 'subviews'?
            """)
    }

    func testUnknownKeyInJSON() {
        XCTAssertEqual(error("{\"root\": {\"subviews\": [{\"id\": \"a\", \"colour\": \"red\"}]}}", file: "t.json")?.description, """
            t.json:1:37: error: unknown key 'colour' in a view
                {"root": {"subviews": [{"id": "a", "colour": "red"}]}}
                                                    ^~~~~~
              expected: one of id, type, text, font, lines, textColor, intrinsicSize, alignmentRectInsets, hugging, compressionResistance, margins, preservesSuperviewMargins, insetsMarginsFromSafeArea, hidden, color, semanticContentAttribute, overrideUserInterfaceStyle, guides, frame, autoresizing, canvasFrame, subviews, placeholder, isOn, value, progress, items, selected, pages, image, style, configuration, axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative, leadingHiddenViewEndsAtStart, hiddenViewsAfterLoneVisibleViewAtStart, contentOffset, contentInset, contentInsetAdjustmentBehavior, contentSize, isScrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal, showsVerticalScrollIndicator, showsHorizontalScrollIndicator, rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight, separatorStyle, cells, sections, rows, headerView, footerView, cellMetrics, flowLayout, itemSize, elementKind
              suggestion: did you mean 'color'?
            """)
    }

    func testUnknownTopLevelKey() {
        XCTAssertEqual(error("root: {}\nstep: []\n")?.description, """
            t.yaml:2:1: error: unknown key 'step' in the layout file
                step: []
                ^~~~
              expected: one of $schema, title, canvas, root, constraints, steps
              suggestion: did you mean 'steps'?
            """)
    }

    func testUnknownView() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.top == titel.bottom + 8\n")?.description, """
            t.yaml:8:18: error: unknown view 'titel'
                  - title.top == titel.bottom + 8
                                 ^~~~~
              expected: a view id, a custom guide id, or a view's guide (root.safeArea, root.margins, root.readable, root.keyboard; a scroll view's contentLayout, frameLayout)
              suggestion: did you mean 'title'?
            """)
    }

    func testPositionAfterEscapesInDoubleQuotedString() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - \"box.top == \\u0074itle.bottom + 8 @ 20x\"\n")?.description, """
            t.yaml:8:43: error: expected the end of the constraint, found 'x'
                  - "box.top == \\u0074itle.bottom + 8 @ 20x"
                                                          ^
              expected: the end of the constraint
            """)
    }

    func testUnknownAttribute() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.tpo == box.bottom + 8\n")?.description, """
            t.yaml:8:11: error: unknown attribute 'tpo'
                  - title.tpo == box.bottom + 8
                          ^~~
              expected: an attribute: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
              suggestion: did you mean 'top'?
            """)
    }

    func testUnknownGuide() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.top == root.safearea.top\n")?.description, """
            t.yaml:8:23: error: unknown guide 'safearea' of view 'root'
                  - title.top == root.safearea.top
                                      ^~~~~~~~
              expected: safeArea, margins or readable (and contentLayout or frameLayout on a scroll view)
              suggestion: did you mean 'safeArea'?
            """)
    }

    func testGuideOfAGuide() {
        XCTAssertEqual(error("root:\n  guides: [g]\nconstraints:\n  - g.margins.top == root.top\n")?.description, """
            t.yaml:4:7: error: 'g' is a layout guide; it has no guide 'margins'
                  - g.margins.top == root.top
                      ^~~~~~~
              expected: g.ATTR
            """)
    }

    func testBadRelation() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.top = box.bottom\n")?.description, """
            t.yaml:8:15: error: '=' is not a relation
                  - title.top = box.bottom
                              ^
              expected: ==, >= or <=
            """)
    }

    func testTrailingText() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - 'title.top == box.bottom + 8 extra'\n")?.description, """
            t.yaml:8:34: error: expected '@ P' or the end of the constraint, found 'extra'
                  - 'title.top == box.bottom + 8 extra'
                                                 ^~~~~
              expected: '@ P' or the end of the constraint
            """)
    }

    func testInvalidPairing() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.top == box.leading\n")?.description, """
            t.yaml:8:22: error: Invalid pairing of layout attributes top and leading: y-axis attributes relate only to y-axis attributes
                  - title.top == box.leading
                                     ^~~~~~~
              expected: an attribute that pairs with top
            """)
    }

    func testDirectionalWithAbsolute() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.leading == box.left\n")?.description, """
            t.yaml:8:26: error: A constraint cannot be made between a leading/trailing attribute and a right/left attribute (leading and left); use leading/trailing for both, or left/right for both
                  - title.leading == box.left
                                         ^~~~
              expected: an attribute that pairs with leading
            """)
    }

    func testLocationEqualToConstant() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.top == 20\n")?.description, """
            t.yaml:8:11: error: A constraint with no second item must be a size constraint: top == constant places a location at a constant, which is invalid; relate it to another item's top instead
                  - title.top == 20
                          ^~~
              expected: a width or height when there is no second item
            """)
    }

    /// UIKit raises for a multiplier of 0 on a location ("A multiplier of 0
    /// or a nil second item together with a location for the first
    /// attribute creates an illegal constraint of a location equal to a
    /// constant", NSLayoutConstraint's exception): the attributes pair
    /// fine, so the error names the multiplier and writes the constraint
    /// without it.
    func testZeroMultiplierOnALocation() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.leading >= 0 * box.leading + 20\n")?.description, """
            t.yaml:8:30: error: a multiplier of 0 with a location attribute (leading) makes a location equal to a constant, which is invalid
                  - title.leading >= 0 * box.leading + 20
                                             ^~~~~~~
              expected: a multiplier other than 0 with a location attribute (UIKit raises for 0)
              suggestion: to place title at a fixed offset, write title.leading >= box.leading + 20
            """)
    }

    func testPriorityOutOfRange() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.width == box.width @ 2000\n")?.description, """
            t.yaml:8:32: error: priority 2000 is out of range
                  - title.width == box.width @ 2000
                                               ^~~~
              expected: a number 1…1000, or required, high, low or fitting
            """)
    }

    func testUnknownPriorityName() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - title.width == box.width @ hihg\n")?.description, """
            t.yaml:8:32: error: unknown priority 'hihg'
                  - title.width == box.width @ hihg
                                               ^~~~
              expected: a number 1…1000, or required, high, low or fitting
              suggestion: did you mean 'high'?
            """)
    }

    func testVisualFormatUnknownView() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - \"H:|-[title]-[bx]-|\"\n")?.description, """
            t.yaml:8:19: error: invalid visual format: 'bx' is not a key in the views dictionary
                  - "H:|-[title]-[bx]-|"
                                  ^~
              suggestion: did you mean 'box'?
            """)
    }

    func testVisualFormatSyntax() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - vfl: 'H:|-[title]-(pad)-[box'\n    metrics: {pad: 8}\n")?.description, """
            t.yaml:8:33: error: invalid visual format: Expected ']' after the view name
                  - vfl: 'H:|-[title]-(pad)-[box'
                                                ^
            """)
    }

    func testVisualFormatOption() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - vfl: 'H:|-[title]-[box]'\n    options: alignAllCentreY\n")?.description, """
            t.yaml:9:14: error: unknown format option 'alignAllCentreY'
                    options: alignAllCentreY
                             ^~~~~~~~~~~~~~~
              expected: one of alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllBaseline, alignAllFirstBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline
              suggestion: did you mean 'alignAllCenterY'?
            """)
    }

    func testUnknownDevice() {
        XCTAssertEqual(error("canvas:\n  device: iphone15\nroot: {}\n")?.description, """
            t.yaml:2:11: error: unknown device 'iphone15'
                  device: iphone15
                          ^~~~~~~~
              expected: one of iphone-se, iphone-15, iphone-15-pro-max, ipad-11
              suggestion: did you mean 'iphone-15'?
            """)
    }

    func testUnknownDeviceOnCommandLine() {
        XCTAssertEqual(error("root: {}\n", "device")?.description, """
            command line: error: unknown device 'ipad11'
              expected: one of iphone-se, iphone-15, iphone-15-pro-max, ipad-11
              suggestion: did you mean 'ipad-11'?
            """)
    }

    func testDeviceWithWidth() {
        XCTAssertEqual(error("canvas:\n  device: iphone-se\n  width: 300\nroot: {}\n")?.description, """
            t.yaml:3:3: error: 'width' can't be given with 'device'
                  width: 300
                  ^~~~~
              expected: either a device (and orientation) or width, height, scale, safeArea and sizeClasses
            """)
    }

    func testUnknownViewType() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: a\n      type: buton\n")?.description, """
            t.yaml:4:13: error: unknown view type 'buton'
                      type: buton
                            ^~~~~
              expected: one of view, label, button, imageView, textField, textView, switch, slider, stepper, progressView, activityIndicator, segmentedControl, pageControl, stackView, scrollView, tableView, collectionView, collectionViewCell, collectionReusableView
              suggestion: did you mean 'button'?
            """)
    }

    func testTextOnAPlainView() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: a\n      text: hi\n")?.description, """
            t.yaml:4:7: error: 'text' applies only to label, button, textField and textView, not view
                      text: hi
                      ^~~~
            """)
    }

    func testWrongType() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: a\n      hidden: \"yes\"\n")?.description, """
            t.yaml:4:16: error: expected true or false, found a string
                      hidden: "yes"
                               ^~~
              expected: true or false
            """)
    }

    func testNumberExpected() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: a\n      frame: {x: 0, y: 0, width: wide, height: 4}\n")?.description, """
            t.yaml:4:34: error: expected a number ≥ 0, found a string
                      frame: {x: 0, y: 0, width: wide, height: 4}
                                                 ^~~~
              expected: a number ≥ 0
            """)
    }

    func testMissingKey() {
        XCTAssertEqual(error("root:\n  subviews:\n    - type: label\n")?.description, """
            t.yaml:3:7: error: a view needs 'id'
                    - type: label
                      ^
              expected: the key 'id'
            """)
    }

    func testMissingRoot() {
        XCTAssertEqual(error("canvas: {device: ipad-11}\n")?.description, """
            t.yaml:1:1: error: a layout file needs 'root'
                canvas: {device: ipad-11}
                ^
              expected: the key 'root'
            """)
    }

    func testBadIdentifier() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: my-view\n")?.description, """
            t.yaml:3:11: error: 'my-view' is not a valid view id
                    - id: my-view
                          ^~~~~~~
              expected: letters, digits and _, not starting with a digit
            """)
    }

    func testDuplicateId() {
        XCTAssertEqual(error("root:\n  subviews:\n    - id: a\n    - id: a\n")?.description, """
            t.yaml:4:11: error: duplicate id 'a' (first used at line 3)
                    - id: a
                          ^
              expected: ids unique across views and guides
            """)
    }

    func testDuplicateKey() {
        XCTAssertEqual(error("root:\n  color: red\n  color: blue\n")?.description, """
            t.yaml:3:3: error: duplicate key 'color' (first at line 2)
                  color: blue
                  ^~~~~
              expected: each key once in a mapping
            """)
    }

    func testDuplicateConstraintName() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - w: title.width == 1\n  - w: box.width == 1\n")?.description, """
            t.yaml:9:5: error: duplicate constraint name 'w' (first used at line 8)
                  - w: box.width == 1
                    ^
              expected: constraint names unique in the file
            """)
    }

    func testBadColour() {
        XCTAssertEqual(error("root:\n  color: '#12'\n")?.description, """
            t.yaml:2:11: error: '#12' is not a colour
                  color: '#12'
                          ^~~
              expected: #RRGGBB or #RRGGBBAA
            """)
    }

    func testUnknownColour() {
        XCTAssertEqual(error("root:\n  color: grey\n")?.description, """
            t.yaml:2:10: error: unknown colour 'grey'
                  color: grey
                         ^~~~
              expected: #RRGGBB, #RRGGBBAA or one of black, white, clear, red, green, blue, orange, yellow, purple, gray, systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPurple, systemPink, systemTeal, systemIndigo, systemBrown, systemMint, systemCyan, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator, systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill, systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
              suggestion: did you mean 'gray'?
            """)
    }

    func testMixedMargins() {
        XCTAssertEqual(error("root:\n  margins: {left: 4, trailing: 4}\n")?.description, """
            t.yaml:2:22: error: margins mix left/right with leading/trailing
                  margins: {left: 4, trailing: 4}
                                     ^~~~~~~~
              expected: either left and right, or leading and trailing
            """)
    }

    func testUnknownSizeClass() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - {constraint: \"title.top == box.bottom\", when: {horizontal: compct}}\n")?.description, """
            t.yaml:8:64: error: unknown size class 'compct'
                  - {constraint: "title.top == box.bottom", when: {horizontal: compct}}
                                                                               ^~~~~~
              expected: compact or regular
              suggestion: did you mean 'compact'?
            """)
    }

    func testTwoBodies() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - constraint: title.top == box.top\n    vfl: '[title][box]'\n")?.description, """
            t.yaml:9:5: error: a constraint object takes only one of 'constraint', 'vfl' and 'constraints'
                    vfl: '[title][box]'
                    ^~~
              expected: one of constraint, vfl, constraints
            """)
    }

    func testUnknownConstraintInStep() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - compact-width: box.width == 10\nsteps:\n  - deactivate: compact-widht\n")?.description, """
            t.yaml:10:17: error: unknown constraint 'compact-widht' in step 1
                  - deactivate: compact-widht
                                ^~~~~~~~~~~~~
              expected: the name of a constraint defined before this step
              suggestion: did you mean 'compact-width'?
            """)
    }

    func testUnknownViewInStep() {
        XCTAssertEqual(error(Self.base + "steps:\n  - hide: tilte\n")?.description, """
            t.yaml:8:11: error: unknown view 'tilte' in step 1
                  - hide: tilte
                          ^~~~~
              expected: a view id
              suggestion: did you mean 'title'?
            """)
    }

    func testRemovedViewInLaterStep() {
        XCTAssertEqual(error(Self.base + "steps:\n  - remove: box\n  - add: [box.width == 4]\n")?.description, """
            t.yaml:9:11: error: view 'box' was removed by an earlier step
                  - add: [box.width == 4]
                          ^~~
              expected: a view still in the window
            """)
    }

    func testEmptyStep() {
        XCTAssertEqual(error(Self.base + "steps:\n  - title: nothing\n")?.description, """
            t.yaml:8:5: error: a step needs at least one change
                  - title: nothing
                    ^
              expected: one of activate, deactivate, add, constant, priority, remove, hide, show, text, intrinsicSize, orientation, device, keyboard, userInterfaceStyle, stack, scroll, rows
            """)
    }

    func testOrientationWithoutDevice() {
        XCTAssertEqual(error("canvas: {width: 300, height: 400}\nroot: {}\nsteps:\n  - orientation: landscape\n")?.description, """
            t.yaml:4:18: error: step 1 turns a canvas that has no device
                  - orientation: landscape
                                 ^~~~~~~~~
              expected: a canvas with a device, or a device step before this one
            """)
    }

    func testPriorityRequiredToOptional() {
        XCTAssertEqual(error(Self.base + "constraints:\n  - t1: title.width == 10\nsteps:\n  - priority: {t1: 500}\n", "build")?.description, """
            t.yaml:10:16: error: can't change the priority of active constraint 't1' from 1000 to 500
                  - priority: {t1: 500}
                               ^~
              expected: optional to optional (below 1000), or deactivate it in an earlier step first
            """)
    }

    func testEmptyFile() {
        XCTAssertEqual(error("")?.description, """
            t.yaml:1:1: error: the layout file is empty
              expected: a mapping with 'root'
            """)
    }
}

/// The error's parts, separately from its description.
final class ErrorFieldTests: XCTestCase {
    func testFields() {
        do {
            _ = try LayoutFile.parse("root:\n  subviews: [{id: title}]\nconstraints:\n  - title.top == titel.bottom + 8\n", file: "f.yaml")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.file, "f.yaml")
            XCTAssertEqual(error.line, 4)
            XCTAssertEqual(error.column, 18)
            XCTAssertEqual(error.message, "unknown view 'titel'")
            XCTAssertEqual(error.offendingText, "titel")
            XCTAssertEqual(error.suggestion, "did you mean 'title'?")
        }
    }

    func testLiteralBlockPositions() {
        let text = "root:\n  subviews: [{id: a}]\nconstraints:\n  - |\n    a.width ==\n      b.width\n"
        do {
            _ = try LayoutFile.parse(text, file: "f.yaml")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.line, 6)
            XCTAssertEqual(error.column, 7)
            XCTAssertEqual(error.message, "unknown view 'b'")
        }
    }

    func testMissingFileAndExtension() {
        XCTAssertThrowsError(try LayoutFile.load(path: "/nonexistent/x.yaml")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/x.yaml: error: can't read '/nonexistent/x.yaml': no such file\n"
                           + "  expected: a layout file\n  suggestion: check the path for a typo")
        }
        XCTAssertThrowsError(try LayoutFile.load(path: "/tmp/x.txt")) { error in
            XCTAssertEqual("\(error)", "/tmp/x.txt: error: can't read 'x.txt': not a layout file\n  expected: a .yaml, .yml or .json file")
        }
    }
}
