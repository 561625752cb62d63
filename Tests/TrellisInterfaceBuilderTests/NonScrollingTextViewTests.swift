import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// A text view with `scrollEnabled="NO"` is as large as its text, as
/// UIKit sizes one; under the stored-frame text rule that size is Xcode's
/// stored one, on both axes (docs/INTERFACE-BUILDER.md, "Text: honouring
/// Xcode's measurements"). File written by hand.
final class NonScrollingTextViewTests: XCTestCase {
    /// A 375 × 667 xib view: a text view pinned only at its leading and
    /// top edges (20, 30), `width >= 0` (as Nextcloud Talk's source lines
    /// in a horizontal scroll view), stored 212 × 36: its frame is its
    /// stored size at its constraints' place, and nothing is ambiguous.
    /// (Before the width was kept, only the canvas frame gave it one: an
    /// ambiguous width, 0 in a scroll view's content.)
    func testNonScrollingTextViewTakesItsStoredWidthAndHeight() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Txv-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Source line" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-aa-002">
                                <rect key="frame" x="0.0" y="0.0" width="212" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" id="Txv-cw-005"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Txv-aa-002" firstAttribute="leading" secondItem="Txv-rt-001" secondAttribute="leading" constant="20" id="Txv-c1-003"/>
                            <constraint firstItem="Txv-aa-002" firstAttribute="top" secondItem="Txv-rt-001" secondAttribute="top" constant="30" id="Txv-c2-004"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let imported = try importedScene(xml: text, file: "textview.xib")
        XCTAssertTrue(imported.yaml.contains("intrinsicSize: {width: 212, height: 36}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        let view = try XCTUnwrap(layout.view(imported.names["Txv-aa-002"]!))
        XCTAssertEqual(describe(view.frame), "20,30,212,36")
        XCTAssertFalse(view.hasAmbiguousLayout)
    }
}
