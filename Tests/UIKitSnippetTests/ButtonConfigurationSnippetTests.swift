import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Configured buttons (ButtonConfigurationSnippets.swift), sized by hand.
/// Text is measured by the fixed-advance measurer (a character half the
/// point size wide, a line 1.2 × the point size); symbols are 20 points
/// square per 17 points of size (docs/LAYOUT.md, "Symbols").
final class ButtonConfigurationSnippetTests: XCTestCase {
    private let windows = ShownWindows()
    override func tearDown() {
        XCTAssertEqual(windows.unexpectedLog(), [])
        super.tearDown()
    }

    private func button(_ make: (inout UIButton.Configuration) -> Void) -> UIButton {
        var config = UIButton.Configuration.filled()
        config.title = "Button"
        make(&config)
        return UIButton(configuration: config)
    }

    /// Medium is (7, 12, 7, 12) with the body font (Apple Developer Forums
    /// 733541: "The default content inset is (top = 7, leading = 12, bottom
    /// = 7, trailing = 12)"); the other sizes are Trellis's rule
    /// (ButtonMetrics): large 14/20 body, small 5/10 subheadline, mini 3/8
    /// caption 1. "Button" is 6 characters.
    func testButtonSizeSetsInsetsAndFont() {
        XCTAssertEqual(button { _ in }.intrinsicContentSize, CGSize(width: 51 + 24, height: 20.4 + 14), accuracy: 1e-9)
        XCTAssertEqual(button { $0.buttonSize = .large }.intrinsicContentSize, CGSize(width: 51 + 40, height: 20.4 + 28), accuracy: 1e-9)
        let small = button { $0.buttonSize = .small }.intrinsicContentSize
        XCTAssertEqual(small.width, 45 + 20, accuracy: 1e-9)
        XCTAssertEqual(small.height, 18 + 10, accuracy: 1e-9)
        let mini = button { $0.buttonSize = .mini }.intrinsicContentSize
        XCTAssertEqual(mini.width, 36 + 16, accuracy: 1e-9)
        XCTAssertEqual(mini.height, 14.4 + 6, accuracy: 1e-9)
        var config = UIButton.Configuration.plain()
        XCTAssertEqual(config.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        config.buttonSize = .large
        XCTAssertEqual(config.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    /// Apple, `UIButton.Configuration.Size`: the size "can be effectively
    /// overridden by explicitly assigning values"; `setDefaultContentInsets()`
    /// gives the size's back.
    func testExplicitInsetsWinOverTheSize() {
        var config = UIButton.Configuration.gray()
        config.contentInsets = .zero
        config.buttonSize = .large
        XCTAssertEqual(config.contentInsets, .zero)
        config.title = "Go"
        XCTAssertEqual(UIButton(configuration: config).intrinsicContentSize, CGSize(width: 17, height: 20.4), accuracy: 1e-9)
        config.setDefaultContentInsets()
        XCTAssertEqual(config.contentInsets.top, 14)
    }

    /// The lead's settings screen: a 64-point symbol in an image view
    /// (preferredSymbolConfiguration: 64 × 20/17 = 75.29 square) above a
    /// large filled button: "Save" (34 × 20.4) + 8 + checkmark (20 × 20,
    /// sized by the 17-point title) inside 14/20 = 102 × 48.4.
    func testProfileHeader() {
        let vc = ProfileHeaderViewController()
        _ = windows.show(vc)
        let side = 64.0 * 20 / 17
        XCTAssertEqual(vc.avatar.intrinsicContentSize.width, side, accuracy: 1e-9)
        XCTAssertEqual(vc.saveButton.intrinsicContentSize, CGSize(width: 102, height: 48.4), accuracy: 1e-9)
        // The stack is as wide as the button, centred: x = (393 - 102) / 2.
        XCTAssertEqual(vc.stack.frame.minX, 145.5, accuracy: 0.34)
        XCTAssertEqual(vc.stack.frame.minY, 59 + 20, accuracy: 0.34)
        XCTAssertEqual(vc.avatar.frame.height, side, accuracy: 0.34)
        XCTAssertEqual(vc.saveButton.frame.minY, side + 16, accuracy: 0.34)
        XCTAssertEqual(vc.saveButton.frame.size, CGSize(width: 102, height: 48.4), accuracy: 0.34)
        XCTAssertEqual(vc.saveButton.configuration?.cornerStyle, .large)
        vc.saveButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.saves, 1)
    }

    /// Apple, `changesSelectionAsPrimaryAction`: the button "toggles its
    /// selection state" as its primary action; `configurationUpdateHandler`
    /// runs when the state changes. Small: subheadline (7.5 a character,
    /// 18 tall) inside 5/10.
    func testFollowButtonRetitlesItselfWhenSelected() {
        let button = makeFollowButton()
        XCTAssertFalse(button.isSelected)
        XCTAssertEqual(button.currentTitle, "Follow")
        XCTAssertEqual(button.intrinsicContentSize.width, 6 * 7.5 + 20, accuracy: 1e-9)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(button.isSelected)
        XCTAssertEqual(button.currentTitle, "Following")
        // "Following" (67.5) + 4 + a checkmark at 15 points (20/17 × 15).
        XCTAssertEqual(button.intrinsicContentSize.width, 67.5 + 4 + 15.0 * 20 / 17 + 20, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, 18 + 10, accuracy: 1e-9)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(button.currentTitle, "Follow")
    }

    /// Title 20-point bold from the attributed string (6 × 10 = 60 × 24),
    /// subtitle in subheadline ("Up to 2 GB": 10 × 7.5 = 75 × 18), 4
    /// between; the image above, 6 away: a large-scale symbol at the
    /// title's 20 points (20 × 20/17 × 1.3). Width: the widest, 75.
    func testSubtitleAndImageOnTop() {
        let button = makeUploadButton()
        let image = 20.0 * 20 / 17 * 1.3
        XCTAssertEqual(button.currentTitle, "Upload")
        XCTAssertEqual(button.titleFont.pointSize, 20)
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.width, 75 + 24, accuracy: 1e-9)
        XCTAssertEqual(size.height, image + 6 + 24 + 4 + 18 + 14, accuracy: 1e-9)
    }

    /// The transformer's font sizes the title (24 pt: "Buy" 36 × 28.8);
    /// `showsActivityIndicator` puts a 20-point indicator where the image
    /// goes, 10 from the title.
    func testTransformerFontAndActivityIndicator() {
        let idle = makeBuyButton(busy: false)
        XCTAssertEqual(idle.intrinsicContentSize.width, 36 + 60, accuracy: 1e-9)
        XCTAssertEqual(idle.intrinsicContentSize.height, 28.8 + 20, accuracy: 1e-9)
        let busy = makeBuyButton(busy: true)
        XCTAssertEqual(busy.intrinsicContentSize.width, 20 + 10 + 36 + 60, accuracy: 1e-9)
        XCTAssertEqual(busy.currentTitleColor, .white)
        XCTAssertEqual(busy.configurationBackgroundColor, .systemGreen)
    }

    /// A pop-up button (menu, `showsMenuAsPrimaryAction`,
    /// `changesSelectionAsPrimaryAction`) shows its selected action's title
    /// and selects the first when none is (iOS 15's pop-up buttons).
    func testPopUpButtonShowsTheChosenAction() {
        let sort = SortControl()
        let button = sort.button
        XCTAssertEqual(button.currentTitle, "Name")
        XCTAssertEqual(button.intrinsicContentSize.width, 4 * 8.5 + 24, accuracy: 1e-9)
        let actions = button.menu!.children.compactMap { $0 as? UIAction }
        button.sendAction(actions[1])
        XCTAssertEqual(sort.order, "Date Modified")
        XCTAssertEqual(button.currentTitle, "Date Modified")
        XCTAssertEqual(actions.map(\.state), [.off, .on, .off])
        XCTAssertEqual(button.intrinsicContentSize.width, 13 * 8.5 + 24, accuracy: 1e-9)
    }
}

private func XCTAssertEqual(_ a: CGSize, _ b: CGSize, accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height", file: file, line: line)
}
