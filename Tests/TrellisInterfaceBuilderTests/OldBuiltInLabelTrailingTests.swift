import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Where the built-in labels end on the canvases of Xcode 8 to 10 (tools
/// below 15000), read off stored frames (docs/INTERFACE-BUILDER.md,
/// "Tables"): beside a disclosure indicator a default row's text ends 35
/// from the cell's edge (16 + 324 of 375: objcio's 13122 and 14109,
/// Hacking with Swift's 13196 and 14460), whose content view is 342 wide
/// up to Xcode 9.2 (the indicator 33) and 341 from 9.3; beside a checkmark
/// at the content view's edge (FSCalendar's 14313: 16 + 319 in 335);
/// without an accessory 15 from the edge in Xcode 9.0 to 9.2 (16 + 344:
/// objcio's 13122, raywenderlich's 13178) and at the 16-point margin from
/// 9.3 on. Xcode 11 and later keep 8 inside the content view beside an
/// accessory (Trellis's rule). The hand-written file is a plain prototype
/// table with a default-style row per accessory and a value1 row.
final class OldBuiltInLabelTrailingTests: XCTestCase {
    func file(tools: String) -> String {
        let accessories = ["disclosureIndicator", "checkmark", "none"]
        var cells = accessories.enumerated().map { i, accessory in
            """
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" reuseIdentifier="\(accessory)" textLabel="Trl-l\(i)-003" style="IBUITableViewCellStyleDefault" id="Trl-c\(i)-001">
                                        <rect key="frame" x="0.0" y="\(28 + 44 * i)" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Trl-c\(i)-001" id="Trl-v\(i)-002">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Trl-l\(i)-003">
                                                    <rect key="frame" x="16" y="0.0" width="200" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """
        }
        cells.append("""
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="value1" textLabel="Trl-l3-003" detailTextLabel="Trl-d3-004" style="IBUITableViewCellStyleValue1" id="Trl-c3-001">
                                        <rect key="frame" x="0.0" y="160" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Trl-c3-001" id="Trl-v3-002">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Trl-l3-003">
                                                    <rect key="frame" x="16" y="12" width="33.5" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Trl-d3-004">
                                                    <rect key="frame" x="300" y="12" width="44" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Trl-sc-001">
                        <objects>
                            <tableViewController id="Trl-vc-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Trl-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
            \(cells.joined(separator: "\n"))
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The content views and the labels of the disclosure, checkmark and
    /// plain default rows, then the value1 row's detail.
    func frames(tools: String) throws -> [String] {
        let f = try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: file(tools: tools), file: "Trailing.storyboard"))
        return (0..<3).flatMap { [f["Trl-v\($0)-002"] ?? "missing", f["Trl-l\($0)-003"] ?? "missing"] } + [f["Trl-d3-004"] ?? "missing"]
    }

    func testXcode9_0To9_2() throws {
        // The indicator 33 (342 of 375), the text to 340; the checkmark 40,
        // the text to its edge; no accessory: to 360, as the detail.
        XCTAssertEqual(try frames(tools: "13196"), [
            "0,0,342,43.5", "16,0,324,43.5",
            "0,0,335,43.5", "16,0,319,43.5",
            "0,0,375,43.5", "16,0,344,43.5",
            "316,12,44,20.5",
        ])
    }

    func testXcode9_3To10() throws {
        // The indicator 34 (341), the text still to 340; no accessory: the
        // 16-point margin (16 + 343; the detail at 315).
        XCTAssertEqual(try frames(tools: "14109"), [
            "0,0,341,43.5", "16,0,324,43.5",
            "0,0,335,43.5", "16,0,319,43.5",
            "0,0,375,43.5", "16,0,343,43.5",
            "315,12,44,20.5",
        ])
    }

    func testXcode11KeepsTheContentMargin() throws {
        // 8 inside the content view beside an accessory (348 − 8 − 16,
        // 335 − 8 − 16; Xcode 11 and 12's indicator is 27), the margin
        // without one.
        XCTAssertEqual(try frames(tools: "17156"), [
            "0,0,348,44", "16,0,324,44",
            "0,0,335,44", "16,0,311,44",
            "0,0,375,44", "16,0,343,44",
            "315,12,44,20.5",
        ])
    }
}
