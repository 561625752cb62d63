import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The first arranged view of a fill stack, hidden, with a visible view after
/// it (next, or after more hidden views): Xcode 12's canvas and later store it
/// ending where the stack starts, Xcode 10 and 11 at the start (rule,
/// observed; docs/INTERFACE-BUILDER.md, "Stacks"). The import decides from
/// the document's `toolsVersion` (`leadingHiddenViewEndsAtStart`); the
/// hidden views after the first one stay at the start either way.
final class HiddenLeadingRunTests: XCTestCase {
    /// A vertical fill stack at (0, 100), 375 wide: a hidden header whose
    /// height comes from its subview (10 + 24 + 10 = 44, no length of its
    /// own), a hidden 30-high box, then a visible 40-high box; a label-free
    /// marker view outside the stack is pinned below the header.
    func xml(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hlr-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-sk-002">
                            <rect key="frame" x="0.0" y="100" width="375" height="40"/>
                            <subviews>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-hd-003">
                                    <rect key="frame" x="0.0" y="-44" width="375" height="44"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-in-004">
                                            <rect key="frame" x="10" y="10" width="355" height="24"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="24" id="Hlr-c01"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Hlr-in-004" firstAttribute="top" secondItem="Hlr-hd-003" secondAttribute="top" constant="10" id="Hlr-c02"/>
                                        <constraint firstAttribute="bottom" secondItem="Hlr-in-004" secondAttribute="bottom" constant="10" id="Hlr-c03"/>
                                        <constraint firstItem="Hlr-in-004" firstAttribute="leading" secondItem="Hlr-hd-003" secondAttribute="leading" constant="10" id="Hlr-c04"/>
                                        <constraint firstAttribute="trailing" secondItem="Hlr-in-004" secondAttribute="trailing" constant="10" id="Hlr-c05"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-h2-005">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Hlr-c06"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-vs-006">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Hlr-c07"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hlr-mk-007">
                            <rect key="frame" x="20" y="100" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="Hlr-c08"/>
                                <constraint firstAttribute="height" constant="10" id="Hlr-c09"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hlr-sk-002" firstAttribute="leading" secondItem="Hlr-rt-001" secondAttribute="leading" id="Hlr-c10"/>
                        <constraint firstAttribute="trailing" secondItem="Hlr-sk-002" secondAttribute="trailing" id="Hlr-c11"/>
                        <constraint firstItem="Hlr-sk-002" firstAttribute="top" secondItem="Hlr-rt-001" secondAttribute="top" constant="100" id="Hlr-c12"/>
                        <constraint firstItem="Hlr-mk-007" firstAttribute="leading" secondItem="Hlr-rt-001" secondAttribute="leading" constant="20" id="Hlr-c13"/>
                        <constraint firstItem="Hlr-mk-007" firstAttribute="top" secondItem="Hlr-hd-003" secondAttribute="bottom" id="Hlr-c14"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Xcode 12 and later (tools 17701, Xcode 12.4): the header ends at the
    /// stack's top, so the marker pinned below it sits at the stack's top;
    /// the second hidden box stays at the start.
    func testXcode12EndsTheFirstAtTheStart() throws {
        let imported = try importedScene(xml: xml(tools: "17701"), file: "run.xib")
        XCTAssertTrue(imported.yaml.contains("leadingHiddenViewEndsAtStart: true"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Hlr-hd-003"], "0,-44,375,44")
        XCTAssertEqual(f["Hlr-h2-005"], "0,0,375,30")
        XCTAssertEqual(f["Hlr-vs-006"], "0,0,375,40")
        XCTAssertEqual(f["Hlr-mk-007"], "20,100,10,10")
    }

    /// Xcode 11 (tools 16097): the first hidden view starts where the stack
    /// starts, and the marker follows its 44 points.
    func testXcode11KeepsTheStart() throws {
        let imported = try importedScene(xml: xml(tools: "16097"), file: "run.xib")
        XCTAssertFalse(imported.yaml.contains("leadingHiddenViewEndsAtStart"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Hlr-hd-003"], "0,0,375,44")
        XCTAssertEqual(f["Hlr-h2-005"], "0,0,375,30")
        XCTAssertEqual(f["Hlr-mk-007"], "20,144,10,10")
    }

    /// The property in a layout file: it moves a hidden first view only on a
    /// canvas (a view with a canvas frame); UIKit's run-time layout keeps it
    /// collapsed at the start.
    func testRunTimeLayoutIgnoresIt() throws {
        let yaml = """
        canvas: {width: 200, height: 200, scale: 2}
        root:
          subviews:
            - id: stack
              type: stackView
              axis: vertical
              leadingHiddenViewEndsAtStart: true
              subviews:
                - {id: hiddenBox, hidden: true, intrinsicSize: {width: 20, height: 20}}
                - {id: box, intrinsicSize: {width: 40, height: 40}}
        constraints:
          - stack.top == root.top + 50
          - stack.left == root.left
          - stack.right == root.right
        """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "run.yaml"))
        try layout.apply(throughStep: 0)
        XCTAssertEqual((layout.view("stack") as? UIStackView)?.leadingHiddenViewEndsAtStart, true)
        XCTAssertEqual(layout.view("hiddenBox").map { describe($0.frame) }, "0,0,200,0")
        XCTAssertEqual(layout.view("box").map { describe($0.frame) }, "0,0,200,40")
    }

    /// The same key on a canvas: the hidden box keeps its required 20 points
    /// (the canvas's hiding length is 999.9) and ends at the stack's top.
    func testCanvasFrameMovesIt() throws {
        let yaml = """
        canvas: {width: 200, height: 200, scale: 2}
        root:
          subviews:
            - id: stack
              type: stackView
              axis: vertical
              leadingHiddenViewEndsAtStart: true
              canvasFrame: {x: 0, y: 50, width: 200, height: 40}
              subviews:
                - {id: hiddenBox, hidden: true, canvasFrame: {x: 0, y: -20, width: 200, height: 20}}
                - {id: box, intrinsicSize: {width: 40, height: 40}, canvasFrame: {x: 0, y: 0, width: 200, height: 40}}
        constraints:
          - stack.top == root.top + 50
          - stack.left == root.left
          - stack.right == root.right
          - hiddenBox.height == 20
        """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "canvas.yaml"))
        try layout.apply(throughStep: 0)
        XCTAssertEqual(layout.view("hiddenBox").map { describe($0.frame) }, "0,-20,200,20")
        XCTAssertEqual(layout.view("box").map { describe($0.frame) }, "0,0,200,40")
    }
}
