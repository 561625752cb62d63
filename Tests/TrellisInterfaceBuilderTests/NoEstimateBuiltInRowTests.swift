import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 13 to 15 (tools 19000 to 23999) show a self-sizing row of
/// built-in views a pixel under 44, except in a table Xcode wrote no
/// `estimatedRowHeight` for, where it is 44 (App Center's Sasquatch, 21701:
/// seven value1 rows; Seafile's lists, 23504 and 23727), as Xcode 26's
/// canvas shows such tables' standard rows a point taller
/// (docs/INTERFACE-BUILDER.md, "Tables"). The hand-written file: a static
/// grouped table of two untitled default-style rows, automatic heights.
final class NoEstimateBuiltInRowTests: XCTestCase {
    func file(estimate: Bool) -> String {
        func cell(_ n: Int) -> String {
            """
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Nes-l\(n)-lbl" style="IBUITableViewCellStyleDefault" id="Nes-c\(n)-cel">
                                                    <rect key="frame" x="0.0" y="\(18 + 44 * n)" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Nes-c\(n)-cel" id="Nes-v\(n)-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Events" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Nes-l\(n)-lbl">
                                                                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                                <autoresizingMask key="autoresizingMask"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Nes-sc-001">
                        <objects>
                            <tableViewController id="Nes-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1"\(estimate ? " estimatedRowHeight=\"-1\"" : "") sectionHeaderHeight="18" sectionFooterHeight="18" id="Nes-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="Nes-s0-sec">
                                            <cells>
            \(cell(0))
            \(cell(1))
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

    func rows(estimate: Bool) throws -> [String] {
        let f = try frames(of: try importedScene(xml: file(estimate: estimate), file: "Sasquatch.storyboard"))
        return ["Nes-c0-cel", "Nes-c1-cel"].map { f[$0] ?? "missing" }
    }

    func testWithoutAnEstimateBuiltInRowsAre44() throws {
        XCTAssertEqual(try rows(estimate: false), ["0,18,375,44", "0,62,375,44"])
    }

    func testWithAnEstimateAPixelUnder() throws {
        XCTAssertEqual(try rows(estimate: true), ["0,18,375,43.5", "0,61.5,375,43.5"])
    }
}
