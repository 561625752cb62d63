import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// Hidden arranged views after the last visible one (rule, observed;
/// docs/INTERFACE-BUILDER.md, "Stacks, scroll views and other containers"):
/// when the stack shows exactly one visible view, outside table and
/// collection cells, Xcode's canvas stores them where the stack starts (31
/// of 32 such views, nine repositories, Xcode 10.2 to 26); with two or more
/// visible views (31 of 31) and inside cells (25 of 36) they follow the
/// last visible view. Hand-written xibs: a vertical stack, spacing 8, at
/// (10, 100), of visible 40 × 40 (and 40 × 20) boxes and a hidden 40 × 30
/// box last.
final class LoneVisibleViewHiddenTests: XCTestCase {
    func box(_ id: String, y: Double, height: Int, hidden: Bool) -> String {
        """
                                <view \(hidden ? #"hidden="YES" "# : "")contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="40" height="\(height)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="\(id)-w"/>
                                        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
                                    </constraints>
                                </view>
        """
    }

    /// `cell`: the top-level object is a table cell (its content view holds the stack).
    func xml(boxes: String, stackHeight: Int, cell: Bool) -> String {
        let stack = """
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Lvh-sk-002">
                            <rect key="frame" x="10" y="100" width="40" height="\(stackHeight)"/>
                            <subviews>
        \(boxes)
                            </subviews>
                        </stackView>
        """
        let constraints = """
                        <constraint firstItem="Lvh-sk-002" firstAttribute="leading" secondItem="Lvh-rt-001" secondAttribute="leading" constant="10" id="Lvh-c1"/>
                        <constraint firstItem="Lvh-sk-002" firstAttribute="top" secondItem="Lvh-rt-001" secondAttribute="top" constant="100" id="Lvh-c2"/>
        """
        let root = cell ? """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Lvh-ce-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Lvh-ce-000" id="Lvh-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(stack)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """ : """
                <view contentMode="scaleToFill" id="Lvh-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(stack)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
        """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
            \(root)
                </objects>
            </document>
            """
    }

    func testAfterTheOnlyVisibleViewItStartsWhereTheStackStarts() throws {
        let boxes = box("Lvh-v1-003", y: 0, height: 40, hidden: false) + "\n" + box("Lvh-h2-004", y: 0, height: 30, hidden: true)
        let imported = try importedScene(xml: xml(boxes: boxes, stackHeight: 40, cell: false), file: "Lone.xib")
        XCTAssertTrue(imported.yaml.contains("hiddenViewsAfterLoneVisibleViewAtStart: true"))
        let f = try frames(of: imported)
        XCTAssertEqual(f["Lvh-v1-003"], "0,0,40,40")
        XCTAssertEqual(f["Lvh-h2-004"], "0,0,40,30", "at the stack's start, its own required height kept")
    }

    func testWithTwoVisibleViewsItFollowsTheLast() throws {
        let boxes = [box("Lvh-v1-003", y: 0, height: 40, hidden: false), box("Lvh-v2-005", y: 48, height: 20, hidden: false),
                     box("Lvh-h2-004", y: 68, height: 30, hidden: true)].joined(separator: "\n")
        let imported = try importedScene(xml: xml(boxes: boxes, stackHeight: 68, cell: false), file: "Two.xib")
        XCTAssertFalse(imported.yaml.contains("hiddenViewsAfterLoneVisibleViewAtStart"))
        let f = try frames(of: imported)
        XCTAssertEqual(f["Lvh-v2-005"], "0,48,40,20")
        XCTAssertEqual(f["Lvh-h2-004"], "0,68,40,30")
    }

    func testInsideACellItFollowsTheVisibleView() throws {
        let boxes = box("Lvh-v1-003", y: 0, height: 40, hidden: false) + "\n" + box("Lvh-h2-004", y: 40, height: 30, hidden: true)
        let imported = try importedScene(xml: xml(boxes: boxes, stackHeight: 40, cell: true), file: "Cell.xib")
        XCTAssertFalse(imported.yaml.contains("hiddenViewsAfterLoneVisibleViewAtStart"))
        let f = try frames(of: imported)
        XCTAssertEqual(f["Lvh-h2-004"], "0,40,40,30")
    }

    /// The layout file's key: on a canvas the hidden box starts at the
    /// stack's top; without the key, or at run time (no canvas frames), it
    /// follows the visible box.
    func testLayoutFileKey() throws {
        func hidden(key: Bool, canvas: Bool) throws -> String? {
            let frame = { (s: String) in canvas ? ", canvasFrame: " + s : "" }
            let yaml = """
            canvas: {width: 200, height: 200, scale: 2}
            root:
              subviews:
                - id: stack
                  type: stackView
                  axis: vertical
                  spacing: 8
                  hiddenViewsAfterLoneVisibleViewAtStart: \(key)
                  \(canvas ? "canvasFrame: {x: 0, y: 50, width: 200, height: 40}" : "alignment: fill")
                  subviews:
                    - {id: box, intrinsicSize: {width: 40, height: 40}\(frame("{x: 0, y: 0, width: 200, height: 40}"))}
                    - {id: hiddenBox, hidden: true\(frame("{x: 0, y: 0, width: 200, height: 20}"))}
            constraints:
              - stack.top == root.top + 50
              - stack.left == root.left
              - stack.right == root.right
              - hiddenBox.height == 20
            """
            let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "lone.yaml"))
            try layout.apply(throughStep: 0)
            return layout.view("hiddenBox").map { describe($0.frame) }
        }
        XCTAssertEqual(try hidden(key: true, canvas: true), "0,0,200,20")
        XCTAssertEqual(try hidden(key: false, canvas: true), "0,40,200,20")
        XCTAssertEqual(try hidden(key: true, canvas: false), "0,40,200,0", "UIKit: collapsed after the visible view")
    }
}

