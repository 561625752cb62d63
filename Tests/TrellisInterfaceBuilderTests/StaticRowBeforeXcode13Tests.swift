import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Static rows before Xcode 13 (docs/INTERFACE-BUILDER.md, "Static rows
/// before Xcode 13"): in a table of automatic row height, Xcode 12 and
/// earlier (tools below 19000) show a static custom cell with no
/// `rowHeight` of its own at the standard 44 points, squeezing content that
/// needs more (Esri's samples, 17156 to 18122, store label-over-slider rows
/// of 74 and 81 points of constraints at 44); Xcode 13 on size it to its
/// content, and prototypes are sized on every canvas. Written by hand: a
/// view pinned to the content view's margins on all sides with a
/// `height = 60 @750` constraint, 11 + 60 + 11 = 82 when sized.
final class StaticRowBeforeXcode13Tests: XCTestCase {
    func storyboard(tools: Int, mode: String) -> String {
        """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sta-sc-001">
                        <objects>
                            <tableViewController id="Sta-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(mode)" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Sta-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="Sta-sn-004">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="Sta-c1-cel">
                                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Sta-c1-cel" id="Sta-v1-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sta-bx-005">
                                                                <rect key="frame" x="16" y="11" width="343" height="22"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="height" priority="750" constant="60" id="Sta-h1-006"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="Sta-bx-005" firstAttribute="top" secondItem="Sta-v1-cnt" secondAttribute="topMargin" id="Sta-k1-007"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="Sta-bx-005" secondAttribute="bottom" id="Sta-k2-008"/>
                                                            <constraint firstItem="Sta-bx-005" firstAttribute="leading" secondItem="Sta-v1-cnt" secondAttribute="leadingMargin" id="Sta-k3-009"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="Sta-bx-005" secondAttribute="trailing" id="Sta-k4-010"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
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

    /// Xcode 12 (17156): the row is 44 and the view gives way to 22
    /// between the 11-point margins.
    func testXcode12StaticRowIsStandard() throws {
        let imported = try importedScene(xml: storyboard(tools: 17156, mode: "static"), file: "Static.storyboard")
        XCTAssertTrue(imported.yaml.contains("height: 44}"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Sta-c1-cel"], "0,28,375,44")
        XCTAssertEqual(f["Sta-v1-cnt"], "0,0,375,44")
        XCTAssertEqual(f["Sta-bx-005"], "16,11,343,22")
    }

    /// Xcode 10 (14460): the same, in a content view a separator short
    /// whose bottom margin is measured from the cell's bottom (10.5 above
    /// the content view's: "Bottom margins beside the separator before
    /// Xcode 11"), so the view still gets 22.
    func testXcode10StaticRowIsStandard() throws {
        let f = try frames(of: try importedScene(xml: storyboard(tools: 14460, mode: "static"), file: "Static.storyboard"))
        XCTAssertEqual(f["Sta-c1-cel"]?.hasSuffix(",375,44"), true, f["Sta-c1-cel"] ?? "")
        XCTAssertEqual(f["Sta-bx-005"], "16,11,343,22")
    }

    /// The cell with an empty content view: from Xcode 10.2 (tools 14800)
    /// to 12 a pixel under 44, 43.5 (Packt's iOS 13 book, 15505;
    /// raywenderlich's MessagingApp, 15705, and a course copy, 16097), as
    /// these canvases show prototypes; Xcode 10 (14460) keeps 44, and rows
    /// whose content view has constraints keep 44 (above).
    func testEmptyStaticRowIsAPixelUnder44FromXcode10_2() throws {
        func empty(_ tools: Int) -> String {
            let xml = storyboard(tools: tools, mode: "static")
            let start = xml.range(of: "<subviews>")!.lowerBound
            let contentEnd = xml.range(of: "</tableViewCellContentView>")!.lowerBound
            let end = xml.range(of: "</constraints>", options: .backwards, range: start..<contentEnd)!.upperBound
            return xml.replacingCharacters(in: start..<end, with: "")
        }
        for tools in [15505, 17156] {
            let imported = try importedScene(xml: empty(tools), file: "Empty.storyboard")
            XCTAssertTrue(imported.yaml.contains("height: 43.5}"), imported.yaml)
            let f = try frames(of: imported)
            XCTAssertEqual(f["Sta-c1-cel"], "0,28,375,43.5", "\(tools)")
        }
        // Before Xcode 10.2 (14460), and from 18000 (Bugsnag's 18122
        // example stores six such rows 44): the standard 44.
        for tools in [14460, 18122] {
            let f = try frames(of: try importedScene(xml: empty(tools), file: "Empty.storyboard"))
            XCTAssertEqual(f["Sta-c1-cel"]?.hasSuffix(",375,44"), true, "\(tools): \(f["Sta-c1-cel"] ?? "")")
        }
    }

    /// The same cell as a prototype, and the static row from Xcode 13 on
    /// (21701), are sized to their content: 82.
    func testPrototypesAndXcode13StaticRowsAreSized() throws {
        for (tools, mode) in [(17156, "prototypes"), (21701, "static"), (21701, "prototypes")] {
            let imported = try importedScene(xml: storyboard(tools: tools, mode: mode), file: "Sized.storyboard")
            XCTAssertFalse(imported.yaml.contains("height: 44}"), "\(tools) \(mode)")
            let f = try frames(of: imported)
            XCTAssertEqual(f["Sta-c1-cel"]?.hasSuffix(",375,82"), true, "\(tools) \(mode): \(f["Sta-c1-cel"] ?? "")")
            XCTAssertEqual(f["Sta-bx-005"], "16,11,343,60", "\(tools) \(mode)")
        }
    }
}
