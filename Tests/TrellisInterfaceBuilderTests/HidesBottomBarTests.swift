import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `hidesBottomBarWhenPushed` (UIViewController; Apple: "A Boolean value
/// indicating whether the toolbar at the bottom of the screen is hidden when
/// the view controller is pushed on to a navigation controller"): a
/// controller pushed with it, and every controller pushed after it, sits
/// under no tab bar and no navigation toolbar (docs/INTERFACE-BUILDER.md,
/// "Bars"). Hand-written: a tab holding a navigation controller whose root
/// pushes a detail screen that hides the bottom bar, and the detail pushes
/// a third screen; the detail's box is pinned to its safe area, as the
/// Movie Manager of Udacity's networking course stores its detail toolbar
/// (tools 14313: at 623 of 667, not 574 above a tab bar).
final class HidesBottomBarTests: XCTestCase {
    func controller(_ id: String, hides: Bool, next: String? = nil) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController \(hides ? #"hidesBottomBarWhenPushed="YES" "# : "")id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="bottom" secondItem="\(id)-sa" secondAttribute="bottom" id="\(id)-c2"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c3"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c4"/>
                                </constraints>
                            </view>
                            \(next.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-sg"/></connections>"# } ?? "")
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func document(toolbar: Bool = false, detailHides: Bool = true) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Hbb-tb-sc">
                        <objects>
                            <tabBarController id="Hbb-tb" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Hbb-nc" kind="relationship" relationship="viewControllers" id="Hbb-tb-sg"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="Hbb-nc-sc">
                        <objects>
                            <navigationController \(toolbar ? #"toolbarHidden="NO" "# : "")id="Hbb-nc" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Hbb-list" kind="relationship" relationship="rootViewController" id="Hbb-nc-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(controller("Hbb-list", hides: false, next: "Hbb-detail"))
            \(controller("Hbb-detail", hides: detailHides, next: "Hbb-more"))
            \(controller("Hbb-more", hides: false))
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "hides.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testAPushedControllerThatHidesTheBottomBarHasNoTabBar() throws {
        let doc = try document()
        XCTAssertEqual(doc.scene("Hbb-list")?.bottomBars, 49)
        XCTAssertEqual(doc.scene("Hbb-detail")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Hbb-more")?.bottomBars, 0)   // pushed after it: still hidden
        XCTAssertEqual(try box(doc, "Hbb-list"), "0,64,375,554")
        XCTAssertEqual(try box(doc, "Hbb-detail"), "0,64,375,603")
        // Without the attribute the tab bar follows the pushes.
        let plain = try document(detailHides: false)
        XCTAssertEqual(plain.scene("Hbb-detail")?.bottomBars, 49)
        XCTAssertEqual(plain.scene("Hbb-more")?.bottomBars, 49)
    }

    /// The navigation controller's shown toolbar is hidden the same way.
    func testItHidesTheNavigationToolbarToo() throws {
        let doc = try document(toolbar: true)
        XCTAssertEqual(doc.scene("Hbb-list")?.bottomBars, 49 + 44)
        XCTAssertEqual(doc.scene("Hbb-detail")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Hbb-more")?.bottomBars, 0)
    }
}
