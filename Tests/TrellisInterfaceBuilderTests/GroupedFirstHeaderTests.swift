import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A grouped table's first untitled header by Xcode version
/// (docs/INTERFACE-BUILDER.md, "Tables"): 35 before Xcode 11 (iOS 12's
/// canvas; XLPagerTabStrip's Storyboard, tools 14460, and raywenderlich's
/// files store the first rows at 35, even in a table of height 10), the
/// table's height from Xcode 10.2 (tools 14800) on: KeychainAccess's demo,
/// 14868, stores them at its table's 10. A static grouped table of two untitled
/// sections of 44-point default-style rows on a 375 × 667 phone, the
/// table's headers and footers `height` high.
final class GroupedFirstHeaderTests: XCTestCase {
    func file(tools: String, height: Int = 18, tableHeader: Bool = false) -> String {
        func cell(_ n: Int, y: Int) -> String {
            """
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="Grp-l\(n)-lbl" style="IBUITableViewCellStyleDefault" id="Grp-c\(n)-cel">
                                                    <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Grp-c\(n)-cel" id="Grp-v\(n)-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Grp-l\(n)-lbl">
                                                                <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
            """
        }
        let header = tableHeader ? """
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="Grp-hd-009">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </view>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Grp-sc-001">
                        <objects>
                            <tableViewController id="Grp-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="\(height)" sectionFooterHeight="\(height)" id="Grp-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(header)
                                    <sections>
                                        <tableViewSection id="Grp-s1-004">
                                            <cells>
            \(cell(1, y: 35))
                                            </cells>
                                        </tableViewSection>
                                        <tableViewSection id="Grp-s2-005">
                                            <cells>
            \(cell(2, y: 115))
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

    /// Xcode 10: 35, the row, the footer and the next header (18 + 18).
    func testBeforeXcode11TheFirstUntitledHeaderIs35() throws {
        let f = try frames(of: try importedScene(xml: file(tools: "14460.31"), file: "Storyboard.storyboard"))
        XCTAssertEqual(f["Grp-c1-cel"], "0,35,375,44")
        XCTAssertEqual(f["Grp-c2-cel"], "0,115,375,44")
        // A table of height 10 keeps 35 first, then 10 + 10.
        let ten = try frames(of: try importedScene(xml: file(tools: "13771", height: 10), file: "Ten.storyboard"))
        XCTAssertEqual(ten["Grp-c1-cel"], "0,35,375,44")
        XCTAssertEqual(ten["Grp-c2-cel"], "0,99,375,44")
    }

    /// Xcode 12.4 on (17701): the table's 18, under a table header view
    /// too (DuckDuckGo's Settings, 23504: 18 below the header view).
    func testLaterTheTablesHeight() throws {
        let later = try frames(of: try importedScene(xml: file(tools: "17701"), file: "Later.storyboard"))
        XCTAssertEqual(later["Grp-c1-cel"], "0,18,375,44")
        let underHeader = try frames(of: try importedScene(xml: file(tools: "17701", tableHeader: true), file: "Header.storyboard"))
        XCTAssertEqual(underHeader["Grp-c1-cel"], "0,68,375,44")
    }

    /// Before Xcode 10.2 a table header view takes the first untitled
    /// header's place: Dealers' Xcode 7 tables (8191) and a Contacts course
    /// app (14313) store their first rows right under their header views
    /// (130, 138 and 200), the next sections 18 + 18 apart.
    func testBeforeXcode10_2NoFirstHeaderUnderATableHeaderView() throws {
        for tools in ["8191", "14313.18"] {
            let f = try frames(of: try importedScene(xml: file(tools: tools, tableHeader: true), file: "Header.storyboard"))
            XCTAssertEqual(f["Grp-c1-cel"], "0,50,375,44", tools)
            XCTAssertEqual(f["Grp-c2-cel"], "0,130,375,44", tools)
        }
    }

    /// Xcode 10.2 (14868): a table of height 10 starts its rows at 10, then
    /// 10 + 10 between the sections.
    func testFromXcode10_2TheFirstUntitledHeaderIsTheTablesHeight() throws {
        let f = try frames(of: try importedScene(xml: file(tools: "14868", height: 10), file: "Keychain.storyboard"))
        XCTAssertEqual(f["Grp-c1-cel"], "0,10,375,44")
        XCTAssertEqual(f["Grp-c2-cel"], "0,74,375,44")
    }
}
