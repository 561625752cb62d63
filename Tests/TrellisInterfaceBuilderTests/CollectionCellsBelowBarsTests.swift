import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBCollectionCellsBelowBars.swift (docs/INTERFACE-BUILDER.md, "Collection
/// cells below the bars on Xcode 7"): Xcode 5 to 7 store a flow layout's
/// first cells the bars' length below the top of a collection view that is
/// its controller's first subview under a translucent navigation bar, as
/// they store a table's rows. Written by hand in Xcode 7's format (no
/// `<device>`: the 600 × 600 canvas), as the VirtualTourist course
/// projects store a photo album: a collection view at the top, 200-point
/// items 2 in from the sides, the first cell at (2, 64).
final class CollectionCellsBelowBarsTests: XCTestCase {
    func storyboard(tools: String, y: Int = 0, adjusts: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="Cbb-sc-001">
                    <objects>
                        <viewController id="Cbb-vc-002" \(adjusts ? "" : #"automaticallyAdjustsScrollViewInsets="NO" "#)sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cbb-rt-003">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Cbb-cv-004">
                                        <rect key="frame" x="0.0" y="\(y)" width="600" height="\(556 - y)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="2" minimumInteritemSpacing="2" id="Cbb-fl-005">
                                            <size key="itemSize" width="200" height="200"/>
                                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                            <inset key="sectionInset" minX="2" minY="0.0" maxX="2" maxY="0.0"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="Cbb-ce-006">
                                                <rect key="frame" x="2" y="64" width="200" height="200"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Cbb-cc-007">
                                                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </view>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Album" id="Cbb-ni-008"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func cell(_ xml: String) throws -> String? {
        try frames(of: try importedScene(xml: xml, file: "Album.storyboard"))["Cbb-ce-006"]
    }

    /// Xcode 7 (9531): the cell at (2, 64), at the top of the view and in a
    /// collection view that is the first subview at y 184 alike.
    func testXcode7StoresTheCellsBelowTheBars() throws {
        XCTAssertEqual(try cell(storyboard(tools: "9531")), "2,64,200,200")
        XCTAssertEqual(try cell(storyboard(tools: "9531", y: 184)), "2,64,200,200")
    }

    /// Xcode 8 on (11762) store the cells at the section inset, and a
    /// controller that turns `automaticallyAdjustsScrollViewInsets` off
    /// gets no offset on Xcode 7 either.
    func testXcode8AndNoAdjustmentKeepTheInset() throws {
        XCTAssertEqual(try cell(storyboard(tools: "11762")), "2,0,200,200")
        XCTAssertEqual(try cell(storyboard(tools: "9531", adjusts: false)), "2,0,200,200")
    }
}
