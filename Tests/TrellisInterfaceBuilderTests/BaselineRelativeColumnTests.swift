import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// A vertical stack with `baselineRelativeArrangement="YES"` whose
/// arranged views have no text: the gaps run from a view's last baseline
/// (its bottom) to the next one's first baseline, which for a view without
/// a baseline is its top edge (Apple's `forFirstBaselineLayout`; docs/
/// INTERFACE-BUILDER.md, "Baseline-relative columns of views without
/// text"). Xcode stores such columns edge to edge: a tab bar's 4-point
/// indicator strip over its 96-point bar (tools 18122), a form's rows of
/// plain views (22154), a route screen's (22155). File written by hand,
/// frames computed from the rule.
final class BaselineRelativeColumnTests: XCTestCase {
    /// A 390 × 844 root with a 100-tall column at its bottom (y 744): a
    /// `height = 4` strip holding an 80-wide indicator pinned to its top,
    /// bottom and leading edges, then a 96-tall bar (spacing 0). Stored and
    /// laid out: the strip 0,0 390 × 4, the indicator 0,0 80 × 4, the bar
    /// 0,4 390 × 96. A bottom-edge first baseline would put the strip's
    /// bottom at the bar's bottom (100 tall) against its own height.
    func testPlainViewsInABaselineRelativeColumnMeetAtTheirEdges() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Brc-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Brc-st-002">
                                <rect key="frame" x="0.0" y="744" width="390" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Brc-sp-003">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="4"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Brc-in-004">
                                                <rect key="frame" x="0.0" y="0.0" width="80" height="4"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="80" id="Brc-iw-005"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Brc-in-004" firstAttribute="top" secondItem="Brc-sp-003" secondAttribute="top" id="Brc-c01-006"/>
                                            <constraint firstAttribute="bottom" secondItem="Brc-in-004" secondAttribute="bottom" id="Brc-c02-007"/>
                                            <constraint firstItem="Brc-in-004" firstAttribute="leading" secondItem="Brc-sp-003" secondAttribute="leading" id="Brc-c03-008"/>
                                            <constraint firstAttribute="height" constant="4" id="Brc-c04-009"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Brc-br-010">
                                        <rect key="frame" x="0.0" y="4" width="390" height="96"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="Brc-c05-011"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Brc-st-002" firstAttribute="leading" secondItem="Brc-rt-001" secondAttribute="leading" id="Brc-c06-012"/>
                            <constraint firstAttribute="trailing" secondItem="Brc-st-002" secondAttribute="trailing" id="Brc-c07-013"/>
                            <constraint firstAttribute="bottom" secondItem="Brc-st-002" secondAttribute="bottom" id="Brc-c08-014"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let f = try frames(of: try importedScene(xml: text, file: "column.xib"))
        XCTAssertEqual(f["Brc-st-002"], "0,744,390,100")
        XCTAssertEqual(f["Brc-sp-003"], "0,0,390,4")
        XCTAssertEqual(f["Brc-in-004"], "0,0,80,4")
        XCTAssertEqual(f["Brc-br-010"], "0,4,390,96")
    }
}
