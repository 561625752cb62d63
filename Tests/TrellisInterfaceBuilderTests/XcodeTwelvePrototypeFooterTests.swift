import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A plain prototype table's "Prototype Cells" section ends with a
/// 28-point footer on the canvases of Xcode 10.2 to 12 (tools 14800 to
/// 18999), as on Xcode 13's: Macaw's menu table (16097) stores its table
/// footer view 28 below the prototype row (docs/INTERFACE-BUILDER.md,
/// "Tables"). The hand-written file: one 44-point prototype under the
/// 28-point header, then a 44-point table footer view, on a 375 × 667 phone.
final class XcodeTwelvePrototypeFooterTests: XCTestCase {
    func file(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Pft-sc-001">
                    <objects>
                        <tableViewController id="Pft-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="22" id="Pft-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableFooterView" contentMode="scaleToFill" id="Pft-ft-004">
                                    <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="menu" id="Pft-cl-005">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Pft-cl-005" id="Pft-cv-006">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testXcode10_2To12PutTheTableFooter28BelowThePrototypes() throws {
        for tools in ["14868", "16097"] {
            let f = try frames(of: try importedScene(xml: file(tools: tools), file: "Menu.storyboard"))
            XCTAssertEqual(f["Pft-cl-005"], "0,28,375,44", "tools \(tools)")
            XCTAssertEqual(f["Pft-ft-004"], "0,100,375,44", "tools \(tools)")
        }
    }
}
