import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Buttons their constraints stretch past their title take their title's
/// content height as their intrinsic height, not the stored one
/// (docs/INTERFACE-BUILDER.md, "Buttons stretched by their constraints").
/// UIButton's intrinsic height is its title's line and 6 points above and
/// below (Xcode stores unconstrained 17-point buttons 33 high, 15-point 30,
/// 13-point 28). Files written by hand; frames computed by hand.
final class StretchedButtonHeightTests: XCTestCase {
    func button(_ id: String, _ title: String, x: Double, y: Double, width: Double, height: Double,
                extra: String = "", state: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="32"/>
            <state key="normal" title="\(title)"\(state)/>
            \(extra)
        </button>
        """
    }

    /// A 375 × 667 xib whose root holds `subviews` and `constraints`.
    func document(_ subviews: String, _ constraints: String) throws -> (ImportedScene, BuiltLayout) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9059" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Sbh-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                        <constraints>
                            \(constraints)
                        </constraints>
                    </view>
                </objects>
                <resources><image name="key" width="40" height="40"/></resources>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "keys.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return (imported, layout)
    }

    /// A calculator: a 32-point display label (39 high, Xcode's measurement)
    /// over two rows of three equal keys filling the rest. The rows share
    /// 585 points, 292.5 each; Xcode stored them rounded, 292 and 293 (the
    /// CS193p calculators of Xcode 7 store 119 and 120 for 119.25). Holding
    /// the second row at 293 with compression resistance 750, three keys
    /// outweighed the label's one and squeezed it to 38; UIKit's keys are
    /// 51 points of content and the label keeps its 39.
    func testAGridOfKeysLeavesTheDisplayItsHeight() throws {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Sbh-lb-002">
                <rect key="frame" x="16" y="20" width="343" height="39"/>
                <fontDescription key="fontDescription" type="system" pointSize="32"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let ids = ["Sbh-a1-011", "Sbh-a2-012", "Sbh-a3-013", "Sbh-b1-021", "Sbh-b2-022", "Sbh-b3-023"]
        var keys = ""
        for (i, id) in ids.enumerated() {
            let row = i / 3, column = i % 3
            keys += button(id, "\(i + 1)", x: 16 + Double(column) * 117, y: row == 0 ? 67 : 367,
                           width: 109, height: row == 0 ? 292 : 293)
        }
        var constraints = """
            <constraint firstItem="Sbh-lb-002" firstAttribute="top" secondItem="Sbh-rt-001" secondAttribute="top" constant="20" id="Sbh-c0-100"/>
            <constraint firstItem="Sbh-lb-002" firstAttribute="leading" secondItem="Sbh-rt-001" secondAttribute="leading" constant="16" id="Sbh-c0-101"/>
            <constraint firstAttribute="trailing" secondItem="Sbh-lb-002" secondAttribute="trailing" constant="16" id="Sbh-c0-102"/>
            <constraint firstAttribute="bottom" secondItem="Sbh-b1-021" secondAttribute="bottom" constant="7" id="Sbh-c0-103"/>
            """
        for (i, id) in ids.enumerated() {
            let row = i / 3, column = i % 3
            let n = 110 + i * 10
            if column == 0 {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="Sbh-rt-001" secondAttribute="leading" constant="16" id="Sbh-c\#(n)-1"/>"#
            } else {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(ids[i - 1])" secondAttribute="trailing" constant="8" id="Sbh-c\#(n)-1"/>"#
            }
            if column == 2 {
                constraints += #"<constraint firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" constant="16" id="Sbh-c\#(n)-2"/>"#
            }
            if row == 0 {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="Sbh-lb-002" secondAttribute="bottom" constant="8" id="Sbh-c\#(n)-3"/>"#
            } else {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(ids[i - 3])" secondAttribute="bottom" constant="8" id="Sbh-c\#(n)-3"/>"#
            }
            if i > 0 {
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="width" secondItem="Sbh-a1-011" secondAttribute="width" id="Sbh-c\#(n)-4"/>"#
                constraints += #"<constraint firstItem="\#(id)" firstAttribute="height" secondItem="Sbh-a1-011" secondAttribute="height" id="Sbh-c\#(n)-5"/>"#
            }
        }
        let (imported, layout) = try document(label + keys, constraints)
        XCTAssertTrue(imported.yaml.contains("intrinsicSize: {width: 109, height: 51}"), imported.yaml)
        XCTAssertFalse(imported.yaml.contains("intrinsicSize: {width: 109, height: 293}"), imported.yaml)
        let frames = (["Sbh-lb-002"] + ids).map { describe(layout.view(imported.names[$0]!)!.frame) }
        XCTAssertEqual(frames, ["16,20,343,39",
                                "16,67,109,292.5", "133,67,109,292.5", "250,67,109,292.5",
                                "16,367.5,109,292.5", "133,367.5,109,292.5", "250,367.5,109,292.5"])
    }

    /// Where nothing but the title decides the height (a button pinned by
    /// its top only), or an image does, the stored height stays the
    /// intrinsic one: the rule needs a required equal height or both ends.
    func testUntiedAndImageButtonsKeepTheirStoredHeight() throws {
        let loose = button("Sbh-bt-031", "Go", x: 16, y: 100, width: 60, height: 60)
        let image = button("Sbh-bt-032", "Key", x: 16, y: 200, width: 60, height: 60, state: #" image="key""#)
        let constraints = """
            <constraint firstItem="Sbh-bt-031" firstAttribute="top" secondItem="Sbh-rt-001" secondAttribute="top" constant="100" id="Sbh-c1-200"/>
            <constraint firstItem="Sbh-bt-031" firstAttribute="leading" secondItem="Sbh-rt-001" secondAttribute="leading" constant="16" id="Sbh-c1-201"/>
            <constraint firstItem="Sbh-bt-032" firstAttribute="top" secondItem="Sbh-rt-001" secondAttribute="top" constant="200" id="Sbh-c1-202"/>
            <constraint firstItem="Sbh-bt-032" firstAttribute="leading" secondItem="Sbh-rt-001" secondAttribute="leading" constant="16" id="Sbh-c1-203"/>
            <constraint firstItem="Sbh-bt-032" firstAttribute="height" constant="60" id="Sbh-c1-204"/>
            """
        let (imported, layout) = try document(loose + image, constraints)
        XCTAssertEqual(imported.yaml.components(separatedBy: "intrinsicSize: {width: 60, height: 60}").count - 1, 2, imported.yaml)
        XCTAssertEqual(describe(layout.view(imported.names["Sbh-bt-031"]!)!.frame), "16,100,60,60")
    }

    /// UIButton's content height: the title's San Francisco line rounded
    /// up, plus 12 (Xcode's unconstrained buttons: 10 → 24, 13 → 28,
    /// 15 → 30, 17 → 33, 30 → 48).
    func testTheTitlesContentHeight() throws {
        for (size, height) in [(10.0, 24.0), (13, 28), (15, 30), (17, 33), (30, 48)] {
            let xml = """
                <button buttonType="system" id="b"><fontDescription key="fontDescription" type="system" pointSize="\(IBValues.format(size))"/><state key="normal" title="OK"/></button>
                """
            let root = try XMLTreeReader.parse(Data(xml.utf8), file: "b.xml", lines: [Substring(xml)])
            let node = root.name == "button" ? root : try XCTUnwrap(root.children.first)
            XCTAssertEqual(IBButtonTitleHeight.contentHeight(node, title: "OK"), height, "\(size)")
        }
    }
}
