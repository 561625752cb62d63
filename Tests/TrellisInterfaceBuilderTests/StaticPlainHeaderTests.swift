import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A static plain table whose sections have no titles, on the canvases of
/// Xcode 10.2 to 12 (tools 14800 to 18999): each section under a 28-point
/// header whatever the table's `sectionHeaderHeight` (SwipeCellKit's
/// MailExample, 14868, and raywenderlich's MessagingApp, 16097, store
/// their first rows at 28 with heights 28 and 1; docs/INTERFACE-BUILDER.md,
/// "Tables"). Earlier files (14460 and before) store them at 0, and a
/// table with a titled section keeps Trellis's rule (untitled plain
/// headers take no room). The hand-written file: two 44-point rows in an
/// untitled section, optionally a titled second section.
final class StaticPlainHeaderTests: XCTestCase {
    func file(tools: String, headerHeight: String, titledSecond: Bool = false, untitledSecond: Bool = false) -> String {
        func cell(_ id: String, y: Int) -> String {
            """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Stp-\(id)-001">
                                                <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Stp-\(id)-001" id="Stp-\(id)-002">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
            """
        }
        let second = titledSecond ? """
                                    <tableViewSection headerTitle="More" id="Stp-s2-001">
                                        <cells>
            \(cell("c3", y: 150))
                                        </cells>
                                    </tableViewSection>
            """ : untitledSecond ? """
                                    <tableViewSection id="Stp-s2-001">
                                        <cells>
            \(cell("c3", y: 172))
                                        </cells>
                                    </tableViewSection>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Stp-sc-001">
                        <objects>
                            <tableViewController id="Stp-vc-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="\(headerHeight)" sectionFooterHeight="28" id="Stp-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="Stp-s1-001">
                                            <cells>
            \(cell("c1", y: 28))
            \(cell("c2", y: 72))
                                            </cells>
                                        </tableViewSection>
            \(second)
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func firstRows(tools: String, headerHeight: String = "28", titledSecond: Bool = false) throws -> [String] {
        let xml = file(tools: tools, headerHeight: headerHeight, titledSecond: titledSecond)
        let f = try frames(of: try importedScene(xml: xml, file: "Static.storyboard"))
        return ["Stp-c1-001", "Stp-c2-001"].map { f[$0] ?? "missing" }
    }

    func testXcode10_2To12UntitledSectionsSitUnder28PointHeaders() throws {
        XCTAssertEqual(try firstRows(tools: "14868"), ["0,28,375,44", "0,72,375,44"])
        // The table's own height doesn't matter (MessagingApp's Profile: 1).
        XCTAssertEqual(try firstRows(tools: "16097", headerHeight: "1"), ["0,28,375,44", "0,72,375,44"])
    }

    func testEarlierFilesAndTitledTablesKeepNoHeader() throws {
        XCTAssertEqual(try firstRows(tools: "14460"), ["0,0,375,44", "0,44,375,44"])
        XCTAssertEqual(try firstRows(tools: "15400", titledSecond: true), ["0,0,375,44", "0,44,375,44"])
    }

    /// Their untitled footers are 28 too (as on Xcode 13's canvas):
    /// SideMenu's menu tables (15400) store their table footer views 28
    /// below the last row. Two untitled sections: the second's row at
    /// 28 + 88 + 28 + 28 = 172, whatever the table's footer height.
    func testXcode10_2To12UntitledSectionsHave28PointFooters() throws {
        for tools in ["14868", "15400"] {
            let xml = file(tools: tools, headerHeight: "28", untitledSecond: true)
                .replacingOccurrences(of: #"sectionFooterHeight="28""#, with: #"sectionFooterHeight="1""#)
            let f = try frames(of: try importedScene(xml: xml, file: "Menu.storyboard"))
            XCTAssertEqual(f["Stp-c3-001"], "0,172,375,44", "tools \(tools)")
        }
        // Earlier files: no headers or footers at all.
        let old = try frames(of: try importedScene(xml: file(tools: "14460", headerHeight: "28", untitledSecond: true), file: "Old.storyboard"))
        XCTAssertEqual(old["Stp-c3-001"], "0,88,375,44")
    }

    /// From Xcode 12 (16000) a table with titled sections takes the
    /// 28-point headers and footers too (Esri's DisplayGrid, 17156: the
    /// untitled first section's rows from 28, the titled one 56 below its
    /// last row): 28 + 88 + 28 + 28 = 172.
    func testXcode12TitledSectionsTake28PointHeadersAndFooters() throws {
        XCTAssertEqual(try firstRows(tools: "17156", titledSecond: true), ["0,28,375,44", "0,72,375,44"])
        let f = try frames(of: try importedScene(xml: file(tools: "17156", headerHeight: "28", titledSecond: true), file: "Grid.storyboard"))
        XCTAssertEqual(f["Stp-c3-001"], "0,172,375,44")
    }

    /// From Xcode 12.5 (18000) an untitled static section's header is
    /// 24.5, as the "Prototype Cells" one (Esri's OrbitCameraAroundObject
    /// and Branch's LaunchScreen, 18122); 17701 and earlier store 28.
    func testXcode12_5UntitledHeadersAre24_5() throws {
        XCTAssertEqual(try firstRows(tools: "18122"), ["0,24.5,375,44", "0,68.5,375,44"])
        XCTAssertEqual(try firstRows(tools: "17701"), ["0,28,375,44", "0,72,375,44"])
    }
}
