import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// IBReader.swift / IBViewReader.swift: what Trellis lays out fully gets no
/// "unsupported element" warning. A table view controller is its table
/// (laid out with its rows), and a cell xib's top-level `<tableViewCell>`
/// is laid out as Xcode's canvas shows it: at its stored frame, its content
/// view as stored, its subviews by their constraints. Other container
/// controllers still get one.
final class SupportedTopLevelsTests: XCTestCase {
    func testTableViewControllersAreNotUnsupported() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Tables.storyboard"))
        XCTAssertTrue(try String(contentsOfFile: Fixtures.path("Tables.storyboard"), encoding: .utf8).contains("<tableViewController"))
        XCTAssertFalse(doc.warnings.contains { $0.message.contains("Controller>") }, doc.warnings.map(\.message).joined(separator: "\n"))
    }

    func testACellXibLaysOutItsContentWithoutWarnings() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Cel-tc-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-tc-001" id="Cnt-tc-002">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dot-tc-003">
                                    <rect key="frame" x="16" y="20" width="20" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="20" id="Dtw-tc-004"/>
                                        <constraint firstAttribute="height" constant="20" id="Dth-tc-005"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Dot-tc-003" firstAttribute="leading" secondItem="Cnt-tc-002" secondAttribute="leading" constant="16" id="Dtl-tc-006"/>
                                <constraint firstItem="Dot-tc-003" firstAttribute="centerY" secondItem="Cnt-tc-002" secondAttribute="centerY" id="Dtc-tc-007"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(xib.utf8), file: "Cell.xib")
        XCTAssertEqual(doc.warnings.map(\.message), [])
        let byId = try frames(of: try doc.imported(doc.scenes[0]))
        XCTAssertEqual(byId["Cnt-tc-002"], "0,0,320,60")
        XCTAssertEqual(byId["Dot-tc-003"], "16,20,20,20")
    }
}
