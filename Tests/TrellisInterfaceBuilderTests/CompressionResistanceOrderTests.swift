import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode's canvas keeps a nib's own required constraints over a view's
/// required compression resistance (docs/INTERFACE-BUILDER.md, "Required
/// compression resistance"): Stepik's sign-in logo (tools 15705) is a
/// 72 × 72 image resisting compression at 1000, held 48 high by the file
/// and square by an aspect ratio, and is stored 48 × 48; Mixin's keyboard
/// placeholder (23727) resists at 1000 with a 250-point placeholder
/// height and a height constraint of 0, and is stored 0 high.
final class CompressionResistanceOrderTests: XCTestCase {
    func xib(resistance: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Crs-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView contentMode="scaleToFill" horizontalCompressionResistancePriority="\(resistance)" verticalCompressionResistancePriority="\(resistance)" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="Crs-im-002">
                            <rect key="frame" x="10" y="10" width="48" height="48"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="Crs-im-002" secondAttribute="height" multiplier="1:1" id="Crs-c1-003"/>
                                <constraint firstAttribute="height" constant="48" id="Crs-c2-004"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Crs-im-002" firstAttribute="leading" secondItem="Crs-rt-001" secondAttribute="leading" constant="10" id="Crs-c3-005"/>
                        <constraint firstItem="Crs-im-002" firstAttribute="top" secondItem="Crs-rt-001" secondAttribute="top" constant="10" id="Crs-c4-006"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="logo" width="72" height="72"/>
            </resources>
        </document>
        """
    }

    func logo(resistance: Int) throws -> (String?, ImportedScene) {
        let doc = try InterfaceBuilderFile.parse(Data(xib(resistance: resistance).utf8), file: "logo.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return (layout.view(imported.names["Crs-im-002"]!).map { describe($0.frame) }, imported)
    }

    func testARequiredCompressionResistanceGivesWayToTheFilesConstraints() throws {
        let (frame, imported) = try logo(resistance: 1000)
        XCTAssertEqual(frame, "10,10,48,48")
        XCTAssertTrue(imported.yaml.contains("lateCompressionResistance: true"), imported.yaml)
        // An optional resistance gives way anyway.
        XCTAssertEqual(try logo(resistance: 750).0, "10,10,48,48")
    }

    /// Without the canvas key (a layout file's default) the resistance is
    /// in the engine first, and the file's height is the constraint broken.
    func testTheDefaultOrderBreaksTheFilesConstraint() throws {
        let (_, imported) = try logo(resistance: 1000)
        let yaml = imported.yaml.replacingOccurrences(of: ", lateCompressionResistance: true", with: "")
        let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "logo.yaml"))
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view(imported.names["Crs-im-002"]!).map { describe($0.frame) }, "10,10,72,72")
    }
}
