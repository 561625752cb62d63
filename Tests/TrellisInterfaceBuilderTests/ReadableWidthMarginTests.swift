import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `layoutMarginsFollowReadableWidth="YES"` (Interface Builder's "Follow
/// Readable Width"): the view's side margins are its readable content
/// guide's edges, at most 672 points apart and centred in the margins
/// (Apple's `readableContentGuide` rules; docs/INTERFACE-BUILDER.md,
/// "Margins that follow the readable width"). Raywenderlich's Auto Layout
/// by Tutorials (tools 14460, 15400, 16097) stores a label pinned to such a
/// root's margins 688 wide, 168 in on the iPad in landscape. Hand-written:
/// a 40-point box pinned 20 below the safe area's top (Xcode 11's canvas
/// shows no status bar on these devices) and to the root's leading and
/// trailing margins.
final class ReadableWidthMarginTests: XCTestCase {
    func box(device: String, orientation: String, width: Int, height: Int, follows: Bool) throws -> String? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="Rwm-sc-001">
                    <objects>
                        <viewController id="Rwm-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(follows ? #"layoutMarginsFollowReadableWidth="YES" "# : "")id="Rwm-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rwm-bx-004">
                                        <rect key="frame" x="0.0" y="20" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Rwm-c1-005"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Rwm-bx-004" firstAttribute="top" secondItem="Rwm-sa-006" secondAttribute="top" constant="20" id="Rwm-c2-007"/>
                                    <constraint firstItem="Rwm-bx-004" firstAttribute="leading" secondItem="Rwm-rt-003" secondAttribute="leadingMargin" id="Rwm-c3-008"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="Rwm-bx-004" secondAttribute="trailing" id="Rwm-c4-009"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Rwm-sa-006"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        return try frames(of: try importedScene(xml: xml, file: "Readable.storyboard"))["Rwm-bx-004"]
    }

    /// On the 1024-point iPad in landscape and the 834-point one in
    /// portrait the margins close in to 672 points; without the attribute
    /// they are the regular width's 20.
    func testMarginsFollowTheReadableWidthOnWideRoots() throws {
        XCTAssertEqual(try box(device: "ipad9_7", orientation: "landscape", width: 1024, height: 768, follows: true), "176,20,672,40")
        XCTAssertEqual(try box(device: "ipad10_5", orientation: "portrait", width: 834, height: 1112, follows: true), "81,20,672,40")
        XCTAssertEqual(try box(device: "ipad9_7", orientation: "landscape", width: 1024, height: 768, follows: false), "20,20,984,40")
    }

    /// A phone is narrower than the readable width: nothing changes.
    func testAPhoneKeepsItsMargins() throws {
        XCTAssertEqual(try box(device: "retina4_7", orientation: "portrait", width: 375, height: 667, follows: true), "16,20,343,40")
    }
}
