/// The storyboard `trellis bench layout --workload storyboard` reads: issue
/// 11's "5 MB storyboard with 100 scenes" at 5,000 views. Each scene is a
/// view controller whose root holds 25 rows of a label and a box (50
/// views), six constraints a row: the label under the one before (the
/// first under the safe area), at the leading margin; the box 8 after the
/// label, centred on it, 40 × 20. Written as Xcode 12 writes a document
/// (ids, stored frames, fonts, colours, safe-area guides), so reading it
/// costs what reading a real one does.
enum StoryboardWorkload {
    static let rowsPerScene = 25

    /// A storyboard of about `n` views (two a row, 25 rows a scene).
    static func xml(views n: Int) -> String {
        let scenes = max(1, (n + 2 * rowsPerScene - 1) / (2 * rowsPerScene))
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="s0-vc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for s in 0..<scenes { out += scene(s) }
        out += """
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return out
    }

    static func scene(_ s: Int) -> String {
        let p = "s\(s)"
        var views = "", constraints = ""
        for r in 0..<rowsPerScene {
            let label = "\(p)-l\(r)", box = "\(p)-b\(r)"
            let y = 56 + Double(r) * 28.5
            views += """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(r) of scene \(s)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)" userLabel="Title \(r)">
                                            <rect key="frame" x="20" y="\(y)" width="120" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)" userLabel="Box \(r)">
                                            <rect key="frame" x="148" y="\(y + 0.25)" width="40" height="20"/>
                                            <color key="backgroundColor" systemColor="systemBlueColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="\(box)-w"/>
                                                <constraint firstAttribute="height" constant="20" id="\(box)-h"/>
                                            </constraints>
                                        </view>

                """
            let above = r == 0 ? "secondItem=\"\(p)-sa\" secondAttribute=\"top\" constant=\"12\"" : "secondItem=\"\(p)-l\(r - 1)\" secondAttribute=\"bottom\" constant=\"8\""
            constraints += """
                                        <constraint firstItem="\(label)" firstAttribute="top" \(above) id="\(label)-t"/>
                                        <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(p)-root" secondAttribute="leadingMargin" id="\(label)-x"/>
                                        <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(label)" secondAttribute="trailing" constant="8" symbolic="YES" id="\(box)-x"/>
                                        <constraint firstItem="\(box)" firstAttribute="centerY" secondItem="\(label)" secondAttribute="centerY" id="\(box)-y"/>

                """
        }
        return """
                    <!--Scene \(s)-->
                    <scene sceneID="\(p)-sc">
                        <objects>
                            <viewController storyboardIdentifier="Scene\(s)" id="\(p)-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(p)-root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(views)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(p)-sa"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(p)-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(s * 500)" y="0.0"/>
                    </scene>

            """
    }
}
