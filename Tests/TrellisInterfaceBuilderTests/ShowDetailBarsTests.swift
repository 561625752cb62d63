import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Bars inferred through `showDetail` segues and through segues whose
/// source is a navigation controller (docs/INTERFACE-BUILDER.md, "Bars").
/// A `showDetail` from a controller in a navigation stack pushes onto that
/// stack where the width is compact (a collapsed split view, as on a phone
/// in portrait: Kodeco's UnCloudNotes, 13771 and 14490; Habitica, 23090)
/// and replaces the split view's detail, with no bar, where it is regular
/// (an iPad: CS193p's Concentration, 13771). A `show` segue whose source is
/// the navigation controller itself pushes onto its stack
/// (`UINavigationController.show(_:sender:)`; artsy's Energy, 14105).
/// Hand-written: each destination holds a box 10 below its top layout guide.
final class ShowDetailBarsTests: XCTestCase {
    func controller(_ id: String, segue: String = "") -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="\(id)-tg"/>
                                <viewControllerLayoutGuide type="bottom" id="\(id)-bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="WIDTH" height="HEIGHT"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="10" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(id)-c1"/>
                                            <constraint firstAttribute="height" constant="20" id="\(id)-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-tg" secondAttribute="bottom" constant="10" id="\(id)-c3"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c4"/>
                                </constraints>
                            </view>
                            \(segue.isEmpty ? "" : "<connections>\(segue)</connections>")
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func file(device: String, orientation: String = "portrait", width: Int, height: Int) -> String {
        let body = """
                <scene sceneID="Sdb-nc-sc">
                    <objects>
                        <navigationController id="Sdb-nc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Sdb-ma" kind="relationship" relationship="rootViewController" id="Sdb-s1"/>
                                <segue destination="Sdb-pu" kind="show" identifier="push" id="Sdb-s2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """ + controller("Sdb-ma", segue: #"<segue destination="Sdb-de" kind="showDetail" id="Sdb-s3"/>"#)
            + controller("Sdb-de") + controller("Sdb-pu")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
        \(body.replacingOccurrences(of: "WIDTH", with: "\(width)").replacingOccurrences(of: "HEIGHT", with: "\(height)"))
            </scenes>
        </document>
        """
    }

    func box(_ xml: String, scene: String) throws -> String? {
        let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: "Detail.storyboard")
        return try frames(of: try doc.imported(doc.scenes.first { $0.id == scene + "-sc" }!))[scene + "-bx"]
    }

    func testShowDetailPushesOnACompactWidth() throws {
        let phone = file(device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(try box(phone, scene: "Sdb-ma"), "0,74,100,20")
        XCTAssertEqual(try box(phone, scene: "Sdb-de"), "0,74,100,20")
        let pad = file(device: "ipad9_7", orientation: "landscape", width: 1024, height: 768)
        XCTAssertEqual(try box(pad, scene: "Sdb-de"), "0,30,100,20")
    }

    func testANavigationControllersOwnShowSeguePushes() throws {
        XCTAssertEqual(try box(file(device: "retina4_7", width: 375, height: 667), scene: "Sdb-pu"), "0,74,100,20")
        XCTAssertEqual(try box(file(device: "ipad9_7", orientation: "landscape", width: 1024, height: 768), scene: "Sdb-pu"), "0,74,100,20")
    }
}
