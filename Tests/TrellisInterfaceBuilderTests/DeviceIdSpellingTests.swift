import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Device ids Xcode writes that differ from the table's spelling
/// (docs/INTERFACE-BUILDER.md, "Devices and the canvas"): ids compare
/// without case (`iPad13_0rounded` is `ipad13_0rounded`), and `ipad7_9` is
/// the 744 × 1133 iPad mini with the rounded iPads' 24 / 20-point safe area.
/// Hand-written xib: a 100 × 40 box pinned to the safe area's top, another
/// to its bottom.
final class DeviceIdSpellingTests: XCTestCase {
    func boxes(device: String, width: Int, height: Int) throws -> (top: String?, bottom: String?, warnings: Int) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Dis-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dis-tp-002">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Dis-c1-003"/>
                                    <constraint firstAttribute="height" constant="40" id="Dis-c2-004"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dis-bt-005">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Dis-c3-006"/>
                                    <constraint firstAttribute="height" constant="40" id="Dis-c4-007"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Dis-sa-008"/>
                        <constraints>
                            <constraint firstItem="Dis-tp-002" firstAttribute="top" secondItem="Dis-sa-008" secondAttribute="top" id="Dis-c5-009"/>
                            <constraint firstItem="Dis-tp-002" firstAttribute="leading" secondItem="Dis-sa-008" secondAttribute="leading" id="Dis-c6-010"/>
                            <constraint firstItem="Dis-sa-008" firstAttribute="bottom" secondItem="Dis-bt-005" secondAttribute="bottom" id="Dis-c7-011"/>
                            <constraint firstItem="Dis-bt-005" firstAttribute="leading" secondItem="Dis-sa-008" secondAttribute="leading" id="Dis-c8-012"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "device.xib")
        let f = try frames(of: try doc.imported(doc.scenes[0]))
        return (f["Dis-tp-002"], f["Dis-bt-005"], doc.warnings.filter { $0.kind == "unknown-device" }.count)
    }

    /// Threema's share extension (tools 23727) writes `iPad13_0rounded`.
    /// The box pinned to the bottom ends 45 above it, as Xcode 16+
    /// canvases end that iPad's safe area (`ModernPadSafeAreaTests`).
    func testCapitalisedIdIsTheSameDevice() throws {
        let r = try boxes(device: "iPad13_0rounded", width: 1032, height: 1376)
        XCTAssertEqual(r.top, "0,24,100,40")
        XCTAssertEqual(r.bottom, "0,1291,100,40")
        XCTAssertEqual(r.warnings, 0)
        XCTAssertEqual(IBDevice.resolve("RETINA6_12", rootSize: nil)?.width, 393)
    }

    /// Mantis' example (tools 32700): `ipad7_9`, stored 744 × 1133, its views
    /// 24 below the top and 20 above the bottom.
    func testIpad7_9IsTheRoundedIpadMini() throws {
        let r = try boxes(device: "ipad7_9", width: 744, height: 1133)
        XCTAssertEqual(r.top, "0,24,100,40")
        XCTAssertEqual(r.bottom, "0,1073,100,40")
        XCTAssertEqual(r.warnings, 0)
        XCTAssertEqual(IBDevice.resolve("ipad7_9", rootSize: nil)?.isPad, true)
    }

    /// An id no table knows still falls back (with its warning) to the
    /// root's stored size and no safe area.
    func testUnknownIdWarns() throws {
        let r = try boxes(device: "retina6_54", width: 480, height: 688)
        XCTAssertEqual(r.top, "0,0,100,40")
        XCTAssertEqual(r.warnings, 1)
    }
}
