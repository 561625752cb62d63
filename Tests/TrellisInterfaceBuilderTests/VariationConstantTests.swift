import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `<variation key="heightClass=compact" constant="20"/>` inside a
/// `<constraint>`: Interface Builder's per-size-class constant. The import
/// lays out the designed size class, so the constant is the variation's
/// when its key matches the designed traits, the constraint's own if not.
final class VariationConstantTests: XCTestCase {
    /// A box 8 below the root's top, 20 in compact height.
    func xml(orientation: String) -> String {
        let (w, h) = orientation == "landscape" ? (667, 375) : (375, 667)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="\(orientation)"/>
                <objects>
                    <view contentMode="scaleToFill" id="Var-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Var-bx-002">
                                <rect key="frame" x="32" y="8" width="80" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="80" id="Var-c1-003"/>
                                    <constraint firstAttribute="height" constant="24" id="Var-c2-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Var-bx-002" firstAttribute="leading" secondItem="Var-rt-001" secondAttribute="leading" constant="32" id="Var-c3-005"/>
                            <constraint firstItem="Var-bx-002" firstAttribute="top" secondItem="Var-rt-001" secondAttribute="top" constant="8" id="Var-c4-006">
                                <variation key="heightClass=compact" constant="20"/>
                            </constraint>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    func top(orientation: String) throws -> String? {
        let text = xml(orientation: orientation)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "variation.xib")
        XCTAssertEqual(doc.scenes[0].root.constraints.last?.constantVariations.first?.constant, 20)
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Var-bx-002"]!).map { describe($0.frame) }
    }

    /// A phone in landscape is compact in height: 20. In portrait
    /// (regular height) the constraint's own 8.
    func testConstantOfTheDesignedSizeClass() throws {
        XCTAssertEqual(try top(orientation: "landscape"), "32,20,80,24")
        XCTAssertEqual(try top(orientation: "portrait"), "32,8,80,24")
    }

    /// The constant of the other size class is written too, under its
    /// condition: the scene turned on a device takes it (UIKit applies a
    /// variation's constant on a trait change).
    func testOtherSizeClassesConstantAppliesOnADeviceInThatClass() throws {
        let imported = try importedScene(xml: xml(orientation: "portrait"), file: "variation.xib")
        XCTAssertTrue(imported.yaml.contains("    when: {vertical: regular}"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("  - id: ib-Var-c4-006-hC  # IB Var-c4-006, line 18\n    constraint: \"Var_bx_002.top == root.top + 20\"\n    when: {vertical: compact}"), imported.yaml)
        let box = imported.names["Var-bx-002"]!
        XCTAssertEqual(try LayoutBuilder.build(imported.document).view(box).map { describe($0.frame) }, "32,8,80,24")
        let turned = try LayoutBuilder.build(imported.document, device: "iphone-se", orientation: .landscape)
        XCTAssertEqual(turned.view(box).map { describe($0.frame) }, "32,20,80,24")
    }

    /// Installed in three size classes of four: the condition takes one
    /// axis where both of the other's classes agree, and the rest singly.
    func testEntriesCoverExactlyTheSizeClassesThatInstallIt() {
        let c = IBConstraint(id: "c", firstItem: "a", firstAttribute: "top", relation: .equal, secondItem: nil, secondAttribute: nil,
                             multiplier: 1, constant: 8, priority: 1000, identifier: nil, placeholder: false, holder: "a",
                             position: SourcePosition(line: 1, column: 1))
        let masks: [String: [(key: String, include: Bool)]] = ["c": [(key: "widthClass=regular-heightClass=regular", include: false)]]
        let entries = IBVariations(masks: masks, horizontal: .compact, vertical: .regular).sizeClassEntries(of: c)
        XCTAssertEqual(entries.map(\.when), ["{horizontal: compact}", "{horizontal: regular, vertical: compact}"])
        XCTAssertEqual(entries.map(\.designed), [true, false])
        // Everywhere the same: one entry, no condition.
        XCTAssertEqual(IBVariations(masks: [:], horizontal: .compact, vertical: .regular).sizeClassEntries(of: c).map(\.when), [nil])
        // The Any/Any canvas knows only its own configuration.
        XCTAssertEqual(IBVariations(masks: masks, horizontal: nil, vertical: nil).sizeClassEntries(of: c).count, 1)
    }
}
