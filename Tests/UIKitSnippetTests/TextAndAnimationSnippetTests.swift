import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Attributed text (Apple, `NSParagraphStyle.lineSpacing`: "the distance in
/// points between the bottom of one line fragment and the top of the
/// next"), `draw(_:)` and the animation blocks in code written for UIKit.
/// Sizes use the fixed-advance measurer: a character is half the point
/// size wide, a line 1.2 × the point size tall.
final class TextAndAnimationSnippetTests: XCTestCase {
    func testAttributedTextLineSpacingAnimationAndDraw() {
        let window = UIWindow(width: 320, height: 480, scale: 2)
        let card = PromoCardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(card)
        card.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
        card.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
        window.layoutIfNeeded()

        // Three 12-point lines of 4 × 5 points at the 24-point width, 4
        // apart: 3 × 12 + 2 × 4.
        XCTAssertEqual(card.headline.frame.size, CGSize(width: 24, height: 44))
        XCTAssertEqual(card.headline.font.pointSize, 10)
        XCTAssertEqual(card.headline.textColor, UIColor.systemBlue)
        XCTAssertEqual(card.headline.textAlignment, .center)
        XCTAssertEqual(card.headline.attributedText?.string, "aaaa bbbb cccc")
        // The button's title is the attributed one, in its 20-point font.
        XCTAssertEqual(card.action.title(for: .normal), "Go")
        XCTAssertEqual(card.action.titleLabel?.font.pointSize, 20)

        XCTAssertEqual(card.frame.height, 60)
        card.expand()
        XCTAssertEqual(card.frame.height, 120, "the animation block's layoutIfNeeded gives the final frame")
        // UIKit calls the completion when the 0.3-second animation ends,
        // from the main run loop: not yet, then finished.
        XCTAssertFalse(card.finished)
        let ended = expectation(description: "the animation's completion")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { ended.fulfill() }
        wait(for: [ended], timeout: 5)
        XCTAssertTrue(card.finished)
        XCTAssertEqual(card.drawCalls, 0, "no Core Graphics: draw(_:) is never called")

        // Plain text replaces the attributed text and its line spacing.
        card.headline.text = "aaaa bbbb cccc"
        window.layoutIfNeeded()
        XCTAssertEqual(card.headline.frame.height, 36)
    }

    /// Line height multiples and minimums make every line taller, the text
    /// at the bottom of each.
    func testParagraphLineHeights() {
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 24
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.5
        label.attributedText = NSAttributedString(string: "aaaa bbbb", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 20, height: 36))
        let minimum = NSMutableParagraphStyle()
        minimum.minimumLineHeight = 20
        minimum.maximumLineHeight = 20
        label.attributedText = NSAttributedString(string: "aaaa bbbb", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: minimum])
        XCTAssertEqual(label.intrinsicContentSize.height, 40)
        XCTAssertEqual((NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)?.lineSpacing, 0)
    }
}
