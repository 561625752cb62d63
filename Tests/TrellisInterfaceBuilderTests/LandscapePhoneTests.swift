import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A document designed on a phone in landscape (`<device id="retina4_7"
/// orientation="landscape"/>`): a compact height, where UIKit's navigation
/// bar is 32 points high (docs/FORMAT.md, "Canvas"; Apple's Human Interface
/// Guidelines give the compact-height bars), and, on a phone without a notch,
/// a root's and its tables' cells' side margins are 20 points, not the
/// portrait 16 (observed: DJI's Swift sample, tools 14460, and
/// LTMorphingLabel's demo, 17156; docs/INTERFACE-BUILDER.md, "Phones in
/// landscape"). Hand-written: a navigation controller whose root holds a box
/// pinned 20 below the safe area's top and to the root's margins; once under
/// a translucent bar (the root as tall as the screen), once under an opaque
/// one (the root stored below the bar, 32 points shorter).
final class LandscapePhoneTests: XCTestCase {
    func document(orientation: String, opaque: Bool) -> String {
        let landscape = orientation == "landscape"
        let w = landscape ? 667 : 375, h = landscape ? 375 : 667
        let bar = landscape ? 32 : 44, top = opaque ? (landscape ? bar : 20 + bar) : 0
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="\(orientation)"/>
                <scenes>
                    <scene sceneID="Lnd-nc-sc">
                        <objects>
                            <navigationController id="Lnd-nc" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill"\(opaque ? #" translucent="NO""# : "") id="Lnd-nb">
                                    <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(bar)"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Lnd-vc" kind="relationship" relationship="rootViewController" id="Lnd-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Lnd-vc-sc">
                        <objects>
                            <viewController id="Lnd-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lnd-rv">
                                    <rect key="frame" x="0.0" y="\(opaque ? top : 0)" width="\(w)" height="\(h - top)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lnd-bx">
                                            <rect key="frame" x="20" y="52" width="627" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="100" id="Lnd-c0"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Lnd-sa"/>
                                    <constraints>
                                        <constraint firstItem="Lnd-bx" firstAttribute="top" secondItem="Lnd-sa" secondAttribute="top" constant="20" id="Lnd-c1"/>
                                        <constraint firstItem="Lnd-bx" firstAttribute="leading" secondItem="Lnd-rv" secondAttribute="leadingMargin" id="Lnd-c2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Lnd-bx" secondAttribute="trailing" id="Lnd-c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func box(orientation: String, opaque: Bool) throws -> String? {
        let doc = try InterfaceBuilderFile.parse(Data(document(orientation: orientation, opaque: opaque).utf8), file: "landscape.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Lnd-vc" })
        return try frames(of: try doc.imported(scene))["Lnd-bx"]
    }

    func testAPhoneInLandscapeHasA32PointBarAnd20PointMargins() throws {
        // Under a translucent bar: 32 + 20 down, 20 in from each side.
        XCTAssertEqual(try box(orientation: "landscape", opaque: false), "20,52,627,100")
        // Below an opaque bar the root starts under it: 20 down.
        XCTAssertEqual(try box(orientation: "landscape", opaque: true), "20,20,627,100")
    }

    func testPortraitKeepsTheStatusBar44PointBarAnd16PointMargins() throws {
        XCTAssertEqual(try box(orientation: "portrait", opaque: false), "16,84,343,100")
        XCTAssertEqual(try box(orientation: "portrait", opaque: true), "16,20,343,100")
    }

    func testTheBarsAreCompactOnlyOnPhones() throws {
        let doc = try InterfaceBuilderFile.parse(Data(document(orientation: "landscape", opaque: false).utf8), file: "landscape.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Lnd-vc" })
        XCTAssertEqual(scene.topBars, 44)   // the reader keeps the bar; the canvas sizes it
        let d = try XCTUnwrap(doc.device)
        XCTAssertEqual(IBImporter.compactHeightBars(d, scene: scene, document: doc).top, 32)
        var pad = d
        pad.isPad = true
        // An iPad keeps its regular bar: 50 from Xcode 10 ("iPads' bars").
        XCTAssertEqual(IBImporter.compactHeightBars(pad, scene: scene, document: doc).top, 50)
    }
}
