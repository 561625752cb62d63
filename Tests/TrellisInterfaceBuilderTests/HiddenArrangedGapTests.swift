import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// Where hidden arranged views sit along the axis between visible ones, and
/// hidden activity indicators on the canvas (rules, observed;
/// docs/INTERFACE-BUILDER.md, "Stacks, scroll views and other containers"):
/// - a hidden view between two visible views starts in the middle of their
///   gap, and several hidden in a row all start there (Pocket Casts,
///   Google's ads samples, iVPN, KeePassium, Zotero: tools 19150 to 32700);
/// - Xcode's canvas arranges a hidden activity indicator as a visible view
///   (RxSwift, Pocket Casts, OwnTracks: tools 14113 to 32700);
/// - a fill-aligned stack spans its hidden views across the axis (38 of the
///   40 hidden views of fill-aligned stacks in the measured files).
final class HiddenArrangedGapTests: XCTestCase {
    /// A horizontal, centre-aligned stack with spacing 10, 40 high, at
    /// (10, 100): a visible 40 × 40 box, a hidden box holding 20 × 20, a
    /// hidden box with no size, a hidden medium activity indicator (20 × 20)
    /// and a visible 30 × 30 box.
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hgp-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-sk-002">
                            <rect key="frame" x="10" y="100" width="110" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-va-003">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="Hgp-c01"/>
                                        <constraint firstAttribute="height" constant="40" id="Hgp-c02"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-h1-004">
                                    <rect key="frame" x="45" y="10" width="20" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="20" id="Hgp-c03"/>
                                        <constraint firstAttribute="height" constant="20" id="Hgp-c04"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-h2-005">
                                    <rect key="frame" x="45" y="20" width="0.0" height="0.0"/>
                                </view>
                                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-sp-006">
                                    <rect key="frame" x="50" y="10" width="20" height="20"/>
                                </activityIndicatorView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgp-vb-007">
                                    <rect key="frame" x="80" y="5" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="Hgp-c05"/>
                                        <constraint firstAttribute="height" constant="30" id="Hgp-c06"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hgp-sk-002" firstAttribute="leading" secondItem="Hgp-rt-001" secondAttribute="leading" constant="10" id="Hgp-c07"/>
                        <constraint firstItem="Hgp-sk-002" firstAttribute="top" secondItem="Hgp-rt-001" secondAttribute="top" constant="100" id="Hgp-c08"/>
                        <constraint firstItem="Hgp-sk-002" firstAttribute="height" constant="40" id="Hgp-c09"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testHiddenViewsStartMidGapAndTheSpinnerTakesItsPlace() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "gap.xib"))
        XCTAssertEqual(f["Hgp-va-003"], "0,0,40,40")
        // The indicator is arranged as a visible view: 40 + 10 = 50, 20 long,
        // and the box after it at 50 + 20 + 10 = 80; the stack is 110 long.
        XCTAssertEqual(f["Hgp-sp-006"], "50,10,20,20")
        XCTAssertEqual(f["Hgp-vb-007"], "80,5,30,30")
        XCTAssertEqual(f["Hgp-sk-002"], "10,100,110,40")
        // Both hidden boxes start in the middle of the 10-point gap after the
        // first box (45); the one holding a width keeps it.
        XCTAssertEqual(f["Hgp-h1-004"], "45,10,20,20")
        XCTAssertEqual(f["Hgp-h2-005"], "45,20,0,0")
    }

    /// A vertical, fill-aligned stack 200 wide with spacing 6 at (20, 50):
    /// a visible view 30 high, a hidden view with nothing to size it, a
    /// visible view 20 high.
    let column = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hgc-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="Hgc-sk-002">
                            <rect key="frame" x="20" y="50" width="200" height="56"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgc-va-003">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Hgc-c01"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgc-hd-004">
                                    <rect key="frame" x="0.0" y="33" width="200" height="0.0"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hgc-vb-005">
                                    <rect key="frame" x="0.0" y="36" width="200" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="Hgc-c02"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hgc-sk-002" firstAttribute="leading" secondItem="Hgc-rt-001" secondAttribute="leading" constant="20" id="Hgc-c03"/>
                        <constraint firstItem="Hgc-sk-002" firstAttribute="top" secondItem="Hgc-rt-001" secondAttribute="top" constant="50" id="Hgc-c04"/>
                        <constraint firstItem="Hgc-sk-002" firstAttribute="width" constant="200" id="Hgc-c05"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testFillAlignmentSpansAHiddenViewAcrossTheStack() throws {
        let f = try frames(of: try importedScene(xml: column, file: "column.xib"))
        XCTAssertEqual(f["Hgc-va-003"], "0,0,200,30")
        XCTAssertEqual(f["Hgc-vb-005"], "0,36,200,20")
        // 200 wide like its visible siblings, 0 high, halfway through the gap.
        XCTAssertEqual(f["Hgc-hd-004"], "0,33,200,0")
    }
}
