import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A styled cell's `indentationLevel` × `indentationWidth` moves its
/// built-in views on from the leading margin (UIKit: `indentationLevel` is
/// "the indentation level of the cell's content", each level
/// `indentationWidth` wide; docs/INTERFACE-BUILDER.md, "Indented rows").
/// Xcode stores the text there: TeleMed's side menus (18122, a 359-wide
/// table on the 414-point phone, level 1 of 37: text at 57 = 20 + 37),
/// GoMap's quest list (24764, level 2 of 10 on the 375-point phone: 36 =
/// 16 + 20), raywenderlich.com's PrettyIcons (8191, level 1 of 10 in
/// Xcode 7's rows: 25 = 15 + 10). Xcode writes `indentationLevel="1"
/// indentationWidth="0.0"` on many cells: no indentation. Hand-written in
/// Xcode 16's format on the 375-point phone: a static table with an
/// indented basic row, an indented value1 row, an unindented one and an
/// indented custom cell whose own label is pinned to the content view's
/// margin.
final class IndentedRowTests: XCTestCase {
    static func row(_ id: String, y: Int, level: Int?, width: String, style: String?, label: String) -> String {
        let indent = (level.map { "indentationLevel=\"\($0)\" " } ?? "") + "indentationWidth=\"\(width)\""
        let styleAttr = style.map { "textLabel=\"\(label)\" style=\"IBUITableViewCellStyle\($0)\" " } ?? ""
        let constraints = style == nil ? """
                                                    <constraints>
                                                        <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-c1"/>
                                                        <constraint firstItem="\(label)" firstAttribute="centerY" secondItem="\(id)-cv" secondAttribute="centerY" id="\(id)-c2"/>
                                                    </constraints>
        """ : ""
        let autoresizing = style == nil ? " translatesAutoresizingMaskIntoConstraints=\"NO\"" : ""
        return """
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(indent) \(styleAttr)id="\(id)">
                                                <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="\(id)" id="\(id)-cv">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Answer" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"\(autoresizing) id="\(label)">
                                                            <rect key="frame" x="0.0" y="0.0" width="60" height="20.333333333333332"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
        \(constraints)
                                                </tableViewCellContentView>
                                            </tableViewCell>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="IdR-sc-001">
                    <objects>
                        <tableViewController id="IdR-vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="IdR-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <sections>
                                    <tableViewSection id="IdR-se-001">
                                        <cells>
        \(row("IdR-ce-001", y: 0, level: 2, width: "10", style: "Default", label: "IdR-lb-001"))
        \(row("IdR-ce-002", y: 44, level: 1, width: "37", style: "Value1", label: "IdR-lb-002"))
        \(row("IdR-ce-003", y: 88, level: 1, width: "0.0", style: "Default", label: "IdR-lb-003"))
        \(row("IdR-ce-004", y: 132, level: 1, width: "37", style: nil, label: "IdR-lb-004"))
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

    func frames() throws -> [String: String] {
        let doc = try InterfaceBuilderFile.parse(Data(Self.storyboard.utf8), file: "Quests.storyboard")
        return try TrellisInterfaceBuilderTests.frames(of: try doc.imported(try XCTUnwrap(doc.scene("IdR-vc-001"))))
    }

    /// Level 2 of 10: the basic row's text at 16 + 20 = 36, ending at the
    /// trailing margin (375 − 16 − 36 = 323 wide).
    func testABasicRowsTextStartsTwoLevelsIn() throws {
        let f = try frames()
        let l = try XCTUnwrap(f["IdR-lb-001"]).split(separator: ",")
        XCTAssertEqual(l[0], "36")
        XCTAssertEqual(l[2], "323")
    }

    /// Level 1 of 37 in a value1 row: the text at 16 + 37 = 53.
    func testAValue1RowsTextStartsOneLevelIn() throws {
        let f = try frames()
        XCTAssertEqual(try XCTUnwrap(f["IdR-lb-002"]).split(separator: ",")[0], "53")
    }

    /// Xcode's `indentationLevel="1" indentationWidth="0.0"`: no indentation.
    func testAZeroWidthLevelIndentsNothing() throws {
        let f = try frames()
        XCTAssertEqual(try XCTUnwrap(f["IdR-lb-003"]).split(separator: ",")[0], "16")
    }

    /// A custom cell's own label, pinned to the content view's margin,
    /// stays at the margin: indentation moves only the built-in views.
    func testACustomCellsOwnViewsAreNotIndented() throws {
        let f = try frames()
        XCTAssertEqual(try XCTUnwrap(f["IdR-lb-004"]).split(separator: ",")[0], "16")
    }

    /// The import writes the indentation on the row.
    func testTheImportWritesTheRowsIndentation() throws {
        let doc = try InterfaceBuilderFile.parse(Data(Self.storyboard.utf8), file: "Quests.storyboard")
        let yaml = try doc.imported(try XCTUnwrap(doc.scene("IdR-vc-001"))).yaml
        XCTAssertTrue(yaml.contains("indentationLevel: 2, indentationWidth: 10"), yaml)
        XCTAssertFalse(yaml.contains("indentationWidth: 0"), yaml)
    }
}
