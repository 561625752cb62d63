import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Canvas frames inside table cells (docs/INTERFACE-BUILDER.md, "Ambiguous
/// views: canvas frames"): Xcode's canvas keeps a cell's ambiguous view
/// where the document stored it, as it does any other view's. A static
/// table written by hand (Xcode 15, tools 22505, the 375 × 667 phone): one
/// 44-point row holding a label pinned only at its leading margin (its y is
/// open) and a switch pinned only at its trailing margin (its y too), stored
/// where Xcode would keep them.
final class TableCellCanvasFrameTests: XCTestCase {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Tcf-sc-001">
                    <objects>
                        <tableViewController id="Tcf-tc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tcf-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Tcf-se-004">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Tcf-ce-005">
                                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Tcf-ce-005" id="Tcf-cv-006">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sync" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Tcf-lb-007">
                                                            <rect key="frame" x="16" y="12" width="40" height="20"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Tcf-sw-008">
                                                            <rect key="frame" x="310" y="6.5" width="51" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="Tcf-lb-007" firstAttribute="leading" secondItem="Tcf-cv-006" secondAttribute="leadingMargin" id="Tcf-c1-009"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="Tcf-sw-008" secondAttribute="trailing" id="Tcf-c2-010"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The label's x from its constraint (the 16-point margin) and its y
    /// from the stored frame; the switch's x from its constraint (its
    /// alignment rectangle, 2 points in from its frame's trailing edge, at
    /// 375 − 16: frame x 310) and its y stored; both keep their own sizes
    /// (the label's measured width, the switch's 51 × 31). Before, a cell's
    /// ambiguous views went to y 0.
    func testAmbiguousViewsInACellKeepTheirStoredPosition() throws {
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "cells.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("canvasFrame: {x: 310, y: 6.5, width: 51, height: 31}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        let label = try XCTUnwrap(layout.views.first { $0.id.hasSuffix(".r0.Tcf_lb_007") }?.view.frame)
        let toggle = try XCTUnwrap(layout.views.first { $0.id.hasSuffix(".r0.Tcf_sw_008") }?.view.frame)
        XCTAssertEqual(label.minX, 16)
        XCTAssertEqual(label.minY, 12)
        XCTAssertEqual(describe(toggle), "310,6.5,51,31")
    }
}
