import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBViewReader.swift / IBImport.swift: Xcode 13+ writes a view's keyboard
/// layout guide as `<keyboardLayoutGuide key="keyboard">` beside its safe
/// area, and constraints name it by id like any item. The canvas shows no
/// keyboard, so the guide is the bottom safe-area strip (Apple's
/// `UIKeyboardLayoutGuide`, keyboard off screen). Before, such files were
/// refused ("names unknown object").
final class KeyboardGuideTests: XCTestCase {
    /// An iPhone 11 (414 × 896, 48 top and 34 bottom unsafe in Xcode 14+):
    /// a 300-tall container from the safe area's top down to the keyboard
    /// guide's top less 20: 896 − 34 − 20 = 842 bottom, so 48 … 842.
    let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleCocoa" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Kbd-vc-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Kbd-sc-001">
                    <objects>
                        <viewController id="Kbd-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Kbd-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Kbd-bx-001" userLabel="Form">
                                        <rect key="frame" x="0.0" y="48" width="414" height="794"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Kbd-sa-001"/>
                                <keyboardLayoutGuide key="keyboard" id="Kbd-kb-001"/>
                                <constraints>
                                    <constraint firstItem="Kbd-bx-001" firstAttribute="top" secondItem="Kbd-sa-001" secondAttribute="top" id="Kbd-c1-001"/>
                                    <constraint firstItem="Kbd-bx-001" firstAttribute="leading" secondItem="Kbd-rt-001" secondAttribute="leading" id="Kbd-c2-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Kbd-bx-001" secondAttribute="trailing" id="Kbd-c3-001"/>
                                    <constraint firstItem="Kbd-kb-001" firstAttribute="top" secondItem="Kbd-bx-001" secondAttribute="bottom" constant="20" id="Kbd-c4-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testConstraintsToTheKeyboardGuideLayOutAboveTheBottomSafeArea() throws {
        let imported = try importedScene(xml: storyboard, file: "Keyboard.storyboard")
        XCTAssertTrue(imported.yaml.contains("root.keyboard.top == form.bottom + 20"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(describe(layout.view("form")!.frame), "0,48,414,794")
        // The YAML round trip gives the same frame.
        let again = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "k.yaml"))
        XCTAssertEqual(describe(again.view("form")!.frame), "0,48,414,794")
        XCTAssertEqual(IBLint.check(imported, layout).filter { $0.kind != "stored-frames" }.map(\.description), [])
    }
}
