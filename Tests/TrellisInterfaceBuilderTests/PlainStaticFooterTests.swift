import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Plain static tables' footers on Xcode 13's canvas
/// (docs/INTERFACE-BUILDER.md, "Plain static footers on Xcode 13"): Xcode
/// 13 itself (tools 19000 to 20999) shows a static section's footer 22.5
/// high, as its headers; later canvases 28, as theirs. Written by hand: a
/// plain static table of two untitled sections of one 44-point row each
/// on a 375-point phone (2x), automatic header and footer heights.
final class PlainStaticFooterTests: XCTestCase {
    func storyboard(tools: String) -> String {
        func cell(_ i: Int) -> String {
            """
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="44" id="Psf-ce-00\(i)">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Psf-ce-00\(i)" id="Psf-cv-00\(i)">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Psf-sc-001">
                    <objects>
                        <tableViewController id="Psf-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Psf-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Psf-s0-004">
        \(cell(1))
                                    </tableViewSection>
                                    <tableViewSection id="Psf-s1-005">
        \(cell(2))
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

    func rowY(_ tools: String, _ id: String) throws -> String? {
        try frames(of: try importedScene(xml: storyboard(tools: tools), file: "Static.storyboard"))[id]
            .map { String($0.split(separator: ",")[1]) }
    }

    /// Xcode 13 (20037): the first row at 22 + 22.5, the second 22.5 +
    /// 22 + 22.5 after the first's end (ExpenseTracker's 67 between
    /// sections); Xcode 14 on (23504): 22 + 28 and 28 + 22 + 28.
    func testXcode13FootersAreAsShortAsItsHeaders() throws {
        XCTAssertEqual(try rowY("20037", "Psf-ce-001"), "44.5")
        XCTAssertEqual(try rowY("20037", "Psf-ce-002"), "155.5")
        XCTAssertEqual(try rowY("23504", "Psf-ce-001"), "50")
        XCTAssertEqual(try rowY("23504", "Psf-ce-002"), "172")
    }
}
