import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Text in a `fillProportionally` stack the canvas stretched: its stored
/// length is its share, and its intrinsic length is the stored one scaled
/// as the views beside it whose intrinsic length Trellis knows were scaled
/// (docs/INTERFACE-BUILDER.md, "Text in proportional stacks"). Apple's
/// UIStackView.Distribution.fillProportionally: "resizes views
/// proportionally based on their intrinsic content size along the stack
/// view's axis". Files written by hand; frames computed by hand.
final class ProportionalStackTextTests: XCTestCase {
    /// Frames of `ids` after laying out a 375 × 667 xib whose root holds
    /// `stack` pinned at (0, 100) plus `constraints`.
    func frames(_ stack: String, constraints: String, resources: String = "", ids: [String],
                tools: String = "22154") throws -> [String] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Pst-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            \(stack)
                        </subviews>
                        <constraints>
                            <constraint firstItem="Pst-st-002" firstAttribute="leading" secondItem="Pst-rt-001" secondAttribute="leading" id="Pst-c1-010"/>
                            <constraint firstItem="Pst-st-002" firstAttribute="top" secondItem="Pst-rt-001" secondAttribute="top" constant="100" id="Pst-c2-011"/>
                            \(constraints)
                        </constraints>
                    </view>
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "proportional.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return ids.map { id in layout.view(imported.names[id]!).map { describe($0.frame) } ?? "missing" }
    }

    /// A row of a label and a switch, 300 wide with 10 between: Xcode
    /// measured the label 96 wide, so with the switch's 49-point alignment
    /// rectangle the 290 points are shared 192 : 98, and it stored the
    /// label 192 wide and the switch's frame 100 (2 past its rectangle).
    /// Taking 192 as the label's intrinsic width would give it 231 (Esri's
    /// ListTransformations, tools 17156: a label stored 348 beside a
    /// switch stored 60 in 414 points).
    func testALabelBesideAStretchedSwitchKeepsItsShare() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-st-002">
                <rect key="frame" x="0.0" y="100" width="300" height="31"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sort by distance" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-lb-003">
                        <rect key="frame" x="0.0" y="0.0" width="192" height="31"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-sw-004">
                        <rect key="frame" x="202" y="0.0" width="100" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """
        let width = #"<constraint firstItem="Pst-st-002" firstAttribute="width" constant="300" id="Pst-c3-012"/>"#
        XCTAssertEqual(try frames(stack, constraints: width, ids: ["Pst-lb-003", "Pst-sw-004"]),
                       ["0,0,192,31", "202,0,100,31"])
    }

    /// A stack that only hugs its views shows them at their intrinsic
    /// lengths: the switch stored at its own 51 says the canvas scaled
    /// nothing, and the label keeps its stored width (FloatingPanel's
    /// settings rows, 32700.99).
    func testAHuggingStackKeepsStoredText() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-st-002">
                <rect key="frame" x="0.0" y="100" width="148" height="31"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Fit to bounds" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-lb-003">
                        <rect key="frame" x="0.0" y="0.0" width="91" height="31"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-sw-004">
                        <rect key="frame" x="99" y="0.0" width="51" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """
        XCTAssertEqual(try frames(stack, constraints: "", ids: ["Pst-st-002", "Pst-lb-003", "Pst-sw-004"]),
                       ["0,100,148,31", "0,0,91,31", "99,0,51,31"])
    }

    /// A column of a 24-point image and a label, 100 high with 12 between:
    /// the image stored 48 high says the canvas doubled every share, so
    /// the label stored 40 high measures 20 (youknowsthevies' wallet cell,
    /// tools 18122: an image 24 wide stored 21.5 beside its label).
    func testAnImageGivesTheScale() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-st-002">
                <rect key="frame" x="0.0" y="100" width="200" height="100"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-im-005">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="48"/>
                    </imageView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Badge" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-lb-003">
                        <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </stackView>
            """
        let size = """
            <constraint firstItem="Pst-st-002" firstAttribute="width" constant="200" id="Pst-c3-012"/>
            <constraint firstItem="Pst-st-002" firstAttribute="height" constant="100" id="Pst-c4-013"/>
            """
        let image = #"<image name="badge" width="24" height="24"/>"#
        XCTAssertEqual(try frames(stack, constraints: size, resources: image, ids: ["Pst-im-005", "Pst-lb-003"]),
                       ["0,0,200,48", "0,60,200,40"])
    }
    /// The same in a table row (a static cell's stack between the content
    /// view's margins, 343 wide with 9 between): the label stored 236 beside
    /// a switch stored 100 (98 of alignment rectangle) measures 236 × 49 / 98
    /// = 118, and the row keeps the stored shares.
    func testARowsStackToo() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Pst-sc-101">
                        <objects>
                            <tableViewController id="Pst-tc-102" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Pst-tv-103">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="Pst-se-104">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="Pst-ce-105">
                                                    <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pst-ce-105" id="Pst-cv-106">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="9" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-st-107">
                                                                <rect key="frame" x="16" y="6.5" width="343" height="31"/>
                                                                <subviews>
                                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Download over cellular" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-lb-108">
                                                                        <rect key="frame" x="0.0" y="0.0" width="236" height="31"/>
                                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                        <nil key="textColor"/>
                                                                        <nil key="highlightedColor"/>
                                                                    </label>
                                                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Pst-sw-109">
                                                                        <rect key="frame" x="245" y="0.0" width="100" height="31"/>
                                                                    </switch>
                                                                </subviews>
                                                            </stackView>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="Pst-st-107" firstAttribute="leading" secondItem="Pst-cv-106" secondAttribute="leadingMargin" id="Pst-c1-110"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="Pst-st-107" secondAttribute="trailing" id="Pst-c2-111"/>
                                                            <constraint firstItem="Pst-st-107" firstAttribute="centerY" secondItem="Pst-cv-106" secondAttribute="centerY" id="Pst-c3-112"/>
                                                        </constraints>
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
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "rows.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("intrinsicSize: {width: 118, height: 31}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let label = try XCTUnwrap(layout.views.first { $0.id.hasSuffix(".r0.Pst_lb_108") }?.view.frame)
        let toggle = try XCTUnwrap(layout.views.first { $0.id.hasSuffix(".r0.Pst_sw_109") }?.view.frame)
        XCTAssertEqual(describe(label), "0,0,236,31")
        XCTAssertEqual(describe(toggle), "245,0,100,31")
    }
}
