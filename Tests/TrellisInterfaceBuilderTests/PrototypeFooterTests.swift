import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A plain table's "Prototype Cells" section ends with a 28-point footer on
/// the canvases of Xcode 10.2 on, as static sections do
/// (docs/INTERFACE-BUILDER.md, "Tables"): a table footer view is stored 28
/// below the last prototype whatever the table's footer height — Macaw's
/// menu table (16097) on Xcode 10.2 to 12 (tools 14800 to 18999), iVPN's
/// Signup and Main storyboards (22505, 23504) and OwnTracks' three lists
/// (24765) from Xcode 13. A hand-written plain table on a 375 × 667 phone:
/// the section's header, one 44-point prototype, the footer 28, then a
/// table footer view.
final class PrototypeFooterTests: XCTestCase {
    /// `header` is the section's header height the file states; `rowY`,
    /// `footerY` and `footerHeight` are the frames stored in it.
    func storyboard(tools: String, header: Int, rowY: Int, footerY: Int, footerHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="PtF-sc-001">
                    <objects>
                        <tableViewController id="PtF-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="\(header)" sectionFooterHeight="22" id="PtF-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <view key="tableFooterView" contentMode="scaleToFill" id="PtF-fv-004">
                                    <rect key="frame" x="0.0" y="\(footerY)" width="375" height="\(footerHeight)"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="44" id="PtF-c1-005">
                                        <rect key="frame" x="0.0" y="\(rowY)" width="375" height="44"/>
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

    /// Xcode 13 on: the header 50 (28 below iOS 15's 22-point padding),
    /// the row at 50, the footer view at 50 + 44 + 28.
    func testTheFooterViewIs28BelowTheLastPrototype() throws {
        for tools in ["22505", "24765"] {
            let xml = storyboard(tools: tools, header: 22, rowY: 50, footerY: 122, footerHeight: 60)
            let f = try frames(of: try importedScene(xml: xml, file: "List.storyboard"))
            XCTAssertEqual(f["PtF-c1-005"], "0,50,375,44", tools)
            XCTAssertEqual(f["PtF-fv-004"], "0,122,375,60", tools)
        }
    }

    /// Xcode 10.2 to 12: the 28-point header of the file, the row at 28,
    /// the footer view at 28 + 44 + 28.
    func testXcode10_2To12PutTheTableFooter28BelowThePrototypes() throws {
        for tools in ["14868", "16097"] {
            let xml = storyboard(tools: tools, header: 28, rowY: 28, footerY: 100, footerHeight: 44)
            let f = try frames(of: try importedScene(xml: xml, file: "Menu.storyboard"))
            XCTAssertEqual(f["PtF-c1-005"], "0,28,375,44", tools)
            XCTAssertEqual(f["PtF-fv-004"], "0,100,375,44", tools)
        }
    }

    /// Xcode 10.2 to 12 show the "Prototype Cells" header 28 high whatever
    /// the table's `sectionHeaderHeight` (Lockdown's tables of heights 45
    /// and 1, tools 17156, store their rows at 28); before 10.2 it is the
    /// table's height (22, 60 and 66 in files up to 14490).
    func testXcode10_2To12PrototypeHeaderIs28() throws {
        for header in [1, 45] {
            let xml = storyboard(tools: "17156", header: header, rowY: 28, footerY: 100, footerHeight: 44)
            let f = try frames(of: try importedScene(xml: xml, file: "Main.storyboard"))
            XCTAssertEqual(f["PtF-c1-005"], "0,28,375,44", "\(header)")
        }
        let old = try frames(of: try importedScene(xml: storyboard(tools: "14490", header: 60, rowY: 60, footerY: 104, footerHeight: 44), file: "Old.storyboard"))
        XCTAssertEqual(old["PtF-c1-005"], "0,60,375,44")
    }
}
