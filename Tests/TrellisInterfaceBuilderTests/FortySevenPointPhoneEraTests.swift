import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The 47-point phones (`retina6_0` 390 × 844, `retina6_7` 428 × 926) on
/// the canvases of Xcode 12 to 14.0 (tools below 21200) have a 44-point
/// status bar in portrait and 44-point side insets in landscape; from
/// Xcode 14.1 on, 47 (observed, not documented by Apple:
/// docs/INTERFACE-BUILDER.md, "Devices and the canvas"). Hand-written xibs:
/// a 100 × 40 box pinned to the safe area's top and leading edges.
final class FortySevenPointPhoneEraTests: XCTestCase {
    func box(tools: String, device: String, landscape: Bool) throws -> String? {
        let (w, h) = device == "retina6_7" ? (428, 926) : (390, 844)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="\(landscape ? "landscape" : "portrait")"/>
                <objects>
                    <view contentMode="scaleToFill" id="Fsp-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(landscape ? h : w)" height="\(landscape ? w : h)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fsp-bx-002">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Fsp-c1-003"/>
                                    <constraint firstAttribute="height" constant="40" id="Fsp-c2-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Fsp-sa-005"/>
                        <constraints>
                            <constraint firstItem="Fsp-bx-002" firstAttribute="top" secondItem="Fsp-sa-005" secondAttribute="top" id="Fsp-c3-006"/>
                            <constraint firstItem="Fsp-bx-002" firstAttribute="leading" secondItem="Fsp-sa-005" secondAttribute="leading" id="Fsp-c4-007"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "phone.xib")
        return try frames(of: try doc.imported(doc.scenes[0]))["Fsp-bx-002"]
    }

    /// Portrait: Pocket Casts' and Esri's 17506, WooCommerce's 19529,
    /// Unstoppable Domains' 20037 and WordPressAuthenticator's 21179 files
    /// store 44; Lockdown's and the order app's 21225 and later store 47.
    func testPortraitStatusBarIs44BeforeXcode14_1() throws {
        for (tools, y) in [("17506", 44), ("19529", 44), ("20037", 44), ("21179.7", 44), ("21225", 47), ("22154", 47), ("32700.99.1234", 47)] {
            XCTAssertEqual(try box(tools: tools, device: "retina6_0", landscape: false), "0,\(y),100,40", "tools \(tools)")
        }
        XCTAssertEqual(try box(tools: "17506", device: "retina6_7", landscape: false), "0,44,100,40")
        XCTAssertEqual(try box(tools: "32700.99.1234", device: "retina6_7", landscape: false), "0,47,100,40")
    }

    /// Landscape: the side insets follow the status bar (the juice maker's
    /// 19162 `retina6_0` and UIKit Apprentice's 20037 `retina6_7` store 44;
    /// xDrip's 24412 `retina6_0` stores 47 at its sides); no top inset.
    func testLandscapeSideInsetsFollowTheEra() throws {
        XCTAssertEqual(try box(tools: "19162", device: "retina6_0", landscape: true), "44,0,100,40")
        XCTAssertEqual(try box(tools: "20037", device: "retina6_7", landscape: true), "44,0,100,40")
        XCTAssertEqual(try box(tools: "24412", device: "retina6_0", landscape: true), "47,0,100,40")
    }

    /// A document without a tools version keeps the device's own 47.
    func testNoToolsVersionKeeps47() {
        XCTAssertEqual(IBDevice.resolve("retina6_0", rootSize: nil, toolsVersion: nil)?.portraitSafeArea.top, 47)
        XCTAssertEqual(IBDevice.resolve("retina6_0", rootSize: nil, toolsVersion: 20037)?.landscapeSafeArea.left, 44)
    }
}
