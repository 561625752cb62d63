import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A self-sizing row whose content view is empty, on the canvases of Xcode
/// 13 to 15 (tools 19000 to 23999 and the placeholder 32700): a pixel under
/// 44 (43.5 at 2×) as Parchment's and ProtonVPN's (21701), ish's (22505),
/// Lockdown's and FloatingPanel's (32700) rows are stored, and a pixel over
/// (44.5) when the cell has a `<listContentConfiguration>`, as DuckDuckGo's
/// 28 Debug rows (23504; docs/INTERFACE-BUILDER.md, "Tables"). The
/// hand-written file: a prototype table of two empty cells, the second
/// optionally configured.
final class EmptyRowTests: XCTestCase {
    func file(tools: String, configured: Bool) -> String {
        let configuration = configured ? """
                                        <listContentConfiguration key="contentConfiguration" text="Title"/>
            """ : ""
        func cell(_ n: Int, y: Double, extra: String) -> String {
            """
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell\(n)" id="Emp-c\(n)-001">
                                        <rect key="frame" x="0.0" y="\(y)" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Emp-c\(n)-001" id="Emp-v\(n)-002">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
            \(extra)
                                    </tableViewCell>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Emp-sc-001">
                        <objects>
                            <tableViewController id="Emp-vc-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Emp-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
            \(cell(1, y: 50, extra: ""))
            \(cell(2, y: 93.5, extra: configuration))
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func rows(tools: String, configured: Bool) throws -> [String] {
        let f = try frames(of: try importedScene(xml: file(tools: tools, configured: configured), file: "Empty.storyboard"))
        return ["Emp-c1-001", "Emp-c2-001"].map { f[$0] ?? "missing" }
    }

    func testEmptyRowsAreAPixelUnder44() throws {
        XCTAssertEqual(try rows(tools: "21701", configured: false), ["0,50,375,43.5", "0,93.5,375,43.5"])
        XCTAssertEqual(try rows(tools: "32700.99.1234", configured: false), ["0,50,375,43.5", "0,93.5,375,43.5"])
    }

    /// Xcode 10.2 to 12 (tools 14800 to 18999) store empty prototype rows
    /// a pixel under 44 too (Programming iOS's 15400 and 17156,
    /// IBDecodable's 16097, Mixpanel's 17701), below their 28-point
    /// "Prototype Cells" header (24.5 from Xcode 12.5); Xcode 10.1 and
    /// earlier (14490) at 44 under the table's own header height.
    func testXcode10_2To12EmptyPrototypesAreAPixelUnder44() throws {
        XCTAssertEqual(try rows(tools: "17156", configured: false), ["0,28,375,43.5", "0,71.5,375,43.5"])
        XCTAssertEqual(try rows(tools: "14868", configured: false), ["0,28,375,43.5", "0,71.5,375,43.5"])
        XCTAssertEqual(try rows(tools: "14490", configured: false), ["0,28,375,44", "0,72,375,44"])
    }

    func testAListContentConfigurationTakesAPixelOver44() throws {
        XCTAssertEqual(try rows(tools: "23504", configured: true), ["0,50,375,44.5", "0,94.5,375,44.5"])
    }
}
