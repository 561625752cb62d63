import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBImport.swift's `doublesSafeArea`: Xcode 16 and later store a
/// whole-screen controller view with no bars on a notched phone as if its
/// safe area were twice the device's (docs/INTERFACE-BUILDER.md, "Safe
/// area of Xcode 16+ canvases"). On the 393 × 852 phone (59 and 34): a view
/// pinned to the safe area's top at y 118, a 20-tall one pinned to its
/// bottom at 852 − 68 − 20 = 764; the device's own insets give 59 and 798.
final class DoubledSafeAreaTests: XCTestCase {
    func layOut(tools: String, controllerExtras: String = "") throws -> (top: String?, bottom: String?, yaml: String) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Dbl-sc-001">
                        <objects>
                            <viewController id="Dbl-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Dbl-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dbl-tp-004">
                                            <rect key="frame" x="0.0" y="118" width="393" height="20"/>
                                            <constraints><constraint firstAttribute="height" constant="20" id="Dbl-c0-005"/></constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dbl-bt-006">
                                            <rect key="frame" x="0.0" y="764" width="393" height="20"/>
                                            <constraints><constraint firstAttribute="height" constant="20" id="Dbl-c1-007"/></constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Dbl-sa-008"/>
                                    <constraints>
                                        <constraint firstItem="Dbl-tp-004" firstAttribute="top" secondItem="Dbl-sa-008" secondAttribute="top" id="Dbl-c2-009"/>
                                        <constraint firstItem="Dbl-tp-004" firstAttribute="leading" secondItem="Dbl-rv-003" secondAttribute="leading" id="Dbl-c3-010"/>
                                        <constraint firstAttribute="trailing" secondItem="Dbl-tp-004" secondAttribute="trailing" id="Dbl-c4-011"/>
                                        <constraint firstItem="Dbl-sa-008" firstAttribute="bottom" secondItem="Dbl-bt-006" secondAttribute="bottom" id="Dbl-c5-012"/>
                                        <constraint firstItem="Dbl-bt-006" firstAttribute="leading" secondItem="Dbl-rv-003" secondAttribute="leading" id="Dbl-c6-013"/>
                                        <constraint firstAttribute="trailing" secondItem="Dbl-bt-006" secondAttribute="trailing" id="Dbl-c7-014"/>
                                    </constraints>
                                </view>
            \(controllerExtras)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let imported = try importedScene(xml: text, file: "safe.storyboard")
        let f = try frames(of: imported)
        return (f["Dbl-tp-004"], f["Dbl-bt-006"], imported.yaml)
    }

    /// GoMap's and KeePassium's 23727 and 24765 files, Home Assistant's
    /// 25094: twice 59 and 34.
    func testXcode16AndLaterDoubleTheNotchedPhonesInsets() throws {
        for tools in ["23727", "24765", "25094"] {
            let r = try layOut(tools: tools)
            XCTAssertEqual(r.top, "0,118,393,20", "tools \(tools)")
            XCTAssertEqual(r.bottom, "0,764,393,20", "tools \(tools)")
            XCTAssertTrue(r.yaml.contains("safeArea: {top: 118, left: 0, bottom: 68, right: 0}"), r.yaml)
        }
    }

    /// DuckDuckGo's 23504 files and the placeholder 32700.99.1234 store
    /// the device's insets.
    func testEarlierFilesAndThePlaceholderKeepTheDevicesInsets() throws {
        for tools in ["23504", "22505", "32700.99.1234"] {
            let r = try layOut(tools: tools)
            XCTAssertEqual(r.top, "0,59,393,20", "tools \(tools)")
            XCTAssertEqual(r.bottom, "0,798,393,20", "tools \(tools)")
        }
    }

    /// A controller with a navigation item and no simulated top bar (it is
    /// pushed in another storyboard: IQKeyboardManager's SpecialCase and
    /// ScrollView storyboards, 24127) is doubled like any whole-screen
    /// controller; so is one that says `<nil key="simulatedTopBarMetrics"/>`
    /// (GoMap's map, 24765).
    func testANavigationItemWithoutABarIsDoubledToo() throws {
        let item = #"<navigationItem key="navigationItem" title="Special Cases" id="Dbl-ni-015"/>"#
        for extras in [item, item + #"<nil key="simulatedTopBarMetrics"/>"#] {
            let doubled = try layOut(tools: "24127", controllerExtras: extras)
            XCTAssertEqual(doubled.top, "0,118,393,20", extras)
            XCTAssertEqual(doubled.bottom, "0,764,393,20", extras)
        }
    }

    /// A xib's whole-screen top-level view is doubled too (VLC's donation
    /// xibs, 24506 on the 393 × 852 phone; GoMap's DirectionViewController,
    /// 23727); a freeform one (smaller than the screen) keeps the device's
    /// insets, and so does a xib from before Xcode 16.
    func testAWholeScreenXibViewIsDoubled() throws {
        func xib(tools: String, height: Int) throws -> String? {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="Dbx-rv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dbx-tp-002">
                                    <rect key="frame" x="0.0" y="118" width="393" height="20"/>
                                    <constraints><constraint firstAttribute="height" constant="20" id="Dbx-c0-003"/></constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Dbx-sa-004"/>
                            <constraints>
                                <constraint firstItem="Dbx-tp-002" firstAttribute="top" secondItem="Dbx-sa-004" secondAttribute="top" id="Dbx-c1-005"/>
                                <constraint firstItem="Dbx-tp-002" firstAttribute="leading" secondItem="Dbx-rv-001" secondAttribute="leading" id="Dbx-c2-006"/>
                                <constraint firstAttribute="trailing" secondItem="Dbx-tp-002" secondAttribute="trailing" id="Dbx-c3-007"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            return try frames(of: try importedScene(xml: text, file: "safe.xib"))["Dbx-tp-002"]
        }
        XCTAssertEqual(try xib(tools: "24506", height: 852), "0,118,393,20")
        XCTAssertEqual(try xib(tools: "24506", height: 400), "0,59,393,20")
        XCTAssertEqual(try xib(tools: "23504", height: 852), "0,59,393,20")
    }
}
