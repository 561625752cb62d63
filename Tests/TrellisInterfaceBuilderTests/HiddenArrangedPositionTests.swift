import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// Where a hidden arranged view sits (rules, observed; docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers"):
/// - across the axis it is aligned as the visible views are: centred in a
///   centre-aligned stack, at the far edge in a trailing- or bottom-aligned
///   one (all 28 such hidden views in the measured files);
/// - along the axis, on the canvas, one holding a required length of its own
///   that comes first, followed by a visible view, in a fill or
///   fill-equally stack, ends where the stack starts (Pocket Casts,
///   ProtonVPN, VLC: Xcode 12 to 16);
/// - a hidden view after the stack's only visible view starts where the
///   stack starts, outside cells (31 of 32 such views, nine repositories;
///   `LoneVisibleViewHiddenTests`).
final class HiddenArrangedPositionTests: XCTestCase {
    /// A horizontal stack 60 high, at (10, 100): a hidden 20 × 20 box first,
    /// a visible 40 × 40 box, then a hidden 30 × 10 box.
    func xml(alignment: String, distribution: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hap-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" \(distribution) \(alignment) spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Hap-sk-002">
                            <rect key="frame" x="10" y="100" width="40" height="60"/>
                            <subviews>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hap-h1-003">
                                    <rect key="frame" x="-20" y="20" width="20" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="20" id="Hap-c01"/>
                                        <constraint firstAttribute="height" constant="20" id="Hap-c02"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hap-v2-004">
                                    <rect key="frame" x="0.0" y="10" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="Hap-c03"/>
                                        <constraint firstAttribute="height" constant="40" id="Hap-c04"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hap-h3-005">
                                    <rect key="frame" x="0.0" y="25" width="30" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="Hap-c05"/>
                                        <constraint firstAttribute="height" constant="10" id="Hap-c06"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hap-sk-002" firstAttribute="leading" secondItem="Hap-rt-001" secondAttribute="leading" constant="10" id="Hap-c07"/>
                        <constraint firstItem="Hap-sk-002" firstAttribute="top" secondItem="Hap-rt-001" secondAttribute="top" constant="100" id="Hap-c08"/>
                        <constraint firstItem="Hap-sk-002" firstAttribute="height" constant="60" id="Hap-c09"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func testCentredAcrossTheAxis() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: #"alignment="center""#), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-v2-004"], "0,10,40,40")
        // The first ends where the stack starts; the last, after the only
        // visible view, starts there.
        XCTAssertEqual(f["Hap-h1-003"], "-20,20,20,20")
        XCTAssertEqual(f["Hap-h3-005"], "0,25,30,10")
    }

    func testAtTheBottomEdge() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: #"alignment="bottom""#), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-v2-004"], "0,20,40,40")
        XCTAssertEqual(f["Hap-h1-003"], "-20,40,20,20")
        XCTAssertEqual(f["Hap-h3-005"], "0,50,30,10")
    }

    func testFillAlignmentStaysAtTheTop() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: ""), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-h1-003"].map { String($0.split(separator: ",")[1]) }, "0")
    }

    /// Equal spacing keeps a first hidden view at the stack's start
    /// (ProtonVPN's and VLC's equal-spacing stacks store it at 0).
    func testEqualSpacingKeepsTheStart() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: #"alignment="center""#, distribution: #"distribution="equalSpacing""#), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-h1-003"], "0,20,20,20")
    }
}
