import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBModernPadSafeArea.swift's `modernPadBottomInset`: Xcode 16 and later
/// canvases (tools 23600 to 29999) end a rounded iPad's safe area 50 above
/// the screen's bottom on the 820 × 1180 and 1024 × 1366 iPads and 45 on the
/// 1032 × 1376 one, not the device's 20; the top keeps 24
/// (docs/INTERFACE-BUILDER.md, "Safe area of Xcode 16+ canvases").
final class ModernPadSafeAreaTests: XCTestCase {
    func layOut(tools: String, device: String, width: Int, height: Int,
                orientation: String = "portrait", bottomBar: String = "") throws -> (view: String?, yaml: String) {
        let (w, h) = orientation == "portrait" ? (width, height) : (height, width)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="\(orientation)" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="Mps-sc-001">
                        <objects>
                            <viewController id="Mps-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Mps-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mps-vw-004">
                                            <rect key="frame" x="0.0" y="24" width="\(w)" height="\(h - 74)"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Mps-sa-005"/>
                                    <constraints>
                                        <constraint firstItem="Mps-vw-004" firstAttribute="top" secondItem="Mps-sa-005" secondAttribute="top" id="Mps-c0-006"/>
                                        <constraint firstItem="Mps-sa-005" firstAttribute="bottom" secondItem="Mps-vw-004" secondAttribute="bottom" id="Mps-c1-007"/>
                                        <constraint firstItem="Mps-vw-004" firstAttribute="leading" secondItem="Mps-sa-005" secondAttribute="leading" id="Mps-c2-008"/>
                                        <constraint firstItem="Mps-sa-005" firstAttribute="trailing" secondItem="Mps-vw-004" secondAttribute="trailing" id="Mps-c3-009"/>
                                    </constraints>
                                </view>
            \(bottomBar)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let imported = try importedScene(xml: text, file: "pad.storyboard")
        return (try frames(of: imported)["Mps-vw-004"], imported.yaml)
    }

    /// The 820 × 1180 iPad in portrait (Zotero's share extension, 23727:
    /// a container pinned to the safe area, 24 to 1130) and in landscape
    /// (a course's Apple Pie game, 23727: a stack 24 to 770); the
    /// 1024 × 1366 one (a course's expense manager, 23727: 24 to 1316).
    func testXcode16RoundedPadsEnd50AboveTheBottom() throws {
        XCTAssertEqual(try layOut(tools: "23727", device: "ipad10_9rounded", width: 820, height: 1180).view, "0,24,820,1106")
        XCTAssertEqual(try layOut(tools: "23727", device: "ipad10_9rounded", width: 820, height: 1180,
                                  orientation: "landscape").view, "0,24,1180,746")
        XCTAssertEqual(try layOut(tools: "24127", device: "ipad12_9rounded", width: 1024, height: 1366).view, "0,24,1024,1292")
    }

    /// The 1032 × 1376 iPad (`iPad13_0rounded`, as Xcode spells it): 45,
    /// as two storyboards of one course repository store it (a stack 24 to
    /// 1331, and halves and fifths of the safe area's 1307-point height).
    func testTheThirteenInchPadEnds45AboveTheBottom() throws {
        let r = try layOut(tools: "23727", device: "iPad13_0rounded", width: 1032, height: 1376)
        XCTAssertEqual(r.view, "0,24,1032,1307")
        XCTAssertTrue(r.yaml.contains("bottom: 45"), r.yaml)
    }

    /// Xcode 15's files (23504) and the 32700 placeholder keep the
    /// device's 20; so do a pad without rounded corners and a rounded pad
    /// no such file was seen on (the 834 × 1194 iPad).
    func testEarlierFilesAndOtherPadsKeepTheDevicesInset() throws {
        for tools in ["23504", "32700.99.1234"] {
            XCTAssertEqual(try layOut(tools: tools, device: "ipad10_9rounded", width: 820, height: 1180).view, "0,24,820,1136", tools)
        }
        XCTAssertEqual(try layOut(tools: "23727", device: "ipad11_0rounded", width: 834, height: 1194).view, "0,24,834,1150")
        XCTAssertEqual(try layOut(tools: "23727", device: "ipad9_7", width: 768, height: 1024).view, "0,20,768,1004")
    }
}
