import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The canvas's appearance and views' interface styles in Interface Builder
/// files (written by hand). Xcode stores the canvas's Interface Style switch
/// on the document's device, `<device id="retina6_12" orientation="portrait"
/// appearance="dark"/>` (public storyboards of Xcode 14–16 write it so), and
/// a system colour as `<color key="backgroundColor" systemColor=
/// "systemBackgroundColor"/>` with only its light value in `<resources>`;
/// `overrideUserInterfaceStyle` is set through a user-defined runtime
/// attribute (Xcode's inspector has no field for it; raw values: UIKit's
/// `UIUserInterfaceStyle`, 1 light, 2 dark).
final class InterfaceStyleTests: XCTestCase {
    func document(device: String, rootAttributes: String = "", cardAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Sty-vc-001">
            \(device)
            <scenes>
                <scene sceneID="Sty-sc-000">
                    <objects>
                        <viewController id="Sty-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Sty-rt-002">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sty-cd-003">
                                        <rect key="frame" x="20" y="100" width="353" height="100"/>
                                        <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                        \(cardAttributes)
                                    </view>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Sty-cd-003" firstAttribute="leading" secondItem="Sty-rt-002" secondAttribute="leading" constant="20" id="Sty-c1-004"/>
                                    <constraint firstAttribute="trailing" secondItem="Sty-cd-003" secondAttribute="trailing" constant="20" id="Sty-c2-005"/>
                                    <constraint firstItem="Sty-cd-003" firstAttribute="top" secondItem="Sty-rt-002" secondAttribute="top" constant="100" id="Sty-c3-006"/>
                                    <constraint firstItem="Sty-cd-003" firstAttribute="height" constant="100" id="Sty-c4-007"/>
                                </constraints>
                            </view>
                            \(rootAttributes)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="secondarySystemBackgroundColor">
                    <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    func build(_ text: String) throws -> (ImportedScene, BuiltLayout) {
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Main.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        return (imported, try LayoutBuilder.build(imported.document))
    }

    func testDarkCanvasResolvesSystemColoursDark() throws {
        let (imported, layout) = try build(document(device: #"<device id="retina6_12" orientation="portrait" appearance="dark"/>"#))
        XCTAssertTrue(imported.yaml.contains("userInterfaceStyle: dark"), imported.yaml)
        XCTAssertEqual(layout.window.screenUserInterfaceStyle, .dark)
        let root = layout.window.rootView
        // systemBackground: black in dark; secondarySystemBackground #1C1C1E (Apple's UIColor values).
        let background = root.backgroundColor!.resolvedColor(with: root.traitCollection)
        XCTAssertEqual([background.red, background.green, background.blue], [0, 0, 0])
        let card = layout.view(imported.names["Sty-cd-003"]!)!
        let fill = card.backgroundColor!.resolvedColor(with: card.traitCollection)
        XCTAssertEqual(fill.red * 255, 0x1C, accuracy: 0.01)
        XCTAssertEqual(fill.blue * 255, 0x1E, accuracy: 0.01)
    }

    func testLightCanvasKeepsTheLightValues() throws {
        let (imported, layout) = try build(document(device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#))
        XCTAssertFalse(imported.yaml.contains("userInterfaceStyle"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("color: systemBackground") || imported.yaml.contains("color: \"systemBackground\""), imported.yaml)
        let card = layout.view(imported.names["Sty-cd-003"]!)!
        let fill = card.backgroundColor!.resolvedColor(with: card.traitCollection)
        XCTAssertEqual(fill.red * 255, 0xF2, accuracy: 0.01)
        XCTAssertEqual(fill.blue * 255, 0xF7, accuracy: 0.01)
    }

    func testRuntimeAttributeOverridesAViewAndAController() throws {
        let light = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle">
                    <integer key="value" value="1"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """
        let dark = light.replacingOccurrences(of: #"value="1""#, with: #"value="2""#)
        let (imported, layout) = try build(document(device: #"<device id="retina6_12" orientation="portrait"/>"#,
                                                    rootAttributes: dark, cardAttributes: light))
        XCTAssertEqual(layout.window.screenUserInterfaceStyle, .light)
        XCTAssertEqual(layout.window.rootView.traitCollection.userInterfaceStyle, .dark)
        let card = layout.view(imported.names["Sty-cd-003"]!)!
        XCTAssertEqual(card.overrideUserInterfaceStyle, .light)
        XCTAssertEqual(card.traitCollection.userInterfaceStyle, .light)
    }
}
