import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `trellis layout FILE.storyboard --json` (IBFramesJSON) and `trellis
/// import` then `trellis layout X.yaml --json` (FramesRecord) give the same
/// frames (issue 11: "import → render round-trips give identical frames";
/// scripts/ib-roundtrip measures it on real files, docs/INTERFACE-BUILDER.md
/// "Import → layout round trips").
final class FramesJSONRoundTripTests: XCTestCase {
    /// A view whose margins follow its own safe area, pinned by those
    /// margins to the root's safe area: its margins grow as it moves, so the
    /// layout never settles and every pass moves it again (`Rtp-lp-004`).
    /// LintFramesTests uses it too.
    static let unsettledStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Rtp-sc-001">
                    <objects>
                        <viewController id="Rtp-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rtp-rv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rtp-lp-004">
                                        <rect key="frame" x="0.0" y="12" width="375" height="655"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Rtp-bx-005">
                                        <rect key="frame" x="0.0" y="20" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Rtp-sa-006"/>
                                <constraints>
                                    <constraint firstItem="Rtp-lp-004" firstAttribute="topMargin" secondItem="Rtp-sa-006" secondAttribute="top" id="Rtp-c1-007"/>
                                    <constraint firstItem="Rtp-sa-006" firstAttribute="bottom" secondItem="Rtp-lp-004" secondAttribute="bottomMargin" id="Rtp-c2-008"/>
                                    <constraint firstItem="Rtp-lp-004" firstAttribute="leading" secondItem="Rtp-rv-003" secondAttribute="leading" id="Rtp-c3-009"/>
                                    <constraint firstAttribute="trailing" secondItem="Rtp-lp-004" secondAttribute="trailing" id="Rtp-c4-010"/>
                                    <constraint firstItem="Rtp-bx-005" firstAttribute="top" secondItem="Rtp-sa-006" secondAttribute="top" id="Rtp-c5-011"/>
                                    <constraint firstItem="Rtp-bx-005" firstAttribute="leading" secondItem="Rtp-rv-003" secondAttribute="leading" id="Rtp-c6-012"/>
                                    <constraint firstAttribute="trailing" secondItem="Rtp-bx-005" secondAttribute="trailing" id="Rtp-c7-013"/>
                                    <constraint firstItem="Rtp-bx-005" firstAttribute="height" constant="50" id="Rtp-c8-014"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A view whose margins follow its own safe area, pinned by its top
    /// and bottom margins to the root's safe area (DuckDuckGo's bookmarks
    /// container pinned so to the top and bottom layout guides): its
    /// margins grow as it moves up, so the layout never settles and each
    /// pass moves it again. Asking a view whether it is ambiguous runs the
    /// layout; IBFramesJSON asked between views, so views read after the
    /// first had moved one pass more than in the YAML's record, which reads
    /// every frame first. Both now read the frames of the same pass.
    func testFramesAreReadBeforeAmbiguityMovesAnUnsettledLayout() throws {
        let imported = try importedScene(xml: Self.unsettledStoryboard, file: "loop.storyboard")
        let ibLayout = try LayoutBuilder.build(imported.document)
        let json = IBFramesJSON.render(imported, ibLayout)
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var ib: [String: String] = [:]
        for case let v as [String: Any] in records["views"] as? [Any] ?? [] {
            let f = try XCTUnwrap(v["frame"] as? [String: Double])
            ib[v["name"] as! String] = describe(CGRect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!))
        }
        let yamlLayout = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "loop.yaml"))
        yamlLayout.window.layoutIfNeeded()
        var yaml: [String: String] = [:]
        for (name, view) in yamlLayout.views { yaml[name] = describe(view.frame) }
        XCTAssertEqual(ib.count, 3)
        XCTAssertEqual(ib, yaml)
        // The unsettled view is left where the first layout put it, not
        // at its stored frame (no frame satisfies its constraints).
        XCTAssertNotEqual(ib[imported.names["Rtp-lp-004"]!], "0,12,375,655")
    }
}
