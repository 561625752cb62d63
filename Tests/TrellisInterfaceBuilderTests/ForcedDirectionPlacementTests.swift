import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `semanticContentAttribute="forceRightToLeft"` flips a view's content,
/// not its own place in its superview: a constraint reads leading and
/// trailing in the direction of the view it is installed on (for Xcode's
/// constraints, the nearest common ancestor of its items). The usual use
/// is a button forced right to left so that its image follows its title
/// (the button's content flips) while leading and trailing constraints to
/// its superview keep it where a left-to-right layout puts it. Xcode's
/// stored frames say so in five repositories of five sets (tools 14460 to
/// 23086: Espressif's provisioning sample's 350-wide buttons pinned 32 in
/// from either side, wallet and betting apps' buttons and stacks, a movie
/// browser's full-width stack; docs/LAYOUT.md, "layout direction"). Hand-
/// written: a forced button pinned to the safe area's sides, and a forced
/// strip whose two boxes, constrained inside it, run from its right edge.
final class ForcedDirectionPlacementTests: XCTestCase {
    let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Fdp-rv">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Fdp-bt">
                            <rect key="frame" x="32" y="700" width="350" height="56"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="56" id="Fdp-c0"/>
                            </constraints>
                            <state key="normal" title="Next"/>
                        </button>
                        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="Fdp-st">
                            <rect key="frame" x="0.0" y="100" width="414" height="50"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fdp-b1">
                                    <rect key="frame" x="364" y="0.0" width="40" height="50"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fdp-b2">
                                    <rect key="frame" x="316" y="0.0" width="40" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Fdp-b1" firstAttribute="leading" secondItem="Fdp-st" secondAttribute="leading" constant="10" id="Fdp-c1"/>
                                <constraint firstItem="Fdp-b2" firstAttribute="leading" secondItem="Fdp-b1" secondAttribute="trailing" constant="8" id="Fdp-c2"/>
                                <constraint firstItem="Fdp-b1" firstAttribute="top" secondItem="Fdp-st" secondAttribute="top" id="Fdp-c3"/>
                                <constraint firstItem="Fdp-b2" firstAttribute="top" secondItem="Fdp-st" secondAttribute="top" id="Fdp-c4"/>
                                <constraint firstAttribute="bottom" secondItem="Fdp-b1" secondAttribute="bottom" id="Fdp-c5"/>
                                <constraint firstAttribute="bottom" secondItem="Fdp-b2" secondAttribute="bottom" id="Fdp-c6"/>
                                <constraint firstItem="Fdp-b1" firstAttribute="width" constant="40" id="Fdp-c7"/>
                                <constraint firstItem="Fdp-b2" firstAttribute="width" constant="40" id="Fdp-c8"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Fdp-sa"/>
                    <constraints>
                        <constraint firstItem="Fdp-bt" firstAttribute="leading" secondItem="Fdp-sa" secondAttribute="leading" constant="32" id="Fdp-d1"/>
                        <constraint firstItem="Fdp-sa" firstAttribute="trailing" secondItem="Fdp-bt" secondAttribute="trailing" constant="32" id="Fdp-d2"/>
                        <constraint firstItem="Fdp-bt" firstAttribute="top" secondItem="Fdp-rv" secondAttribute="top" constant="700" id="Fdp-d3"/>
                        <constraint firstItem="Fdp-st" firstAttribute="leading" secondItem="Fdp-rv" secondAttribute="leading" id="Fdp-d4"/>
                        <constraint firstAttribute="trailing" secondItem="Fdp-st" secondAttribute="trailing" id="Fdp-d5"/>
                        <constraint firstItem="Fdp-st" firstAttribute="top" secondItem="Fdp-rv" secondAttribute="top" constant="100" id="Fdp-d6"/>
                        <constraint firstItem="Fdp-st" firstAttribute="height" constant="50" id="Fdp-d7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func laidOut() throws -> [String: String] {
        let doc = try InterfaceBuilderFile.parse(Data(document.utf8), file: "forced.xib")
        return try frames(of: try doc.imported(try XCTUnwrap(doc.scenes.first)))
    }

    func testAForcedButtonKeepsItsPlaceBetweenItsSuperviewsEdges() throws {
        // leading 32 and trailing 32 read left to right (the root's
        // direction): 350 wide from x 32, not flipped into a negative width.
        XCTAssertEqual(try laidOut()["Fdp-bt"], "32,700,350,56")
    }

    func testAForcedViewsContentRunsFromItsRightEdge() throws {
        let f = try laidOut()
        // The strip itself is placed left to right (full width); its boxes,
        // constrained inside it, lead from its right edge: 414 - 10 - 40,
        // then 8 further left.
        XCTAssertEqual(f["Fdp-st"], "0,100,414,50")
        XCTAssertEqual(f["Fdp-b1"], "364,0,40,50")
        XCTAssertEqual(f["Fdp-b2"], "316,0,40,50")
    }
}
