import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 8's canvas (tools below 13000, iOS 10) puts a content view that
/// preserves its cell's margins 15 in at the sides, on 375- and 414-point
/// rows alike (iOS 10's separator inset; iOS 11 made them the system
/// minimum, 16 or 20), and 8 beside an accessory: MiniKeePass (12120, 21
/// views), MobileOrg (11xxx, 4) and GitHawk (12xxx, 414 points, 1) store
/// views pinned to the content view's margins 15 in, and no file before
/// 13000 stores them at 16 (docs/INTERFACE-BUILDER.md, "Xcode 8's cell
/// margins"). The hand-written file: a static grouped table with a text
/// field between the content view's leading and trailing margins, and a
/// disclosure row whose label ends at the trailing margin.
final class Xcode8CellMarginTests: XCTestCase {
    func file(tools: String, width: Int = 375, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="Xem-sc-001">
                    <objects>
                        <tableViewController id="Xem-vc-002" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Xem-tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                <sections>
                                    <tableViewSection id="Xem-s0-sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="Xem-c0-cel">
                                                <rect key="frame" x="0.0" y="35" width="\(width)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Xem-c0-cel" id="Xem-v0-cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xem-f0-fld">
                                                            <rect key="frame" x="15" y="12" width="\(width - 30)" height="19"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="19" id="Xem-k0-hgt"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="trailingMargin" secondItem="Xem-f0-fld" secondAttribute="trailing" id="Xem-k1-trl"/>
                                                        <constraint firstItem="Xem-f0-fld" firstAttribute="centerY" secondItem="Xem-v0-cnt" secondAttribute="centerY" id="Xem-k2-cny"/>
                                                        <constraint firstItem="Xem-f0-fld" firstAttribute="leading" secondItem="Xem-v0-cnt" secondAttribute="leadingMargin" id="Xem-k3-ldg"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="Xem-c1-cel">
                                                <rect key="frame" x="0.0" y="79" width="\(width)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Xem-c1-cel" id="Xem-v1-cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width - 33)" height="43.5"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xem-b1-box">
                                                            <rect key="frame" x="15" y="12" width="\(width - 33 - 23)" height="19"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="19" id="Xem-k4-hgt"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="trailingMargin" secondItem="Xem-b1-box" secondAttribute="trailing" id="Xem-k5-trl"/>
                                                        <constraint firstItem="Xem-b1-box" firstAttribute="centerY" secondItem="Xem-v1-cnt" secondAttribute="centerY" id="Xem-k6-cny"/>
                                                        <constraint firstItem="Xem-b1-box" firstAttribute="leading" secondItem="Xem-v1-cnt" secondAttribute="leadingMargin" id="Xem-k7-ldg"/>
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

    func testXcode8PutsAPreservingContentViewsViews15In() throws {
        let f = try frames(of: try importedScene(xml: file(tools: "12120"), file: "Fields.storyboard"))
        // Centred in 43.5: 12.25, on the 2x pixel grid 12.5.
        XCTAssertEqual(f["Xem-f0-fld"], "15,12.5,345,19")
        // Beside an accessory the content view keeps its own 8 at the end.
        XCTAssertEqual(f["Xem-b1-box"], "15,12.5,319,19")
    }

    /// A 414-point phone's rows take the same 15 (iOS 10's inset didn't
    /// widen with the phone, where iOS 11's margins are 20 there).
    func testTheLargePhoneKeeps15() throws {
        let f = try frames(of: try importedScene(xml: file(tools: "12120", width: 414, device: "retina5_5"), file: "Plus.storyboard"))
        // 12.25 on the 3x pixel grid.
        XCTAssertEqual(f["Xem-f0-fld"], "15,12.333,384,19")
    }

    /// From Xcode 9 on the canvas simulates iOS 11: the table's 16.
    func testXcode9UsesTheSystemMinimum() throws {
        let f = try frames(of: try importedScene(xml: file(tools: "14313.18"), file: "Later.storyboard"))
        XCTAssertEqual(f["Xem-f0-fld"], "16,12.5,343,19")
    }

    /// A content view that doesn't preserve its cell's margins keeps a
    /// view's default 8 through Xcode 9.2 (tools below 13500: RxDataSources'
    /// 13196 cells, raywenderlich's 13168 and 13196 files store views
    /// pinned to its margins 8 in); from Xcode 9.3 (13528, 13771: Seafile,
    /// WordPress' Aztec) the table's 16.
    func testANonPreservingContentViewKeeps8ThroughXcode9_2() throws {
        func xml(_ tools: String) -> String {
            file(tools: tools).replacingOccurrences(of: #"contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="#,
                                                    with: #"contentMode="center" tableViewCell="#)
        }
        let nine = try frames(of: try importedScene(xml: xml("13196"), file: "Nine.storyboard"))
        XCTAssertEqual(nine["Xem-f0-fld"]?.split(separator: ",").first, "8")
        let later = try frames(of: try importedScene(xml: xml("13771"), file: "NineThree.storyboard"))
        XCTAssertEqual(later["Xem-f0-fld"]?.split(separator: ",").first, "16")
    }
}
