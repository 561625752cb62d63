import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A grouped table's section titles on Xcode's canvas
/// (docs/INTERFACE-BUILDER.md, "Tables", "Grouped footers and empty
/// titles"): footer titles wrap at 0.92 of DejaVu's width (San Francisco
/// is narrower) and are their lines at 16 plus 14 from Xcode 10 on (30 for
/// one line, 62 for three); a later titled header over a section with a
/// footer title is 7.5 taller from Xcode 10 on (GitHawk 14460,
/// DKImagePickerController 14868); a header titled "" is an untitled one
/// before Xcode 10.2 (Rocket.Chat 14490), 39.5 first and 22 later to
/// Xcode 12 (AltStore 17503, Esri 17156), 17.5 later from Xcode 13
/// (sdl_ios 19162, Delta 24128). A static grouped table of 44-point
/// default-style rows on a 375 × 667 phone, its untitled headers and
/// footers 18; the frames were worked out by hand from those numbers.
final class GroupedSectionTitleTests: XCTestCase {
    struct Section { var header: String?; var footer: String? }

    func file(tools: String, sections: [Section]) -> String {
        func attr(_ key: String, _ value: String?) -> String { value.map { " \(key)=\"\($0)\"" } ?? "" }
        let body = sections.enumerated().map { n, s in
            """
                                        <tableViewSection\(attr("headerTitle", s.header))\(attr("footerTitle", s.footer)) id="Gst-s\(n)-sec">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="Gst-l\(n)-lbl" style="IBUITableViewCellStyleDefault" id="Gst-c\(n)-cel">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Gst-c\(n)-cel" id="Gst-v\(n)-cnt">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Gst-l\(n)-lbl">
                                                                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="Gst-sc-001">
                        <objects>
                            <tableViewController id="Gst-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Gst-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
            \(body)
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func rows(tools: String, _ sections: [Section]) throws -> [String] {
        let f = try frames(of: try importedScene(xml: file(tools: tools, sections: sections), file: "Titles.storyboard"))
        return sections.indices.map { f["Gst-c\($0)-cel"] ?? "missing" }
    }

    /// 57 characters: 370.5 points with the tests' fixed-advance measurer
    /// (6.5 a character at 13 points), two lines in a 343-point row at
    /// that width and one at 0.92 of it (340.9), as San Francisco's
    /// narrower text fits where DejaVu's breaks.
    static let oneLine = "Changes take effect the next time you open the app again."
    /// 139 characters: three lines either way.
    static let threeLines = "A long footer that runs over three lines on a phone: it explains what the switch above does, when it takes effect, and how to undo it later."

    /// Xcode 14+ (tools 23504): a one-line footer 30 (16 + 14; at the
    /// measured width it would be two lines, 46); a titled header over a
    /// section with a footer title 7.3 taller than the next; a three-line
    /// footer 62; a later "" header 17.5; untitled 18 + 18. Xcode's titled
    /// headers are 55.5 first and 45.5 over a footer title; the tests'
    /// measurer makes their text 15.5 high (text + 23 = 38.5, on the pixel
    /// grid 56 and 46).
    func testFootersLinesAndEmptyHeadersFromXcode14() throws {
        let sections = [Section(header: "General", footer: Self.oneLine), Section(header: "Mail", footer: Self.threeLines),
                        Section(header: ""), Section()]
        let r = try rows(tools: "23504", sections)
        XCTAssertEqual(r, ["0,56,375,44",       // 56
                           "0,176,375,44",      // 100 + 30 + 46
                           "0,299.5,375,44",    // 220 + 62 + 17.5
                           "0,379.5,375,44"])   // 343.5 + 18 + 18
        // The same table measured at the drawing font's width: the first
        // footer takes two lines, 16 more, and every row after it moves.
        let yaml = try importedScene(xml: file(tools: "23504", sections: sections), file: "Titles.storyboard").yaml
        XCTAssertTrue(yaml.contains("titleWidthScale: 0.92"), yaml)
        let measured = try LayoutBuilder.build(try LayoutFile.parse(yaml.replacingOccurrences(of: "titleWidthScale: 0.92", with: "titleWidthScale: 1"),
                                                                      file: "measured.yaml"))
        XCTAssertEqual(measured.views.first { $0.id == "tableView.s1.r0" }.map { describe($0.view.frame) }, "0,192,375,44")
    }

    /// The import writes the canvas's title metrics for the table.
    func testTheImportWritesTheTitleMetrics() throws {
        let xml = file(tools: "23504", sections: [Section(header: "General", footer: Self.oneLine), Section(header: "")])
        let yaml = try importedScene(xml: xml, file: "Titles.storyboard").yaml
        XCTAssertTrue(yaml.contains("titleLineHeight: 16, groupedFooterPadding: 14"), yaml)
        XCTAssertTrue(yaml.contains("titleWidthScale: 0.92"), yaml)
        XCTAssertTrue(yaml.contains("headerHeight: 17.5"), yaml)
    }

    /// Xcode 10 (GitHawk's Settings, 14460): a later titled header over a
    /// section with a footer title is 45.5 already.
    func testXcode10HeaderOverAFooterTitle() throws {
        let r = try rows(tools: "14460.31", [Section(), Section(header: "Reactions", footer: Self.oneLine)])
        XCTAssertEqual(r, ["0,35,375,44", "0,143,375,44"])   // 35 + 44 + 18 + 46 (45.5 in Xcode; the tests' measurer, above)
    }

    /// Xcode 9 (MiniKeePass's Settings, 13196) already: eleven
    /// footer-titled sections stored 30 + 45.5 (one line) and 46 + 45.5
    /// (two) apart, the last 30 + 18 above an untitled header. Xcode 8
    /// (MobileOrg, 11762: 85 for two lines) is older, so files before
    /// 13000 get none of these metrics.
    func testXcode9FootersAndTheHeadersOverThem() throws {
        let sections = [Section(), Section(header: "Reactions", footer: Self.oneLine), Section(header: "More")]
        let r = try rows(tools: "13196", sections)
        // 35 + 44 + 18 + 46; + 44 + a one-line footer (30) + a later titled header (38.5, the tests' measurer)
        XCTAssertEqual(r, ["0,35,375,44", "0,143,375,44", "0,255.5,375,44"])
        let old = try importedScene(xml: file(tools: "12120", sections: sections), file: "Old.storyboard").yaml
        XCTAssertFalse(old.contains("groupedFooterPadding"), old)
    }

    /// "" headers: before Xcode 10.2 untitled ones (the first 35, then
    /// 18 + 18); Xcode 10.2 to 12 39.5 first and 22 later (40 after an
    /// untitled footer), 29.5 over a section with a footer title.
    func testEmptyHeaderTitlesByXcodeVersion() throws {
        let empty = [Section(header: ""), Section(header: ""), Section(header: "", footer: Self.oneLine), Section(header: "")]
        XCTAssertEqual(try rows(tools: "14490.70", empty), ["0,35,375,44", "0,115,375,44", "0,195,375,44", "0,287,375,44"])
        // 195 + 44 + a one-line footer (30, Xcode 10's footers) + 18
        XCTAssertEqual(try rows(tools: "17503.1", empty), ["0,39.5,375,44", "0,123.5,375,44", "0,215,375,44", "0,311,375,44"])
        // 39.5 + 44 + 18 + 22; + 44 + 18 + 29.5; + 44 + 30 + 22
    }
}
