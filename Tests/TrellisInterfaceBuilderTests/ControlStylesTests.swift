import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Controls whose size Interface Builder stores by style or by the iOS its
/// canvas simulated: large activity indicators, old progress views. Files
/// written by hand; sizes from UIKit's classes and the stored frames of
/// the files named in docs/INTERFACE-BUILDER.md.
final class ControlStylesTests: XCTestCase {
    /// Two controls centred in a 375 × 667 xib view: their frames are
    /// their intrinsic sizes.
    func frames(tools: String, spinnerStyle: String) throws -> (spinner: String?, progress: String?) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Ctl-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="\(spinnerStyle)" translatesAutoresizingMaskIntoConstraints="NO" id="Ctl-sp-002">
                                <rect key="frame" x="169" y="315" width="37" height="37"/>
                            </activityIndicatorView>
                            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="Ctl-pv-003">
                                <rect key="frame" x="20" y="400" width="335" height="2"/>
                            </progressView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ctl-sp-002" firstAttribute="centerX" secondItem="Ctl-rt-001" secondAttribute="centerX" id="Ctl-c1-004"/>
                            <constraint firstItem="Ctl-sp-002" firstAttribute="centerY" secondItem="Ctl-rt-001" secondAttribute="centerY" id="Ctl-c2-005"/>
                            <constraint firstItem="Ctl-pv-003" firstAttribute="leading" secondItem="Ctl-rt-001" secondAttribute="leading" constant="20" id="Ctl-c3-006"/>
                            <constraint firstAttribute="trailing" secondItem="Ctl-pv-003" secondAttribute="trailing" constant="20" id="Ctl-c4-007"/>
                            <constraint firstItem="Ctl-pv-003" firstAttribute="top" secondItem="Ctl-rt-001" secondAttribute="top" constant="400" id="Ctl-c5-008"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "controls.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return (layout.view(imported.names["Ctl-sp-002"]!).map { describe($0.frame) },
                layout.view(imported.names["Ctl-pv-003"]!).map { describe($0.frame) })
    }

    /// UIActivityIndicatorView: `whiteLarge` and iOS 13's `large` are 37
    /// points, the others 20 (centred: 169, 315 or 177.5, 323.5).
    func testLargeActivityIndicatorsAre37Points() throws {
        for style in ["whiteLarge", "large"] {
            XCTAssertEqual(try frames(tools: "23504", spinnerStyle: style).spinner, "169,315,37,37", style)
        }
        for style in ["white", "gray", "medium"] {
            XCTAssertEqual(try frames(tools: "23504", spinnerStyle: style).spinner, "177.5,323.5,20,20", style)
        }
    }

    /// Progress views: 2 points tall in files before Xcode 12 (tools below
    /// 17000: DuckDuckGo 14490, Open Food Facts 15702), 4 after.
    func testProgressViewHeightByXcodeEra() throws {
        XCTAssertEqual(try frames(tools: "15702", spinnerStyle: "gray").progress, "20,400,335,2")
        XCTAssertEqual(try frames(tools: "19455", spinnerStyle: "gray").progress, "20,400,335,4")
    }
}
