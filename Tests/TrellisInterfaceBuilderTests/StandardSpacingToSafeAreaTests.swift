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
}
