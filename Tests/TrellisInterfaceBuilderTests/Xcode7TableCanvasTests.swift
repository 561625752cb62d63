import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBTableImport.swift's `xcode7Metrics` (docs/INTERFACE-BUILDER.md, "Xcode
/// 7 table canvases"): Xcode 7 (tools 8000 to 10999) stores a table
/// controller's rows below the status and navigation bars (20 + 44), and
/// titled grouped headers 5 shorter than Xcode 8 on. Written by hand in
/// Xcode 7's format (no `<device>`: the 600 × 600 canvas): a grouped static
/// table, sections 10 apart, titled "Messages" and "Avatars", one row each
/// (the second with a disclosure indicator, its content view 567 wide);
/// Xcode 7 stores the rows at 114 and 201 (64 + 50; 114 + 44 + 10 + 33)
/// with its 38-point one-line titles.
final class Xcode7TableCanvasTests: XCTestCase {
    func storyboard(tools: String, bar: Bool = true, table: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="X7t-sc-001">
                    <objects>
                        <tableViewController id="X7t-vc-002" sceneMemberID="viewController">
        \(table)
                            <navigationItem key="navigationItem" title="Settings" id="X7t-ni-003"/>
                            \(bar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : "")
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let grouped = """
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="X7t-tv-004">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <sections>
                                    <tableViewSection headerTitle="Messages" id="X7t-s0-005">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="X7t-c0-006">
                                                <rect key="frame" x="0.0" y="114" width="600" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="X7t-c0-006" id="X7t-v0-007">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="43.5"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Avatars" id="X7t-s1-008">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="X7t-c1-009">
                                                <rect key="frame" x="0.0" y="201" width="600" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="X7t-c1-009" id="X7t-v1-010">
                                                    <rect key="frame" x="0.0" y="0.0" width="567" height="43.5"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
        """

    func layout(_ xml: String) throws -> BuiltLayout {
        try LayoutBuilder.build(try importedScene(xml: xml, file: "x7.storyboard").document)
    }

    func rect(_ l: BuiltLayout, _ name: String) throws -> CGRect {
        try XCTUnwrap(l.views.first { $0.id == name }?.view.frame, name)
    }

    /// Under a navigation bar: the first row 64 below the first header,
    /// whose title is 5 shorter than Xcode 8's (and 17.5 taller than a
    /// later one, as in every canvas); the second 10 + a later header on.
    func testXcode7RowsSitBelowTheBarsAndTitledHeadersAreShorter() throws {
        let x7 = try layout(storyboard(tools: "10117", table: Self.grouped))
        let x8 = try layout(storyboard(tools: "11762", table: Self.grouped))
        let h0 = Double(try rect(x7, "tableView.s0.header").height), h1 = Double(try rect(x7, "tableView.s1.header").height)
        XCTAssertEqual(h1, Double(try rect(x8, "tableView.s1.header").height) - 5)
        XCTAssertEqual(h0, h1 + 17.5)
        let r0 = try rect(x7, "tableView.s0.r0"), r1 = try rect(x7, "tableView.s1.r0")
        XCTAssertEqual(Double(r0.minY), 64 + h0)
        XCTAssertEqual(Double(r1.minY), Double(r0.maxY) + 10 + h1)
        // Xcode 8 stores rows in the content's coordinates: no 64.
        XCTAssertEqual(Double(try rect(x8, "tableView.s0.r0").minY), Double(try rect(x8, "tableView.s0.header").height))
    }

    /// A controller simulating a phone's screen (`<simulatedScreenMetrics
    /// type="retina4">`) shows its titled grouped headers a point shorter
    /// still (49.5 first, 32 after: a course lab's tables, 9060, and
    /// MemeMe's settings, 10117), where controllers that simulate none
    /// store 50 and 33 (PrettyIcons, 8191; JSQMessages, 10117).
    func testASimulatedScreenShowsTitledHeadersAPointShorter() throws {
        let plain = storyboard(tools: "10117", table: Self.grouped)
        let screen = plain.replacingOccurrences(of: "</tableViewController>",
                                                with: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/></tableViewController>"#)
        XCTAssertNotEqual(screen, plain)
        XCTAssertTrue(try importedScene(xml: screen, file: "x7.storyboard").yaml.contains("groupedHeaderAdjustment: -6"))
        let a = try layout(plain), b = try layout(screen)
        for header in ["tableView.s0.header", "tableView.s1.header"] {
            XCTAssertEqual(Double(try rect(b, header).height), Double(try rect(a, header).height) - 1, header)
        }
    }

    /// Xcode 7 and 8's disclosure indicator is 33 wide at the canvas's
    /// 20-point margins as at 16 (567 of 600), where Xcode 9 and 10's
    /// grows with the margin (34 + 4: 562 of 600).
    func testXcode7And8DisclosureIndicatorIs33AtAnyMargin() throws {
        for tools in ["10117", "11762"] {
            let l = try layout(storyboard(tools: tools, table: Self.grouped))
            XCTAssertEqual(try rect(l, "tableView.s1.r0.contentView").width, 567, tools)
        }
        let x10 = try layout(storyboard(tools: "14460", table: Self.grouped))
        XCTAssertEqual(try rect(x10, "tableView.s1.r0.contentView").width, 562)
    }

    /// No bar above the table (raywenderlich's TiltShift, 9060): rows from
    /// the top, as in later canvases; the import writes no offset.
    func testWithoutABarTheRowsStartAtTheTop() throws {
        let xml = storyboard(tools: "10117", bar: false, table: Self.grouped)
        let l = try layout(xml)
        XCTAssertEqual(try rect(l, "tableView.s0.r0").minY, try rect(l, "tableView.s0.header").height)
        XCTAssertFalse(try importedScene(xml: xml, file: "x7.storyboard").yaml.contains("rowsTopOffset"))
    }
    /// A table controller's table Xcode 7 stored below the bars (y 64,
    /// 536 high, as Google Maps' demo launch screens, 10116, store theirs):
    /// the view has nothing under the bars, its top layout guide is 0
    /// long, so no inset: rows from the table's top, and no offset written.
    func testATableStoredBelowTheBarsIsNotInset() throws {
        let below = Self.grouped.replacingOccurrences(of: #"y="0.0" width="600" height="600""#,
                                                      with: #"y="64" width="600" height="536""#)
        XCTAssertNotEqual(below, Self.grouped)
        let xml = storyboard(tools: "10116", table: below)
        let l = try layout(xml)
        XCTAssertEqual(try rect(l, "tableView.s0.r0").minY, try rect(l, "tableView.s0.header").height)
        XCTAssertFalse(try importedScene(xml: xml, file: "x7.storyboard").yaml.contains("rowsTopOffset"))
        // The same table at the top of the screen keeps the 64.
        XCTAssertTrue(try importedScene(xml: storyboard(tools: "10116", table: Self.grouped), file: "x7.storyboard").yaml.contains("rowsTopOffset: 64"))
    }

    static let plainPrototypes = """
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="X7t-tv-011">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="blue" reuseIdentifier="Tag" id="X7t-c2-012">
                                        <rect key="frame" x="0.0" y="86" width="320" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="X7t-c2-012" id="X7t-v2-013">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
        """

    /// Xcode 5 (the iOS 7 SDK, which brought
    /// `automaticallyAdjustsScrollViewInsets`) stores the rows below the bars
    /// too: a plain prototype table under a navigation bar on the 600-point
    /// canvas, its 22-point header and first row at 64 + 22 = 86 (Stanford
    /// CS193p's SPoT, 4514). Xcode 4's iOS 6 canvas (3084) stores the row
    /// at 22, with no offset.
    func testXcode5RowsSitBelowTheBarsAndXcode4sDont() throws {
        let x5 = try layout(storyboard(tools: "4514", table: Self.plainPrototypes))
        XCTAssertEqual(try rect(x5, "tableView.s0.r0").minY, 86)
        let x4 = try layout(storyboard(tools: "3084", table: Self.plainPrototypes))
        XCTAssertEqual(try rect(x4, "tableView.s0.r0").minY, 22)
        XCTAssertTrue(IBImporter.insetsRowsBelowBars(4514))
        XCTAssertFalse(IBImporter.insetsRowsBelowBars(3084))
        XCTAssertTrue(IBImporter.insetsRowsBelowBars(8191))
    }

    /// Xcode 6 stores the rows below the bars as Xcode 5 and 7 do
    /// (ECSlidingViewController's menu, 5056, SWTableViewCell's demo, 6245,
    /// SwiftCharts' examples, 7706: first rows at 86 = 64 + 22), but a
    /// table with a table header view keeps it at the top (CodePath's
    /// PeristenceDemo, 6751): no offset written for such a table.
    func testXcode6RowsSitBelowTheBarsUnlessTheTableHasAHeaderView() throws {
        let x6 = try layout(storyboard(tools: "6245", table: Self.plainPrototypes))
        XCTAssertEqual(try rect(x6, "tableView.s0.r0").minY, 86)
        XCTAssertTrue(IBImporter.insetsRowsBelowBars(6751))
        let header = """
                                <view key="tableHeaderView" contentMode="scaleToFill" id="X7t-hv-014">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <prototypes>
        """
        let withHeader = Self.plainPrototypes.replacingOccurrences(of: "<prototypes>", with: header)
        XCTAssertNotEqual(withHeader, Self.plainPrototypes)
        let h6 = try layout(storyboard(tools: "6751", table: withHeader))
        XCTAssertEqual(try rect(h6, "X7t_hv_014").minY, 0)
        XCTAssertFalse(try importedScene(xml: storyboard(tools: "6751", table: withHeader), file: "x7.storyboard").yaml.contains("rowsTopOffset"))
        // Xcode 7 with the same header: offset as before.
        XCTAssertTrue(try importedScene(xml: storyboard(tools: "10117", table: withHeader), file: "x7.storyboard").yaml.contains("rowsTopOffset: 64"))
    }
}
