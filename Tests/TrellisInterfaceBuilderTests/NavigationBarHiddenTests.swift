import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `navigationBarHidden="YES"` on a navigation controller
/// (UINavigationController's `isNavigationBarHidden`; Apple: "A Boolean
/// value that indicates whether the navigation bar is hidden"): its root
/// and the controllers pushed onto its stack sit under no navigation bar
/// (docs/INTERFACE-BUILDER.md, "Bars"). Hand-written: a navigation
/// controller whose root pushes a second screen; each screen's box is
/// pinned to its top layout guide, as artsy's Eidolon stores its Kiosk
/// fulfillment screens (tools 13771: labels pinned to the guide at y 20 +
/// their constants, not 64 +), and a third screen is pushed from a stack
/// whose bar shows.
final class NavigationBarHiddenTests: XCTestCase {
    func controller(_ id: String, next: String? = nil) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="\(id)-tg"/>
                                <viewControllerLayoutGuide type="bottom" id="\(id)-bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="30" width="375" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="\(id)-c4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-tg" secondAttribute="bottom" constant="10" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c3"/>
                                </constraints>
                            </view>
                            \(next.map { #"<connections><segue destination="\#($0)" kind="push" id="\#(id)-sg"/></connections>"# } ?? "")
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func navigation(_ id: String, root: String, hidden: Bool) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <navigationController \(hidden ? #"navigationBarHidden="YES" "# : "")id="\(id)" sceneMemberID="viewController">
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-sg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    func document(hidden: Bool) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(navigation("Nbh-nc", root: "Nbh-root", hidden: hidden))
            \(controller("Nbh-root", next: "Nbh-next"))
            \(controller("Nbh-next"))
            \(navigation("Nbh-shown", root: "Nbh-other", hidden: false))
            \(controller("Nbh-other", next: "Nbh-third"))
            \(controller("Nbh-third"))
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "hidden-bar.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testAHiddenNavigationBarGivesItsStackNoBar() throws {
        let doc = try document(hidden: true)
        XCTAssertEqual(doc.scene("Nbh-root")?.topBars, 0)
        XCTAssertEqual(doc.scene("Nbh-next")?.topBars, 0)    // pushed: the bar stays hidden
        XCTAssertEqual(try box(doc, "Nbh-root"), "0,30,375,50")   // 20 (status bar) + 10
        XCTAssertEqual(try box(doc, "Nbh-next"), "0,30,375,50")
        // Another stack in the same storyboard keeps its bar.
        XCTAssertEqual(doc.scene("Nbh-other")?.topBars, 44)
        XCTAssertEqual(doc.scene("Nbh-third")?.topBars, 44)
        XCTAssertEqual(try box(doc, "Nbh-third"), "0,74,375,50")  // 20 + 44 + 10
    }

    func testWithoutTheAttributeTheBarShows() throws {
        let doc = try document(hidden: false)
        XCTAssertEqual(doc.scene("Nbh-root")?.topBars, 44)
        XCTAssertEqual(doc.scene("Nbh-next")?.topBars, 44)
        XCTAssertEqual(try box(doc, "Nbh-root"), "0,74,375,50")
    }
}
