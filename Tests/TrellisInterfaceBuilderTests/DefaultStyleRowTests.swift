import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Self-sizing rows of the default style on Xcode's canvas
/// (docs/INTERFACE-BUILDER.md, "Default rows: larger text, images, empty
/// labels"), on storyboards written here: a plain prototype table of
/// automatic heights (`rowHeight="-1" estimatedRowHeight="-1"`) on a
/// 375 × 667 phone at 2×, one default-style prototype whose label's font,
/// text and image each test picks.
final class DefaultStyleRowTests: XCTestCase {
    func storyboard(tools: String, font: String, text: String = "Title", image: String? = nil,
                    imageSize: (Int, Int) = (0, 0)) -> String {
        let imageAttribute = image == nil ? "" : #" imageView="Def-im-img""#
        let imageView = image.map { name in
            """
                                                    <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" image="\(name)" id="Def-im-img">
                                                        <rect key="frame" x="16" y="0.0" width="\(imageSize.0)" height="\(imageSize.1)"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </imageView>
            """
        } ?? ""
        let resources = image.map { #"<resources><image name="\#($0)" width="\#(imageSize.0)" height="\#(imageSize.1)"/></resources>"# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Def-sc-001">
                        <objects>
                            <tableViewController id="Def-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Def-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="place" textLabel="Def-tl-lbl"\(imageAttribute) style="IBUITableViewCellStyleDefault" id="Def-ce-cel">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Def-ce-cel" id="Def-cv-cnt">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Def-tl-lbl">
                                                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        \(font)
                                                    </label>
            \(imageView)
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
                \(resources)
            </document>
            """
    }

    func system(_ size: Int, bold: Bool = false) -> String {
        #"<fontDescription key="fontDescription" type="\#(bold ? "boldSystem" : "system")" pointSize="\#(size)"/>"#
    }

    /// Packt's iOS 13 and iOS 16 Programming for Beginners (tools 15505 and
    /// 21225) store a default row of 20-point text 47.5 high, its label
    /// spanning it, where 17-point rows are 43.5: the row grows by the
    /// line's extra height (24 − 20.4, rounded up to the pixel). The
    /// import writes the label's font on the row.
    func testTwentyPointTextMakesA47AndAHalfRow() throws {
        for tools in ["15505", "21225"] {
            let imported = try importedScene(xml: storyboard(tools: tools, font: system(20)), file: "Locations.storyboard")
            XCTAssertTrue(imported.yaml.contains(#"font: {textLabel: "System 20"}"#), imported.yaml)
            let f = try frames(of: imported)
            XCTAssertEqual(f["Def-ce-cel"]?.split(separator: ",").last, "47.5", tools)
            // Before Xcode 12 the import keeps content views a separator
            // short (docs/INTERFACE-BUILDER.md, "Tables"): 47 there.
            XCTAssertEqual(f["Def-tl-lbl"], tools == "15505" ? "16,0,343,47" : "16,0,343,47.5", tools)
        }
        // Bold 20 (ioscreator, 15505) too.
        let bold = try frames(of: try importedScene(xml: storyboard(tools: "15505", font: system(20, bold: true)), file: "Bold.storyboard"))
        XCTAssertEqual(bold["Def-ce-cel"]?.split(separator: ",").last, "47.5")
    }

    /// 17-point and smaller text keeps the least height of built-in rows
    /// (43.5 on these canvases; Esri's and Blink's 16-point rows are 43.5),
    /// and the import writes no font for the 17-point system font.
    func testSeventeenAndSixteenPointRowsKeepTheLeastHeight() throws {
        let imported = try importedScene(xml: storyboard(tools: "21225", font: system(17)), file: "Plain.storyboard")
        XCTAssertFalse(imported.yaml.contains("font: {textLabel"), imported.yaml)
        XCTAssertEqual(try frames(of: imported)["Def-ce-cel"]?.split(separator: ",").last, "43.5")
        let small = try frames(of: try importedScene(xml: storyboard(tools: "21225", font: system(16)), file: "Small.storyboard"))
        XCTAssertEqual(small["Def-ce-cel"]?.split(separator: ",").last, "43.5")
    }

    /// An empty default-style label still spans the content view, as
    /// Xcode stores it (iNaturalist, 19162; Habitica, 23090; Seafile,
    /// 23504): 16, 0, 343 wide and as high as the row, where it was left
    /// unplaced (0 × 0, ambiguous).
    func testEmptyLabelSpansTheContentView() throws {
        let imported = try importedScene(xml: storyboard(tools: "21225", font: system(17), text: ""), file: "Empty.storyboard")
        let f = try frames(of: imported)
        let row = try XCTUnwrap(f["Def-ce-cel"]?.split(separator: ",").last.map(String.init))
        XCTAssertEqual(f["Def-tl-lbl"], "16,0,343,\(row)")
    }

    /// A built-in image holds a default row open at the content view's
    /// edges, not its margins: CypherPoet's iOS Apprentice stores a
    /// 51.5-point image's row 51.5 high with the image at y 0 (14845) and
    /// a 38-point image centred in a 44-point row (14490), where 11-point
    /// margins would make them 73.5 and 60.
    func testImageHoldsTheRowAtTheEdges() throws {
        let tall = try frames(of: try importedScene(xml: storyboard(tools: "14845", font: system(17), image: "menu", imageSize: (55, 52)), file: "Menu.storyboard"))
        XCTAssertEqual(tall["Def-ce-cel"]?.split(separator: ",").last, "52.5")
        XCTAssertEqual(tall["Def-im-img"], "16,0,55,52")
        let short = try frames(of: try importedScene(xml: storyboard(tools: "14490", font: system(17), image: "pin", imageSize: (38, 38)), file: "Pins.storyboard"))
        XCTAssertEqual(short["Def-ce-cel"]?.split(separator: ",").last, "44")
        XCTAssertEqual(short["Def-im-img"]?.split(separator: ",").last, "38")
    }
}
