import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `trellis lint` reports the frames `trellis layout --json` gives (the
/// frames scripts/ib-match compares), even on a layout that never settles.
final class LintFramesTests: XCTestCase {
    /// The unsettled layout of FramesJSONRoundTripTests (a view whose
    /// margins follow its own safe area, pinned by those margins to the
    /// root's safe area): every pass moves it again. Lint asked each view
    /// whether it is ambiguous (which runs the layout) before reading its
    /// frame, so it reported the view a pass later than the frames record.
    /// It now reads every frame first, as IBFramesJSON does.
    func testMisplacedFramesAreTheFramesRecordsOnAnUnsettledLayout() throws {
        let imported = try importedScene(xml: FramesJSONRoundTripTests.unsettledStoryboard, file: "unsettled.storyboard")
        let json = IBFramesJSON.render(imported, try LayoutBuilder.build(imported.document))
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try XCTUnwrap(records["views"] as? [[String: Any]])
        let name = try XCTUnwrap(imported.names["Rtp-lp-004"])
        let record = try XCTUnwrap(views.first { $0["id"] as? String == "Rtp-lp-004" })
        let f = try XCTUnwrap(record["frame"] as? [String: Double])
        let frame = CGRect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!)
        XCTAssertNil(record["ambiguous"])

        let found = IBLint.check(imported, try LayoutBuilder.build(imported.document))
        let misplaced = found.filter { $0.kind == "misplaced-view" && $0.message.contains("(Rtp-lp-004)") }.map(\.message)
        // It is misplaced (no frame satisfies its constraints, so it is not
        // at its stored 0,12 375×655), by the numbers of the frames record.
        let stored = CGRect(x: 0, y: 12, width: 375, height: 655)
        let differences = IBLint.differences(expected: frame, stored: stored, tolerance: imported.tolerance)
        XCTAssertFalse(differences.isEmpty)
        XCTAssertEqual(misplaced, ["misplaced view '\(name)' (Rtp-lp-004): " + differences.joined(separator: ", ")])
    }

    /// A controller whose view is a scroll view, stored at y 64 below an
    /// opaque navigation bar (AssistoLab's DropDown demo): the import names
    /// it after its element, not `root`, and lint compared its canvas frame
    /// (y 0) with the stored one, reporting it misplaced. Lint compares the
    /// root at its place on the screen, the frame `trellis layout --json`
    /// records and scripts/ib-match compares; a subview stored off its
    /// constraints is still reported.
    func testARootViewBelowABarIsComparedWhereItSitsOnTheScreen() throws {
        let imported = try importedScene(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Lsr-sc-001">
                        <objects>
                            <viewController id="Lsr-vc-002" sceneMemberID="viewController">
                                <scrollView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="Lsr-sv-003">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lsr-bx-004">
                                            <rect key="frame" x="16" y="30" width="100" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Lsr-bx-004" firstAttribute="top" secondItem="Lsr-sv-003" secondAttribute="top" constant="20" id="Lsr-c1-005"/>
                                        <constraint firstItem="Lsr-bx-004" firstAttribute="leading" secondItem="Lsr-sv-003" secondAttribute="leading" constant="16" id="Lsr-c2-006"/>
                                        <constraint firstAttribute="bottom" secondItem="Lsr-bx-004" secondAttribute="bottom" constant="20" id="Lsr-c3-007"/>
                                        <constraint firstAttribute="trailing" secondItem="Lsr-bx-004" secondAttribute="trailing" constant="259" id="Lsr-c4-008"/>
                                        <constraint firstItem="Lsr-bx-004" firstAttribute="width" constant="100" id="Lsr-c5-009"/>
                                        <constraint firstItem="Lsr-bx-004" firstAttribute="height" constant="50" id="Lsr-c6-010"/>
                                    </constraints>
                                </scrollView>
                                <navigationItem key="navigationItem" id="Lsr-ni-011"/>
                                <simulatedNavigationBarMetrics key="topBar" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "scrollroot.storyboard")
        XCTAssertEqual(imported.rootOrigin, CGPoint(x: 0, y: 64))
        let found = IBLint.check(imported, try LayoutBuilder.build(imported.document))
        let misplaced = found.filter { $0.kind == "misplaced-view" }.map(\.message)
        let box = try XCTUnwrap(imported.names["Lsr-bx-004"])
        XCTAssertEqual(misplaced, ["misplaced view '\(box)' (Lsr-bx-004): expected y 20, stored 30"])
    }

    /// Two required heights for a prototype cell's label (hand-written
    /// into Tables.storyboard): the row's copies of the cell's constraints
    /// conflict, and lint names them by IB id and line like the scene's own
    /// constraints, located at the one the engine broke (it gave the
    /// engine's description and the scene's line before).
    func testConflictsInsideRowsNameTheCellsConstraints() throws {
        let path = Fixtures.path("Tables.storyboard")
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let at = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"Msg-k6-001\"") }) + 1
        lines.insert(#"<constraint firstItem="Msg-nm-001" firstAttribute="height" constant="30" id="Lcf-h1-001"/>"#, at: at)
        lines.insert(#"<constraint firstItem="Msg-nm-001" firstAttribute="height" constant="40" id="Lcf-h2-001"/>"#, at: at + 1)
        let doc = try InterfaceBuilderFile.parse(Data(lines.joined(separator: "\n").utf8), file: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        let conflicts = IBLint.check(imported, try LayoutBuilder.build(imported.document)).filter { $0.kind == "conflicting-constraints" }
        XCTAssertFalse(conflicts.isEmpty)
        for d in conflicts {
            XCTAssertTrue(d.message.contains("Lcf-h1-001 (line \(at + 1))") && d.message.contains("Lcf-h2-001 (line \(at + 2))"), d.message)
            XCTAssertTrue(d.message.hasSuffix("breaking Lcf-h1-001") || d.message.hasSuffix("breaking Lcf-h2-001"), d.message)
            XCTAssertTrue([at + 1, at + 2].contains(d.position.line), "\(d.position)")
        }
    }
}
