import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 9 to 10.1 (tools below 14800) leave the status bar off a
/// storyboard controller with a freeform size shorter than 400 points on a
/// phone without a notch, as off a freeform xib view that short
/// (docs/INTERFACE-BUILDER.md, "Status bar"): Rocket.Chat's 200 × 65 and
/// 200 × 200 drawing popovers (14109, `<size key="freeformSize">` with no
/// freeform metrics) store views pinned 8 below the safe area's top at y 8.
/// Hand-written: a 50 × 20 box pinned 8 below the safe area's top.
final class ShortFreeformControllerStatusBarTests: XCTestCase {
    func file(tools: String, device: String = "retina4_7", width: Int = 200, height: Int, freeformMetrics: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="Sfc-sc-001">
                    <objects>
                        <viewController id="Sfc-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sfc-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sfc-bx-004">
                                        <rect key="frame" x="8" y="8" width="50" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="Sfc-c1-005"/>
                                            <constraint firstAttribute="height" constant="20" id="Sfc-c2-006"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Sfc-bx-004" firstAttribute="top" secondItem="Sfc-sa-007" secondAttribute="top" constant="8" id="Sfc-c3-008"/>
                                    <constraint firstItem="Sfc-bx-004" firstAttribute="leading" secondItem="Sfc-sa-007" secondAttribute="leading" constant="8" id="Sfc-c4-009"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Sfc-sa-007"/>
                            </view>
                            \(freeformMetrics ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                            <value key="contentSizeForViewInPopover" type="size" width="\(width)" height="\(height)"/>
                            <size key="freeformSize" width="\(width)" height="\(height)"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func box(_ xml: String) throws -> String? {
        try frames(of: try importedScene(xml: xml, file: "Popover.storyboard"))["Sfc-bx-004"]
    }

    /// 65 and 200 high (Rocket.Chat) and 300 with freeform metrics (today
    /// extensions) have no bar; 483 and 600 (Adamant's and AppAuth's
    /// extensions) keep it.
    func testShortFreeformControllersOfXcode9HaveNoStatusBar() throws {
        XCTAssertEqual(try box(file(tools: "14109", height: 65)), "8,8,50,20")
        XCTAssertEqual(try box(file(tools: "14109", height: 200)), "8,8,50,20")
        XCTAssertEqual(try box(file(tools: "14460.31", width: 320, height: 300, freeformMetrics: true)), "8,8,50,20")
        XCTAssertEqual(try box(file(tools: "14460.31", width: 320, height: 483, freeformMetrics: true)), "8,28,50,20")
        XCTAssertEqual(try box(file(tools: "13771", width: 320, height: 600, freeformMetrics: true)), "8,28,50,20")
    }

    /// Xcode 14.3 and later show the bar on the same controller, and a
    /// notched phone keeps its inset in every era.
    func testLaterXcodesAndNotchedPhonesKeepTheInset() throws {
        XCTAssertEqual(try box(file(tools: "21701", height: 200)), "8,28,50,20")
        XCTAssertEqual(try box(file(tools: "14109", device: "retina5_9", height: 200)), "8,52,50,20")
    }
}
