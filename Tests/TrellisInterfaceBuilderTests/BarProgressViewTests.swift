import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A bar-style progress view (`progressViewStyle="bar"`) is stored a point
/// taller than its alignment rectangle, the point below it, as a segmented
/// control is: a height constraint of 10 gives an 11-point frame, and
/// without one the frame is 2.5 high (observed in every bar-style progress
/// view of the regression sets, tools 13771 to 23727, six repositories;
/// docs/INTERFACE-BUILDER.md, "Bar-style progress views"). Hand-written: a
/// root with two bars, one 10 high above the safe area's bottom, one
/// unconstrained 20 below the safe area's top; and a default-style one.
final class BarProgressViewTests: XCTestCase {
    func document(style: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="BPv-vc-sc">
                    <objects>
                        <viewController id="BPv-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="BPv-rv">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <progressView opaque="NO" contentMode="scaleToFill" \(style)progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="BPv-p1">
                                        <rect key="frame" x="16" y="852" width="382" height="11"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="BPv-c0"/>
                                        </constraints>
                                    </progressView>
                                    <progressView opaque="NO" contentMode="scaleToFill" \(style)progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="BPv-p2">
                                        <rect key="frame" x="16" y="64" width="382" height="2.5"/>
                                    </progressView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="BPv-sa"/>
                                <constraints>
                                    <constraint firstItem="BPv-p1" firstAttribute="leading" secondItem="BPv-sa" secondAttribute="leading" constant="16" id="BPv-c1"/>
                                    <constraint firstItem="BPv-sa" firstAttribute="trailing" secondItem="BPv-p1" secondAttribute="trailing" constant="16" id="BPv-c2"/>
                                    <constraint firstItem="BPv-sa" firstAttribute="bottom" secondItem="BPv-p1" secondAttribute="bottom" id="BPv-c3"/>
                                    <constraint firstItem="BPv-p2" firstAttribute="leading" secondItem="BPv-sa" secondAttribute="leading" constant="16" id="BPv-c4"/>
                                    <constraint firstItem="BPv-sa" firstAttribute="trailing" secondItem="BPv-p2" secondAttribute="trailing" constant="16" id="BPv-c5"/>
                                    <constraint firstItem="BPv-p2" firstAttribute="top" secondItem="BPv-sa" secondAttribute="top" constant="20" id="BPv-c6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func bars(style: String) throws -> [String?] {
        let doc = try InterfaceBuilderFile.parse(Data(document(style: style).utf8), file: "progress.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "BPv-vc" })
        let f = try frames(of: try doc.imported(scene))
        return [f["BPv-p1"], f["BPv-p2"]]
    }

    func testABarStyleProgressViewIsAPointTallerThanItsRectangle() throws {
        // The XR of Xcode 11 (@2x): 896 − 34 (home indicator) − 10 = 852
        // for the rectangle; the frame reaches a point below it. The free
        // bar: 2.5 high at 44 + 20.
        XCTAssertEqual(try bars(style: #"progressViewStyle="bar" "#), ["16,852,382,11", "16,64,382,2.5"])
    }

    func testTheDefaultStyleKeepsItsFrame() throws {
        // Before Xcode 12, 2 points ("Progress views"); no inset.
        XCTAssertEqual(try bars(style: ""), ["16,852,382,10", "16,64,382,2"])
    }
}
