import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 6's 600 × 600 Any/Any canvas (tools below 8000, no `<device>`)
/// gives a controller's root view 16-point minimum side margins where
/// Xcode 7 and later give a regular width's 20 (docs/INTERFACE-BUILDER.md,
/// "Xcode 6's canvas margins"). Files written by hand; frames computed by
/// hand.
final class Xcode6CanvasMarginTests: XCTestCase {
    func storyboard(tools: String, width: Int = 600) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <scenes>
                    <scene sceneID="Xc6-sc-001">
                        <objects>
                            <viewController id="Xc6-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Xc6-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Xc6-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Xc6-rv-005">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xc6-bx-006">
                                            <rect key="frame" x="16" y="40" width="\(width - 32)" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="Xc6-c1-007"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Xc6-bx-006" firstAttribute="leading" secondItem="Xc6-rv-005" secondAttribute="leadingMargin" id="Xc6-c2-008"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Xc6-bx-006" secondAttribute="trailing" id="Xc6-c3-009"/>
                                        <constraint firstItem="Xc6-bx-006" firstAttribute="top" secondItem="Xc6-tg-003" secondAttribute="bottom" constant="20" id="Xc6-c4-010"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "xcode6.storyboard")
    }

    func boxFrame(tools: String, width: Int = 600) throws -> String? {
        let doc = try storyboard(tools: tools, width: width)
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Xc6-bx-006"]!).map { describe($0.frame) }
    }

    /// ioscreator's tutorials (6211, 6254) and CodePath's responder demo
    /// (7706) store views pinned to the root's margins 16 in on the
    /// 600-point canvas; CodePath's, AWS's and raywenderlich.com's files
    /// of tools 8xxx and 9xxx store 20. The box is pinned to both margins,
    /// 20 below the 20-point top layout guide.
    func testXcode6CanvasKeeps16PointRootMargins() throws {
        for tools in ["6211", "6254", "7706"] {
            XCTAssertEqual(try boxFrame(tools: tools), "16,40,568,44", "tools \(tools)")
        }
        for tools in ["8191", "9059", "14269"] {
            XCTAssertEqual(try boxFrame(tools: tools), "20,40,560,44", "tools \(tools)")
        }
    }

    /// A root narrower than 400 points on the device-free canvas keeps 16
    /// in every era, as on a phone ("Root margins by the root's width"):
    /// AWS's 320 × 568 sample (8191), MediBand's 300 × 300 freeform
    /// pop-up (9059) and Save a Selfie's 320 × 568 screens (9532) store
    /// views pinned to the root's margins 16 in; BeMyApp's 414-point root
    /// (10117) stores 20.
    func testANarrowRootOnTheDeviceFreeCanvasKeeps16() throws {
        for (tools, width) in [("8191", 320), ("9059", 300), ("9532", 320)] {
            XCTAssertEqual(try boxFrame(tools: tools, width: width), "16,40,\(width - 32),44", "tools \(tools)")
        }
        XCTAssertEqual(try boxFrame(tools: "10117", width: 414), "20,40,374,44")
    }
}
