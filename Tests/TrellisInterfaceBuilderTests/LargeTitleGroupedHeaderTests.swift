import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Two canvas rules for grouped tables (docs/INTERFACE-BUILDER.md,
/// "Tables"), on a storyboard written by hand in Xcode 16's format (tools
/// 24128, a 375 × 667 phone at 2×): a navigation controller whose bar
/// prefers large titles (`largeTitles="YES"`) with a table controller at
/// its root, and the same table pushed with `largeTitleDisplayMode="never"`.
/// Each table is inset-grouped, with a titled first section whose footer
/// title is the empty string and a titled second section (51-point rows:
/// the canvas of tools 24000+).
///
/// - Under a large title, Xcode's canvas leaves out the extra space above
///   the first titled header: the first row at 38 (Tinode's, IQKeyboard-
///   Manager's and Delta's tables, tools 23727 to 24128), where a table
///   under a standard bar keeps 55.5.
/// - A grouped footer titled "" is 22 high on Xcode 14+ canvases (ish's
///   About, 22505; Delta's Settings, 24128: 60 to the next titled rows).
final class LargeTitleGroupedHeaderTests: XCTestCase {
    func table(_ id: String, firstY: String, secondY: String) -> String {
        func cell(_ n: Int, y: String) -> String {
            """
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="\(id)-c\(n)">
                                                    <rect key="frame" x="16" y="\(y)" width="343" height="51"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)-c\(n)" id="\(id)-v\(n)">
                                                        <rect key="frame" x="0.0" y="0.0" width="343" height="51"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
            """
        }
        return """
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="51" sectionHeaderHeight="18" sectionFooterHeight="18" id="\(id)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection headerTitle="First" footerTitle="" id="\(id)-s1">
                                            <cells>
            \(cell(1, y: firstY))
                                            </cells>
                                        </tableViewSection>
                                        <tableViewSection headerTitle="Second" id="\(id)-s2">
                                            <cells>
            \(cell(2, y: secondY))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
            """
    }

    func storyboard(largeTitles: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="LtG-sc-nav">
                    <objects>
                        <navigationController id="LtG-nc-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles ? "largeTitles=\"YES\" " : "")id="LtG-nb-002">
                                <rect key="frame" x="0.0" y="20" width="375" height="\(largeTitles ? 96 : 44)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="LtG-vc-Root" kind="relationship" relationship="rootViewController" id="LtG-sg-003"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="LtG-sc-root">
                    <objects>
                        <tableViewController id="LtG-vc-Root" sceneMemberID="viewController">
        \(table("LtG-tv-Root", firstY: largeTitles ? "38" : "55.5", secondY: largeTitles ? "149" : "166.5"))
                            <navigationItem key="navigationItem" title="Settings" id="LtG-ni-Root"/>
                            <connections>
                                <segue destination="LtG-vc-Nevr" kind="show" id="LtG-sg-004"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="LtG-sc-nevr">
                    <objects>
                        <tableViewController id="LtG-vc-Nevr" sceneMemberID="viewController">
        \(table("LtG-tv-Nevr", firstY: "55.5", secondY: "166.5"))
                            <navigationItem key="navigationItem" title="Detail" largeTitleDisplayMode="never" id="LtG-ni-Nevr"/>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(largeTitles: Bool, scene: String) throws -> [String: String] {
        let doc = try InterfaceBuilderFile.parse(Data(storyboard(largeTitles: largeTitles).utf8), file: "Settings.storyboard")
        return try TrellisInterfaceBuilderTests.frames(of: try doc.imported(try XCTUnwrap(doc.scene(scene))))
    }

    /// Under a large title: the first titled header 38 (no extra), the
    /// empty footer 22, the next titled header 38: 38 + 51 + 22 + 38 = 149
    /// in Xcode. The tests' fixed-advance measurer makes a titled header
    /// 38.5 (text 15.5 + 23), so here 38.5 and 150.
    func testUnderALargeTitleTheFirstHeaderHasNoExtraSpace() throws {
        let f = try frames(largeTitles: true, scene: "LtG-vc-Root")
        XCTAssertEqual(f["LtG-tv-Root-c1"], "16,38.5,343,51")
        XCTAssertEqual(f["LtG-tv-Root-c2"], "16,150,343,51")
    }

    /// A pushed controller whose item says `never` is under a standard bar:
    /// the extra 17.3 is back (55.5 in Xcode; 38.5 + 17.3 on the half-point
    /// grid, 56, with the tests' measurer); the empty footer is still 22.
    func testNeverLargeKeepsTheExtraSpace() throws {
        let f = try frames(largeTitles: true, scene: "LtG-vc-Nevr")
        XCTAssertEqual(f["LtG-tv-Nevr-c1"], "16,56,343,51")
        XCTAssertEqual(f["LtG-tv-Nevr-c2"], "16,167.5,343,51")
    }

    /// A bar that doesn't prefer large titles: 55.5 at the root too.
    func testAStandardBarKeepsTheExtraSpace() throws {
        let f = try frames(largeTitles: false, scene: "LtG-vc-Root")
        XCTAssertEqual(f["LtG-tv-Root-c1"], "16,56,343,51")
        XCTAssertEqual(f["LtG-tv-Root-c2"], "16,167.5,343,51")
    }

    /// The import writes the two metrics; layout files can set them.
    func testImportWritesTheMetrics() throws {
        let doc = try InterfaceBuilderFile.parse(Data(storyboard(largeTitles: true).utf8), file: "Settings.storyboard")
        let root = try doc.imported(try XCTUnwrap(doc.scene("LtG-vc-Root"))).yaml
        XCTAssertTrue(root.contains("groupedFirstHeaderExtra: 0"), root)
        XCTAssertTrue(root.contains("groupedEmptyFooterHeight: 22"), root)
        let never = try doc.imported(try XCTUnwrap(doc.scene("LtG-vc-Nevr"))).yaml
        XCTAssertFalse(never.contains("groupedFirstHeaderExtra"), never)
        // Xcode 10's canvas keeps the extra under a large title (Loop's
        // Learn storyboard, 14460, stores its root's grouped rows at 55.5).
        let xcode10 = try InterfaceBuilderFile.parse(Data(storyboard(largeTitles: true)
            .replacingOccurrences(of: "toolsVersion=\"24128\"", with: "toolsVersion=\"14460.31\"").utf8), file: "Learn.storyboard")
        let old = try xcode10.imported(try XCTUnwrap(xcode10.scene("LtG-vc-Root"))).yaml
        XCTAssertFalse(old.contains("groupedFirstHeaderExtra"), old)
    }
}
