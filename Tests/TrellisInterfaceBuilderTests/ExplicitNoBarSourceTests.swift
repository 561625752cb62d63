import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A push's source whose simulated metrics name no bar
/// (`<nil key="simulatedTopBarMetrics"/>`, `<nil key="simulatedBottomBarMetrics"/>`:
/// "None" in Xcode's inspector) passes no bar on to the controller it
/// pushes, whose metrics are inferred (docs/INTERFACE-BUILDER.md,
/// "Explicit no bar on a push's source"). Hand-written: a tab holding a
/// navigation controller whose root names neither bar and pushes a list,
/// which pushes a detail; each screen's box is pinned to its safe area.
/// Observed in three repositories: an expense tracker (tools 10116) whose
/// barless login pushes lists stored with their tables at y 20, a fitness
/// app (14460) whose barless tab screen pushes lists stored 603 high on
/// the 667-point phone, and Tinode (23727).
final class ExplicitNoBarSourceTests: XCTestCase {
    func controller(_ id: String, noTop: Bool = false, noBottom: Bool = false, next: String? = nil) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
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
                            \(noTop ? #"<nil key="simulatedTopBarMetrics"/>"# : "")
                            \(noBottom ? #"<nil key="simulatedBottomBarMetrics"/>"# : "")
                            \(next.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-sg"/></connections>"# } ?? "")
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func document(noTop: Bool, noBottom: Bool, navigationNoBottom: Bool = false) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Enb-tb-sc">
                        <objects>
                            <tabBarController id="Enb-tb" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Enb-nc" kind="relationship" relationship="viewControllers" id="Enb-tb-sg"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="Enb-nc-sc">
                        <objects>
                            <navigationController id="Enb-nc" sceneMemberID="viewController">
                                \(navigationNoBottom ? #"<nil key="simulatedBottomBarMetrics"/>"# : "")
                                <connections>
                                    <segue destination="Enb-root" kind="relationship" relationship="rootViewController" id="Enb-nc-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(controller("Enb-root", noTop: noTop, noBottom: noBottom, next: "Enb-list"))
            \(controller("Enb-list", next: "Enb-detail"))
            \(controller("Enb-detail"))
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "nobar.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testNoTopBarOnTheSourcePassesNoNavigationBarOn() throws {
        let doc = try document(noTop: true, noBottom: false)
        XCTAssertEqual(doc.scene("Enb-root")?.topBars, 0)
        XCTAssertEqual(doc.scene("Enb-list")?.topBars, 0)
        XCTAssertEqual(doc.scene("Enb-detail")?.topBars, 0)     // pushed after it: none either
        XCTAssertEqual(doc.scene("Enb-list")?.bottomBars, 49)   // the tab bar still follows
        XCTAssertEqual(try box(doc, "Enb-list"), "0,20,375,598")
        // Without the explicit metric the navigation bar follows the pushes.
        let plain = try document(noTop: false, noBottom: false)
        XCTAssertEqual(plain.scene("Enb-list")?.topBars, 44)
        XCTAssertEqual(try box(plain, "Enb-list"), "0,64,375,554")
    }

    func testNoBottomBarOnTheSourcePassesNoTabBarOn() throws {
        let doc = try document(noTop: false, noBottom: true)
        XCTAssertEqual(doc.scene("Enb-root")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Enb-list")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Enb-detail")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Enb-list")?.topBars, 44)
        XCTAssertEqual(try box(doc, "Enb-list"), "0,64,375,603")
        let plain = try document(noTop: false, noBottom: false)
        XCTAssertEqual(plain.scene("Enb-list")?.bottomBars, 49)
    }

    /// A tab's navigation controller that names no bottom bar passes none
    /// to its root and the controllers pushed after it: the fitness
    /// capstone's Nutrition tab (14460) stores its recipe screens' scroll
    /// views down to the root's bottom.
    func testATabsNavigationControllerWithNoBottomBarPassesNoneOn() throws {
        let doc = try document(noTop: false, noBottom: false, navigationNoBottom: true)
        XCTAssertEqual(doc.scene("Enb-root")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Enb-list")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Enb-root")?.topBars, 44)
    }
}
