import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// IBImport.swift: the YAML an import writes holds the file's text only
/// inside quoted strings and one-line comments.
final class IBImportTests: XCTestCase {
    /// A line break in a userLabel or id (written `&#10;` in the XML) ended
    /// the comment it was copied into, and the rest became YAML: the import
    /// failed ("unexpected end of stream"), or read views the file hasn't.
    func testLineBreaksInLabelsAndIdsStayInTheirComment() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="R-1&#10;root: {}"><rect key="frame" x="0" y="0" width="100" height="50"/>
                        <subviews>
                            <view id="A-1" userLabel="x&#10;    - {id: evil}&#x2028;- {id: evil2}&#x85;&#13;">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "labels.xib")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertEqual(imported.document.root.subviews.map(\.id), ["xIdEvilIdEvil2"], imported.yaml)
        XCTAssertFalse(imported.yaml.contains("\n    - {id: evil}"), imported.yaml)
        XCTAssertEqual(IBText.comment("# a\nb\r\u{85}\u{2028}\u{2029}\t"), "# a b     ")
    }

    /// Session 20's hostile storyboards: a static table of 100,000 cells
    /// was imported whole and then refused by the layout reader, placed at
    /// the scene's controller (9 s of a debug build). It is refused before
    /// the import, at the first cell past TableSpec.maxRows; 2,000 cells
    /// are still a table.
    func testATableOfTooManyCellsIsRefusedAtTheFirstCellTooMany() throws {
        func storyboard(_ n: Int) -> String {
            IBTestDocument.storyboard(scenes: [IBTestDocument.scene("Tmc-sc", controller: IBTestDocument.tableViewController(
                "Tmc-vc", table: "Tmc-tv", (0, 0, 375, 667), attributes: #"dataMode="static" style="plain""#,
                inner: ["<sections>", "<tableViewSection id=\"Tmc-s\">", "<cells>"]
                    + (0..<n).map { "<tableViewCell contentMode=\"scaleToFill\" id=\"Tmc-c\($0)\"/>" }
                    + ["</cells>", "</tableViewSection>", "</sections>"]))])
        }
        let text = storyboard(TableSpec.maxRows + 1)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "cells.storyboard")
        XCTAssertThrowsError(try doc.imported(doc.scenes[0])) { error in
            let e = error as! FormatError
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("id=\"Tmc-c\(TableSpec.maxRows)\"") }! + 1
            XCTAssertEqual(e.line, line, e.description)
            XCTAssertEqual(e.message, "table Tmc-tv has 2001 cells")
            XCTAssertEqual(e.expected, "at most 2000 rows in a table (docs/LIMITS.md)")
        }
        let fits = try InterfaceBuilderFile.parse(Data(storyboard(TableSpec.maxRows).utf8), file: "cells.storyboard")
        XCTAssertNoThrow(try fits.imported(fits.scenes[0]))
    }
}
