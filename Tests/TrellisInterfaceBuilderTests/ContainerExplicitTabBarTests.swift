import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A navigation controller whose tab bar controller is in another storyboard
/// names the tab bar in explicit metrics (`<simulatedTabBarMetrics
/// key="simulatedBottomBarMetrics"/>`); its root view controller, whose
/// view sits inside the navigation controller's, is under that tab bar too
/// (Xcode's inferred metrics follow the containment chain). OONI Probe's
/// Result.storyboard (22505, retina6_1) stores its root's bottom views
/// 49 + 34 above the bottom of an 804-point root (docs/INTERFACE-BUILDER.md,
/// "A container's explicit tab bar"). Hand-written: a navigation controller
/// with the metrics, its root with a box pinned to the safe area's bottom,
/// and a second navigation controller without them.
final class ContainerExplicitTabBarTests: XCTestCase {
    func root(_ id: String) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="554" width="375" height="64"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="bottom" secondItem="\(id)-sa" secondAttribute="bottom" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c3"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="height" constant="64" id="\(id)-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func navigation(_ id: String, root: String, tabBar: Bool) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <navigationController id="\(id)" sceneMemberID="viewController">
                            \(tabBar ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "")
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-nb">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-sg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    func document() throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
            \(navigation("Ctb-nc", root: "Ctb-root", tabBar: true))
            \(root("Ctb-root"))
            \(navigation("Ctb-nc2", root: "Ctb-plain", tabBar: false))
            \(root("Ctb-plain"))
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "Result.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testTheRootOfANavigationControllerWithExplicitTabBarMetricsIsUnderTheTabBar() throws {
        let doc = try document()
        XCTAssertEqual(doc.scene("Ctb-root")?.bottomBars, 49)
        // 667 - 49 - 64: the box ends at the tab bar's top.
        XCTAssertEqual(try box(doc, "Ctb-root"), "0,554,375,64")
        // Without the metrics nothing is below the root.
        XCTAssertEqual(doc.scene("Ctb-plain")?.bottomBars, 0)
        XCTAssertEqual(try box(doc, "Ctb-plain"), "0,603,375,64")
    }
}
