import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A `show` segue from a tab's controller that is in no navigation stack
/// presents its destination modally (Apple, `show(_:sender:)`: "If the
/// targetViewController(forAction:sender:) method returns nil, this method
/// uses the window's root view controller to present vc modally"), over the
/// tab bar. Xcode 10 and later lay the destination out without the tab bar;
/// Xcode 8.3 carried the bar along (docs/INTERFACE-BUILDER.md, "Shown from a
/// tab outside a navigation stack"). Hand-written: a tab bar controller
/// with a plain tab and a navigation tab; each tab's controller shows a
/// screen whose box is pinned to its bottom layout guide.
final class ShowFromTabTests: XCTestCase {
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
                                        <rect key="frame" x="0.0" y="500" width="375" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="\(id)-c0"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(id)-bg" firstAttribute="top" secondItem="\(id)-bx" secondAttribute="bottom" constant="8" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c3"/>
                                </constraints>
                            </view>
                            \(next.map { #"<connections><segue destination="\#($0)" kind="show" id="\#(id)-sg"/></connections>"# } ?? "")
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func document(tools: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Sft-tb-sc">
                        <objects>
                            <tabBarController id="Sft-tb" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Sft-home" kind="relationship" relationship="viewControllers" id="Sft-tb-s1"/>
                                    <segue destination="Sft-nc" kind="relationship" relationship="viewControllers" id="Sft-tb-s2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="Sft-nc-sc">
                        <objects>
                            <navigationController id="Sft-nc" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Sft-list" kind="relationship" relationship="rootViewController" id="Sft-nc-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(controller("Sft-home", next: "Sft-shown"))
            \(controller("Sft-shown"))
            \(controller("Sft-list", next: "Sft-pushed"))
            \(controller("Sft-pushed"))
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "show.storyboard")
    }

    func box(_ doc: IBDocument, _ id: String) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    /// Xcode 10 on: the shown screen is a modal presentation, no tab bar
    /// (a hackathon fitness app's video chat, tools 14113; a cat-translator
    /// app's emotion screen, tools 23504). The tab
    /// itself and a screen pushed inside the navigation tab keep the bar.
    func testAScreenShownFromATabOutsideANavigationStackHasNoTabBar() throws {
        for tools in ["14113", "15505", "23504"] {
            let doc = try document(tools: tools)
            XCTAssertEqual(doc.scene("Sft-home")?.bottomBars, 49, "tools \(tools)")
            XCTAssertEqual(doc.scene("Sft-shown")?.bottomBars, 0, "tools \(tools)")
            XCTAssertEqual(doc.scene("Sft-pushed")?.bottomBars, 49, "tools \(tools)")
            // 667 − 8 − 100 without the bar; 667 − 49 − 8 − 100 with it.
            XCTAssertEqual(try box(doc, "Sft-shown"), "0,559,375,100", "tools \(tools)")
            XCTAssertEqual(try box(doc, "Sft-pushed"), "0,510,375,100", "tools \(tools)")
        }
    }

    /// Xcode 8.3 keeps the tab bar on the shown screen: ExploreWorld (tools
    /// 12121) stores its club screens' buttons 8 above the bottom layout
    /// guide ending at 610 = 667 − 49 − 8.
    func testXcode8CarriesTheTabBarAlong() throws {
        let doc = try document(tools: "12121")
        XCTAssertEqual(doc.scene("Sft-shown")?.bottomBars, 49)
        XCTAssertEqual(try box(doc, "Sft-shown"), "0,510,375,100")
    }
}
