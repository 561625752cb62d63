import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `trellis lint` reports Xcode's "Scrollable Content Size Ambiguity": a
/// scroll view whose subviews' constraints don't reach from the content
/// area's leading edge to its trailing edge (or top to bottom). Apple's
/// guide ("Working with Scroll Views", Auto Layout Guide): the content's
/// size must be defined by constraints to the scroll view's edges.
final class ScrollContentLintTests: XCTestCase {
    /// A 375×667 scene: a scroll view filling the root, holding one view
    /// pinned to the content's top and leading edges, 300×900. `extra` adds
    /// constraints inside the scroll view.
    func storyboard(extra: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController id="VC1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="R1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-002">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="900"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="300" id="Cw-aa-003"/>
                                                    <constraint firstAttribute="height" constant="900" id="Ch-aa-004"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Box-aa-002" firstAttribute="top" secondItem="Scr-aa-001" secondAttribute="top" id="Ct-aa-005"/>
                                            <constraint firstItem="Box-aa-002" firstAttribute="leading" secondItem="Scr-aa-001" secondAttribute="leading" id="Cl-aa-006"/>
        \(extra)
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Scr-aa-001" firstAttribute="top" secondItem="R1" secondAttribute="top" id="Rt-aa-007"/>
                                    <constraint firstItem="Scr-aa-001" firstAttribute="bottom" secondItem="R1" secondAttribute="bottom" id="Rb-aa-008"/>
                                    <constraint firstItem="Scr-aa-001" firstAttribute="leading" secondItem="R1" secondAttribute="leading" id="Rl-aa-009"/>
                                    <constraint firstItem="Scr-aa-001" firstAttribute="trailing" secondItem="R1" secondAttribute="trailing" id="Rr-aa-010"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func lint(_ text: String) throws -> [IBDiagnostic] {
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Scroll.storyboard")
        let imported = try doc.imported(doc.scenes[0])
        return IBLint.check(imported, try LayoutBuilder.build(imported.document))
    }

    func testOpenContentEdgesAreReportedAtTheScrollView() throws {
        let found = try lint(storyboard(extra: "")).filter { $0.kind == "scrollable-content-size" }
        XCTAssertEqual(found.count, 1)
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(d.position.line, 11, "located at the <scrollView> element")
        XCTAssertTrue(d.message.hasPrefix("scrollable content size is ambiguous for "), d.message)
        XCTAssertTrue(d.message.contains("(Scr-aa-001)"), d.message)
        XCTAssertTrue(d.message.contains("width: ") && d.message.contains("height: "), d.message)
        XCTAssertTrue(d.message.contains("leading to trailing") && d.message.contains("top to bottom"), d.message)
    }

    func testOneClosedAxisLeavesOnlyTheOther() throws {
        let bottom = #"<constraint firstItem="Box-aa-002" firstAttribute="bottom" secondItem="Scr-aa-001" secondAttribute="bottom" id="Cb-aa-011"/>"#
        let found = try lint(storyboard(extra: bottom)).filter { $0.kind == "scrollable-content-size" }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("width: "), found[0].message)
        XCTAssertFalse(found[0].message.contains("height: "), found[0].message)
    }

    func testContentPinnedOnEveryEdgeIsNotReported() throws {
        let closing = """
            <constraint firstItem="Box-aa-002" firstAttribute="bottom" secondItem="Scr-aa-001" secondAttribute="bottom" id="Cb-aa-011"/>
            <constraint firstItem="Box-aa-002" firstAttribute="trailing" secondItem="Scr-aa-001" secondAttribute="trailing" id="Cr-aa-012"/>
            """
        XCTAssertEqual(try lint(storyboard(extra: closing)).filter { $0.kind == "scrollable-content-size" }.count, 0)
    }
}
