import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A column-style split view controller (`allowDoubleColumnStyle="YES"`,
/// Xcode's "Use Column Style") puts a column's controller that isn't a
/// navigation controller into a navigation controller of its own (Apple,
/// `UISplitViewController.setViewController(_:for:)`: "If you set a child
/// view controller that's not a navigation controller, the split view
/// controller creates a navigation controller for it"), so the column's
/// root sits under a navigation bar; a classic split view (no attribute)
/// and the compact column don't. Hand-written storyboard on the 375 × 667
/// phone (tools 23504: a 20-point status bar): each controller holds a box
/// pinned to its safe area's top.
final class ColumnStyleSplitViewTests: XCTestCase {
    func controller(_ id: String) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(id)-c1"/>
                                            <constraint firstAttribute="height" constant="40" id="\(id)-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-c3"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-sa" secondAttribute="leading" id="\(id)-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func document(columnStyle: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Csv-sp-sc">
                    <objects>
                        <splitViewController\(columnStyle ? #" allowDoubleColumnStyle="YES""# : "") id="Csv-sp" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Csv-ma" kind="relationship" relationship="masterViewController" id="Csv-s1"/>
                                <segue destination="Csv-dt" kind="relationship" relationship="detailViewController" id="Csv-s2"/>
                                <segue destination="Csv-cp" kind="relationship" relationship="compactViewController" id="Csv-s3"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
        \(controller("Csv-ma"))
        \(controller("Csv-dt"))
        \(controller("Csv-cp"))
            </scenes>
        </document>
        """
    }

    func box(_ controller: String, columnStyle: Bool) throws -> String? {
        let doc = try InterfaceBuilderFile.parse(Data(document(columnStyle: columnStyle).utf8), file: "split.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == controller })
        return try frames(of: try doc.imported(scene))["\(controller)-bx"]
    }

    func testColumnStyleColumnsGetANavigationBar() throws {
        // 20 (status bar) + 44 (the navigation bar the split view creates).
        XCTAssertEqual(try box("Csv-ma", columnStyle: true), "0,64,100,40")
        XCTAssertEqual(try box("Csv-dt", columnStyle: true), "0,64,100,40")
        // The compact column is shown on its own: no bar.
        XCTAssertEqual(try box("Csv-cp", columnStyle: true), "0,20,100,40")
    }

    func testClassicSplitViewColumnsGetNoBar() throws {
        XCTAssertEqual(try box("Csv-ma", columnStyle: false), "0,20,100,40")
        XCTAssertEqual(try box("Csv-dt", columnStyle: false), "0,20,100,40")
    }
}
