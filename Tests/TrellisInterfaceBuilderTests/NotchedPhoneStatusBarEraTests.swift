import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The status bar Xcode's canvas gives the notched phones, by the Xcode
/// that wrote the file (docs/INTERFACE-BUILDER.md, "Devices and the
/// canvas"): 44 points on every notched phone up to Xcode 14's betas
/// (tools 21179.7); from Xcode 14.0 (21225) the 390- and 428-point phones
/// 47, the XR 48, and `retina5_9` 47 until Xcode 14.2 (21507) and 50 from
/// 14.3 (21701). Files written by hand; frames computed by hand.
final class NotchedPhoneStatusBarEraTests: XCTestCase {
    /// A top-level view of `device`'s size holding a 100 × 40 box pinned
    /// to the safe area's top and leading.
    func xib(tools: String, device: String, width: Int, height: Int, orientation: String = "portrait") throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="\(orientation)"/>
                <objects>
                    <view contentMode="scaleToFill" id="Nps-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nps-bx-002">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Nps-cw-003"/>
                                    <constraint firstAttribute="height" constant="40" id="Nps-ch-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Nps-sa-005"/>
                        <constraints>
                            <constraint firstItem="Nps-bx-002" firstAttribute="top" secondItem="Nps-sa-005" secondAttribute="top" id="Nps-ct-006"/>
                            <constraint firstItem="Nps-bx-002" firstAttribute="leading" secondItem="Nps-sa-005" secondAttribute="leading" id="Nps-cl-007"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "notched.xib")
    }

    func boxFrame(_ doc: IBDocument) throws -> String? {
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Nps-bx-002"]!).map { describe($0.frame) }
    }

    /// `retina6_0` (390 × 844, iPhone 12 to 14): 44 up to Xcode 14's betas
    /// (Esri 17506, WooCommerce 19529, Unstoppable Domains 20037,
    /// WordPressAuthenticator 21179.7), 47 from Xcode 14.0 (order-app and
    /// Lockdown 21225, corona-warn-app 21507, Dash 21701 and 32700).
    func testTheIPhone12HasTheIPhoneXStatusBarBeforeXcode14() throws {
        for (tools, y) in [("17506", 44), ("20037", 44), ("21179.7", 44), ("21225", 47), ("21701", 47), ("32700.99.1234", 47)] {
            let doc = try xib(tools: tools, device: "retina6_0", width: 390, height: 844)
            XCTAssertEqual(try boxFrame(doc), "0,\(y),100,40", "tools \(tools)")
        }
    }

    /// `retina6_7` (428 × 926, iPhone 12 Pro Max to 14 Plus): 44 before
    /// Xcode 14 (Pocket Casts 17506; UIKit Apprentice 20037, in landscape
    /// too: its sides are the portrait top), 47 after (Dash 21701,
    /// order-app 32700).
    func testTheLargestIPhone12HasTheIPhoneXStatusBarBeforeXcode14() throws {
        for (tools, y) in [("17506", 44), ("20037", 44), ("21701", 47), ("32700.99.1234", 47)] {
            let doc = try xib(tools: tools, device: "retina6_7", width: 428, height: 926)
            XCTAssertEqual(try boxFrame(doc), "0,\(y),100,40", "tools \(tools)")
        }
        let landscape = try xib(tools: "20037", device: "retina6_7", width: 926, height: 428, orientation: "landscape")
        XCTAssertEqual(try boxFrame(landscape), "44,0,100,40")
    }

    /// `retina5_9` (375 × 812): the iPhone X's 44 up to Xcode 13 (Element
    /// 20037), 47 in Xcode 14.0 to 14.2 (Provenance's and Unstoppable
    /// Domains' 21507 xibs), the mini's 50 from Xcode 14.3 (Agora 21701,
    /// IQKeyboardManager 22505, Green 23504).
    func testTheMiniIs47InXcode14Point0To14Point2() throws {
        for (tools, y) in [("20037", 44), ("21179.7", 44), ("21225", 47), ("21507", 47), ("21701", 50), ("23504", 50)] {
            let doc = try xib(tools: tools, device: "retina5_9", width: 375, height: 812)
            XCTAssertEqual(try boxFrame(doc), "0,\(y),100,40", "tools \(tools)")
        }
    }

    /// The XR (`retina6_1` at 414 × 896) keeps its 44 in Xcode 14's betas:
    /// one boundary for every notched phone (``IBDevice/xcode14StatusBars``).
    func testTheXRChangesAtTheSameVersion() throws {
        for (tools, y) in [("21179.7", 44), ("21225", 48)] {
            let doc = try xib(tools: tools, device: "retina6_1", width: 414, height: 896)
            XCTAssertEqual(try boxFrame(doc), "0,\(y),100,40", "tools \(tools)")
        }
    }
}
