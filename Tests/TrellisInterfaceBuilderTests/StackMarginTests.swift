import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A stack view with no stored layout margins has none on Xcode's canvas
/// (docs/INTERFACE-BUILDER.md, "Stack views' margins"). Files written by
/// hand; frames computed by hand.
final class StackMarginTests: XCTestCase {
    /// A 300 × 100 centre-aligned column whose one arranged view is pinned
    /// to the stack's leading and trailing margins (`margins` adds stored
    /// margins of 10 on each side).
    func arrangedFrame(margins: String = "") throws -> String? {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Stm-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-st-002">
                                <rect key="frame" x="20" y="100" width="300" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stm-ar-003">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="Stm-c1-004"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                \(margins)
                                <constraints>
                                    <constraint firstAttribute="leadingMargin" secondItem="Stm-ar-003" secondAttribute="leading" id="Stm-c2-005"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="Stm-ar-003" secondAttribute="trailing" id="Stm-c3-006"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Stm-st-002" firstAttribute="leading" secondItem="Stm-rt-001" secondAttribute="leading" constant="20" id="Stm-c4-007"/>
                            <constraint firstItem="Stm-st-002" firstAttribute="top" secondItem="Stm-rt-001" secondAttribute="top" constant="100" id="Stm-c5-008"/>
                            <constraint firstItem="Stm-st-002" firstAttribute="width" constant="300" id="Stm-c6-009"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "stack.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Stm-ar-003"]!).map { describe($0.frame) }
    }

    /// Pocket Casts' player controls (tools 32700), WooCommerce's survey
    /// screen (16097) and WordPress's login (22154) store views pinned to
    /// a stack's margins on its edges: the stack's margins are 0, not a
    /// plain view's 8.
    func testAStackWithoutStoredMarginsHasNone() throws {
        XCTAssertEqual(try arrangedFrame(), "0,0,300,100")
    }

    /// Stored margins are kept (Delta's 13-point ones, 23504).
    func testStoredStackMarginsAreKept() throws {
        let stored = #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>"#
        XCTAssertEqual(try arrangedFrame(margins: stored), "10,0,280,100")
    }
}
