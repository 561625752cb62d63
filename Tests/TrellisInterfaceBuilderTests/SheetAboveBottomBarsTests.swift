import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A page sheet's root that ends above its bottom bars and the home
/// indicator (an opaque tab bar: roots end above opaque bars) keeps the
/// sheet's 56-point navigation bar inside it and has no bottom inset
/// (docs/INTERFACE-BUILDER.md, "Page sheets"). Hand-written: a tab bar
/// controller with an opaque tab bar holding a navigation controller whose
/// stored bar is 56 high (a sheet's), on the 428 × 926 phone of Xcode 13
/// (a 44-point status bar): the sheet is 926 − 44 − 10 = 872 high and the
/// root 872 − 49 − 34 = 789, as a fitness app's storyboard (tools 20037)
/// stores six roots.
final class SheetAboveBottomBarsTests: XCTestCase {
    func document(rootHeight: Int) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sab-tb-sc">
                        <objects>
                            <tabBarController id="Sab-tb" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="Sab-tbar">
                                    <rect key="frame" x="0.0" y="0.0" width="428" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="Sab-nc" kind="relationship" relationship="viewControllers" id="Sab-tb-sg"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="Sab-nc-sc">
                        <objects>
                            <navigationController id="Sab-nc" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Sab-nbar">
                                    <rect key="frame" x="0.0" y="0.0" width="428" height="56"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Sab-vc" kind="relationship" relationship="rootViewController" id="Sab-nc-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Sab-vc-sc">
                        <objects>
                            <viewController id="Sab-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Sab-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="428" height="\(rootHeight)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sab-bx">
                                            <rect key="frame" x="0.0" y="56" width="428" height="733"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Sab-sa"/>
                                    <constraints>
                                        <constraint firstItem="Sab-bx" firstAttribute="top" secondItem="Sab-sa" secondAttribute="top" id="Sab-c1"/>
                                        <constraint firstItem="Sab-bx" firstAttribute="bottom" secondItem="Sab-sa" secondAttribute="bottom" id="Sab-c2"/>
                                        <constraint firstItem="Sab-bx" firstAttribute="leading" secondItem="Sab-rv" secondAttribute="leading" id="Sab-c3"/>
                                        <constraint firstAttribute="trailing" secondItem="Sab-bx" secondAttribute="trailing" id="Sab-c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "sheetbars.storyboard")
    }

    func box(_ doc: IBDocument) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Sab-vc" })
        return try frames(of: try doc.imported(scene))["Sab-bx"]
    }

    func testASheetRootAboveItsTabBarHasTheSheetBarAndNoBottomInset() throws {
        let doc = try document(rootHeight: 789)
        XCTAssertEqual(doc.scene("Sab-vc")?.topBars, 56)
        XCTAssertEqual(doc.scene("Sab-vc")?.bottomBars, 49)
        XCTAssertEqual(try box(doc), "0,56,428,733")
    }

    /// The whole sheet (872 high) keeps the page sheet's insets of its
    /// tools: the bar above and the tab bar below, and no home indicator,
    /// which Xcode 13.2 on (tools 20037) leave out of a page sheet
    /// (`PageSheetHomeIndicatorTests`): 872 − 56 − 49.
    func testTheWholeSheetKeepsThePageSheetsInsets() throws {
        XCTAssertEqual(try box(try document(rootHeight: 872)), "0,56,428,767")
    }
}
