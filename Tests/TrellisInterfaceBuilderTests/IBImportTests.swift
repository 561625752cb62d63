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
}
