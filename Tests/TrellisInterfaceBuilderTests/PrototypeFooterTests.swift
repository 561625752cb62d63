import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 13+'s canvas gives a plain table's "Prototype Cells" section a
/// 28-point footer, as it does static sections (docs/INTERFACE-BUILDER.md,
/// "Tables"): a table footer view is stored 28 below the last prototype
/// (iVPN's Signup and Main storyboards, tools 22505 and 23504; OwnTracks'
/// three lists, 24765). A hand-written plain table on a 375 × 667 phone:
/// the section's header 50 (28 below iOS 15's 22-point padding), one
/// 44-point prototype, the footer 28, then a 60-point table footer view.
final class PrototypeFooterTests: XCTestCase {
    func storyboard(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="PtF-sc-001">
                    <objects>
                        <tableViewController id="PtF-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="PtF-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <view key="tableFooterView" contentMode="scaleToFill" id="PtF-fv-004">
                                    <rect key="frame" x="0.0" y="122" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="44" id="PtF-c1-005">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="PtF-c1-005" id="PtF-cv-006">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
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

    func testTheFooterViewIs28BelowTheLastPrototype() throws {
        for tools in ["22505", "24765"] {
            let f = try frames(of: try importedScene(xml: storyboard(tools: tools), file: "List.storyboard"))
            XCTAssertEqual(f["PtF-c1-005"], "0,50,375,44", tools)
            XCTAssertEqual(f["PtF-fv-004"], "0,122,375,60", tools)
        }
    }
}
