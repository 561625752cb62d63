import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A tab bar controller inside a navigation controller (its root, or pushed
/// onto its stack): the tabs' controllers sit under the outer navigation
/// bar and above the tab bar, and a tab's `show` segue pushes onto that
/// stack (UIViewController's `navigationController`: "the nearest ancestor
/// in the view controller hierarchy that is a navigation controller").
/// docs/INTERFACE-BUILDER.md, "A tab bar controller inside a navigation
/// controller". Hand-written storyboard, Xcode 15 (22505) on the 375 × 667
/// phone: status bar 20 + navigation bar 44 = 64 at the top, tab bar 49 at
/// the bottom (667 − 49 = 618).
final class TabBarInNavigationTests: XCTestCase {
    /// A controller whose view holds a box pinned to the safe area's top
    /// and bottom (`P` its id prefix).
    func controller(_ p: String, segue: String = "") -> String {
        """
                <scene sceneID="\(p)-sc-001">
                    <objects>
                        <viewController id="\(p)-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(p)-rv-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-bx-004">
                                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                                        <connections>\(segue)</connections>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(p)-sa-005"/>
                                <constraints>
                                    <constraint firstItem="\(p)-bx-004" firstAttribute="top" secondItem="\(p)-sa-005" secondAttribute="top" id="\(p)-c1-006"/>
                                    <constraint firstItem="\(p)-sa-005" firstAttribute="bottom" secondItem="\(p)-bx-004" secondAttribute="bottom" id="\(p)-c2-007"/>
                                    <constraint firstItem="\(p)-bx-004" firstAttribute="leading" secondItem="\(p)-rv-003" secondAttribute="leading" id="\(p)-c3-008"/>
                                    <constraint firstAttribute="trailing" secondItem="\(p)-bx-004" secondAttribute="trailing" id="\(p)-c4-009"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// The document: `Tab` (a tab's controller, with a button-like box
    /// that shows `Psh`), `Psh`, `Own` (the root of a tab that is its own
    /// navigation controller), the tab bar controller, and — when
    /// `inNavigation` — the navigation controller whose root it is.
    func document(inNavigation: Bool, outerBarHidden: Bool = false) -> String {
        let hidden = outerBarHidden ? #" navigationBarHidden="YES""# : ""
        let outer = inNavigation ? """
                <scene sceneID="Onc-sc-001">
                    <objects>
                        <navigationController id="Onc-nc-002"\(hidden) sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Onc-nb-003">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Tbc-tc-002" kind="relationship" relationship="rootViewController" id="Onc-sg-004"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
            \(controller("Tab", segue: #"<segue destination="Psh-vc-002" kind="show" id="Tab-sg-010"/>"#))
            \(controller("Psh"))
            \(controller("Own"))
                    <scene sceneID="Inc-sc-001">
                        <objects>
                            <navigationController id="Inc-nc-002" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Inc-nb-003">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Own-vc-002" kind="relationship" relationship="rootViewController" id="Inc-sg-004"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Tbc-sc-001">
                        <objects>
                            <tabBarController id="Tbc-tc-002" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="Tbc-tb-003">
                                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="Tab-vc-002" kind="relationship" relationship="viewControllers" id="Tbc-sg-004"/>
                                    <segue destination="Inc-nc-002" kind="relationship" relationship="viewControllers" id="Tbc-sg-005"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            \(outer)
                </scenes>
            </document>
            """
    }

    func box(_ p: String, inNavigation: Bool, outerBarHidden: Bool = false) throws -> String? {
        let xml = document(inNavigation: inNavigation, outerBarHidden: outerBarHidden)
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "tabs.storyboard")
        return try frames(of: try doc.imported(try doc.scenes(matching: "\(p)-sc-001")[0]))["\(p)-bx-004"]
    }

    /// The tab's controller: under the outer bar (20 + 44) and above the
    /// tab bar (667 − 49); without the outer navigation controller, only
    /// the status bar above it.
    func testATabsControllerGetsTheOuterNavigationBar() throws {
        XCTAssertEqual(try box("Tab", inNavigation: true), "0,64,375,554")
        XCTAssertEqual(try box("Tab", inNavigation: false), "0,20,375,598")
    }

    /// What a tab shows (`show`) is pushed onto the outer stack, above the
    /// tab bar controller: the same bar, and no tab bar (667 − 64 = 603),
    /// as Sentry's sample stores its pushed screens. Without the outer
    /// navigation controller nothing is pushed: `show` presents the screen
    /// modally, over the tab bar, which Xcode 11 on leave off it (667 − 20;
    /// docs/INTERFACE-BUILDER.md, "Shown from a tab outside a navigation
    /// stack"; `ShowFromTabTests`).
    func testATabsShowSeguePushesOverTheTabBarController() throws {
        XCTAssertEqual(try box("Psh", inNavigation: true), "0,64,375,603")
        XCTAssertEqual(try box("Psh", inNavigation: false), "0,20,375,647")
    }

    /// A tab that is its own navigation controller: its root has its own
    /// bar, 64, not the outer one's on top of it.
    func testATabThatIsANavigationControllerKeepsItsOwnBar() throws {
        XCTAssertEqual(try box("Own", inNavigation: true), "0,64,375,554")
        XCTAssertEqual(try box("Own", inNavigation: false), "0,64,375,554")
    }

    /// The outer navigation controller hides its bar
    /// (`navigationBarHidden`, UINavigationController's
    /// `isNavigationBarHidden`): the tab's controller is still in that
    /// stack but under no bar, only the status bar (20), above the tab bar;
    /// what it pushes covers the tab bar, still with no bar (667 − 20).
    func testAnOuterNavigationControllerThatHidesItsBarGivesTheTabsNone() throws {
        XCTAssertEqual(try box("Tab", inNavigation: true, outerBarHidden: true), "0,20,375,598")
        XCTAssertEqual(try box("Psh", inNavigation: true, outerBarHidden: true), "0,20,375,647")
        XCTAssertEqual(try box("Own", inNavigation: true, outerBarHidden: true), "0,64,375,554")
    }
}
