import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A freeform view 400 points wide or wider, designed on a phone in
/// portrait, gets the regular width's 20-point root margins (docs/INTERFACE-BUILDER.md, "Devices and
/// the canvas"): Google's ads samples store their 480 × 480 launch screens'
/// labels 20 in from the margins on the 375-point phone (tools 12121 to
/// 21507), SwiftMessages its 600-point taco dialog (14113) and IBAnimatable
/// a 400-point presented form (14109). A view as wide as the screen, or a
/// little wider (WordPressAuthenticator's 383-point login, 22154), keeps
/// the compact 16. Hand-written: a xib whose view holds a box pinned to its
/// leading and trailing margins.
final class WideFreeformMarginTests: XCTestCase {
    func xib(width: Int, height: Int, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Wfm-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wfm-bx-002">
                            <rect key="frame" x="20" y="100" width="\(width - 40)" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="Wfm-c1-003"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Wfm-bx-002" firstAttribute="leading" secondItem="Wfm-rt-001" secondAttribute="leadingMargin" id="Wfm-c2-004"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Wfm-bx-002" secondAttribute="trailing" id="Wfm-c3-005"/>
                        <constraint firstItem="Wfm-bx-002" firstAttribute="top" secondItem="Wfm-rt-001" secondAttribute="top" constant="100" id="Wfm-c4-006"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    func box(width: Int, height: Int, device: String = "retina4_7") throws -> String? {
        try frames(of: try importedScene(xml: xib(width: width, height: height, device: device), file: "Wide.xib"))["Wfm-bx-002"]
    }

    func testAViewWiderThanItsPhoneGetsTwentyPointMargins() throws {
        XCTAssertEqual(try box(width: 480, height: 480), "20,100,440,40")   // a launch screen
        XCTAssertEqual(try box(width: 600, height: 309), "20,100,560,40")   // a dialog view
        XCTAssertEqual(try box(width: 400, height: 300), "20,100,360,40")
    }

    func testAViewNoWiderThanItsPhoneKeepsSixteen() throws {
        XCTAssertEqual(try box(width: 375, height: 667), "16,100,343,40")
        XCTAssertEqual(try box(width: 300, height: 200), "16,100,268,40")
        // 8 wider than the phone: still 16, as WordPressAuthenticator's
        // 383-point login screen (22154) stores its fields.
        XCTAssertEqual(try box(width: 383, height: 676), "16,100,351,40")
    }

    /// On a given phone the root's own width decides, not the phone's: a
    /// 375-point view on the 414-point phone keeps 16 (AltStore's
    /// collection cells and header views, tools 15400 on `retina6_1`, store
    /// their margin-pinned stacks at x 16, 343 wide), a view as wide as
    /// that phone gets 20, and every root on the 393-point phone keeps 16
    /// (iTorrent's controllers' views and cells, tools 22503 to 32700 on
    /// `retina6_12`, at x 16, 361 wide).
    func testTheRootsWidthDecidesOnALargePhone() throws {
        XCTAssertEqual(try box(width: 375, height: 369, device: "retina6_1"), "16,100,343,40")
        XCTAssertEqual(try box(width: 414, height: 896, device: "retina6_1"), "20,100,374,40")
        XCTAssertEqual(try box(width: 393, height: 852, device: "retina6_12"), "16,100,361,40")
        XCTAssertEqual(try box(width: 393, height: 200, device: "retina6_12"), "16,100,361,40")
    }
}
