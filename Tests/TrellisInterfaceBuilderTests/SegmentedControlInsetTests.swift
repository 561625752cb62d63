import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Segmented controls as every Xcode stores them: a frame a point taller
/// than the alignment rectangle constraints place, the point below it
/// (docs/INTERFACE-BUILDER.md, "Segmented controls"). Files written by
/// hand, frames computed from the rule.
final class SegmentedControlInsetTests: XCTestCase {
    /// A 375 × 667 xib view holding three controls, each with a 10-point
    /// view 8 below it:
    /// - A, `height = 28`, its top 20 from the root's: rectangle 20...48,
    ///   frame 20,20 335 × 29; its view at 48 + 8 = 56;
    /// - B, no height constraint, stored `storedHeight` high, its top at
    ///   100: frame height `storedHeight`, the view at 100 + storedHeight
    ///   - 1 + 8;
    /// - C, no height constraint, its bottom 20 above the root's: the
    ///   rectangle ends at 647, the frame at 648.
    func frames(tools: String, storedHeight: Int) throws -> [String: String] {
        let h = storedHeight
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Seg-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-aa-002">
                                <rect key="frame" x="20" y="20" width="335" height="29"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="28" id="Seg-ah-003"/>
                                </constraints>
                                <segments><segment title="One"/><segment title="Two"/></segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-av-004">
                                <rect key="frame" x="20" y="56" width="335" height="10"/>
                            </view>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-bb-005">
                                <rect key="frame" x="20" y="100" width="335" height="\(h)"/>
                                <segments><segment title="One"/><segment title="Two"/></segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-bv-006">
                                <rect key="frame" x="20" y="\(100 + h - 1 + 8)" width="335" height="10"/>
                            </view>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-cc-007">
                                <rect key="frame" x="20" y="\(648 - h)" width="335" height="\(h)"/>
                                <segments><segment title="One"/><segment title="Two"/></segments>
                            </segmentedControl>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Seg-aa-002" firstAttribute="top" secondItem="Seg-rt-001" secondAttribute="top" constant="20" id="Seg-c01-008"/>
                            <constraint firstItem="Seg-aa-002" firstAttribute="leading" secondItem="Seg-rt-001" secondAttribute="leading" constant="20" id="Seg-c02-009"/>
                            <constraint firstAttribute="trailing" secondItem="Seg-aa-002" secondAttribute="trailing" constant="20" id="Seg-c03-010"/>
                            <constraint firstItem="Seg-av-004" firstAttribute="top" secondItem="Seg-aa-002" secondAttribute="bottom" constant="8" id="Seg-c04-011"/>
                            <constraint firstItem="Seg-av-004" firstAttribute="leading" secondItem="Seg-aa-002" secondAttribute="leading" id="Seg-c05-012"/>
                            <constraint firstItem="Seg-av-004" firstAttribute="trailing" secondItem="Seg-aa-002" secondAttribute="trailing" id="Seg-c06-013"/>
                            <constraint firstItem="Seg-av-004" firstAttribute="height" constant="10" id="Seg-c07-014"/>
                            <constraint firstItem="Seg-bb-005" firstAttribute="top" secondItem="Seg-rt-001" secondAttribute="top" constant="100" id="Seg-c08-015"/>
                            <constraint firstItem="Seg-bb-005" firstAttribute="leading" secondItem="Seg-aa-002" secondAttribute="leading" id="Seg-c09-016"/>
                            <constraint firstItem="Seg-bb-005" firstAttribute="trailing" secondItem="Seg-aa-002" secondAttribute="trailing" id="Seg-c10-017"/>
                            <constraint firstItem="Seg-bv-006" firstAttribute="top" secondItem="Seg-bb-005" secondAttribute="bottom" constant="8" id="Seg-c11-018"/>
                            <constraint firstItem="Seg-bv-006" firstAttribute="leading" secondItem="Seg-aa-002" secondAttribute="leading" id="Seg-c12-019"/>
                            <constraint firstItem="Seg-bv-006" firstAttribute="trailing" secondItem="Seg-aa-002" secondAttribute="trailing" id="Seg-c13-020"/>
                            <constraint firstItem="Seg-bv-006" firstAttribute="height" constant="10" id="Seg-c14-021"/>
                            <constraint firstAttribute="bottom" secondItem="Seg-cc-007" secondAttribute="bottom" constant="20" id="Seg-c15-022"/>
                            <constraint firstItem="Seg-cc-007" firstAttribute="leading" secondItem="Seg-aa-002" secondAttribute="leading" id="Seg-c16-023"/>
                            <constraint firstItem="Seg-cc-007" firstAttribute="trailing" secondItem="Seg-aa-002" secondAttribute="trailing" id="Seg-c17-024"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        return try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: text, file: "segments.xib"))
    }

    /// Before iOS 13 (a 29-point frame around 28; tools 12118 to 14313 in
    /// five tutorials of three repositories store `height = 28` controls
    /// 29 high) and after (32 around 31; Pocket Casts' 23094 stores
    /// `height = 24` 25 high, IVPN's 23504 `height = 31` 32 high): the
    /// height constraint sizes the rectangle, the frame is a point taller.
    func testHeightConstraintSizesTheAlignmentRectangle() throws {
        for (tools, stored) in [("13771", 29), ("23094", 32)] {
            let f = try frames(tools: tools, storedHeight: stored)
            XCTAssertEqual(f["Seg-aa-002"], "20,20,335,29", "tools \(tools)")
            XCTAssertEqual(f["Seg-av-004"], "20,56,335,10", "tools \(tools)")
        }
    }

    /// A control sized by its content keeps its stored frame height; the
    /// next view is placed from its rectangle (a point above the frame's
    /// bottom) and a bottom constraint places the rectangle, not the
    /// frame: 29-point frames (tools 13771) and 32-point ones (23094).
    func testContentSizedControlsKeepTheirStoredFrame() throws {
        for (tools, stored) in [("13771", 29), ("23094", 32)] {
            let f = try frames(tools: tools, storedHeight: stored)
            XCTAssertEqual(f["Seg-bb-005"], "20,100,335,\(stored)", "tools \(tools)")
            XCTAssertEqual(f["Seg-bv-006"], "20,\(100 + stored - 1 + 8),335,10", "tools \(tools)")
            XCTAssertEqual(f["Seg-cc-007"], "20,\(648 - stored),335,\(stored)", "tools \(tools)")
        }
    }
}
