import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A controller whose view is a scroll view (`<scrollView key="view">`):
/// the view is still the controller's, so it keeps the system minimum
/// margins (`viewRespectsSystemMinimumLayoutMargins`, true by default),
/// not a plain view's 8 (docs/INTERFACE-BUILDER.md). Files written by
/// hand; frames computed by hand.
final class ScrollViewRootMarginTests: XCTestCase {
    func storyboard(width: Int) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Svr-sc-001">
                        <objects>
                            <viewController id="Svr-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Svr-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Svr-bg-004"/>
                                </layoutGuides>
                                <scrollView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="Svr-rv-005">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Svr-bx-006">
                                            <rect key="frame" x="16" y="30" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Svr-c1-007"/>
                                                <constraint firstAttribute="height" constant="40" id="Svr-c2-008"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Svr-bx-006" firstAttribute="leading" secondItem="Svr-rv-005" secondAttribute="leadingMargin" id="Svr-c3-009"/>
                                        <constraint firstItem="Svr-bx-006" firstAttribute="top" secondItem="Svr-rv-005" secondAttribute="top" constant="30" id="Svr-c4-010"/>
                                    </constraints>
                                </scrollView>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "scrollroot.storyboard")
    }

    func boxX(width: Int) throws -> Double? {
        let doc = try storyboard(width: width)
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return layout.view(imported.names["Svr-bx-006"]!).map { Double($0.frame.minX) }
    }

    /// On the 375-point phone the root scroll view's leading margin is the
    /// compact width's 16; a 600-point one there is a wide freeform
    /// view, 20 (DropDown's demo, tools 12121, stores its buttons at x 20).
    func testScrollViewRootKeepsTheSystemMinimumMargins() throws {
        XCTAssertEqual(try boxX(width: 375), 16)
        XCTAssertEqual(try boxX(width: 600), 20)
    }
}
