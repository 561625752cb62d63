import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// iOS 6's grouped rows on Xcode 4's canvas (tools below 4000), as three
/// Stanford CS193p TopPlaces copies store them (aleene's 1938, wdmchaft's
/// 2182, Chrichton's 2549; docs/INTERFACE-BUILDER.md, "iOS 6's grouped
/// rows"): full-width 320-point rows whose content views are inset 10 at
/// the sides and 43 high, a point down in a section's first row (45 high),
/// the last row a point taller below when separators show (a lone row
/// 46); an untitled first section at the table's section header height
/// (10), the "Prototype Cells" header 46 high on an iPhone storyboard, 34
/// on an iPad one. The hand-written files below are in Xcode 4's format
/// (`<view key="contentView">`, no device): a static grouped table with
/// two default-style disclosure rows, or a prototype one with one.
final class Xcode4GroupedRowTests: XCTestCase {
    static func row(_ i: Int, y: Double, height: Double, contentY: Double, text: String) -> String {
        """
                                <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Row\(i)" textLabel="Grp-lt-00\(i)" style="IBUITableViewCellStyleDefault" id="Grp-c\(i)-001">
                                    <rect key="frame" x="0.0" y="\(IBTestDocument.number(y))" width="320" height="\(IBTestDocument.number(height))"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                        <rect key="frame" x="10" y="\(IBTestDocument.number(contentY))" width="280" height="43"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Grp-lt-00\(i)">
                                                <rect key="frame" x="10" y="0.0" width="260" height="43"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </tableViewCell>
        """
    }

    /// Also imported by `ImportSchemaTests` (its cell metric must pass the schema).
    static func file(prototypes: Bool, separator: String = "singleLineEtched", pad: Bool = false, tools: String = "2182") -> String {
        let body = prototypes
            ? "<prototypes>\n" + row(1, y: pad ? 34 : 46, height: separator == "none" ? 45 : 46, contentY: 1, text: "Place") + "\n</prototypes>"
            : "<sections>\n<tableViewSection id=\"Grp-se-001\">\n<cells>\n"
                + row(1, y: 10, height: 45, contentY: 1, text: "Itinerary") + "\n"
                + row(2, y: 55, height: 45, contentY: 0, text: "Tags") + "\n</cells>\n</tableViewSection>\n</sections>"
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.1" toolsVersion="\(tools)" systemVersion="11E53" targetRuntime="\(pad ? "iOS.CocoaTouch.iPad" : "iOS.CocoaTouch")" propertyAccessControl="none">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="1181"/>
                </dependencies>
                <scenes>
                    <scene sceneID="Grp-sc-001">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Grp-fr-001" sceneMemberID="firstResponder"/>
                            <tableViewController id="Grp-vc-001" sceneMemberID="viewController">
                                <tableView key="view" opaque="NO" clipsSubviews="YES" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(prototypes ? "prototypes" : "static")" style="grouped" separatorStyle="\(separator)" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="Grp-tv-001">
                                    <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                                    \(body)
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func laidOut(_ xml: String) throws -> [String: String] {
        try frames(of: try importedScene(xml: xml, file: "Grouped.storyboard"))
    }

    /// wdmchaft's static table: rows at 10 and 55, 45 each, content views
    /// at 10,1 and 10,0, the labels 260 wide (10 in from each side).
    func testStaticSectionOfTwoRows() throws {
        let f = try laidOut(Self.file(prototypes: false))
        XCTAssertEqual(f["Grp-c1-001"], "0,10,320,45")
        XCTAssertEqual(f["Grp-c2-001"], "0,55,320,45")
        XCTAssertEqual(f["Grp-lt-001"], "10,0,260,43")
        XCTAssertEqual(f["Grp-lt-002"], "10,0,260,43")
    }

    /// The prototype header: 46 on an iPhone storyboard (aleene's and
    /// Chrichton's, a lone row 46 high), 34 on an iPad one (Chrichton's and
    /// wdmchaft's 320-wide master tables); without separators the lone row
    /// is 45 (wdmchaft's).
    func testPrototypeSection() throws {
        XCTAssertEqual(try laidOut(Self.file(prototypes: true))["Grp-c1-001"], "0,46,320,46")
        XCTAssertEqual(try laidOut(Self.file(prototypes: true, pad: true))["Grp-c1-001"], "0,34,320,46")
        XCTAssertEqual(try laidOut(Self.file(prototypes: true, separator: "none"))["Grp-c1-001"], "0,46,320,45")
        XCTAssertEqual(try laidOut(Self.file(prototypes: true))["Grp-lt-001"], "10,0,260,43")
    }

    /// Xcode 5's iOS 7 canvas (an iOS 7 document) keeps iOS 7's grouped
    /// rows: full-width content views, the first untitled header 35.
    func testXcode5KeepsIOS7GroupedRows() throws {
        let f = try laidOut(Self.file(prototypes: false, tools: "4514"))
        XCTAssertEqual(f["Grp-c1-001"], "0,35,320,44")
        XCTAssertEqual(f["Grp-lt-001"], "15,0,270,43.5")
    }
}
