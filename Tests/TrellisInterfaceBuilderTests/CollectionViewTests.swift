import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBCollectionViews.swift: a `<collectionViewFlowLayout>`'s cells, header
/// and footer placed by Trellis's UICollectionViewFlowLayout instead of
/// copied from their stored frames; custom layout classes keep the stored
/// frames with a warning. Frames by hand (the rule: docs/INTERFACE-BUILDER.md,
/// "Collection view flow layout").
final class CollectionViewTests: XCTestCase {
    /// One scene per collection view, on the 414 × 896 phone.
    static func storyboard(_ collectionViews: String...) -> String {
        let scenes = collectionViews.enumerated().map { i, cv in
            """
                    <scene sceneID="Col-sc-00\(i)">
                        <objects>
                            <viewController id="Col-vc-00\(i)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Col-rt-00\(i)">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(cv)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Col-sa-00\(i)"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleCocoa" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// A 414 × 300 grid: 120 × 120 items, spacing 10 and 8, insets 12
    /// and 16, a 40-tall header and a 30-tall footer. Three cells: `A` at
    /// the layout's size with a view 8 inside its content view, `B` 120 ×
    /// 80 and `C` 382 × 60 (custom sizes). Between the insets, 382: A and
    /// B take 248, C doesn't fit, so the first line is full and justified
    /// (A at 16, B at 16 + 120 + 142 = 278, centred in the 120-tall line:
    /// 52 + 20); C alone on the last line fills it (x 16, y 52 + 120 +
    /// 10); the footer 12 below it, at 254.
    static let grid = """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grd-cv-001">
                                    <rect key="frame" x="0.0" y="48" width="414" height="300"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="8" id="Grd-fl-001">
                                        <size key="itemSize" width="120" height="120"/>
                                        <size key="headerReferenceSize" width="0.0" height="40"/>
                                        <size key="footerReferenceSize" width="0.0" height="30"/>
                                        <inset key="sectionInset" minX="16" minY="12" maxX="16" maxY="12"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="A" id="Grd-ca-001">
                                            <rect key="frame" x="16" y="52" width="120" height="120"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Grd-cc-001">
                                                <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Grd-in-001" userLabel="Thumb">
                                                        <rect key="frame" x="8" y="8" width="104" height="104"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="Grd-in-001" firstAttribute="leading" secondItem="Grd-cc-001" secondAttribute="leading" constant="8" id="Grd-k1-001"/>
                                                    <constraint firstItem="Grd-in-001" firstAttribute="top" secondItem="Grd-cc-001" secondAttribute="top" constant="8" id="Grd-k2-001"/>
                                                    <constraint firstAttribute="trailing" secondItem="Grd-in-001" secondAttribute="trailing" constant="8" id="Grd-k3-001"/>
                                                    <constraint firstAttribute="bottom" secondItem="Grd-in-001" secondAttribute="bottom" constant="8" id="Grd-k4-001"/>
                                                </constraints>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="B" id="Grd-cb-001">
                                            <rect key="frame" x="278" y="72" width="120" height="80"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Grd-cd-001">
                                                <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                            <size key="customSize" width="120" height="80"/>
                                        </collectionViewCell>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="C" id="Grd-cw-001">
                                            <rect key="frame" x="16" y="182" width="382" height="60"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Grd-ce-001">
                                                <rect key="frame" x="0.0" y="0.0" width="382" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                            <size key="customSize" width="382" height="60"/>
                                        </collectionViewCell>
                                    </cells>
                                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="H" id="Grd-hd-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="40"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Title" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Grd-hl-001">
                                                <rect key="frame" x="8" y="0.0" width="398" height="40"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </collectionReusableView>
                                    <collectionReusableView key="sectionFooterView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="F" id="Grd-ft-001">
                                        <rect key="frame" x="0.0" y="254" width="414" height="30"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionReusableView>
                                </collectionView>
        """

    /// A self-sizing layout (`automaticEstimatedItemSize`): its cell has no
    /// custom size, so its stored 150 × 44 (Xcode's fit) is its size.
    /// Horizontal, in a 414 × 100 strip: a column could hold another
    /// (44 + 10 + 44 = 98 ≤ 100), so the cell stays at the top, y 0.
    static let selfSizing = """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Sel-cv-001">
                                    <rect key="frame" x="0.0" y="48" width="414" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Sel-fl-001">
                                        <size key="itemSize" width="128" height="128"/>
                                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="S" id="Sel-ce-001">
                                            <rect key="frame" x="0.0" y="0.0" width="150" height="44"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Sel-cc-001">
                                                <rect key="frame" x="0.0" y="0.0" width="150" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
        """

    /// A flow layout subclass (its own rules): cells stay at their stored
    /// frames, with a warning.
    static let custom = """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Cus-cv-001">
                                    <rect key="frame" x="0.0" y="48" width="414" height="300"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Cus-fl-001" customClass="MosaicLayout">
                                        <size key="itemSize" width="50" height="50"/>
                                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="M" id="Cus-ce-001">
                                            <rect key="frame" x="100" y="30" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Cus-cc-001">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
        """

    func scene(_ cv: String) throws -> ImportedScene {
        try importedScene(xml: Self.storyboard(cv), file: "Collections.storyboard")
    }

    /// The reader's warnings of the one-scene document.
    func readerWarnings(_ cv: String) throws -> [IBDiagnostic] {
        try InterfaceBuilderFile.parse(Data(Self.storyboard(cv).utf8), file: "Collections.storyboard").warnings
    }

    func testFlowLayoutPlacesCellsHeaderAndFooter() throws {
        let imported = try scene(Self.grid)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Grd-cv-001"], "0,48,414,300")
        XCTAssertEqual(f["Grd-hd-001"], "0,0,414,40")
        // The header starts at its stored size, as one loaded from the
        // storyboard: its fixed-frame label (flexible width) resizes from
        // there when the layout places the header, not from zero.
        XCTAssertEqual(f["Grd-hl-001"], "8,0,398,40")
        XCTAssertEqual(f["Grd-ca-001"], "16,52,120,120")
        XCTAssertEqual(f["Grd-cc-001"], "0,0,120,120")
        XCTAssertEqual(f["Grd-in-001"], "8,8,104,104")
        XCTAssertEqual(f["Grd-cb-001"], "278,72,120,80")
        XCTAssertEqual(f["Grd-cw-001"], "16,182,382,60")
        XCTAssertEqual(f["Grd-ce-001"], "0,0,382,60")
        XCTAssertEqual(f["Grd-ft-001"], "0,254,414,30")
        let layout = try LayoutBuilder.build(imported.document)
        let grid = try XCTUnwrap(layout.views.first { imported.viewsByName[$0.id]?.id == "Grd-cv-001" }?.view as? UICollectionView)
        XCTAssertEqual(grid.contentSize, CGSize(width: 414, height: 284))
        // The cells' stored frames are only the size they start at: the
        // layout places them (a cell written elsewhere lands at 278 still).
        XCTAssertTrue(imported.yaml.contains("flowLayout: {itemSize: {width: 120, height: 120}, minimumInteritemSpacing: 8, "
            + "sectionInset: {top: 12, left: 16, bottom: 12, right: 16}, headerReferenceSize: {width: 0, height: 40}, "
            + "footerReferenceSize: {width: 0, height: 30}}"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("frame: {x: 278, y: 72, width: 120, height: 80}"), imported.yaml)
        let moved = try LayoutBuilder.build(try LayoutFile.parse(
            imported.yaml.replacingOccurrences(of: "frame: {x: 278, y: 72,", with: "frame: {x: 0, y: 0,"), file: "c.yaml"))
        let b = try XCTUnwrap(moved.views.first { imported.viewsByName[$0.id]?.id == "Grd-cb-001" }?.view)
        XCTAssertEqual(describe(b.frame), "278,72,120,80")
        XCTAssertTrue(imported.yaml.contains("itemSize: {width: 382, height: 60}"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("elementKind: header"), imported.yaml)
        XCTAssertEqual(try readerWarnings(Self.grid).map(\.kind), [])
        XCTAssertEqual(IBLint.check(imported, layout).map(\.description), [])
    }

    /// Import → YAML → layout gives the same frames.
    func testImportRoundTrips() throws {
        for cv in [Self.grid, Self.selfSizing] {
            let imported = try scene(cv)
            let direct = try LayoutBuilder.build(imported.document)
            let again = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "c.yaml"))
            for (name, view) in direct.views {
                XCTAssertEqual(describe(view.frame), again.view(name).map { describe($0.frame) }, name)
            }
        }
    }

    func testSelfSizingCellsKeepTheirStoredSize() throws {
        let imported = try scene(Self.selfSizing)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Sel-ce-001"], "0,0,150,44")
        XCTAssertTrue(imported.yaml.contains("itemSize: {width: 150, height: 44}"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("scrollDirection: horizontal"), imported.yaml)
    }

    func testCustomLayoutClassesKeepStoredFramesWithAWarning() throws {
        let imported = try scene(Self.custom)
        XCTAssertEqual(try frames(of: imported)["Cus-ce-001"], "100,30,50,50")
        XCTAssertFalse(imported.yaml.contains("flowLayout"), imported.yaml)
        let warning = try XCTUnwrap(try readerWarnings(Self.custom).first { $0.kind == "stored-frames" })
        XCTAssertTrue(warning.message.contains("a <collectionViewFlowLayout> of class MosaicLayout"), warning.message)
    }
}
