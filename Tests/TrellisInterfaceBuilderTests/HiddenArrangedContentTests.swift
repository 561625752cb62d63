import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The views inside a hidden arranged view are never negative along the
/// stack's axis on Xcode's canvas, so the hidden view keeps the length its
/// content's required constraints add up to (docs/INTERFACE-BUILDER.md,
/// "Inside hidden arranged views"). File written by hand; frames computed
/// by hand.
final class HiddenArrangedContentTests: XCTestCase {
    /// A vertical stack at y 20: a visible 40-high box, then a hidden
    /// container holding a label with an empty stored height between
    /// 4-point insets, then a visible 30-high box.
    func frames() throws -> [String: String] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Hac-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hac-sk-002">
                                <rect key="frame" x="0.0" y="20" width="375" height="70"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hac-a1-003">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Hac-c01"/>
                                        </constraints>
                                    </view>
                                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hac-hd-004">
                                        <rect key="frame" x="0.0" y="36" width="375" height="8"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Warning" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hac-lb-005">
                                                <rect key="frame" x="21" y="4" width="333" height="0.0"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Hac-lb-005" firstAttribute="top" secondItem="Hac-hd-004" secondAttribute="top" constant="4" id="Hac-c02"/>
                                            <constraint firstAttribute="bottom" secondItem="Hac-lb-005" secondAttribute="bottom" constant="4" id="Hac-c03"/>
                                            <constraint firstItem="Hac-lb-005" firstAttribute="leading" secondItem="Hac-hd-004" secondAttribute="leading" constant="21" id="Hac-c04"/>
                                            <constraint firstAttribute="trailing" secondItem="Hac-lb-005" secondAttribute="trailing" constant="21" id="Hac-c05"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hac-a2-006">
                                        <rect key="frame" x="0.0" y="40" width="375" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Hac-c06"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Hac-sk-002" firstAttribute="top" secondItem="Hac-rt-001" secondAttribute="top" constant="20" id="Hac-c07"/>
                            <constraint firstItem="Hac-sk-002" firstAttribute="leading" secondItem="Hac-rt-001" secondAttribute="leading" id="Hac-c08"/>
                            <constraint firstAttribute="trailing" secondItem="Hac-sk-002" secondAttribute="trailing" id="Hac-c09"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "hidden.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        var out: [String: String] = [:]
        for id in ["Hac-hd-004", "Hac-lb-005", "Hac-a2-006"] {
            out[id] = layout.view(imported.names[id]!).map { describe($0.frame) }
        }
        return out
    }

    /// Lockdown's warning container (tools 17156), Element's scanning
    /// containers (21507) and iTorrent's Patreon stack (24093): the hidden
    /// container keeps the 8 points its label's insets add up to, the
    /// label at 0 (not −8 under a collapsed container); the next visible
    /// view still follows the previous one, as for any hidden view.
    func testAHiddenArrangedViewKeepsItsContentsRequiredLength() throws {
        let f = try frames()
        XCTAssertEqual(f["Hac-hd-004"]?.split(separator: ",").last, "8")
        XCTAssertEqual(f["Hac-lb-005"], "21,4,333,0")
        XCTAssertEqual(f["Hac-a2-006"], "0,40,375,30")
    }
}
