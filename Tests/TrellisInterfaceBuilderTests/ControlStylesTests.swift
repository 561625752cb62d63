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

    /// A stepper whose bottom is pinned 20 above the root's and a label
    /// pinned 8 above the stepper: both follow the stepper's height.
    func stepper(tools: String) throws -> (stepper: String?, label: String?) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Stp-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="Stp-st-002">
                                <rect key="frame" x="20" y="618" width="94" height="29"/>
                            </stepper>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stp-bx-003">
                                <rect key="frame" x="20" y="570" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Stp-c1-004"/>
                                    <constraint firstAttribute="height" constant="40" id="Stp-c2-005"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Stp-st-002" firstAttribute="leading" secondItem="Stp-rt-001" secondAttribute="leading" constant="20" id="Stp-c3-006"/>
                            <constraint firstAttribute="bottom" secondItem="Stp-st-002" secondAttribute="bottom" constant="20" id="Stp-c4-007"/>
                            <constraint firstItem="Stp-bx-003" firstAttribute="leading" secondItem="Stp-rt-001" secondAttribute="leading" constant="20" id="Stp-c5-008"/>
                            <constraint firstItem="Stp-st-002" firstAttribute="top" secondItem="Stp-bx-003" secondAttribute="bottom" constant="8" id="Stp-c6-009"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "stepper.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return (layout.view(imported.names["Stp-st-002"]!).map { describe($0.frame) },
                layout.view(imported.names["Stp-bx-003"]!).map { describe($0.frame) })
    }

    /// Steppers: 94 × 29 before Xcode 11 (UIStepper before iOS 13;
    /// tools below 15500: BEMSimpleLineGraph 9532, RxDataSources 13196,
    /// ioscreator 14460), 94 × 32 after (SkeletonView 15702, ish 22505):
    /// the view pinned above the stepper moves with it.
    func testStepperHeightByXcodeEra() throws {
        XCTAssertEqual(try stepper(tools: "9532").stepper, "20,618,94,29")
        XCTAssertEqual(try stepper(tools: "14460.31").label, "20,570,100,40")
        XCTAssertEqual(try stepper(tools: "15702").stepper, "20,615,94,32")
        XCTAssertEqual(try stepper(tools: "22505").label, "20,567,100,40")
    }
}
