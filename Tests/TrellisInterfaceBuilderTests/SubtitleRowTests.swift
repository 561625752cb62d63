import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Self-sizing subtitle rows on Xcode 13+'s canvas (docs/INTERFACE-BUILDER.md,
/// "Subtitle rows"), on storyboards written here in Xcode 15's format: a
/// grouped static table of automatic heights (`rowHeight="-1"
/// sectionHeaderHeight="-1" sectionFooterHeight="-1"`) on a 414 × 896 phone
/// at 2×, one untitled section of two subtitle cells whose labels Xcode
/// stored 20.5 and 14.5 high (17 over 12 points). The frames asserted are
/// computed in each test from the rule, and they are the ones such files
/// store (DuckDuckGo's Debug.storyboard: fixed fonts, rows 55.5, text at 10
/// and detail at 31.5; KeePassium's AboutVC: text styles, rows 57.5, text at
/// 9 and detail at 32.5).
final class SubtitleRowTests: XCTestCase {
    /// The storyboard: `font` is the labels' `<fontDescription>` pair,
    /// `rowHeight` the table's.
    func storyboard(tools: String = "23504", text: String, detail: String, rowHeight: String = "-1",
                    heights: String = "-1") -> String {
        func cell(_ n: Int) -> String {
            """
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Sub-t\(n)-lbl" detailTextLabel="Sub-d\(n)-lbl" style="IBUITableViewCellStyleSubtitle" id="Sub-c\(n)-cel">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="55.5"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Sub-c\(n)-cel" id="Sub-v\(n)-cnt">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="55.5"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Sub-t\(n)-lbl">
                                                        <rect key="frame" x="20" y="10" width="33" height="20.5"/>
                                                        \(text)
                                                    </label>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Sub-d\(n)-lbl">
                                                        <rect key="frame" x="20" y="31.5" width="44" height="14.5"/>
                                                        \(detail)
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sub-sc-001">
                        <objects>
                            <tableViewController id="Sub-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="\(heights)" sectionFooterHeight="\(heights)" id="Sub-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="Sub-sn-004">
                                            <cells>
            \(cell(1))
            \(cell(2))
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

    let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    let system12 = #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#
    let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
    let caption1 = #"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#

    /// Fixed system fonts (DuckDuckGo's Debug.storyboard, tools 23504):
    /// 0.46 × 20.5 = 9.43 above the text (9.5 on the 2× grid), 1.5 between,
    /// 0.54 × 20.5 − 1.5 = 9.57 under: 9.43 + 20.5 + 1.5 + 14.5 + 9.57 = 55.5,
    /// where Trellis's iOS rule gives 11 + 20.5 + 14.5 + 11 = 57. The untitled
    /// automatic header is 18 less a pixel: the rows from 17.5.
    func testFixedFontsRowsAre55AndAHalf() throws {
        let f = try frames(of: try importedScene(xml: storyboard(text: system17, detail: system12), file: "Debug.storyboard"))
        XCTAssertEqual(f["Sub-c1-cel"], "0,17.5,414,55.5")
        XCTAssertEqual(f["Sub-c2-cel"], "0,73,414,55.5")
        XCTAssertEqual(f["Sub-v1-cnt"], "0,0,414,55.5")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,9.5,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,31.5,44,14.5")
    }

    /// Text styles (KeePassium's AboutVC, 23504): h1/3 − 0.4 × h2 + 7.97 =
    /// 9.0 above, 0.15 × 20.5 = 3.08 between, 0.517 × 20.5 + 0.067 × 14.5 −
    /// 1.14 = 10.43 under: a 57.5-point row, text at 9, detail at 32.58
    /// (32.5 on the grid).
    func testTextStyleRowsAre57AndAHalf() throws {
        let imported = try importedScene(xml: storyboard(text: body, detail: caption1), file: "About.storyboard")
        XCTAssertTrue(imported.yaml.contains("subtitleSpacing: {top: 0.333"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Sub-c1-cel"], "0,17.5,414,57.5")
        XCTAssertEqual(f["Sub-c2-cel"], "0,75,414,57.5")
        XCTAssertEqual(f["Sub-t2-lbl"], "20,9,33,20.5")
        XCTAssertEqual(f["Sub-d2-lbl"], "20,32.5,44,14.5")
    }

    /// A row of fixed height keeps the pair centred with no gap (GoMap's
    /// 44-point rows, 24506): (44 − 35) / 2 = 4.5 above the text.
    func testFixedRowKeepsTheCentredPair() throws {
        let f = try frames(of: try importedScene(xml: storyboard(text: system17, detail: system12, rowHeight: "44"), file: "Fixed.storyboard"))
        XCTAssertEqual(f["Sub-c1-cel"], "0,17.5,414,44")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,4.5,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,25,44,14.5")
    }

    /// Xcode 11 and 12 (here 12's 18122) already show the rows as Xcode 13
    /// on do: 55.5 for 17 over 12 points, the text at 9.5 (Xcode stores 10)
    /// and the detail at 31.5, as raywenderlich's GitOnFire and Geotify
    /// copies store them (15504, 16097); untitled automatic headers are
    /// still 18 there. (Tools 15504's row comes out 56 here: before 16000
    /// Trellis keeps content views a separator short, though most files
    /// from 14800 on store them as high as their cells.)
    func testXcode11And12ShowTheCanvasRows() throws {
        for tools in ["16097", "18122"] {
            let imported = try importedScene(xml: storyboard(tools: tools, text: system17, detail: system12), file: "Old.storyboard")
            XCTAssertTrue(imported.yaml.contains("subtitleSpacing: {top: 0.46"), imported.yaml)
            let f = try frames(of: imported)
            XCTAssertEqual(f["Sub-c1-cel"], "0,18,414,55.5", tools)
            XCTAssertEqual(f["Sub-t1-lbl"], "20,9.5,33,20.5", tools)
            XCTAssertEqual(f["Sub-d1-lbl"], "20,31.5,44,14.5", tools)
        }
    }

    /// Xcode 10 (14000 to 14999) shows a self-sizing subtitle row with no
    /// padding at all: the 35-point pair centred in a 44-point row (Xcode
    /// stores the text at 5 and the detail at 25.5 in raywenderlich's 14109,
    /// 14313 and 14460 files), where Trellis's iOS margins give 11 + 20.5 +
    /// 14.5 + 11 = 57. Its content view is a separator short: (43.5 − 35) / 2
    /// = 4.25 above the text, 4.5 on the 2x grid.
    func testXcode10CentresThePairIn44() throws {
        let imported = try importedScene(xml: storyboard(tools: "14313", text: system17, detail: system12), file: "Ten.storyboard")
        XCTAssertTrue(imported.yaml.contains("subtitleSpacing: {top: 0}"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Sub-c1-cel"]?.hasSuffix(",414,44"), true, f["Sub-c1-cel"] ?? "")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,4.5,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,25,44,14.5")
        // Xcode 9 (13000 on) shows them so too (RWDevCon's 13771 row at 3×:
        // text at 5, detail at 25.333 of 43.667; session 13).
        let nine = try frames(of: try importedScene(xml: storyboard(tools: "13771", text: system17, detail: system12), file: "Nine.storyboard"))
        XCTAssertEqual(nine["Sub-c1-cel"]?.hasSuffix(",414,44"), true, nine["Sub-c1-cel"] ?? "")
        XCTAssertEqual(nine["Sub-t1-lbl"], "20,4.5,33,20.5")
        // Before Xcode 9 nothing changes: Trellis's margins, 11 + 20.5 +
        // 14.5 + 11 and the separator.
        let eight = try frames(of: try importedScene(xml: storyboard(tools: "12118", text: system17, detail: system12), file: "Eight.storyboard"))
        XCTAssertEqual(eight["Sub-c1-cel"]?.hasSuffix(",414,57.5"), true, eight["Sub-c1-cel"] ?? "")
    }

    /// A fixed row tall enough for the paddings keeps them, the labels
    /// where the paddings centre them (LNPopupController's 90-point rows,
    /// 25094: Title2 over Subheadline, the text at 19 and a 4-point gap):
    /// here 9.0 above, 3.08 between and 10.43 under a Body-over-Caption1
    /// pair need 57.5, and a 90-point row puts the text at 45 − (20.5 +
    /// 3.08 + 14.5) / 2 + (9.0 − 10.43) / 2 = 25.25 (25 on the 2x grid) and
    /// the detail at 48.83 (49).
    /// A shorter fixed row (44) keeps the pair centred and touching.
    func testTallFixedRowKeepsThePaddings() throws {
        let f = try frames(of: try importedScene(xml: storyboard(text: body, detail: caption1, rowHeight: "90"), file: "Tall.storyboard"))
        XCTAssertEqual(f["Sub-c1-cel"], "0,17.5,414,90")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,25,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,49,44,14.5")
        let short = try frames(of: try importedScene(xml: storyboard(text: body, detail: caption1, rowHeight: "44"), file: "Short.storyboard"))
        XCTAssertEqual(short["Sub-t1-lbl"], "20,4.5,33,20.5")
        XCTAssertEqual(short["Sub-d1-lbl"], "20,25,44,14.5")
    }

    /// A fixed row with room to spare (at least 16.5 points of content view
    /// beyond the labels' heights) spaces the labels 3 apart, the pair
    /// 1.125 above the centre (docs/INTERFACE-BUILDER.md, "Subtitle rows of
    /// a fixed height"): in a 60-point row 30 − (20.5 + 3 + 14.5) / 2 −
    /// 1.125 = 9.875 above the text (10 on the 2× grid, as Monal's and OONI
    /// Probe's 60-point rows store it) and the detail at 33.375 (33.5),
    /// where the paddings put the text at 11.68.
    func testFixedRowWithRoomSpacesTheLabels() throws {
        let imported = try importedScene(xml: storyboard(text: system17, detail: system12, rowHeight: "60"), file: "Spaced.storyboard")
        XCTAssertTrue(imported.yaml.contains("spacedSubtitle: {gap: 3, raise: 1.125, minimumRoom: 16.5}"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Sub-c1-cel"], "0,17.5,414,60")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,10,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,33.5,44,14.5")
        // 52 points leave 17 of room: spaced, 26 − 19 − 1.125 = 5.875 (6)
        // and 29.375 (29.5); 51 leave 16, under the 16.5 (IQKeyboardManager's
        // 50-point rows keep 16 and centre the pair): 8 and 28.5.
        let room17 = try frames(of: try importedScene(xml: storyboard(text: system17, detail: system12, rowHeight: "52"), file: "Room17.storyboard"))
        XCTAssertEqual(room17["Sub-t1-lbl"], "20,6,33,20.5")
        XCTAssertEqual(room17["Sub-d1-lbl"], "20,29.5,44,14.5")
        let room16 = try frames(of: try importedScene(xml: storyboard(text: system17, detail: system12, rowHeight: "51"), file: "Room16.storyboard"))
        XCTAssertEqual(room16["Sub-t1-lbl"], "20,8,33,20.5")
        XCTAssertEqual(room16["Sub-d1-lbl"], "20,28.5,44,14.5")
    }

    /// Xcode 10's canvas (14313) spaces them too, in a content view a
    /// separator short: a 75-point row's 74.5 put the text at 17.125 (17) and
    /// the detail at 40.625 (40.5), as WooCommerce's 75-point cell stores
    /// them. Xcode 8's canvas (12118) doesn't: the import writes no spacing.
    func testXcode10SpacesAndXcode8DoesNot() throws {
        let ten = try importedScene(xml: storyboard(tools: "14313", text: system17, detail: system12, rowHeight: "75"), file: "Ten.storyboard")
        let f = try frames(of: ten)
        XCTAssertEqual(f["Sub-t1-lbl"], "20,17,33,20.5")
        XCTAssertEqual(f["Sub-d1-lbl"], "20,40.5,44,14.5")
        let eight = try importedScene(xml: storyboard(tools: "12118", text: system17, detail: system12, rowHeight: "75"), file: "Eight.storyboard")
        XCTAssertFalse(eight.yaml.contains("spacedSubtitle"), eight.yaml)
        let textStyles = try importedScene(xml: storyboard(text: body, detail: caption1, rowHeight: "90"), file: "Styles.storyboard")
        XCTAssertFalse(textStyles.yaml.contains("spacedSubtitle"), textStyles.yaml)
    }

    /// A table's own untitled heights stay the file's: 18 where IB wrote it.
    func testWrittenGroupedHeightsStay() throws {
        let f = try frames(of: try importedScene(xml: storyboard(text: system17, detail: system12, heights: "18"), file: "Heights.storyboard"))
        XCTAssertEqual(f["Sub-c1-cel"], "0,18,414,55.5")
    }

    /// Built-in labels Xcode stored with no text but a size (LoopKit's
    /// 14460 prototype: "" over "", 20.5 and 18 high) are laid out at that
    /// size, and their row is a row of built-in views: at least 44, the
    /// pair centred in it (Xcode stores the text at 3 and the detail at
    /// 23.5 of a 44-point row), where it was sized to the pair (39).
    func testEmptySizedLabelsMakeARowOfBuiltInViews() throws {
        let xml = storyboard(tools: "14460", text: system17, detail: system12)
            .replacingOccurrences(of: #"text="Title" "#, with: #"text="" "#)
            .replacingOccurrences(of: #"text="Subtitle" "#, with: #"text="" "#)
        let f = try frames(of: try importedScene(xml: xml, file: "Learn.storyboard"))
        XCTAssertEqual(f["Sub-c1-cel"]?.hasSuffix(",414,44"), true, f["Sub-c1-cel"] ?? "")
        XCTAssertEqual(f["Sub-t1-lbl"], "20,4.5,33,20.5")
    }
}
