import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A xib's top-level view is compared at the origin the file stores: no
/// constraint places a view without a superview, and UIKit unarchives the
/// frame as stored (docs/INTERFACE-BUILDER.md, "Top-level views' stored
/// origins"). MedRep's controller xibs (tools 7706 to 9532) store their
/// views at y 64 under a simulated opaque navigation bar, where UIKit puts
/// a controller's view below such a bar (18 views), as do EarlGrey's and
/// Fresco's; nearly every other top-level view is stored at 0, 0.
/// Hand-written in Xcode 7's xib format: a 375 × 603 view at y 64 under an
/// opaque bar, a label 8 below its top; and the same view stored at 0.
final class XibTopLevelOriginTests: XCTestCase {
    static func xib(y: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" systemVersion="15E65" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ContactsViewController">
                    <connections>
                        <outlet property="view" destination="XtO-rv-001" id="XtO-ou-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="XtO-rv-001">
                    <rect key="frame" x="0.0" y="\(y)" width="375" height="603"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Contacts" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="XtO-lb-003">
                            <rect key="frame" x="8" y="8" width="68" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="XtO-lb-003" firstAttribute="top" secondItem="XtO-rv-001" secondAttribute="top" constant="8" id="XtO-c1-004"/>
                        <constraint firstItem="XtO-lb-003" firstAttribute="leading" secondItem="XtO-rv-001" secondAttribute="leading" constant="8" id="XtO-c2-005"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" barStyle="black" translucent="NO" prompted="NO"/>
                    <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>
                </view>
            </objects>
        </document>
        """
    }

    func framesJSON(y: Int) throws -> [String: [String: Double]] {
        let doc = try InterfaceBuilderFile.parse(Data(Self.xib(y: y).utf8), file: "ContactsViewController.xib")
        let imported = try doc.imported(doc.scenes[0])
        let json = IBFramesJSON.render(imported, try LayoutBuilder.build(imported.document))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var out: [String: [String: Double]] = [:]
        for v in parsed?["views"] as? [[String: Any]] ?? [] {
            if let id = v["id"] as? String, let f = v["frame"] as? [String: Double] { out[id] = f }
        }
        return out
    }

    /// Stored at y 64: the top-level view's frame is there; its label, 8
    /// below its top, stays at 8 in it.
    func testATopLevelViewKeepsItsStoredOrigin() throws {
        let f = try framesJSON(y: 64)
        XCTAssertEqual(f["XtO-rv-001"], ["x": 0, "y": 64, "width": 375, "height": 603])
        XCTAssertEqual(f["XtO-lb-003"]?["y"], 8)
    }

    /// Stored at 0, 0 (nearly every xib): at 0, 0.
    func testATopLevelViewStoredAtZeroStaysThere() throws {
        let f = try framesJSON(y: 0)
        XCTAssertEqual(f["XtO-rv-001"], ["x": 0, "y": 0, "width": 375, "height": 603])
    }
}
