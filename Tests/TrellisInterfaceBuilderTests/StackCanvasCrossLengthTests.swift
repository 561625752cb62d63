import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Across its axis Xcode's canvas doesn't hug a stack to its widest
/// arranged view: a stack whose cross length only the stack's own fit
/// would decide keeps its stored length (docs/INTERFACE-BUILDER.md,
/// "Stacks' lengths across the axis"). Files written by hand; frames
/// computed by hand.
final class StackCanvasCrossLengthTests: XCTestCase {
    /// A centre-aligned column at y 100, centred on a 375-point screen,
    /// stored 240 wide: a plain view 62 high with no width of its own
    /// (stored 240 wide) above a 100 × 20 box.
    func columnFrames(alignment: String) throws -> [String: String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Scx-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="Scx-st-002">
                                <rect key="frame" x="67.5" y="100" width="240" height="87"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scx-pl-003">
                                        <rect key="frame" x="0.0" y="0.0" width="240" height="62"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="62" id="Scx-c1-004"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scx-bx-005">
                                        <rect key="frame" x="70" y="67" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Scx-c2-006"/>
                                            <constraint firstAttribute="height" constant="20" id="Scx-c3-007"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Scx-st-002" firstAttribute="centerX" secondItem="Scx-rt-001" secondAttribute="centerX" id="Scx-c4-008"/>
                            <constraint firstItem="Scx-st-002" firstAttribute="top" secondItem="Scx-rt-001" secondAttribute="top" constant="100" id="Scx-c5-009"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        return try frames(of: try importedScene(xml: xml, file: "column.xib"))
    }

    /// Dashpay's balance column (tools 22505: a `BalanceView` with only a
    /// height, stored 240 wide in a 240-wide column of 120-point labels):
    /// the column keeps its stored 240, and so does the view.
    func testACentreAlignedColumnKeepsItsStoredWidth() throws {
        let f = try columnFrames(alignment: "center")
        XCTAssertEqual(f["Scx-st-002"], "67.5,100,240,87")
        XCTAssertEqual(f["Scx-pl-003"], "0,0,240,62")
        XCTAssertEqual(f["Scx-bx-005"], "70,67,100,20")
    }

    /// The same for a leading-aligned column: nothing but the fit decides
    /// its width, so the canvas keeps the stored one.
    func testALeadingAlignedColumnKeepsItsStoredWidth() throws {
        let f = try columnFrames(alignment: "leading")
        XCTAssertEqual(f["Scx-st-002"], "67.5,100,240,87")
        XCTAssertEqual(f["Scx-bx-005"], "0,67,100,20")
    }

    /// At run time (a layout file, no canvas frames) the column hugs its
    /// widest view that has a width: UIKit's "perpendicular to its axis,
    /// the size of its largest arranged view" (UIStackView, "Position and
    /// size").
    func testRunTimeHugsTheWidestView() throws {
        let text = """
            root:
              subviews:
                - id: column
                  type: stackView
                  axis: vertical
                  alignment: center
                  spacing: 5
                  subviews:
                    - {id: plain}
                    - {id: box}
            constraints:
              - column.centerX == root.centerX
              - column.top == root.top + 100
              - plain.height == 62
              - box.width == 100
              - box.height == 20
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "column.yaml"))
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view("column").map { $0.frame.width }, 100)
        XCTAssertEqual(layout.view("column").map { $0.frame.height }, 87)
    }
}
