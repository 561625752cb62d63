import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// IBValues.swift: numbers as Xcode writes them, and nothing else.
final class IBValuesTests: XCTestCase {
    func testNumbersAreFiniteDecimals() {
        XCTAssertEqual(IBValues.number("20"), 20)
        XCTAssertEqual(IBValues.number("-0.5"), -0.5)
        XCTAssertEqual(IBValues.number("20.333333333333329"), 20.333333333333329)
        XCTAssertEqual(IBValues.number("1e-05"), 1e-05)
        for s in ["nan", "NaN", "inf", "-infinity", "1e999", "0x10", "0x1p3", "", " 1", "1 ", "abc"] {
            XCTAssertNil(IBValues.number(s), s)
        }
    }

    func testMultipliersThatArentFiniteAreRefused() {
        XCTAssertEqual(IBValues.multiplier("3:4"), 0.75)
        XCTAssertEqual(IBValues.multiplier("1/4"), 0.25)
        for s in ["1:0", "nan", "inf:1", "1e300:1e-300", "nan/1", "%", "nan%", "35 %", "3:4%"] { XCTAssertNil(IBValues.multiplier(s), s) }
    }

    /// Xcode stores a multiplier typed as a percentage as written
    /// (`multiplier="35%"`, tools 19162): a share of 100, not a refusal.
    func testPercentageMultipliers() {
        XCTAssertEqual(IBValues.multiplier("35%"), 0.35)
        XCTAssertEqual(IBValues.multiplier("150%"), 1.5)
        XCTAssertEqual(IBValues.multiplier("12.5%"), 0.125)
    }

    /// Found by the `ib` fuzz target: `<color white="nan">` reached
    /// `Int(nan)` and trapped. A component that isn't a number is left out.
    func testAColourComponentThatIsntANumberDoesntTrap() throws {
        let doc = try InterfaceBuilderFile.parse(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="R-1">
                        <rect key="frame" x="0" y="0" width="100" height="50"/>
                        <color key="backgroundColor" white="nan" alpha="1"/>
                        <subviews>
                            <view id="A-1">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <color key="backgroundColor" red="inf" green="0" blue="0" alpha="-infinity"/>
                            </view>
                            <view id="B-1">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <color key="backgroundColor" red="2" green="-1" blue="0.5" alpha="nan"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8), file: "nan.xib")
        XCTAssertNil(doc.scenes[0].root.backgroundColor)
        XCTAssertNil(doc.scenes[0].root.subviews[0].backgroundColor)
        XCTAssertEqual(doc.scenes[0].root.subviews[1].backgroundColor, "#FF0080FF")
        XCTAssertNoThrow(try doc.imported(doc.scenes[0]))
    }

    /// Xcode writes tools versions with minor parts ("14460.31", and the
    /// placeholder "32700.99.1234"): the canvas rules key on the build
    /// number before the first dot, which `Int("14460.31")` read as none.
    func testToolsVersionsWithMinorParts() {
        XCTAssertEqual(IBValues.toolsVersion("14460.31"), 14460)
        XCTAssertEqual(IBValues.toolsVersion("32700.99.1234"), 32700)
        XCTAssertEqual(IBValues.toolsVersion("24765"), 24765)
        XCTAssertNil(IBValues.toolsVersion("x.1"))
        XCTAssertNil(IBValues.toolsVersion(nil))
    }

    /// Numbers are written short where ten places carry them, and in full
    /// where they don't, so the imported YAML reads back the same Double.
    func testFormattedNumbersReadBackExactly() {
        XCTAssertEqual(IBValues.format(0.5), "0.5")
        XCTAssertEqual(IBValues.format(20.333), "20.333")
        XCTAssertEqual(IBValues.format(-8), "-8")
        for v in [1.0 / 3, 2.0 / 3, 0.33333333333333331, 17.666666666666668, 1.0 / 7] {
            XCTAssertEqual(Double(IBValues.format(v)), v, "\(v)")
        }
    }
}
