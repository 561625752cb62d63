import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Font descriptors: the font a descriptor gives is the one the matching
/// factory gives, so it measures the same; traits, designs and attributes
/// read back as UIKit's (Apple, UIFontDescriptor, `withSymbolicTraits(_:)`,
/// `withDesign(_:)`, `UIFont(descriptor:size:)`: size 0 keeps the
/// descriptor's).
final class FontDescriptorSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func labelSize(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize
    }

    func testDescriptorRoundTrips() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body), size: 0), body)
        XCTAssertEqual(UIFont(descriptor: body.fontDescriptor, size: 0), body)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote)
        XCTAssertEqual(descriptor.pointSize, 13, "HIG: footnote is 13 points at Large")
        XCTAssertEqual(descriptor.fontAttributes[.textStyle] as? String, UIFont.TextStyle.footnote.rawValue)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 20).pointSize, 20)
        let avenir = UIFont(descriptor: UIFontDescriptor(name: "Avenir-Heavy", size: 20), size: 0)
        XCTAssertEqual(avenir, UIFont(name: "Avenir-Heavy", size: 20))
        XCTAssertEqual(avenir.weight, .heavy)
    }

    /// The stats header's fonts measure as the factories' fonts do.
    func testHeaderFontsMeasureAsFactories() {
        let header = StatsHeaderView()
        XCTAssertEqual(header.titleLabel.font.weight, .bold)
        XCTAssertEqual(header.titleLabel.font.pointSize, 17)
        XCTAssertEqual(labelSize("Weekly Stats", header.titleLabel.font), labelSize("Weekly Stats", .boldSystemFont(ofSize: 17)))
        XCTAssertEqual(header.scoreLabel.font.design, .rounded)
        XCTAssertEqual(header.scoreLabel.font.weight, .semibold)
        XCTAssertEqual(labelSize("1,204", header.scoreLabel.font), labelSize("1,204", .systemFont(ofSize: 28, weight: .semibold)))
        XCTAssertEqual(header.timerLabel.font.design, .monospaced)
        XCTAssertTrue(header.timerLabel.font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        XCTAssertEqual(header.captionLabel.font.pointSize, 12)
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let scaled = header.captionLabel.font.pointSize
        XCTAssertEqual(scaled, 12)
    }

    /// `withSymbolicTraits(_:)` replaces the traits (apps add with
    /// `union`): italic alone on a bold font is not bold; the union keeps it.
    func testSymbolicTraits() {
        let bold = UIFont.boldSystemFont(ofSize: 15)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italicOnly = UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        XCTAssertTrue(italicOnly.isItalic)
        XCTAssertEqual(italicOnly.weight, .regular)
        let boldItalic = bold.italic
        XCTAssertTrue(boldItalic.isItalic)
        XCTAssertEqual(boldItalic.weight, .bold)
        XCTAssertEqual(UIFont.systemFont(ofSize: 15).bold, UIFont.boldSystemFont(ofSize: 15))
        // Trellis's rule: semibold counts as bold (headline's face).
        XCTAssertTrue(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    /// Designs are the system font's (withDesign returns nil for others);
    /// a weight in the traits attribute sets the weight.
    func testDesignsWeightsAndWidths() {
        XCTAssertNil(UIFont(name: "Georgia", size: 14)!.fontDescriptor.withDesign(.serif))
        let serif = UIFont(descriptor: UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(.serif)!, size: 0)
        XCTAssertEqual(serif.design, .serif)
        XCTAssertEqual(serif.pointSize, 14)
        let semibold = UIFont.preferred(.subheadline, weight: .semibold)
        XCTAssertEqual(semibold.weight, .semibold)
        XCTAssertEqual(semibold.pointSize, 15)
        let condensed = UIFont.systemFont(ofSize: 16, weight: .bold, width: .condensed)
        XCTAssertEqual(condensed.width, .condensed)
        XCTAssertTrue(condensed.fontDescriptor.symbolicTraits.contains(.traitCondensed))
        XCTAssertEqual(UIFont(descriptor: condensed.fontDescriptor, size: 0), condensed)
        let sized = UIFont.systemFont(ofSize: 16).fontDescriptor.withSize(22)
        XCTAssertEqual(sized.pointSize, 22)
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize, 12, "Core Text's default size")
    }

    /// Monospaced digits through feature settings, as apps wrote them
    /// before `monospacedDigitSystemFont` (Core Text's number-spacing
    /// feature), give the same font as the factory.
    func testMonospacedDigitFeature() {
        let descriptor = UIFont.systemFont(ofSize: 15, weight: .medium).fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType,
                                UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector]],
        ])
        let font = UIFont(descriptor: descriptor, size: 0)
        XCTAssertTrue(font.hasMonospacedDigits)
        XCTAssertEqual(font, UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium))
        XCTAssertEqual(UIFont(descriptor: font.fontDescriptor, size: 0), font)
        XCTAssertFalse(UIFont.systemFont(ofSize: 15).hasMonospacedDigits)
    }

    /// UIFontMetrics scales by the style's ratio (HIG: caption1 is 12 at
    /// Large, 18 at xxxLarge).
    func testMetricsScaleWithCategory() {
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .caption1)
        XCTAssertEqual(metrics.scaledValue(for: 4, compatibleWith: traits), 6)
        XCTAssertEqual(metrics.scaledFont(for: .systemFont(ofSize: 12, weight: .medium), compatibleWith: traits).pointSize, 18)
    }
}
