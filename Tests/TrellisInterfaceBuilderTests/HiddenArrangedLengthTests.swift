import Foundation
import TrellisFormat
@testable import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A hidden arranged view with a required length of its own: UIKit's
/// `UISV-hiding` (length == 0, required) conflicts with it; Xcode's canvas
/// keeps the view's length (rule, observed: docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers"). It still leaves the
/// chain: the next visible view follows the previous one. A hidden view
/// without such a length collapses as in UIKit.
final class HiddenArrangedLengthTests: XCTestCase {
    /// A vertical stack 20 below the root's top: a 40-high box, a hidden box
    /// with its own height 50, a hidden plain view, and a 30-high box.
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Hal-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-sk-002">
                            <rect key="frame" x="0.0" y="20" width="375" height="70"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-a1-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="Hal-c01"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-hd-004">
                                    <rect key="frame" x="0.0" y="40" width="375" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="Hal-c02"/>
                                    </constraints>
                                </view>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-hp-005">
                                    <rect key="frame" x="0.0" y="40" width="375" height="0.0"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hal-b2-006">
                                    <rect key="frame" x="0.0" y="40" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Hal-c03"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hal-sk-002" firstAttribute="leading" secondItem="Hal-rt-001" secondAttribute="leading" id="Hal-c04"/>
                        <constraint firstAttribute="trailing" secondItem="Hal-sk-002" secondAttribute="trailing" id="Hal-c05"/>
                        <constraint firstItem="Hal-sk-002" firstAttribute="top" secondItem="Hal-rt-001" secondAttribute="top" constant="20" id="Hal-c06"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testTheCanvasKeepsARequiredLength() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "hidden.xib"))
        XCTAssertEqual(f["Hal-hd-004"].map { String($0.split(separator: ",").last!) }, "50")
        XCTAssertEqual(f["Hal-hd-004"].map { String($0.split(separator: ",")[1]) }, "40")
        XCTAssertEqual(f["Hal-hp-005"].map { String($0.split(separator: ",").last!) }, "0")
        XCTAssertEqual(f["Hal-b2-006"], "0,40,375,30")
        XCTAssertEqual(f["Hal-sk-002"], "0,20,375,70")
    }

    /// The hiding constraint yields (999.9) on a canvas, to whatever required
    /// constraints give the view; at run time it stays required.
    func testHidingPriorities() throws {
        let imported = try importedScene(xml: xml, file: "hidden.xib")
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let stack = try XCTUnwrap(layout.view(imported.names["Hal-sk-002"]!) as? UIStackView)
        func hidingLength(_ id: String) -> UILayoutPriority? {
            let v = layout.view(imported.names[id]!)
            return stack.arrangementConstraints().first {
                $0.identifier == "UISV-hiding" && $0.firstItem === v && $0.firstAttribute == .height
            }?.priority
        }
        XCTAssertEqual(hidingLength("Hal-hd-004"), 999.9)
        XCTAssertEqual(hidingLength("Hal-hp-005"), 999.9)
        layout.view(imported.names["Hal-hd-004"]!)!.canvasFrame = nil
        XCTAssertEqual(hidingLength("Hal-hd-004"), .required)
    }
}
