import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 9 to 11's canvases (tools 13000 to 16999, iOS 11 to 13) give the
/// cells of a table that sits inside another view iOS 10's compact margin,
/// 15, where a controller's own table takes the system minimum, 16; on a
/// 414-point phone both take 20, and from Xcode 12 on both take 16
/// (docs/INTERFACE-BUILDER.md, "Tables inside views before Xcode 12").
/// A disclosure indicator narrows with the margin from Xcode 9.3 (342 of
/// 375 at 15, 341 at 16) and its row's label still ends 35 from the cell's
/// edge; Xcode 9.0 to 9.2's indicator stays 33 wide. The hand-written file
/// below holds one plain prototype table, inside the controller's view or
/// as the table controller's view: a default-style row, a default-style
/// disclosure row and a custom row whose label is pinned to the content
/// view's leading margin and whose switch to its trailing margin.
final class TableInsideViewMarginTests: XCTestCase {
    func cells(width: Int) -> String {
        """
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="Tiv-l1-001" style="IBUITableViewCellStyleDefault" id="Tiv-c1-001">
                                            <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Tiv-c1-001" id="Tiv-v1-001">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Plain" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tiv-l1-001">
                                                        <rect key="frame" x="16" y="0.0" width="100" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="Tiv-l2-001" style="IBUITableViewCellStyleDefault" id="Tiv-c2-001">
                                            <rect key="frame" x="0.0" y="72" width="\(width)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Tiv-c2-001" id="Tiv-v2-001">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Next" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Tiv-l2-001">
                                                        <rect key="frame" x="16" y="0.0" width="100" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="custom" id="Tiv-c3-001">
                                            <rect key="frame" x="0.0" y="116" width="\(width)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Tiv-c3-001" id="Tiv-v3-001">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tiv-l3-001">
                                                        <rect key="frame" x="16" y="11" width="45" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Tiv-s3-001">
                                                        <rect key="frame" x="300" y="6.5" width="51" height="31"/>
                                                    </switch>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="Tiv-l3-001" firstAttribute="leading" secondItem="Tiv-v3-001" secondAttribute="leadingMargin" id="Tiv-k1-001"/>
                                                    <constraint firstItem="Tiv-l3-001" firstAttribute="centerY" secondItem="Tiv-v3-001" secondAttribute="centerY" id="Tiv-k2-001"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="Tiv-s3-001" secondAttribute="trailing" id="Tiv-k3-001"/>
                                                    <constraint firstItem="Tiv-s3-001" firstAttribute="centerY" secondItem="Tiv-v3-001" secondAttribute="centerY" id="Tiv-k4-001"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
        """
    }

    func table(width: Int, height: Int, key: String) -> String {
        let inside = key.isEmpty
        return """
                                <tableView \(inside ? "" : "key=\"view\" ")clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28"\(inside ? " translatesAutoresizingMaskIntoConstraints=\"NO\"" : "") id="Tiv-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    \(inside ? "" : "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
                                    <prototypes>
            \(cells(width: width))
                                    </prototypes>
                                </tableView>
            """
    }

    /// The table inside the controller's view (`inside`) or as the table
    /// controller's view.
    func file(tools: String, device: String, width: Int, height: Int, inside: Bool) -> String {
        let controller = inside ? """
                            <viewController id="Tiv-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Tiv-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(table(width: width, height: height, key: ""))
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Tiv-tv-001" firstAttribute="top" secondItem="Tiv-rt-001" secondAttribute="top" id="Tiv-e1-001"/>
                                        <constraint firstItem="Tiv-tv-001" firstAttribute="leading" secondItem="Tiv-rt-001" secondAttribute="leading" id="Tiv-e2-001"/>
                                        <constraint firstAttribute="trailing" secondItem="Tiv-tv-001" secondAttribute="trailing" id="Tiv-e3-001"/>
                                        <constraint firstAttribute="bottom" secondItem="Tiv-tv-001" secondAttribute="bottom" id="Tiv-e4-001"/>
                                    </constraints>
                                </view>
                            </viewController>
            """ : """
                            <tableViewController id="Tiv-vc-001" sceneMemberID="viewController">
            \(table(width: width, height: height, key: "view"))
                            </tableViewController>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Tiv-sc-001">
                        <objects>
            \(controller)
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The default row's label, the disclosure row's content view and
    /// label, the custom row's label and switch.
    func rowFrames(tools: String, inside: Bool, device: String = "retina4_7", width: Int = 375, height: Int = 667) throws -> [String] {
        let xml = file(tools: tools, device: device, width: width, height: height, inside: inside)
        let f = try frames(of: try importedScene(xml: xml, file: "Inside.storyboard"))
        return ["Tiv-l1-001", "Tiv-v2-001", "Tiv-l2-001", "Tiv-l3-001", "Tiv-s3-001"].map { f[$0] ?? "missing" }
    }

    /// Xcode 10 (Packt's Mastering iOS 12, 14269 to 14313, tables inside
    /// views: default labels at 15, 345 wide; disclosure rows' content views
    /// 342 of 375 with the label 15 + 325; FSCalendar's 14313 and
    /// ozolc's 14109 labels at 15), against the controller's own table's 16.
    /// (A switch's alignment rectangle is 49 of its 51 points: its frame
    /// ends 2 past the margin.)
    func testXcode10TableInsideAViewTakes15() throws {
        XCTAssertEqual(try rowFrames(tools: "14269", inside: true),
                       ["15,0,345,43.5", "0,0,342,43.5", "15,0,325,43.5", "15,11.5,45,21", "311,6.5,51,31"])
        XCTAssertEqual(try rowFrames(tools: "14269", inside: false),
                       ["16,0,343,43.5", "0,0,341,43.5", "16,0,324,43.5", "16,11.5,45,21", "310,6.5,51,31"])
    }

    /// A 414-point phone's cells take 20 inside a view too (FSCalendar's
    /// 14313 and eganak's 14460 tables inside views).
    func testLargePhoneKeeps20() throws {
        XCTAssertEqual(try rowFrames(tools: "14313", inside: true, device: "retina5_5", width: 414, height: 736)[0], "20,0,374,43.667")
    }

    /// Xcode 11 still takes 15 (WSDOT's 15705 and RxFlow's 16096 custom
    /// rows inside views, their labels 15 in); Xcode 12 on take 16
    /// (Lockdown's 17156, FirebaseUI's and OONI's 17701 tables inside views).
    /// (Xcode 12's content views are as high as their cells.)
    func testXcode12TableInsideAViewTakes16() throws {
        XCTAssertEqual(try rowFrames(tools: "15705", inside: true)[0], "15,0,345,43.5")
        XCTAssertEqual(try rowFrames(tools: "16096", inside: true)[3], "15,11.5,45,21")
        XCTAssertEqual(try rowFrames(tools: "17156", inside: true)[0], "16,0,343,44")
    }

    /// Xcode 9.0 to 9.2 (ReactorKit's and RxDataSources' 13196 default rows
    /// at 15 inside views, ending 15 from the edge; raywenderlich's Tweetie,
    /// 13196: a disclosure row's content view 342 of 375 inside a view, as
    /// in the controllers' own tables).
    func testXcode9_0IndicatorKeepsItsWidth() throws {
        let f = try rowFrames(tools: "13196", inside: true)
        XCTAssertEqual(f[0], "15,0,345,43.5")
        XCTAssertEqual(f[1], "0,0,342,43.5")
        XCTAssertEqual(f[2], "15,0,325,43.5")
        XCTAssertEqual(try rowFrames(tools: "13196", inside: false)[1], "0,0,342,43.5")
    }
}
