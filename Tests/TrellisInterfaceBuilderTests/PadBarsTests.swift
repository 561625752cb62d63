import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The bars of an iPad's canvas by Xcode version (docs/INTERFACE-BUILDER.md,
/// "iPads' bars"): a 50-point navigation bar from Xcode 10 (iOS 12), and
/// no status bar on a 768 × 1024 iPad in Xcode 10.2 to 14.2, as on the
/// phones without a notch. Files written by hand; frames computed by hand.
final class PadBarsTests: XCTestCase {
    /// A 768 × 1024 controller's view with a box pinned 8 below its safe
    /// area's top, under a navigation bar when `bar` says so.
    func box(tools: String, device: String = "ipad9_7", bar: Bool) throws -> String? {
        let (w, h) = device == "ipad9_7" ? (768, 1024) : (1024, 1366)
        let metrics = bar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Pad-sc-001">
                        <objects>
                            <viewController id="Pad-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Pad-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pad-bx-004">
                                            <rect key="frame" x="20" y="80" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Pad-c1-005"/>
                                                <constraint firstAttribute="height" constant="40" id="Pad-c2-006"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Pad-sa-007"/>
                                    <constraints>
                                        <constraint firstItem="Pad-bx-004" firstAttribute="top" secondItem="Pad-sa-007" secondAttribute="top" constant="8" id="Pad-c3-008"/>
                                        <constraint firstItem="Pad-bx-004" firstAttribute="leading" secondItem="Pad-rv-003" secondAttribute="leading" constant="20" id="Pad-c4-009"/>
                                    </constraints>
                                </view>
                                \(metrics)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "pad.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Pad-bx-004"]!).map { describe($0.frame) }
    }

    /// iOS 12's iPad navigation bar is 50 high: raywenderlich.com's
    /// (14460) and ioscreator's (14490) iPad storyboards store their
    /// `<navigationBar>` 20 + 50, Monal's rounded iPad (20037) and
    /// Zotero's (23727) 24 + 50, with views below it there; Xcode 9
    /// (14113 and earlier: CS193p, SwiftGen, Energy) stores 44.
    func testAnIPadsNavigationBarIs50FromXcode10() throws {
        XCTAssertEqual(try box(tools: "14113", bar: true), "20,72,100,40")   // 20 + 44 + 8
        XCTAssertEqual(try box(tools: "14460.31", bar: true), "20,78,100,40") // 20 + 50 + 8
        XCTAssertEqual(try box(tools: "22505", bar: true), "20,78,100,40")
        XCTAssertEqual(try box(tools: "20037", device: "ipad12_9rounded", bar: true), "20,82,100,40") // 24 + 50 + 8
    }

    /// Xcode 10.2 to 14.2 (tools 14800 to 21599) show no status bar on a
    /// 768 × 1024 iPad, as on phones without a notch: Matt Neuburg's
    /// popover examples (14865), AudioKit Synth One's 9.7-inch iPad
    /// screens (15505) and a Seafile account xib (16097) store views
    /// pinned to the top at 0. Before and after, the 20-point bar.
    func testNoStatusBarOnAnIPadInXcode10_2To14_2() throws {
        XCTAssertEqual(try box(tools: "14490.70", bar: false), "20,28,100,40")
        XCTAssertEqual(try box(tools: "16097", bar: false), "20,8,100,40")
        XCTAssertEqual(try box(tools: "16097", bar: true), "20,58,100,40")   // 0 + 50 + 8
        XCTAssertEqual(try box(tools: "22505", bar: false), "20,28,100,40")
        // A rounded iPad keeps its 24-point inset in every era.
        XCTAssertEqual(try box(tools: "16097", device: "ipad12_9rounded", bar: false), "20,32,100,40")
    }
}
