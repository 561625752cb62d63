import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// On Xcode's canvas a hidden arranged view keeps a length its required
/// constraints give it, not only a length constraint of its own: a
/// container its subviews' required constraints size, a view holding a
/// minimum length (at that minimum); a length that comes from content
/// (a label's text) still collapses (rule, observed: docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers").
final class HiddenArrangedContentLengthTests: XCTestCase {
    /// A vertical stack with spacing 10 at (0, 20), 375 wide: a 40-high box;
    /// a hidden container holding a 24-high box 6 from its top and bottom
    /// (36 high); a hidden view at least 30 high; a hidden label; a 20-high
    /// box.
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hcl-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-sk-002">
                            <rect key="frame" x="0.0" y="20" width="375" height="70"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-a1-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Hcl-c01"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-hc-004">
                                    <rect key="frame" x="0.0" y="45" width="375" height="36"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-in-005">
                                            <rect key="frame" x="0.0" y="6" width="375" height="24"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="24" id="Hcl-c02"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Hcl-in-005" firstAttribute="top" secondItem="Hcl-hc-004" secondAttribute="top" constant="6" id="Hcl-c03"/>
                                        <constraint firstAttribute="bottom" secondItem="Hcl-in-005" secondAttribute="bottom" constant="6" id="Hcl-c04"/>
                                        <constraint firstItem="Hcl-in-005" firstAttribute="leading" secondItem="Hcl-hc-004" secondAttribute="leading" id="Hcl-c05"/>
                                        <constraint firstAttribute="trailing" secondItem="Hcl-in-005" secondAttribute="trailing" id="Hcl-c06"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-hm-006">
                                    <rect key="frame" x="0.0" y="45" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="Hcl-c07"/>
                                    </constraints>
                                </view>
                                <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hidden" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-lb-007">
                                    <rect key="frame" x="0.0" y="45" width="375" height="0.0"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hcl-b2-008">
                                    <rect key="frame" x="0.0" y="50" width="375" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="Hcl-c08"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hcl-sk-002" firstAttribute="leading" secondItem="Hcl-rt-001" secondAttribute="leading" id="Hcl-c09"/>
                        <constraint firstAttribute="trailing" secondItem="Hcl-sk-002" secondAttribute="trailing" id="Hcl-c10"/>
                        <constraint firstItem="Hcl-sk-002" firstAttribute="top" secondItem="Hcl-rt-001" secondAttribute="top" constant="20" id="Hcl-c11"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testRequiredLengthsStayAndContentCollapses() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "content.xib"))
        // The visible views: 40, the 10-point gap, 20; the stack is 70.
        XCTAssertEqual(f["Hcl-a1-003"], "0,0,375,40")
        XCTAssertEqual(f["Hcl-b2-008"], "0,50,375,20")
        XCTAssertEqual(f["Hcl-sk-002"], "0,20,375,70")
        // Hidden, all start mid-gap at 45: the container keeps the 36 its
        // subview's constraints give it, the other view its minimum 30, and
        // the label (its height only its text's) collapses.
        XCTAssertEqual(f["Hcl-hc-004"], "0,45,375,36")
        XCTAssertEqual(f["Hcl-in-005"], "0,6,375,24")
        XCTAssertEqual(f["Hcl-hm-006"], "0,45,375,30")
        XCTAssertEqual(f["Hcl-lb-007"], "0,45,375,0")
    }
}
