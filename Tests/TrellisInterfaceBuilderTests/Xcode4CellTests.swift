import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// iOS 6's cells on Xcode 4's canvas (tools below 4000) and on Xcode 5's
/// for a document still deployed to iOS 6 (`defaultVersion` below 1792):
/// the built-in labels 10 points from the content view's edges and a
/// disclosure indicator 20 points wide, as every styled row of the iOS 6
/// storyboards seen stores them (a course assignment's, 2549, and five
/// Stanford CS193p copies, 2182 to 4514: 300-point content views in
/// 320-point disclosure rows, labels at x 10, a default-style label 280
/// wide; docs/INTERFACE-BUILDER.md, "Xcode 4's iOS 6 cells"). The
/// hand-written file below is a plain prototype table, in Xcode 4's format
/// (`<view key="contentView">`, no device), with a subtitle row and a
/// default row, both with a disclosure indicator.
final class Xcode4CellTests: XCTestCase {
    func file(tools: String, deployment: String?) -> String {
        let dependencies = deployment.map { "<deployment defaultVersion=\"\($0)\" identifier=\"iOS\"/>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="\(tools)" systemVersion="12C60" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <dependencies>
                    \(dependencies)
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="2083"/>
                </dependencies>
                <scenes>
                    <scene sceneID="Old-sc-001">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Old-fr-001" sceneMemberID="firstResponder"/>
                            <tableViewController id="Old-vc-001" sceneMemberID="viewController">
                                <tableView key="view" opaque="NO" clipsSubviews="YES" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="Old-tv-001">
                                    <rect key="frame" x="0.0" y="20" width="320" height="548"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Place" textLabel="Old-lt-001" detailTextLabel="Old-ld-001" style="IBUITableViewCellStyleSubtitle" id="Old-c1-001">
                                            <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="43"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Old-lt-001">
                                                        <rect key="frame" x="10" y="2" width="38" height="22"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                                                    </label>
                                                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Old-ld-001">
                                                        <rect key="frame" x="10" y="24" width="47" height="18"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    </label>
                                                </subviews>
                                            </view>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Trip" textLabel="Old-lt-002" style="IBUITableViewCellStyleDefault" id="Old-c2-001">
                                            <rect key="frame" x="0.0" y="66" width="320" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="43"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="My Trip" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Old-lt-002">
                                                        <rect key="frame" x="10" y="0.0" width="280" height="43"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                                    </label>
                                                </subviews>
                                            </view>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func laidOut(tools: String, deployment: String? = nil) throws -> [String: String] {
        try frames(of: try importedScene(xml: file(tools: tools, deployment: deployment), file: "Old.storyboard"))
    }

    func testXcode4ShowsIOS6Cells() throws {
        let f = try laidOut(tools: "3084", deployment: "1536")
        // The subtitle pair at 10, stacked and centred in the 43.5-point
        // content view (Xcode stores 2 and 24 in 43); the content view 300
        // of 320 beside the 20-point indicator.
        XCTAssertEqual(f["Old-lt-001"], "10,2,38,22")
        XCTAssertEqual(f["Old-ld-001"], "10,24,47,18")
        // The default-style label spans the content view less 10 each side.
        XCTAssertEqual(f["Old-lt-002"], "10,0,280,43.5")
        // Xcode 4 with no deployment element is iOS 6 too.
        XCTAssertEqual(try laidOut(tools: "2549")["Old-lt-002"], "10,0,280,43.5")
    }

    /// Xcode 5 keeps an iOS 6 document's canvas iOS 6 (CS193p 2013's
    /// FastSPoT, 4514, `defaultVersion="1536"`); an iOS 7 one (or one with
    /// no deployment version) gets Xcode 5's iOS 7 cells (Trellis's Xcode 8
    /// metrics: labels 15 in, a 33-point indicator).
    func testXcode5FollowsTheDeploymentVersion() throws {
        XCTAssertEqual(try laidOut(tools: "4514", deployment: "1552")["Old-lt-002"], "10,0,280,43.5")
        XCTAssertEqual(try laidOut(tools: "4514", deployment: "1792")["Old-lt-002"], "15,0,270,43.5")
        XCTAssertEqual(try laidOut(tools: "4514")["Old-lt-002"], "15,0,270,43.5")
        XCTAssertEqual(try laidOut(tools: "5056", deployment: "1536")["Old-lt-002"], "15,0,270,43.5")
    }
}
