import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBAnyAnyShortRoot.swift's `shortenedAnyAnyRoot`: on Xcode 7's 600 × 600
/// canvas (no `<device>`), a root stored at y 0 but shortened by the status
/// bar and a navigation bar (600 × 536) starts below them, so a view pinned
/// to the top layout guide sits at its constant; a root stored at y 64
/// keeps the guide at its top too, and a whole 600 × 600 root has it 64
/// down (docs/INTERFACE-BUILDER.md, "Devices and the canvas").
final class AnyAnyShortRootTests: XCTestCase {
    func layOut(rootY: Int, rootHeight: Int) throws -> String? {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Aas-nc-010">
                <scenes>
                    <scene sceneID="Aas-sc-001">
                        <objects>
                            <viewController id="Aas-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Aas-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Aas-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Aas-rv-005">
                                    <rect key="frame" x="0.0" y="\(rootY)" width="600" height="\(rootHeight)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Aas-vw-006">
                                            <rect key="frame" x="200" y="26" width="200" height="87"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="200" id="Aas-c0-007"/>
                                                <constraint firstAttribute="height" constant="87" id="Aas-c1-008"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Aas-vw-006" firstAttribute="top" secondItem="Aas-tg-003" secondAttribute="bottom" constant="26" id="Aas-c2-009"/>
                                        <constraint firstAttribute="centerX" secondItem="Aas-vw-006" secondAttribute="centerX" id="Aas-c3-011"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Buttons" id="Aas-ni-012"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Aas-sc-013">
                        <objects>
                            <navigationController id="Aas-nc-010" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Aas-nb-014">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Aas-vc-002" kind="relationship" relationship="rootViewController" id="Aas-sg-015"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try frames(of: try importedScene(xml: text, file: "Buttons.storyboard"))["Aas-vw-006"]
    }

    /// The General Assembly course's Recipes storyboard (7706): a
    /// container pinned 26 below the top layout guide of a 600 × 536 root
    /// stored at y 0 is stored at y 26.
    func testARootShortenedByItsBarsStartsBelowThem() throws {
        XCTAssertEqual(try layOut(rootY: 0, rootHeight: 536), "200,26,200,87")
    }

    /// A root stored at y 64 (a CodePath Yelp assignment, 9532) has the
    /// guide at its top as well; a whole 600 × 600 root has it below the
    /// status bar and the navigation bar.
    func testOtherRootsKeepTheirInsets() throws {
        XCTAssertEqual(try layOut(rootY: 64, rootHeight: 536), "200,26,200,87")
        XCTAssertEqual(try layOut(rootY: 0, rootHeight: 600), "200,90,200,87")
    }
}
