import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A view controller at the top level of a xib is a scene: its view is
/// laid out with its layout guides, as a storyboard's controller is
/// (docs/INTERFACE-BUILDER.md, "What is read"). Hand-written in Xcode 13's format
/// (tools 19529) on the 375 × 812 phone: a launch-screen controller whose
/// logo is centred and pinned 100 below its top layout guide, beside a
/// top-level view; Habitica's launch screen (22155), R.swift's "Xib with
/// ViewController" and a nib-instantiated controller of Programming iOS
/// hold such controllers, which Trellis used to refuse ("no scenes").
final class XibViewControllerTests: XCTestCase {
    let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Xvc-tv-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                </view>
                <viewController id="Xvc-vc-001" customClass="LaunchController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="Xvc-tg-001"/>
                        <viewControllerLayoutGuide type="bottom" id="Xvc-bg-001"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="Xvc-rv-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xvc-lg-001">
                                <rect key="frame" x="135" y="144" width="105" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="105" id="Xvc-c01"/>
                                    <constraint firstAttribute="height" constant="60" id="Xvc-c02"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Xvc-lg-001" firstAttribute="centerX" secondItem="Xvc-rv-001" secondAttribute="centerX" id="Xvc-c03"/>
                            <constraint firstItem="Xvc-lg-001" firstAttribute="top" secondItem="Xvc-tg-001" secondAttribute="bottom" constant="100" id="Xvc-c04"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </document>
        """

    func testATopLevelControllerIsAScene() throws {
        let doc = try InterfaceBuilderFile.parse(Data(xib.utf8), file: "Launch Screen.xib")
        XCTAssertEqual(doc.scenes.map(\.id), ["Xvc-tv-001", "Xvc-vc-001"])
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Xvc-vc-001" })
        XCTAssertEqual(scene.topGuideId, "Xvc-tg-001")
        let f = try frames(of: try doc.imported(scene))
        // The 375 × 812 phone's 44-point top inset, then 100.
        XCTAssertEqual(f["Xvc-lg-001"], "135,144,105,60")
    }

    /// A controller without a view in the xib (its view comes from code or
    /// another nib) is still no scene.
    func testAControllerWithoutAViewIsNoScene() throws {
        let text = xib.replacingOccurrences(of: #"<viewController id="Xvc-vc-001" customClass="LaunchController">"#,
                                            with: #"<viewController id="Xvc-vc-001" customClass="LaunchController"><nil key="view"/>"#)
            .replacingOccurrences(of: #"<view key="view""#, with: #"<view key="unused""#)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Launch Screen.xib")
        XCTAssertEqual(doc.scenes.map(\.id), ["Xvc-tv-001"])
    }
}
