import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBTableImport.swift's `accessoryTextInsets` (docs/INTERFACE-BUILDER.md,
/// "Built-in labels beside an accessory"): Xcode 8 to 10 (tools 11000 to
/// 14999) store a default-style label beside a checkmark or a detail
/// button reaching the content view's edge, and 1 short of it beside a
/// disclosure indicator; Xcode 11 on keep the 8-point margin. Written by
/// hand in Xcode 10's format (tools 14460, the 375 × 667 phone): two
/// default-style rows, a disclosure indicator's (content view 341, label
/// 16 + 324) and a checkmark's (335, 16 + 319).
final class AccessoryTextInsetTests: XCTestCase {
    func storyboard(tools: String) -> String {
        func row(_ id: String, _ accessory: String, _ width: Int, _ label: Int) -> String {
            """
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="\(accessory)" indentationWidth="10" textLabel="Acc-l\(id)-00\(id)" style="IBUITableViewCellStyleDefault" id="Acc-c\(id)-00\(id)">
                                                <rect key="frame" x="0.0" y="\(id == "1" ? "35" : "79")" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Acc-c\(id)-00\(id)" id="Acc-v\(id)-00\(id)">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Row \(id)" textAlignment="natural" lineBreakMode="tailTruncation" id="Acc-l\(id)-00\(id)">
                                                            <rect key="frame" x="16" y="0.0" width="\(label)" height="43.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Acc-sc-001">
                        <objects>
                            <tableViewController id="Acc-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Acc-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="Acc-s0-004">
                                            <cells>
            \(row("1", "disclosureIndicator", 341, 324))
            \(row("2", "checkmark", 335, 319))
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

    func frames(tools: String) throws -> [String: String] {
        try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: storyboard(tools: tools), file: "acc.storyboard"))
    }

    func testXcode10LabelsReachTheContentViewsEdge() throws {
        let f = try frames(tools: "14460")
        XCTAssertEqual(f["Acc-v1-001"], "0,0,341,43.5")
        XCTAssertEqual(f["Acc-l1-001"], "16,0,324,43.5")
        XCTAssertEqual(f["Acc-v2-002"], "0,0,335,43.5")
        XCTAssertEqual(f["Acc-l2-002"], "16,0,319,43.5")
    }

    /// Xcode 11 on (here 17701): the label ends at the content view's
    /// 8-point trailing margin beside an accessory.
    func testLaterCanvasesKeepTheMargin() throws {
        let f = try frames(tools: "17701")
        for (view, label) in [("Acc-v1-001", "Acc-l1-001"), ("Acc-v2-002", "Acc-l2-002")] {
            let v = try XCTUnwrap(f[view]).split(separator: ",").map { Double($0)! }
            let l = try XCTUnwrap(f[label]).split(separator: ",").map { Double($0)! }
            XCTAssertEqual(v[2] - (l[0] + l[2]), 8, label)
        }
    }
}
