import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A view inside a table cell whose userLabel is "Content View" (Dealers'
/// storyboard, tools 8191, labels its camera cell's inner view so) can't
/// take the name `contentView`, which is the cell's content view's in the
/// layout file: it takes its IB id, and the scene imports instead of being
/// refused ("duplicate id 'contentView' in the cell template").
final class CellSubviewNamedContentViewTests: XCTestCase {
    let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="Cvn-sc-001">
                    <objects>
                        <tableViewController id="Cvn-vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="Cvn-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Camera" rowHeight="60" id="Cvn-ce-001" userLabel="Camera Cell">
                                        <rect key="frame" x="0.0" y="28" width="600" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cvn-ce-001" id="Cvn-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="600" height="59.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cvn-in-001" userLabel="Content View">
                                                    <rect key="frame" x="10" y="5" width="580" height="49.5"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Cvn-in-001" firstAttribute="leading" secondItem="Cvn-cv-001" secondAttribute="leading" constant="10" id="Cvn-c1-001"/>
                                                <constraint firstAttribute="trailing" secondItem="Cvn-in-001" secondAttribute="trailing" constant="10" id="Cvn-c2-001"/>
                                                <constraint firstItem="Cvn-in-001" firstAttribute="top" secondItem="Cvn-cv-001" secondAttribute="top" constant="5" id="Cvn-c3-001"/>
                                                <constraint firstAttribute="bottom" secondItem="Cvn-in-001" secondAttribute="bottom" constant="5" id="Cvn-c4-001"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testTheInnerViewTakesItsIBIdAndTheSceneImports() throws {
        let imported = try importedScene(xml: file, file: "Camera.storyboard")
        XCTAssertFalse(imported.yaml.contains("- id: contentView"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("Cvn_in_001"), imported.yaml)
        // 10 in from each side of the 600-point row's content view, 5 down.
        XCTAssertEqual(try frames(of: imported)["Cvn-in-001"], "10,5,580,49.5")
    }
}
