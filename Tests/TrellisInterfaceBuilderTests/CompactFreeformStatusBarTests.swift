import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A freeform controller wider than it is tall and shorter than 600 points
/// is a compact height, where UIKit hides the status bar (UIViewController's
/// `prefersStatusBarHidden`, Apple: "returns true if the view controller is
/// in a vertically compact environment"): its top layout guide is at 0
/// (docs/INTERFACE-BUILDER.md, "Bars"). Hand-written on the 375 × 667
/// phone in Xcode 10's format (tools 14490.70): a landscape-shaped
/// 667 × 375 screen, a 320 × 80 today widget, and an 815 × 660 screen
/// that keeps the bar, each with a box 10 below its top layout guide, as
/// AudioKit Synth One (14490), RWDevCon's widget (13771) and Eidolon's
/// fulfillment screens (13771) store theirs.
final class CompactFreeformStatusBarTests: XCTestCase {
    func controller(_ id: String, width: Int, height: Int) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="\(id)-tg"/>
                                <viewControllerLayoutGuide type="bottom" id="\(id)-bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="10" width="\(width)" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="\(id)-c4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-tg" secondAttribute="bottom" constant="10" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c3"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="\(width)" height="\(height)"/>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func box(_ id: String, width: Int, height: Int, tools: String = "14490.70") throws -> String? {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(controller(id, width: width, height: height))
                </scenes>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "freeform.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testALandscapeShapedFreeformScreenHasNoStatusBar() throws {
        XCTAssertEqual(try box("Cfs-land", width: 667, height: 375), "0,10,667,20")
        XCTAssertEqual(try box("Cfs-about", width: 667, height: 475), "0,10,667,20")
    }

    func testATodayWidgetHasNoStatusBar() throws {
        XCTAssertEqual(try box("Cfs-widget", width: 320, height: 80, tools: "13771"), "0,10,320,20")
    }

    /// Taller or portrait-shaped freeform screens keep the 20-point bar.
    func testTallerFreeformScreensKeepTheStatusBar() throws {
        XCTAssertEqual(try box("Cfs-sheet", width: 815, height: 660, tools: "13771"), "0,30,815,20")
        XCTAssertEqual(try box("Cfs-tall", width: 320, height: 600, tools: "13771"), "0,30,320,20")
    }
}
