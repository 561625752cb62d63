import Foundation
import XCTest

/// Every command gives an Interface Builder file the same frames: `trellis
/// layout --json` and the snapshot runner (`trellis snapshot record`) lay a
/// stretched label's baseline neighbours out with the same measurer
/// (``SystemFontBaselines/measurer(for:base:)``: Xcode's baseline offsets
/// for an IB file), so the frames record of a snapshot is the layout's.
/// Before, the runner measured with plain Pango and put "amount" (40
/// points, on the first baseline of "total", a 13-point label 60 tall)
/// two thirds of a point lower than `trellis layout` did.
final class BaselineFramesAgreeTests: SnapshotCLITestCase {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="Prc-rt-001" userLabel="Price">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Total" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Prc-ti-002" userLabel="total">
                        <rect key="frame" x="16" y="20" width="31" height="60"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="60" id="Prc-c1-003"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="42" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Prc-am-004" userLabel="amount">
                        <rect key="frame" x="55" y="-5.6666666666666643" width="45" height="48"/>
                        <fontDescription key="fontDescription" type="system" pointSize="40"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="per month" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Prc-pm-005" userLabel="period">
                        <rect key="frame" x="108" y="65.333333333333329" width="60" height="14.333333333333334"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Prc-ti-002" firstAttribute="leading" secondItem="Prc-rt-001" secondAttribute="leading" constant="16" id="Prc-c2-006"/>
                    <constraint firstItem="Prc-ti-002" firstAttribute="top" secondItem="Prc-rt-001" secondAttribute="top" constant="20" id="Prc-c3-007"/>
                    <constraint firstItem="Prc-am-004" firstAttribute="leading" secondItem="Prc-ti-002" secondAttribute="trailing" constant="8" symbolic="YES" id="Prc-c4-008"/>
                    <constraint firstItem="Prc-am-004" firstAttribute="firstBaseline" secondItem="Prc-ti-002" secondAttribute="firstBaseline" id="Prc-c5-009"/>
                    <constraint firstItem="Prc-pm-005" firstAttribute="leading" secondItem="Prc-am-004" secondAttribute="trailing" constant="8" symbolic="YES" id="Prc-c6-010"/>
                    <constraint firstItem="Prc-pm-005" firstAttribute="lastBaseline" secondItem="Prc-ti-002" secondAttribute="lastBaseline" id="Prc-c7-011"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
        </objects>
    </document>
    """

    func absoluteFrames(_ json: Data, key: String) throws -> [String: [Double]] {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let views = try XCTUnwrap(object["views"] as? [[String: Any]])
        var out: [String: [Double]] = [:]
        for v in views {
            guard let name = v[key] as? String, let f = v["absoluteFrame"] as? [String: Double] else { continue }
            out[name] = [f["x"]!, f["y"]!, f["width"]!, f["height"]!]
        }
        return out
    }

    func testSnapshotFramesAreTheLayoutsFrames() throws {
        try Self.xib.write(toFile: path("Price.xib"), atomically: true, encoding: .utf8)
        let layout = try trellis(["layout", "--json", "Price.xib"])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        let laidOut = try absoluteFrames(Data(layout.stdout.utf8), key: "name")
        let record = try trellis(["snapshot", "record", "Price.xib", "--quiet"])
        XCTAssertEqual(record.status, 0, record.stderr)
        let recorded = try absoluteFrames(
            Data(contentsOf: URL(fileURLWithPath: path("__Snapshots__/Price@Prc-rt-001/retina6_12-portrait.step-0.frames.json"))), key: "id")
        XCTAssertEqual(Set(laidOut.keys), ["root", "total", "amount", "period"])
        XCTAssertEqual(Set(recorded.keys), Set(laidOut.keys))
        for (name, frame) in laidOut {
            for (a, b) in zip(frame, recorded[name] ?? []) {
                // The record keeps three decimals.
                XCTAssertEqual(a, b, accuracy: 0.001, "\(name): layout \(frame), snapshot \(recorded[name] ?? [])")
            }
        }
        // Xcode's ascender (1950/2048 of the point size): 20 + 12.38 - 38.09.
        XCTAssertEqual(laidOut["amount"]?[1] ?? 0, -5.667, accuracy: 0.01)
    }
}
