import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBContainers.swift's `canvasContentSize`: a scroll view's content size
/// that no chain of constraints decides stays, on Xcode's canvas, where the
/// document stored its content (docs/INTERFACE-BUILDER.md, "Scroll views").
/// Here a content view pinned to the scroll view's four edges (the old
/// style: edges to the content area) is 640 tall by its own constraint,
/// while its width is only bounded below (a 300-wide child, centred, at
/// least 8 from each side: 316 or more). The document stored it 600 wide;
/// the content size Xcode's canvas shows is that extent, so the child is
/// centred at (600 − 300) / 2 = 150. Before the rule the fallback content
/// size was zero and pulled the width to its least, 316.
final class ScrollCanvasContentSizeTests: XCTestCase {
    func layOut(contentWidthConstraint: String = "") throws -> (content: String?, child: String?, yaml: String) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Scs-sc-001">
                        <objects>
                            <viewController id="Scs-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Scs-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scs-sv-004">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scs-cv-005" userLabel="Content View">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="640"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scs-ch-006">
                                                            <rect key="frame" x="150" y="40" width="300" height="100"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="300" id="Scs-c0-007"/>
                                                                <constraint firstAttribute="height" constant="100" id="Scs-c1-008"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="640" id="Scs-c2-009"/>
                                                        <constraint firstItem="Scs-ch-006" firstAttribute="top" secondItem="Scs-cv-005" secondAttribute="top" constant="40" id="Scs-c3-010"/>
                                                        <constraint firstAttribute="centerX" secondItem="Scs-ch-006" secondAttribute="centerX" id="Scs-c4-011"/>
                                                        <constraint firstItem="Scs-ch-006" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="Scs-cv-005" secondAttribute="leading" constant="8" id="Scs-c5-012"/>
                                                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Scs-ch-006" secondAttribute="trailing" constant="8" id="Scs-c6-013"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="bottom" secondItem="Scs-cv-005" secondAttribute="bottom" id="Scs-c7-014"/>
                                                <constraint firstAttribute="trailing" secondItem="Scs-cv-005" secondAttribute="trailing" id="Scs-c8-015"/>
                                                <constraint firstItem="Scs-cv-005" firstAttribute="top" secondItem="Scs-sv-004" secondAttribute="top" id="Scs-c9-016"/>
                                                <constraint firstItem="Scs-cv-005" firstAttribute="leading" secondItem="Scs-sv-004" secondAttribute="leading" id="Scs-ca-017"/>
                                            </constraints>
                                        </scrollView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Scs-sv-004" firstAttribute="leading" secondItem="Scs-rv-003" secondAttribute="leading" id="Scs-cb-018"/>
                                        <constraint firstItem="Scs-sv-004" firstAttribute="top" secondItem="Scs-rv-003" secondAttribute="top" id="Scs-cc-019"/>
                                        <constraint firstAttribute="trailing" secondItem="Scs-sv-004" secondAttribute="trailing" id="Scs-cd-020"/>
                                        <constraint firstAttribute="bottom" secondItem="Scs-sv-004" secondAttribute="bottom" id="Scs-ce-021"/>
            \(contentWidthConstraint)
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let imported = try importedScene(xml: text, file: "scroll.storyboard")
        let f = try frames(of: imported)
        return (f["Scs-cv-005"], f["Scs-ch-006"], imported.yaml)
    }

    /// The open width stays at the stored 600; the child centres in it.
    func testAContentSizeNoChainDecidesIsTheStoredContentsExtent() throws {
        let r = try layOut()
        XCTAssertEqual(r.content, "0,0,600,640")
        XCTAssertEqual(r.child, "150,40,300,100")
        XCTAssertTrue(r.yaml.contains("contentSize: {width: 600, height: 640}"), r.yaml)
    }

    /// A chain that decides the width wins: the content view as wide as
    /// the controller's view (Apple's *Working with Scroll Views*: "equal
    /// widths" for vertical scrolling), 375 whatever the document stored.
    func testAChainOfConstraintsStillDecides() throws {
        let r = try layOut(contentWidthConstraint: """
            <constraint firstItem="Scs-cv-005" firstAttribute="width" secondItem="Scs-rv-003" secondAttribute="width" id="Scs-cf-022"/>
            """)
        XCTAssertEqual(r.content, "0,0,375,640")
        XCTAssertEqual(r.child, "37.5,40,300,100")
    }
}
