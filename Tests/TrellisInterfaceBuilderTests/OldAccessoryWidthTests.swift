import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Accessory widths on the canvas of Xcode 9 and 10 (tools 13000 to 14999),
/// read off stored content views (docs/INTERFACE-BUILDER.md, "Tables"):
/// a checkmark takes 40 of a 375-point row (raywenderlich's Checklist,
/// 14269; FSCalendar's examples, 14313), a detail button 47 (RxExample,
/// 11542; raywenderlich, 13168), a detail disclosure button 68
/// (raywenderlich, 13771 to 14490), a disclosure indicator 34 (DogYears,
/// 13529; MyLocations, 14490); each 4 more with 20-point margins. From
/// Xcode 11 (Lockdown's 17156) a detail button takes 40, the checkmark
/// stays 40 and the indicator is 26.5. The hand-written file below is a
/// plain prototype table with one empty cell per accessory.
final class OldAccessoryWidthTests: XCTestCase {
    func file(tools: String, device: String, width: Int, height: Int) -> String {
        let accessories = ["checkmark", "detailButton", "detailDisclosureButton", "disclosureIndicator"]
        let cells = accessories.enumerated().map { i, accessory in
            """
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" reuseIdentifier="\(accessory)" id="Acc-c\(i)-001">
                                        <rect key="frame" x="0.0" y="\(28 + 44 * i)" width="\(width)" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Acc-c\(i)-001" id="Acc-v\(i)-002">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Acc-sc-001">
                        <objects>
                            <tableViewController id="Acc-vc-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Acc-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
            \(cells)
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func contentWidths(tools: String, device: String = "retina4_7", width: Int = 375, height: Int = 667) throws -> [String] {
        let f = try frames(of: try importedScene(xml: file(tools: tools, device: device, width: width, height: height), file: "Accessories.storyboard"))
        return (0..<4).map { f["Acc-v\($0)-002"] ?? "missing" }
    }

    func testXcode10AccessoryWidths() throws {
        // 375 less 40, 47, 68 and 34.
        XCTAssertEqual(try contentWidths(tools: "14269"), ["0,0,335,43.5", "0,0,328,43.5", "0,0,307,43.5", "0,0,341,43.5"])
        // A 414-point phone's 20-point margins add 4 (Checklists, 14490:
        // a detail disclosure row's content view 342 of 414, an indicator's 376).
        XCTAssertEqual(try contentWidths(tools: "14490", device: "retina6_1", width: 414, height: 896),
                       ["0,0,370,43.5", "0,0,363,43.5", "0,0,342,43.5", "0,0,376,43.5"])
    }

    /// Xcode 8 to 9.2 (tools below 13500): the disclosure indicator takes
    /// 33 (342 of 375: objcio's 13122, Hacking with Swift's 13196; RxExample's
    /// 12118). Xcode 8's accessories (iOS 10, built-in views at a fixed
    /// 15-point inset) don't follow a wider margin: 567 of 600 on the
    /// 600-point canvas (iOSDevLog's 8191 and Element's 11762 files), so a
    /// 414-point phone's rows keep 414 less 40, 47, 68 and 33.
    func testXcode8And9AccessoryWidths() throws {
        XCTAssertEqual(try contentWidths(tools: "13196")[3], "0,0,342,43.5")
        XCTAssertEqual(try contentWidths(tools: "12118", device: "retina5_5", width: 414, height: 736),
                       ["0,0,374,43.667", "0,0,367,43.667", "0,0,346,43.667", "0,0,381,43.667"])
    }

    /// Xcode 10.2 and 10.3 (tools 14800 to 14999): the disclosure
    /// indicator takes 27.5, 31.5 at 20-point margins
    /// (DKImagePickerController's 14868 rows, 347.5 of 375; SwipeCellKit's
    /// and The Blue Alliance's, 382.667 of 414 and 388.5 of 420).
    func testXcode10_2DisclosureIndicator() throws {
        XCTAssertEqual(try contentWidths(tools: "14868")[3], "0,0,347.5,43.5")
        XCTAssertEqual(try contentWidths(tools: "14868", device: "retina6_1", width: 414, height: 896)[3], "0,0,382.5,43.5")
    }

    func testXcode11AccessoryWidths() throws {
        // The checkmark and the detail button 40; Trellis's own 57 for the
        // detail disclosure button (no file seen); the indicator 27, not
        // iOS's 26.5 (348 of 375 in ten repositories' Xcode 11 and 12 files,
        // 347.667 at 3x in Esri's 17156 ones, where 26.5 gives 348.667).
        // (Xcode 12, 16000 on, stores content views as high as their cells.)
        XCTAssertEqual(try contentWidths(tools: "17156"), ["0,0,335,44", "0,0,335,44", "0,0,318,44", "0,0,348,44"])
        XCTAssertEqual(try contentWidths(tools: "17156", device: "retina5_9", width: 375, height: 812)[3], "0,0,348,44")
    }

    /// Xcode 13's disclosure indicator: 25.5 up to tools 19455 (KeePassium's
    /// 19162 rows, 349.5 of 375), 24.5 from 19529 (Agrume's 12 rows, 350.5
    /// of 375; Esri's, KeePassium's and WooCommerce's 19529 rows 385.5 of
    /// 414 at 20-point margins; RxExample's 20037 rows). The rows here are
    /// fixed at 44, so the content views are 44 high (Xcode 12 on).
    /// The detail disclosure button: 53.2 on Xcode 13.2's canvas (Esri's
    /// and UIKit Apprentice's 20037 rows, 357 and 356.667 of 414 at 20-point
    /// margins), 58.4 from Xcode 14 (uikit-apprentice's 23504 row, 316.5
    /// of 375; OwnTracks' 24765 rows, 377.667 of 440 at 3x).
    func testDetailDisclosureButtonFromXcode13() throws {
        XCTAssertEqual(try contentWidths(tools: "20037", device: "retina6_1", width: 414, height: 896)[2], "0,0,357,44")
        XCTAssertEqual(try contentWidths(tools: "23504")[2], "0,0,316.5,44")
        XCTAssertEqual(try contentWidths(tools: "24765", device: "retina6_9", width: 440, height: 956)[2], "0,0,377.667,44")
    }

    func testXcode13DisclosureIndicatorNarrowsAt19529() throws {
        XCTAssertEqual(try contentWidths(tools: "19162")[3], "0,0,349.5,44")
        XCTAssertEqual(try contentWidths(tools: "19529")[3], "0,0,350.5,44")
        XCTAssertEqual(try contentWidths(tools: "19529", device: "retina6_1", width: 414, height: 896)[3], "0,0,385.5,44")
    }

    /// Xcode 13's checkmark takes 36.5 (a checklist course app's 19158
    /// prototype, 338.5 of 375; ProtonVPN's 20037 cell, 283.5 of 320),
    /// 40.5 at 20-point margins; Xcode 12 (18122) and Xcode 14 (21701)
    /// keep 40 (docs/INTERFACE-BUILDER.md, "The checkmark on Xcode 13's canvas").
    func testXcode13Checkmark() throws {
        XCTAssertEqual(try contentWidths(tools: "19158")[0], "0,0,338.5,44")
        XCTAssertEqual(try contentWidths(tools: "20037")[0], "0,0,338.5,44")
        XCTAssertEqual(try contentWidths(tools: "20037", device: "retina6_1", width: 414, height: 896)[0], "0,0,373.5,44")
        XCTAssertEqual(try contentWidths(tools: "18122")[0], "0,0,335,44")
        XCTAssertEqual(try contentWidths(tools: "21701")[0], "0,0,335,44")
    }
}
