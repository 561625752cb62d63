import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A storyboard without a `<device>` (the 600 × 600 canvas) has a 20-point
/// status bar up to Xcode 10.1 and none from Xcode 10.2 (tools 14800 and
/// up, as the phones without a notch; docs/INTERFACE-BUILDER.md, "Devices
/// and the canvas"): Tipsy and a raywenderlich.com Concurrency chapter
/// (14865), Matt Neuburg's scroll view (17140), GoMap's height tool
/// (18122), a Kodeco TDD book's screens (19162) and FloatingPanel's stocks
/// demo (19455) store views pinned to the safe area's top at their
/// constants, Kodeco's tutorials (14109) 20 lower. Hand-written: a box
/// pinned 10 below the safe area's top.
final class DeviceFreeStatusBarTests: XCTestCase {
    func box(tools: String) throws -> String? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="Dfs-sc-001">
                    <objects>
                        <viewController id="Dfs-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dfs-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dfs-bx-004">
                                        <rect key="frame" x="0.0" y="10" width="600" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="Dfs-c1-005"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Dfs-bx-004" firstAttribute="top" secondItem="Dfs-sa-006" secondAttribute="top" constant="10" id="Dfs-c2-007"/>
                                    <constraint firstItem="Dfs-bx-004" firstAttribute="leading" secondItem="Dfs-sa-006" secondAttribute="leading" id="Dfs-c3-008"/>
                                    <constraint firstItem="Dfs-sa-006" firstAttribute="trailing" secondItem="Dfs-bx-004" secondAttribute="trailing" id="Dfs-c4-009"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Dfs-sa-006"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        return try frames(of: try importedScene(xml: xml, file: "Canvas.storyboard"))["Dfs-bx-004"]
    }

    func testDeviceFreeCanvasesLoseTheStatusBarFromXcode10Point2() throws {
        XCTAssertEqual(try box(tools: "14109"), "0,30,600,50")
        XCTAssertEqual(try box(tools: "14490"), "0,30,600,50")
        XCTAssertEqual(try box(tools: "14865.1"), "0,10,600,50")
        XCTAssertEqual(try box(tools: "16097"), "0,10,600,50")
        XCTAssertEqual(try box(tools: "17140"), "0,10,600,50")
        XCTAssertEqual(try box(tools: "19455"), "0,10,600,50")
        XCTAssertTrue(IBDevice.deviceFreeStatusBar(toolsVersion: 14799))
        XCTAssertFalse(IBDevice.deviceFreeStatusBar(toolsVersion: 14800))
    }
}
