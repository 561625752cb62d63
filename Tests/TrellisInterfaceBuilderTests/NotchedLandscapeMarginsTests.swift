import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A document designed on a notched phone in landscape: Xcode's canvas gives
/// the root's margins 16 points beyond the 44-point side safe area, even on
/// the 414-point XR, whose landscape width (896) is a regular one where a
/// phone without a notch gets 20 (observed, not documented by Apple: a
/// raywenderlich.com RGBullsEye stored with its stacks at x 60 and 776 wide
/// on the XR in landscape in three repositories, tools 14810.11 and, re-saved,
/// 16097; docs/INTERFACE-BUILDER.md, "Notched phones' landscape margins").
/// Hand-written: a root holding a box pinned to its side margins.
final class NotchedLandscapeMarginsTests: XCTestCase {
    func document(device: String, width: Int, height: Int, orientation: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
                <scene sceneID="NLm-vc-sc">
                    <objects>
                        <viewController id="NLm-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="NLm-rv">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="NLm-bx">
                                        <rect key="frame" x="60" y="100" width="\(width - 120)" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="NLm-c0"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="NLm-sa"/>
                                <constraints>
                                    <constraint firstItem="NLm-bx" firstAttribute="top" secondItem="NLm-rv" secondAttribute="top" constant="100" id="NLm-c1"/>
                                    <constraint firstItem="NLm-bx" firstAttribute="leading" secondItem="NLm-rv" secondAttribute="leadingMargin" id="NLm-c2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="NLm-bx" secondAttribute="trailing" id="NLm-c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func box(device: String, width: Int, height: Int, orientation: String) throws -> String? {
        let xml = document(device: device, width: width, height: height, orientation: orientation)
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "landscape.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "NLm-vc" })
        return try frames(of: try doc.imported(scene))["NLm-bx"]
    }

    func testTheXRInLandscapeHas16PointMarginsBeyondItsSafeArea() throws {
        // 44 (the side safe area) + 16; 896 − 2 × 60 wide.
        XCTAssertEqual(try box(device: "retina6_1", width: 896, height: 414, orientation: "landscape"), "60,100,776,100")
    }

    func testANarrowerNotchedPhoneInLandscapeToo() throws {
        // The 375 × 812 phone: a compact width, 44 + 16 as before.
        XCTAssertEqual(try box(device: "retina5_9", width: 812, height: 375, orientation: "landscape"), "60,100,692,100")
    }

    func testPortraitAndPhonesWithoutANotchKeep20() throws {
        // The XR in portrait: a large phone's 20, no side insets.
        XCTAssertEqual(try box(device: "retina6_1", width: 414, height: 896, orientation: "portrait"), "20,100,374,100")
        // The 414 × 736 phone in landscape: no notch, 20 ("Phones in landscape").
        XCTAssertEqual(try box(device: "retina5_5", width: 736, height: 414, orientation: "landscape"), "20,100,696,100")
    }
}
