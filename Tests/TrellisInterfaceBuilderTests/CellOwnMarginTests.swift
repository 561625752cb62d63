import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A cell's own `layoutMargins` reach a content view that preserves its
/// superview's margins (UIKit's `preservesSuperviewLayoutMargins`: a view's
/// margins are at least its superview's), so a cell that sets 30 puts its
/// content 30 in, as AltStore's Settings (tools 17503) stores its labels,
/// images and switches (docs/INTERFACE-BUILDER.md, "Tables"). The
/// hand-written file: a static grouped table on a 375-point phone, a
/// custom cell whose label is pinned to the content view's leading margin
/// and a default-style cell, both with the cell's margins 30.
final class CellOwnMarginTests: XCTestCase {
    func file(margin: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17503.1" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Com-sc-001">
                    <objects>
                        <tableViewController id="Com-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Com-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <sections>
                                    <tableViewSection id="Com-s0-sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="51" id="Com-c0-cel">
                                                <rect key="frame" x="0.0" y="18" width="375" height="51"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Com-c0-cel" id="Com-v0-cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Patreon" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Com-l0-lbl">
                                                            <rect key="frame" x="\(margin)" y="15" width="60" height="21"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="Com-l0-lbl" firstAttribute="leading" secondItem="Com-v0-cnt" secondAttribute="leadingMargin" id="Com-k1-001"/>
                                                        <constraint firstItem="Com-l0-lbl" firstAttribute="centerY" secondItem="Com-v0-cnt" secondAttribute="centerY" id="Com-k2-001"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                                <edgeInsets key="layoutMargins" top="8" left="\(margin)" bottom="8" right="\(margin)"/>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Com-t1-lbl" rowHeight="51" style="IBUITableViewCellStyleDefault" id="Com-c1-cel">
                                                <rect key="frame" x="0.0" y="69" width="375" height="51"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Com-c1-cel" id="Com-v1-cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Sources" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Com-t1-lbl">
                                                            <rect key="frame" x="\(margin)" y="0.0" width="\(375 - 2 * margin)" height="51"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <edgeInsets key="layoutMargins" top="8" left="\(margin)" bottom="8" right="\(margin)"/>
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
    }

    func testTheCellsOwn30PointMarginsPlaceItsContent() throws {
        let f = try frames(of: try importedScene(xml: file(margin: 30), file: "Settings.storyboard"))
        XCTAssertEqual(f["Com-l0-lbl"]?.hasPrefix("30,"), true, f["Com-l0-lbl"] ?? "missing")
        XCTAssertEqual(f["Com-t1-lbl"], "30,0,315,51")
    }

    /// Margins narrower than the table's (8 here) leave the table's 16:
    /// the cell preserves the table's margins, the wider of the two.
    func testNarrowerOwnMarginsKeepTheTables() throws {
        let f = try frames(of: try importedScene(xml: file(margin: 8), file: "Narrow.storyboard"))
        XCTAssertEqual(f["Com-l0-lbl"]?.hasPrefix("16,"), true, f["Com-l0-lbl"] ?? "missing")
        XCTAssertEqual(f["Com-t1-lbl"], "16,0,343,51")
    }
}
