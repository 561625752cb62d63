import Foundation

extension IBTestDocument {
    /// The table of the course projects' student lists (OnTheMap copies),
    /// as Xcode stores it: a plain prototype table filling a phone of
    /// `width` points, one subtitle prototype (`Student`) with a 24-point
    /// `pin` image from `<resources>` (built-in title, subtitle and image
    /// at the frames Xcode 8 to 10 store), in rows of `rowHeight` (`-1`: a
    /// self-sizing row, stored 44 high). Ids start with `prefix`: the
    /// scene `<prefix>-sc-001`, the cell `<prefix>-ce-cel`, the labels
    /// `<prefix>-tl-lbl` and `<prefix>-dl-lbl`, the image `<prefix>-im-img`.
    /// `estimatedRowHeight`: the table's, when the file writes one.
    static func subtitleImageTable(prefix p: String, tools: String, device: String = "retina4_7", width: Double = 375,
                                   appearance: String? = "light", rowHeight: String = "64",
                                   estimatedRowHeight: String? = nil) -> String {
        let cellHeight = rowHeight == "-1" ? 44.0 : Double(rowHeight)!
        let cellRowHeight = rowHeight == "-1" ? "" : "rowHeight=\"\(rowHeight)\" "
        let estimated = estimatedRowHeight.map { " estimatedRowHeight=\"\($0)\"" } ?? ""
        // Built-in views are placed by Xcode and by Trellis's cell styles;
        // the stored frames only give the text's and image's sizes.
        let imageTop = ((cellHeight - 0.5 - 24) / 2).rounded(.down)
        let textTop = ((cellHeight - 0.5 - 36) / 2).rounded()
        let cell = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Student" textLabel="\(p)-tl-lbl" detailTextLabel="\(p)-dl-lbl" imageView="\(p)-im-img" \(cellRowHeight)style="IBUITableViewCellStyleSubtitle" id="\(p)-ce-cel">
            \(frame(0, 28, width, cellHeight))
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(p)-ce-cel" id="\(p)-cv-cnt">
            \(frame(0, 0, width, cellHeight - 0.5))
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
            \(builtInLabel("\(p)-tl-lbl", (54, textTop, 34, 21), text: "Title", pointSize: 17))
            \(builtInLabel("\(p)-dl-lbl", (54, textTop + 21, 44, 15), text: "Subtitle", pointSize: 12))
            <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" image="pin" id="\(p)-im-img">
            \(frame(15, imageTop, 24, 24))
            <autoresizingMask key="autoresizingMask"/>
            </imageView>
            </subviews>
            </tableViewCellContentView>
            </tableViewCell>
            """
        let controller = tableViewController("\(p)-vc-002", table: "\(p)-tv-003", (0, 0, width, 667),
                                             attributes: "alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"\(rowHeight)\"\(estimated) sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
                                             inner: ["<prototypes>", cell, "</prototypes>"])
        let head = storyboard(toolsVersion: tools, device: device, appearance: appearance, safeAreas: false,
                              scenes: [scene("\(p)-sc-001", controller: controller)])
        // The image's size comes from the document's resources.
        return head.replacingOccurrences(of: "</scenes>\n", with: "</scenes>\n<resources>\n<image name=\"pin\" width=\"24\" height=\"24\"/>\n</resources>\n")
    }

    /// A built-in label of Xcode 8 to 10: multi-touch, placed by its
    /// autoresizing mask, no colours.
    private static func builtInLabel(_ id: String, _ rect: Rect, text: String, pointSize: Double) -> String {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(escaped(text))" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
        \(frame(rect.0, rect.1, rect.2, rect.3))
        <autoresizingMask key="autoresizingMask"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(number(pointSize))"/>
        </label>
        """
    }
}
