import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A `symbolic="YES"` (standard-spacing) constraint between a view's edge
/// and the same edge of the safe area lays the view out on the safe area's
/// edge, whatever constant the file writes (docs/INTERFACE-BUILDER.md,
/// "Standard spacing to the safe area"). Files written by hand; frames
/// computed by hand on the 375 × 667 phone (safe area from y 20).
final class StandardSpacingToSafeAreaTests: XCTestCase {
    func storyboard(symbolic: Bool) throws -> IBDocument {
        let s = symbolic ? " symbolic=\"YES\"" : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Ssa-sc-001">
                        <objects>
                            <viewController id="Ssa-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Ssa-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ssa-bx-004">
                                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="Ssa-c1-005"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ssa-bx-006">
                                            <rect key="frame" x="0.0" y="72" width="100" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Ssa-c2-007"/>
                                                <constraint firstAttribute="height" constant="30" id="Ssa-c3-008"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Ssa-bx-004" firstAttribute="leading" secondItem="Ssa-sa-009" secondAttribute="leading" constant="20"\(s) id="Ssa-c4-010"/>
                                        <constraint firstItem="Ssa-sa-009" firstAttribute="trailing" secondItem="Ssa-bx-004" secondAttribute="trailing" constant="20"\(s) id="Ssa-c5-011"/>
                                        <constraint firstItem="Ssa-bx-004" firstAttribute="top" secondItem="Ssa-sa-009" secondAttribute="top" constant="8"\(s) id="Ssa-c6-012"/>
                                        <constraint firstItem="Ssa-bx-006" firstAttribute="top" secondItem="Ssa-bx-004" secondAttribute="bottom" constant="8"\(s) id="Ssa-c7-013"/>
                                        <constraint firstItem="Ssa-bx-006" firstAttribute="leading" secondItem="Ssa-sa-009" secondAttribute="leading" id="Ssa-c8-014"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="Ssa-sa-009"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "standard.storyboard")
    }

    func frames(symbolic: Bool) throws -> [String] {
        let doc = try storyboard(symbolic: symbolic)
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return ["Ssa-bx-004", "Ssa-bx-006"].map { id in
            layout.view(imported.names[id]!).map { describe($0.frame) } ?? "missing"
        }
    }

    /// Alamofire (13142), Charts (13529), mattneub's book examples
    /// (14087, 14092), SwiftMessages (14113) and raywenderlich.com's
    /// tutorials (13196 to 14313) store views on the safe area's edges under
    /// standard constraints written with constants 20 and 8. The spacing
    /// between two views (the lower box, 8 below the upper one) keeps its
    /// constant.
    func testStandardSpacingToTheSafeAreaIsZero() throws {
        XCTAssertEqual(try frames(symbolic: true), ["0,20,375,44", "0,72,100,30"])
    }

    /// The same constants without `symbolic="YES"` are explicit values.
    func testExplicitConstantsToTheSafeAreaAreKept() throws {
        XCTAssertEqual(try frames(symbolic: false), ["20,28,335,44", "0,80,100,30"])
    }

    /// A standard-spacing constraint with no constant has constant 0, the
    /// attribute's default (Esri's maps pinned to a toolbar, tools 17156
    /// to 20037, are stored touching it): on the 414 × 896 XR of Xcode 12
    /// (safe area 44 and 34), a map from the safe area's top down to a
    /// 49-point toolbar on the safe area's bottom is 769 high, not 761.
    func testStandardSpacingWithoutAConstantIsZero() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sns-sc-001">
                        <objects>
                            <viewController id="Sns-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Sns-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sns-mp-004">
                                            <rect key="frame" x="0.0" y="44" width="414" height="769"/>
                                        </view>
                                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sns-tb-005">
                                            <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                                            <items>
                                                <barButtonItem title="Reset" id="Sns-bb-006"/>
                                            </items>
                                        </toolbar>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Sns-sa-007"/>
                                    <constraints>
                                        <constraint firstItem="Sns-mp-004" firstAttribute="top" secondItem="Sns-sa-007" secondAttribute="top" id="Sns-c1-008"/>
                                        <constraint firstItem="Sns-mp-004" firstAttribute="leading" secondItem="Sns-rv-003" secondAttribute="leading" id="Sns-c2-009"/>
                                        <constraint firstAttribute="trailing" secondItem="Sns-mp-004" secondAttribute="trailing" id="Sns-c3-010"/>
                                        <constraint firstItem="Sns-tb-005" firstAttribute="top" secondItem="Sns-mp-004" secondAttribute="bottom" symbolic="YES" id="Sns-c4-011"/>
                                        <constraint firstItem="Sns-tb-005" firstAttribute="leading" secondItem="Sns-rv-003" secondAttribute="leading" symbolic="YES" id="Sns-c5-012"/>
                                        <constraint firstAttribute="trailing" secondItem="Sns-tb-005" secondAttribute="trailing" symbolic="YES" id="Sns-c6-013"/>
                                        <constraint firstItem="Sns-tb-005" firstAttribute="bottom" secondItem="Sns-sa-007" secondAttribute="bottom" id="Sns-c7-014"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "toolbar.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view(imported.names["Sns-mp-004"]!).map { describe($0.frame) }, "0,44,414,769")
        XCTAssertEqual(layout.view(imported.names["Sns-tb-005"]!).map { describe($0.frame) }, "0,813,414,49")
    }

    /// Standard spacing to a controller's top and bottom layout guides is
    /// 8 whatever the constant: a Kodeco Core Data tutorial (UnCloudNotes,
    /// tools 14490 on the 414 × 896 XR under a navigation bar) writes 20
    /// and stores its text field 8 below the top guide (88 + 8) and its
    /// image view 8 above the bottom one (896 − 34 − 8); files writing 8
    /// (12 repositories) store 8.
    func testStandardSpacingToLayoutGuidesIsEight() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Slg-sc-001">
                        <objects>
                            <viewController id="Slg-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Slg-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Slg-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Slg-rv-005">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Slg-tp-006">
                                            <rect key="frame" x="20" y="96" width="374" height="758"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Slg-tp-006" firstAttribute="top" secondItem="Slg-tg-003" secondAttribute="bottom" constant="20" symbolic="YES" id="Slg-c1-007"/>
                                        <constraint firstItem="Slg-bg-004" firstAttribute="top" secondItem="Slg-tp-006" secondAttribute="bottom" constant="20" symbolic="YES" id="Slg-c2-008"/>
                                        <constraint firstItem="Slg-tp-006" firstAttribute="leading" secondItem="Slg-rv-005" secondAttribute="leading" constant="20" symbolic="YES" id="Slg-c3-009"/>
                                        <constraint firstAttribute="trailing" secondItem="Slg-tp-006" secondAttribute="trailing" constant="20" symbolic="YES" id="Slg-c4-010"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "guides.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view(imported.names["Slg-tp-006"]!).map { describe($0.frame) }, "20,96,374,758")
    }
}
