import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The status bar of a storyboard controller on a phone or iPad without a
/// notch (docs/INTERFACE-BUILDER.md, "Bars"): `<nil
/// key="simulatedStatusBarMetrics"/>` removes its 20 points in files before
/// Xcode 15 (tools below 22000) and not after (Gifu's demo, 22505;
/// DuckDuckGo's Tab storyboard, 32700); a root stored at y 0 exactly the
/// status bar shorter than the screen starts below it (Gifu, Delta: 647 on
/// the 667-point phone). A hand-written scene: a 100 × 40 box pinned 10
/// below the top layout guide.
final class HiddenStatusBarTests: XCTestCase {
    func file(tools: String, device: String = "retina4_7", width: Int = 375, height: Int, hidden: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="Hsb-sc-001">
                    <objects>
                        <viewController id="Hsb-vc-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Hsb-tg-003"/>
                                <viewControllerLayoutGuide type="bottom" id="Hsb-bg-004"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Hsb-rt-005">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hsb-bx-006">
                                        <rect key="frame" x="0.0" y="10" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Hsb-c1-007"/>
                                            <constraint firstAttribute="height" constant="40" id="Hsb-c2-008"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Hsb-bx-006" firstAttribute="top" secondItem="Hsb-tg-003" secondAttribute="bottom" constant="10" id="Hsb-c3-009"/>
                                    <constraint firstItem="Hsb-bx-006" firstAttribute="leading" secondItem="Hsb-rt-005" secondAttribute="leading" id="Hsb-c4-010"/>
                                </constraints>
                            </view>
                            \(hidden ? #"<nil key="simulatedStatusBarMetrics"/>"# : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func box(tools: String, device: String = "retina4_7", width: Int = 375, height: Int = 667, hidden: Bool) throws -> String? {
        let xml = file(tools: tools, device: device, width: width, height: height, hidden: hidden)
        return try frames(of: try importedScene(xml: xml, file: "Bar.storyboard"))["Hsb-bx-006"]
    }

    /// Before Xcode 15 the hidden status bar takes its 20 points away
    /// (IBAnimatable's demos, 12120 and 14109; Ramotion's expanding
    /// collection, 13771); Xcode 15 on keep them, on phones and iPads.
    func testOnlyOlderXcodesHonourAHiddenStatusBar() throws {
        XCTAssertEqual(try box(tools: "13771", hidden: true), "0,10,100,40")
        XCTAssertEqual(try box(tools: "13771", hidden: false), "0,30,100,40")
        XCTAssertEqual(try box(tools: "22505", hidden: true), "0,30,100,40")
        XCTAssertEqual(try box(tools: "32700.99.1234", device: "ipad9_7", width: 768, height: 1024, hidden: true), "0,30,100,40")
        XCTAssertTrue(IBDevice.honoursHiddenStatusBar(toolsVersion: 21999))
        XCTAssertFalse(IBDevice.honoursHiddenStatusBar(toolsVersion: 22000))
    }

    /// A root 647 high at y 0 on the 667-point phone is below the status
    /// bar: its top guide is at 0. Other heights (554, as XLPagerTabStrip's
    /// roots) keep the status bar inside the root.
    func testARootShortenedByTheStatusBarStartsBelowIt() throws {
        XCTAssertEqual(try box(tools: "22505", height: 647, hidden: true), "0,10,100,40")
        XCTAssertEqual(try box(tools: "23504", height: 647, hidden: false), "0,10,100,40")
        XCTAssertEqual(try box(tools: "14460.31", height: 554, hidden: false), "0,30,100,40")
    }
}
