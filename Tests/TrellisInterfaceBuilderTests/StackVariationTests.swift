import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A stack's own `<variation key="heightClass=compact" axis="horizontal"
/// distribution="fillEqually"/>`: its arrangement in those size classes.
/// Interface Builder lays the designed canvas out with the matching
/// variation's attributes (13 files in the measured sets vary a stack's
/// axis, distribution or spacing by size class).
final class StackVariationTests: XCTestCase {
    /// Two 100 × 40 boxes in a stack pinned to the root's top-left, 8 apart;
    /// compact height turns it horizontal with spacing 20.
    func xml(orientation: String) -> String {
        let (w, h) = orientation == "landscape" ? (667, 375) : (375, 667)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="\(orientation)"/>
                <objects>
                    <view contentMode="scaleToFill" id="Stv-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Stv-sk-002">
                                <rect key="frame" x="10" y="30" width="100" height="88"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stv-a1-003">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Stv-c01"/>
                                            <constraint firstAttribute="height" constant="40" id="Stv-c02"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stv-b2-004">
                                        <rect key="frame" x="0.0" y="48" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Stv-c03"/>
                                            <constraint firstAttribute="height" constant="40" id="Stv-c04"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Stv-sk-002" firstAttribute="leading" secondItem="Stv-rt-001" secondAttribute="leading" constant="10" id="Stv-c05"/>
                            <constraint firstItem="Stv-sk-002" firstAttribute="top" secondItem="Stv-rt-001" secondAttribute="top" constant="30" id="Stv-c06"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    func testTheDesignedSizeClassesArrangement() throws {
        let portrait = try frames(of: try importedScene(xml: xml(orientation: "portrait"), file: "stack.xib"))
        XCTAssertEqual(portrait["Stv-sk-002"], "10,30,100,88")
        XCTAssertEqual(portrait["Stv-b2-004"], "0,48,100,40")
        // iPhone 8 in landscape is compact in height: horizontal, 20 apart.
        let landscape = try frames(of: try importedScene(xml: xml(orientation: "landscape"), file: "stack.xib"))
        XCTAssertEqual(landscape["Stv-sk-002"], "10,30,220,40")
        XCTAssertEqual(landscape["Stv-b2-004"], "120,0,100,40")
    }

    func testVariationAttributesAreRead() throws {
        let doc = try InterfaceBuilderFile.parse(Data(xml(orientation: "portrait").utf8), file: "stack.xib")
        let stack = try XCTUnwrap(doc.scenes[0].root.subviews.first?.container.stack)
        XCTAssertEqual(stack.variations.map(\.key), ["heightClass=compact"])
        XCTAssertEqual(stack.variations.first?.stack.axis, "horizontal")
        XCTAssertEqual(stack.variations.first?.stack.spacing, 20)
        XCTAssertEqual(stack.variations.first?.stack.distribution, "fill")
    }
}
