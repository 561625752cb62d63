import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A view's `<variation key="heightClass=compact" hidden="YES"/>`: whether
/// it is hidden in those size classes (Xcode's "+" beside Hidden in the
/// Attributes inspector; Apple's Auto Layout Guide, "Size-Class-Specific
/// Layout": a size class can "set the value of select attributes"). The
/// designed canvas takes the last matching variation, else the
/// view's own `hidden`, as it does for constants and a stack's arrangement.
/// Stanford CS193p's Concentration (Xcode 9) hides a column of cards in
/// both height classes and shows one card again in compact height.
final class HiddenVariationTests: XCTestCase {
    /// A horizontal stack of two boxes, 10 apart, the second hidden in
    /// regular height and shown again (on top of its hidden="YES") in
    /// compact height; the first box has no width of its own.
    func xml(orientation: String, secondHidden: String = "NO", variations: String) -> String {
        let (w, h) = orientation == "landscape" ? (667, 375) : (375, 667)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="\(orientation)"/>
                <objects>
                    <view contentMode="scaleToFill" id="Hdv-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Hdv-sk-002">
                                <rect key="frame" x="20" y="40" width="300" height="50"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hdv-a1-003">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                                    </view>
                                    <view hidden="\(secondHidden)" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hdv-b2-004">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Hdv-c01"/>
                                        </constraints>
                                        \(variations)
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Hdv-sk-002" firstAttribute="leading" secondItem="Hdv-rt-001" secondAttribute="leading" constant="20" id="Hdv-c02"/>
                            <constraint firstItem="Hdv-sk-002" firstAttribute="top" secondItem="Hdv-rt-001" secondAttribute="top" constant="40" id="Hdv-c03"/>
                            <constraint firstItem="Hdv-sk-002" firstAttribute="width" constant="300" id="Hdv-c04"/>
                            <constraint firstItem="Hdv-sk-002" firstAttribute="height" constant="50" id="Hdv-c05"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    let both = """
        <variation key="heightClass=regular" hidden="YES"/>
        <variation key="heightClass=compact" hidden="NO"/>
        """

    func testHiddenInTheDesignedSizeClasses() throws {
        // iPhone 8 portrait: regular height, so the second box is hidden
        // and the first fills the stack.
        let portrait = try frames(of: try importedScene(xml: xml(orientation: "portrait", variations: both), file: "hidden.xib"))
        XCTAssertEqual(portrait["Hdv-a1-003"], "0,0,300,50")
    }

    func testShownAgainInOtherSizeClasses() throws {
        // Landscape: compact height, where hidden="NO" overrides the
        // view's own hidden="YES": both boxes share the stack.
        let landscape = try frames(of: try importedScene(xml: xml(orientation: "landscape", secondHidden: "YES", variations: both), file: "hidden.xib"))
        XCTAssertEqual(landscape["Hdv-a1-003"], "0,0,190,50")
        XCTAssertEqual(landscape["Hdv-b2-004"], "200,0,100,50")
    }

    func testTheLastMatchingVariationWins() throws {
        let twice = """
            <variation key="heightClass=regular" hidden="NO"/>
            <variation key="heightClass=regular" hidden="YES"/>
            """
        let portrait = try frames(of: try importedScene(xml: xml(orientation: "portrait", variations: twice), file: "hidden.xib"))
        XCTAssertEqual(portrait["Hdv-a1-003"], "0,0,300,50")
    }

    func testOtherSizeClassesLeaveTheViewsOwn() throws {
        // An iPhone in portrait is compact in width: a regular-width
        // variation doesn't match, and the view stays shown.
        let other = "<variation key=\"widthClass=regular\" hidden=\"YES\"/>"
        let portrait = try frames(of: try importedScene(xml: xml(orientation: "portrait", variations: other), file: "hidden.xib"))
        XCTAssertEqual(portrait["Hdv-a1-003"], "0,0,190,50")
        XCTAssertEqual(portrait["Hdv-b2-004"], "200,0,100,50")
    }

    func testVariationsAreRead() throws {
        let doc = try InterfaceBuilderFile.parse(Data(xml(orientation: "portrait", variations: both).utf8), file: "hidden.xib")
        let box = try XCTUnwrap(doc.scenes[0].root.subviews.first?.subviews.last)
        XCTAssertEqual(box.hiddenVariations.map(\.key), ["heightClass=regular", "heightClass=compact"])
        XCTAssertEqual(box.hiddenVariations.map(\.hidden), [true, false])
    }
}
