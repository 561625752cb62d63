import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Interface Builder writes a section's title as an attribute
/// (`footerTitle="…"`) or, when it is long or spans lines, as a
/// `<string key="footerTitle">…</string>` child of the `<tableViewSection>`
/// (IVPN's, GoMap's and Blink's settings tables). Both are the same title:
/// the hand-written grouped table below lays out identically either way,
/// and the footer pushes the next section down as a titled footer does.
final class SectionTitleElementTests: XCTestCase {
    func file(footerAsElement: Bool, headerAsElement: Bool) -> String {
        let footer = "Turning this on keeps traffic on your local network outside the tunnel while connected."
        let headerAttribute = headerAsElement ? "" : " headerTitle=\"Local&#10;Network\""
        let footerAttribute = footerAsElement ? "" : " footerTitle=\"\(footer)\""
        let headerElement = headerAsElement ? "<string key=\"headerTitle\">Local\nNetwork</string>" : ""
        let footerElement = footerAsElement ? "<string key=\"footerTitle\">\(footer)</string>" : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sti-sc-001">
                        <objects>
                            <tableViewController id="Sti-vc-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Sti-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <sections>
                                        <tableViewSection\(headerAttribute)\(footerAttribute) id="Sti-s0-001">
                                            \(headerElement)
                                            \(footerElement)
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Sti-c0-001">
                                                    <rect key="frame" x="0.0" y="55.5" width="414" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Sti-c0-001" id="Sti-v0-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                        <tableViewSection headerTitle="Alerts" id="Sti-s1-001">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Sti-c1-001">
                                                    <rect key="frame" x="0.0" y="200" width="414" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Sti-c1-001" id="Sti-v1-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func testTitlesWrittenAsStringElements() throws {
        let attributes = try importedScene(xml: file(footerAsElement: false, headerAsElement: false), file: "Attributes.storyboard")
        let elements = try importedScene(xml: file(footerAsElement: true, headerAsElement: true), file: "Elements.storyboard")
        XCTAssertTrue(elements.yaml.contains("footer: \"Turning this on keeps traffic"), elements.yaml)
        XCTAssertTrue(elements.yaml.contains("header: \"Local\\nNetwork\""), elements.yaml)
        let a = try frames(of: attributes), e = try frames(of: elements)
        XCTAssertEqual(a, e)
        // The footer's lines push the next section down: further than an
        // untitled 18-point footer and a one-line titled header would
        // (the first row ends at 55.5 + 44 = 99.5; 99.5 + 18 + 38 = 155.5).
        let next = try XCTUnwrap(e["Sti-c1-001"]).split(separator: ",").map { Double($0)! }
        XCTAssertGreaterThan(next[1], 170)
    }

    /// Labels, text views and buttons too: `<string key="text">` (170
    /// labels in 121 of the files measured), `<string key="title">`.
    func testLabelTextAndButtonTitlesWrittenAsStringElements() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Str-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Str-lb-002">
                                <rect key="frame" x="20" y="60" width="374" height="41"/>
                                <string key="text">Two lines of text,
            written as an element.</string>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Str-bt-003">
                                <rect key="frame" x="20" y="120" width="80" height="30"/>
                                <state key="normal">
                                    <string key="title">Continue</string>
                                </state>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "text.xib")
        let views = doc.scenes[0].root.subviews
        XCTAssertEqual(views[0].text, "Two lines of text,\nwritten as an element.")
        XCTAssertEqual(views[1].text, "Continue")
    }
}
