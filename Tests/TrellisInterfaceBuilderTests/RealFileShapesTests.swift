import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Shapes real storyboards have that the import refused or misreported
/// (seen in public apps' files; these documents are written by hand):
/// a table whose rows all come from code, negative layout margins, and a
/// root view Xcode stored below an opaque navigation bar.
final class RealFileShapesTests: XCTestCase {
    func document(_ body: String, toolsVersion: String = "14113") throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Shp-sc-001">
                        <objects>
            \(body)
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "shapes.storyboard")
    }

    /// A table view with no prototype or static cells (its data source
    /// fills it at run time) imports as a table with no sections, laid out
    /// empty, instead of the import writing `sections:` with nothing under
    /// it (which the format refused: "expected a list of sections").
    func testTableWithoutCellsImportsEmpty() throws {
        let doc = try document("""
                            <viewController id="Shp-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Shp-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Shp-tv-004">
                                            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                        </tableView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Shp-tv-004" firstAttribute="top" secondItem="Shp-rv-003" secondAttribute="top" constant="20" id="Shp-c1-005"/>
                                        <constraint firstItem="Shp-tv-004" firstAttribute="leading" secondItem="Shp-rv-003" secondAttribute="leading" id="Shp-c2-006"/>
                                        <constraint firstAttribute="trailing" secondItem="Shp-tv-004" secondAttribute="trailing" id="Shp-c3-007"/>
                                        <constraint firstAttribute="bottom" secondItem="Shp-tv-004" secondAttribute="bottom" id="Shp-c4-008"/>
                                    </constraints>
                                </view>
                            </viewController>
            """)
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("sections: []"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let table = try XCTUnwrap(layout.view(imported.names["Shp-tv-004"]!) as? UITableView)
        XCTAssertEqual(describe(table.frame), "0,20,375,647")
        XCTAssertEqual(table.numberOfSections, 0)
        XCTAssertTrue(IBLint.check(imported, layout).isEmpty)
    }

    /// UIKit's layout margins may be negative (UIView.layoutMargins takes
    /// any UIEdgeInsets); Xcode stores them as written. A view pinned to
    /// such a margin reaches past its superview's edge.
    func testNegativeLayoutMargins() throws {
        let doc = try document("""
                            <viewController id="Shp-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Shp-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shp-ct-004">
                                            <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shp-in-005">
                                                    <rect key="frame" x="8" y="-50" width="359" height="100"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Shp-in-005" firstAttribute="top" secondItem="Shp-ct-004" secondAttribute="topMargin" id="Shp-c5-009"/>
                                                <constraint firstItem="Shp-in-005" firstAttribute="leading" secondItem="Shp-ct-004" secondAttribute="leadingMargin" id="Shp-c6-010"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="Shp-in-005" secondAttribute="trailing" id="Shp-c7-011"/>
                                                <constraint firstItem="Shp-in-005" firstAttribute="height" constant="100" id="Shp-c8-012"/>
                                            </constraints>
                                            <edgeInsets key="layoutMargins" top="-50" left="8" bottom="8" right="8"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Shp-ct-004" firstAttribute="top" secondItem="Shp-rv-003" secondAttribute="top" constant="100" id="Shp-c1-005"/>
                                        <constraint firstItem="Shp-ct-004" firstAttribute="leading" secondItem="Shp-rv-003" secondAttribute="leading" id="Shp-c2-006"/>
                                        <constraint firstAttribute="trailing" secondItem="Shp-ct-004" secondAttribute="trailing" id="Shp-c3-007"/>
                                        <constraint firstItem="Shp-ct-004" firstAttribute="height" constant="200" id="Shp-c4-008"/>
                                    </constraints>
                                </view>
                            </viewController>
            """)
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        XCTAssertEqual(layout.view(imported.names["Shp-in-005"]!).map { describe($0.frame) }, "8,-50,359,100")
        XCTAssertTrue(IBLint.check(imported, layout).isEmpty)
    }

    /// Xcode 8 stored a view controller's view below an opaque navigation
    /// bar at y 64, where UIKit puts it (the bar and status bar above it).
    /// Trellis's canvas is the root view, so the frames record places the
    /// root at its stored origin; its subviews stay relative to it.
    func testRootBelowAnOpaqueBarIsRecordedWhereUIKitPutsIt() throws {
        let doc = try document("""
                            <viewController id="Shp-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Shp-rv-003">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Shp-bx-004">
                                            <rect key="frame" x="0.0" y="10" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Shp-bx-004" firstAttribute="top" secondItem="Shp-rv-003" secondAttribute="top" constant="10" id="Shp-c1-005"/>
                                        <constraint firstItem="Shp-bx-004" firstAttribute="leading" secondItem="Shp-rv-003" secondAttribute="leading" id="Shp-c2-006"/>
                                        <constraint firstAttribute="trailing" secondItem="Shp-bx-004" secondAttribute="trailing" id="Shp-c3-007"/>
                                        <constraint firstItem="Shp-bx-004" firstAttribute="height" constant="50" id="Shp-c4-008"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
            """, toolsVersion: "11762")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        let json = IBFramesJSON.render(imported, layout)
        let record = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let views = record["views"] as! [[String: Any]]
        func frame(_ id: String, _ key: String = "frame") -> [Double]? {
            guard let r = views.first(where: { $0["id"] as? String == id })?[key] as? [String: Double] else { return nil }
            return [r["x"]!, r["y"]!, r["width"]!, r["height"]!]
        }
        XCTAssertEqual(frame("Shp-rv-003"), [0, 64, 375, 603], json)
        XCTAssertEqual(frame("Shp-rv-003", "absoluteFrame"), [0, 0, 375, 603], json)
        XCTAssertEqual(frame("Shp-bx-004"), [0, 10, 375, 50], json)
    }

    /// A freeform xib view (600 x 100) designed on a 414-point phone
    /// (`retina6_1` in Xcode 11 and 12): Xcode lays it out with the phone's
    /// 20-point minimum margins (and its 44-point top safe area), as message
    /// banners in public apps are stored; on a 375-point phone, 20 as well,
    /// since the view is 400 points wide or wider (Google's ads samples'
    /// launch screens, SwiftMessages' dialog: WideFreeformMarginTests), and,
    /// in an Xcode 12 file, no status bar (IBDevice.simulatesStatusBar).
    func testFreeformXibTakesItsDevicesMinimumMargins() throws {
        func leading(device: String) throws -> (yaml: String, frame: String?) {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                    <device id="\(device)" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="Ban-rv-001">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ban-bg-002">
                                    <rect key="frame" x="20" y="44" width="560" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Ban-bg-002" firstAttribute="leading" secondItem="Ban-rv-001" secondAttribute="leadingMargin" id="Ban-c1-003"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Ban-bg-002" secondAttribute="trailing" id="Ban-c2-004"/>
                                <constraint firstItem="Ban-bg-002" firstAttribute="top" secondItem="Ban-rv-001" secondAttribute="topMargin" id="Ban-c3-005"/>
                                <constraint firstItem="Ban-bg-002" firstAttribute="height" constant="40" id="Ban-c4-006"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "banner.xib")
            let imported = try doc.imported(doc.scenes[0])
            let layout = try LayoutBuilder.build(imported.document)
            return (imported.yaml, layout.view(imported.names["Ban-bg-002"]!).map { describe($0.frame) })
        }
        let large = try leading(device: "retina6_1")
        XCTAssertTrue(large.yaml.contains("screen: {width: 414, height: 896}"), large.yaml)
        XCTAssertEqual(large.frame, "20,44,560,40")
        XCTAssertEqual(try leading(device: "retina4_7").frame, "20,0,560,40")
    }

    /// A default-style cell's built-in image view (`imageView="…"` on the
    /// cell, its image's size in `<resources>`): the row shows the image at
    /// the leading margin, centred, and the text after it (16 + 25 + 15:
    /// every Xcode canvas leaves 15, docs/INTERFACE-BUILDER.md, "Built-in
    /// images before Xcode 14"), on the whole point above its centred y.
    func testBuiltInImageViewOfAStyleCell() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Img-sc-001">
                        <objects>
                            <tableViewController id="Img-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Img-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="Img-ts-004">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Img-tl-006" imageView="Img-iv-007" style="IBUITableViewCellStyleDefault" id="Img-c1-005">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="Img-c1-005" id="Img-cv-008">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Animations" textAlignment="natural" lineBreakMode="tailTruncation" id="Img-tl-006">
                                                                <rect key="frame" x="56" y="0.0" width="303" height="43.5"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                            <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" image="star" id="Img-iv-007">
                                                                <rect key="frame" x="16" y="10" width="25" height="22"/>
                                                            </imageView>
                                                        </subviews>
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
                <resources>
                    <image name="star" width="25" height="22"/>
                </resources>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "images.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("image: {name: \"image\", width: 25, height: 22}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        func frame(_ suffix: String) -> String? { layout.views.first { $0.id.hasSuffix(suffix) }.map { describe($0.view.frame) } }
        // 10.75 centred: Xcode 10 stores the whole point above, 10
        // ("Built-in images on whole points before Xcode 11").
        XCTAssertEqual(frame(".r0.imageView"), "16,10,25,22")
        XCTAssertEqual(frame(".r0.textLabel"), "56,0,303,43.5")
    }

    func describe(_ r: CGRect) -> String {
        [r.minX, r.minY, r.width, r.height].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
    }

    func xib(_ body: String, height: Int = 200) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Fsh-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask"/>
            \(body)
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "shapes.xib")
    }

    /// A view `<variation key="default">` uninstalls is not in the
    /// hierarchy, and the constraints naming it, which Xcode leaves in the
    /// superview's list (Element iOS's MediaPicker and toolbar xibs), are
    /// not installed with it: the import drops them instead of refusing
    /// the file ("names unknown object"). The installed box: 20 from the
    /// top, 10 from the leading edge, 100 × 40.
    func testConstraintsNamingAnUninstalledViewAreNotInstalled() throws {
        let doc = try xib("""
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fsh-bx-002">
                                <rect key="frame" x="10" y="20" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Fsh-c1-003"/>
                                    <constraint firstAttribute="height" constant="40" id="Fsh-c2-004"/>
                                </constraints>
                            </view>
                            <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fsh-tb-005">
                                <rect key="frame" x="0.0" y="156" width="320" height="44"/>
                            </toolbar>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Fsh-bx-002" firstAttribute="top" secondItem="Fsh-rt-001" secondAttribute="top" constant="20" id="Fsh-c3-006"/>
                            <constraint firstItem="Fsh-bx-002" firstAttribute="leading" secondItem="Fsh-rt-001" secondAttribute="leading" constant="10" id="Fsh-c4-007"/>
                            <constraint firstItem="Fsh-tb-005" firstAttribute="leading" secondItem="Fsh-rt-001" secondAttribute="leading" id="Fsh-c5-008"/>
                            <constraint firstAttribute="bottom" secondItem="Fsh-tb-005" secondAttribute="bottom" id="Fsh-c6-009"/>
                            <constraint firstItem="Fsh-tb-005" firstAttribute="top" secondItem="Fsh-bx-002" secondAttribute="bottom" constant="8" id="Fsh-c7-010"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="Fsh-tb-005"/>
                            </mask>
                        </variation>
            """)
        let imported = try doc.imported(doc.scenes[0])
        let f = try frames(of: imported)
        XCTAssertEqual(f["Fsh-bx-002"], "10,20,100,40")
        XCTAssertNil(f["Fsh-tb-005"])
        XCTAssertFalse(imported.yaml.contains("Fsh_tb_005"), imported.yaml)
    }

    /// `pointSize="0.0"` (WooCommerce's subtitle cells) is not a size: the
    /// label gets UILabel's default 17-point system font instead of the
    /// import writing "System 0", which the format refuses; its size is
    /// still its stored frame (the text rule).
    func testAZeroPointFontIsTheDefaultSize() throws {
        let doc = try xib("""
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Fsh-lb-011">
                                <rect key="frame" x="16" y="6" width="25" height="14.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Fsh-lb-011" firstAttribute="top" secondItem="Fsh-rt-001" secondAttribute="top" constant="6" id="Fsh-c8-012"/>
                            <constraint firstItem="Fsh-lb-011" firstAttribute="leading" secondItem="Fsh-rt-001" secondAttribute="leading" constant="16" id="Fsh-c9-013"/>
                        </constraints>
            """)
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains(#"font: "System 17""#), imported.yaml)
        XCTAssertEqual(try frames(of: imported)["Fsh-lb-011"], "16,6,25,14.5")
    }

    /// A top-level view stored 0 points high (Element's empty timeline
    /// cell) is laid out on a 1-point canvas rather than refused (a layout
    /// file's canvas side is at least 1); its 0-high subview, pinned to the
    /// top with a 0 height, stays 0 high.
    func testAZeroHighTopLevelViewIsLaidOut() throws {
        let doc = try xib("""
                        <subviews>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fsh-zr-014">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/>
                                <constraints>
                                    <constraint firstAttribute="height" id="Fsh-ca-015"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Fsh-zr-014" firstAttribute="top" secondItem="Fsh-rt-001" secondAttribute="top" id="Fsh-cb-016"/>
                            <constraint firstItem="Fsh-zr-014" firstAttribute="leading" secondItem="Fsh-rt-001" secondAttribute="leading" id="Fsh-cc-017"/>
                            <constraint firstAttribute="trailing" secondItem="Fsh-zr-014" secondAttribute="trailing" id="Fsh-cd-018"/>
                        </constraints>
            """, height: 0)
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("canvas: {width: 320, height: 1,"), imported.yaml)
        XCTAssertEqual(try frames(of: imported)["Fsh-zr-014"], "0,0,320,0")
    }

    /// A top-level table cell has no safe area on the canvas (a table keeps
    /// its cells out of the unsafe area): WooCommerce's refund cells on the
    /// 414 × 896 phone store a margins-relative stack's label 16 down, not
    /// 44 + 16. A stack with 16-point top and bottom margins holding a
    /// 20.5-high label: the label at y 16, the stack 52.5 high.
    func testATopLevelTableCellHasNoSafeArea() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="Cel-tc-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="52.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-tc-001" id="Cel-cv-002">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="52.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-sv-003">
                                    <rect key="frame" x="20" y="0.0" width="374" height="52.5"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-lb-004">
                                            <rect key="frame" x="0.0" y="16" width="374" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="0.0" bottom="16" trailing="0.0"/>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Cel-sv-003" firstAttribute="leading" secondItem="Cel-cv-002" secondAttribute="leading" constant="20" id="Cel-c1-005"/>
                                <constraint firstItem="Cel-sv-003" firstAttribute="top" secondItem="Cel-cv-002" secondAttribute="top" id="Cel-c2-006"/>
                                <constraint firstAttribute="trailing" secondItem="Cel-sv-003" secondAttribute="trailing" constant="20" id="Cel-c3-007"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let imported = try importedScene(xml: text, file: "cell.xib")
        XCTAssertTrue(imported.yaml.contains("safeArea: {top: 0, left: 0, bottom: 0, right: 0}"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Cel-sv-003"], "20,0,374,52.5")
        XCTAssertEqual(f["Cel-lb-004"], "0,16,374,20.5")
    }
}
