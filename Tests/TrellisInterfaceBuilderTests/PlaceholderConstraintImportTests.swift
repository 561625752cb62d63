import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// `placeholder="YES"` ("Remove at build time"): Xcode's canvas holds the
/// constraint, the build removes it. The import keeps it as
/// `placeholder: true`, which holds on the canvas (views with canvas
/// frames) only (docs/INTERFACE-BUILDER.md, "Placeholder constraints").
final class PlaceholderConstraintImportTests: XCTestCase {
    /// A box placed 20 from the leading edge and 40 from the top, sized only
    /// by placeholders: 120 × 30.
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Plc-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Plc-bx-002">
                            <rect key="frame" x="20" y="40" width="120" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" placeholder="YES" id="Plc-c01"/>
                                <constraint firstAttribute="height" constant="30" placeholder="YES" id="Plc-c02"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Plc-bx-002" firstAttribute="leading" secondItem="Plc-rt-001" secondAttribute="leading" constant="20" id="Plc-c03"/>
                        <constraint firstItem="Plc-bx-002" firstAttribute="top" secondItem="Plc-rt-001" secondAttribute="top" constant="40" id="Plc-c04"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func testTheCanvasHoldsPlaceholders() throws {
        let imported = try importedScene(xml: xml, file: "placeholder.xib")
        XCTAssertTrue(imported.yaml.contains("placeholder: true"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let box = try XCTUnwrap(layout.view(imported.names["Plc-bx-002"]!))
        XCTAssertEqual(describe(box.frame), "20,40,120,30")
        // Determined by them: not ambiguous on the canvas.
        XCTAssertEqual(box.ambiguousAttributes, [])
    }
}
