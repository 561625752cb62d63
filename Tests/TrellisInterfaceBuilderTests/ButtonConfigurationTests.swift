import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Buttons with a `<buttonConfiguration>` (Xcode 13+; docs/INTERFACE-BUILDER.md,
/// "Button configurations"): the import writes the layout file's
/// `configuration:` and the button takes UIKit's configured size (the
/// configuration's title and font, its image, padding and insets), not the
/// state title and font Xcode keeps beside it. Hand-written storyboard on the
/// 393-point phone (3×); `TRELLIS_IB_TEXT=measured` with San Francisco's
/// line heights (20.287 at 17 points, 14.32 at 12) and the fixed-advance
/// measurer's widths (half the point size a character).
final class ButtonConfigurationTests: XCTestCase {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Bcf-sc-001">
                    <objects>
                        <viewController id="Bcf-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Bcf-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bcf-bp-004">
                                        <rect key="frame" x="20" y="100" width="92" height="34.333333333333336"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Continue"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bcf-bf-005">
                                        <rect key="frame" x="20" y="200" width="48" height="42.333333333333336"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Send" cornerStyle="capsule">
                                            <directionalEdgeInsets key="contentInsets" top="14" leading="12" bottom="14" trailing="12"/>
                                            <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Bcf-bi-006">
                                        <rect key="frame" x="20" y="300" width="48" height="60.333333333333336"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" image="scan-icon" imagePlacement="top" title="Scan" imagePadding="8">
                                            <fontDescription key="titleFontDescription" type="system" weight="medium" pointSize="12"/>
                                        </buttonConfiguration>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Bcf-sa-007"/>
                                <constraints>
                                    <constraint firstItem="Bcf-bp-004" firstAttribute="leading" secondItem="Bcf-rt-003" secondAttribute="leading" constant="20" id="Bcf-c1-008"/>
                                    <constraint firstItem="Bcf-bp-004" firstAttribute="top" secondItem="Bcf-rt-003" secondAttribute="top" constant="100" id="Bcf-c2-009"/>
                                    <constraint firstItem="Bcf-bf-005" firstAttribute="leading" secondItem="Bcf-rt-003" secondAttribute="leading" constant="20" id="Bcf-c3-010"/>
                                    <constraint firstItem="Bcf-bf-005" firstAttribute="top" secondItem="Bcf-rt-003" secondAttribute="top" constant="200" id="Bcf-c4-011"/>
                                    <constraint firstItem="Bcf-bi-006" firstAttribute="leading" secondItem="Bcf-rt-003" secondAttribute="leading" constant="20" id="Bcf-c5-012"/>
                                    <constraint firstItem="Bcf-bi-006" firstAttribute="top" secondItem="Bcf-rt-003" secondAttribute="top" constant="300" id="Bcf-c6-013"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="scan-icon" width="24" height="24"/>
            </resources>
        </document>
        """

    func measured(tools: String = "22155") throws -> [String: String] {
        let text = xml.replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="\#(tools)""#)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Buttons.storyboard")
        let scene = try doc.imported(doc.scenes[0], textSizing: .measured)
        let layout = try LayoutBuilder.build(scene.document)
        layout.window.textMeasurer = SystemFontLineHeights(FixedAdvanceTextMeasurer())
        layout.window.layoutIfNeeded()
        var out: [String: String] = [:]
        for (name, view) in layout.views { if let ib = scene.viewsByName[name] { out[ib.id] = describe(view.frame) } }
        return out
    }

    /// The configuration is read: the title, font, image and keys that
    /// size the button, not the state title "Button" and System 15.
    func testReaderTakesTheConfiguration() throws {
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "Buttons.storyboard")
        let views = doc.scenes[0].root.flattened
        let plain = try XCTUnwrap(views.first { $0.id == "Bcf-bp-004" })
        XCTAssertEqual(plain.text, "Continue")
        XCTAssertNil(plain.font, "the medium size's body font, not the legacy System 15")
        XCTAssertEqual(plain.buttonConfiguration?.style, "plain")
        let filled = try XCTUnwrap(views.first { $0.id == "Bcf-bf-005" }?.buttonConfiguration)
        XCTAssertEqual(filled.contentInsets, [14, 12, 14, 12])
        XCTAssertEqual(filled.cornerStyle, "capsule")
        XCTAssertEqual(filled.titleFont, "System 12")
        let image = try XCTUnwrap(views.first { $0.id == "Bcf-bi-006" }?.buttonConfiguration)
        XCTAssertEqual(image.image, #"{name: "scan-icon", width: 24, height: 24}"#)
        XCTAssertEqual(image.imagePlacement, "top")
        XCTAssertEqual(image.imagePadding, 8)
        let yaml = try doc.imported(doc.scenes[0]).yaml
        XCTAssertTrue(yaml.contains("configuration: {style: filled, contentInsets: {top: 14, leading: 12, bottom: 14, trailing: 12}, cornerStyle: capsule}"), yaml)
        XCTAssertTrue(yaml.contains(#"image: {name: "scan-icon", width: 24, height: 24}"#), yaml)
    }

    /// Measured: body 20.287 + 7 + 7 → 34.333 on the 3× pixel grid, as
    /// Xcode stores a default plain button (GoMap, the order app); "Continue"
    /// 8 × 8.5 + 12 + 12 = 92. The filled one: 14.32 + 14 + 14; the image
    /// above the title: 24 + 8 + 14.32 + 7 + 7.
    func testMeasuredSizesAreTheConfigurations() throws {
        let f = try measured()
        XCTAssertEqual(f["Bcf-bp-004"], "20,100,92,34.333")
        XCTAssertEqual(f["Bcf-bf-005"], "20,200,48,42.333")
        XCTAssertEqual(f["Bcf-bi-006"], "20,300,48,60.333")
    }

    /// Stored sizes (the default) still win: the frames as stored.
    func testStoredSizesStayTheStoredFrames() throws {
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "Buttons.storyboard")
        let f = try frames(of: try doc.imported(doc.scenes[0]))
        XCTAssertEqual(f["Bcf-bp-004"], "20,100,92,34.333")
        XCTAssertEqual(f["Bcf-bf-005"], "20,200,48,42.333")
        XCTAssertEqual(f["Bcf-bi-006"], "20,300,48,60.333")
    }

    /// Xcode 13 to 14.0 (tools below 21200): the medium size's title is 15
    /// points and its insets 6.5 and 10, so a plain "Button" is stored 67 ×
    /// 31 (Agora, ProtonVPN, Swift-Storyboard, goma, pytorch, Pocket Casts,
    /// Unstoppable Domains: tools 19162 to 20037) where Xcode 14.1 and later
    /// store 75 × 34.33 to 35. Here 17.9 + 13 → 31; "Continue" 8 × 7.5 + 20.
    /// Files that give a title font or insets keep them.
    func testXcode13CanvasMediumSize() throws {
        let f = try measured(tools: "19529")
        XCTAssertEqual(f["Bcf-bp-004"], "20,100,80,31")
        XCTAssertEqual(f["Bcf-bf-005"], "20,200,48,42.333", "its own insets and font")
        let text = xml.replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="19529""#)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Buttons.storyboard")
        let yaml = try doc.imported(doc.scenes[0]).yaml
        XCTAssertTrue(yaml.contains(#"font: "System 15""#), yaml)
        XCTAssertTrue(yaml.contains("configuration: {style: plain, contentInsets: {top: 6.5, leading: 10, bottom: 6.5, trailing: 10}}"), yaml)
    }

    /// An attributed title is its fragments' text in the first one's font;
    /// a detail-disclosure button's image comes from its type, so its
    /// configuration is left to its stored size.
    func testAttributedTitleAndTypedButtons() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Bca-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bca-at-002">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="29.666666666666668"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain">
                                    <attributedString key="attributedTitle">
                                        <fragment content="See why ">
                                            <attributes>
                                                <font key="NSFont" metaFont="systemSemibold" size="13"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="it happened">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="13"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </buttonConfiguration>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="detailDisclosure" translatesAutoresizingMaskIntoConstraints="NO" id="Bca-dd-003">
                                <rect key="frame" x="0.0" y="100" width="50" height="34"/>
                                <buttonConfiguration key="configuration" style="plain"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Attributed.xib")
        let views = doc.scenes[0].root.flattened
        let attributed = try XCTUnwrap(views.first { $0.id == "Bca-at-002" })
        XCTAssertEqual(attributed.text, "See why it happened")
        XCTAssertEqual(attributed.font, "System-Semibold 13")
        XCTAssertNil(views.first { $0.id == "Bca-dd-003" }?.buttonConfiguration)
    }
}

