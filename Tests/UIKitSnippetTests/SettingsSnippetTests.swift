import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A preferences screen on the default iPhone 15 (393 × 852, safe area top
/// 59, margins 16): controls' sizes (docs/LAYOUT.md, "Controls"), the
/// colour and font pickers, the pasteboard and the Settings link.
final class SettingsSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, accuracy: CGFloat = 0.01,
                            file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: accuracy, "\(r)", file: file, line: line)
        }
    }

    /// The segmented control measures its titles in the normal state's
    /// font (Trellis: the widest title plus 7 at each side, per segment);
    /// the colour well is 28 × 28 (Trellis's rule), the stepper 94 × 32
    /// (UIKit's), the slider 31 high with no width of its own.
    func testPreferencesFrames() {
        let prefs = PreferencesViewController()
        _ = shown.show(prefs)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.text = "System"
        let segment = label.intrinsicContentSize.width + 14
        let theme = prefs.themeControl.frame
        XCTAssertEqual(theme.width, 3 * segment, accuracy: 1)
        XCTAssertEqual(theme.midX, 393 / 2, accuracy: 0.34)
        XCTAssertEqual(theme.minY, 75)
        XCTAssertEqual(theme.height, 32)
        XCTAssertGreaterThan(theme.width, UISegmentedControl(items: ["Light", "Dark", "System"]).intrinsicContentSize.width,
                             "15-point semibold titles are wider than the default 13-point ones")
        assertRect(prefs.accentWell.frame, 377 - 28, 127, 28, 28)
        XCTAssertEqual(prefs.accentLabel.frame.midY, prefs.accentWell.frame.midY, accuracy: 0.34)
        assertRect(prefs.sizeStepper.frame, 377 - 94, 175, 94, 32)
        assertRect(prefs.volume.frame, 16, 227, 361, 31)
        XCTAssertEqual(prefs.volume.value, 40)
        XCTAssertNotNil(prefs.volume.minimumValueImage)
        XCTAssertNotNil(prefs.volume.currentThumbImage)
        XCTAssertFalse(prefs.sizeStepper.isContinuous)
        XCTAssertNotNil(prefs.themeControl.titleTextAttributes(for: .selected)?[.foregroundColor])
    }

    /// A user's colour in the well sends `.valueChanged` (Apple,
    /// UIColorWell: the control sends it when the colour changes).
    func testColorWellChoice() {
        let prefs = PreferencesViewController()
        _ = shown.show(prefs)
        XCTAssertEqual(prefs.accentWell.selectedColor, .systemPink)
        prefs.accentWell.choose(.systemTeal)
        XCTAssertEqual(prefs.accentWell.selectedColor, .systemTeal)
        XCTAssertEqual(prefs.accentChanges, 1)
        prefs.accentWell.selectedColor = .systemRed
        XCTAssertEqual(prefs.accentChanges, 1, "code's change sends nothing")
    }

    /// The colour picker is a sheet; the delegate hears of the colour and of
    /// the end (Apple, UIColorPickerViewControllerDelegate).
    func testColorPicker() {
        let prefs = PreferencesViewController()
        let nav = UINavigationController(rootViewController: prefs)
        let window = shown.show(nav)
        let picker = prefs.pickColor()
        window.layoutIfNeeded()
        XCTAssertEqual(picker.view.frame.minY, 161.0 / 3 + 10, accuracy: 0.01)
        XCTAssertEqual(picker.selectedColor, .systemPink)
        picker.choose(.systemOrange)
        XCTAssertEqual(prefs.pickedColor, .systemOrange)
        XCTAssertFalse(prefs.pickerFinished)
        picker.finish()
        XCTAssertTrue(prefs.pickerFinished)
        XCTAssertNil(nav.presentedViewController)
    }

    /// The font picker gives a descriptor; the font made from it at 17
    /// points is the family's face at that size.
    func testFontPicker() {
        let prefs = PreferencesViewController()
        let nav = UINavigationController(rootViewController: prefs)
        _ = shown.show(nav)
        let picker = prefs.pickFont()
        XCTAssertTrue(picker.configuration.includeFaces)
        XCTAssertIdentical(nav.presentedViewController, picker)
        picker.pick(UIFontDescriptor(name: "Georgia-Bold", size: 12))
        XCTAssertEqual(prefs.chosenFont, UIFont(name: "Georgia-Bold", size: 17))
        XCTAssertEqual(prefs.chosenFont?.weight, .bold)
        XCTAssertNil(nav.presentedViewController)
    }

    /// The pasteboard keeps what was copied; a new kind replaces it.
    func testPasteboard() {
        let prefs = PreferencesViewController()
        let before = UIPasteboard.general.changeCount
        prefs.copyShareLink()
        XCTAssertEqual(UIPasteboard.general.string, "https://example.com/invite/123")
        XCTAssertTrue(UIPasteboard.general.hasStrings)
        XCTAssertEqual(UIPasteboard.general.changeCount, before + 1)
        UIPasteboard.general.url = URL(string: "https://example.com")
        XCTAssertFalse(UIPasteboard.general.hasStrings)
        XCTAssertEqual(UIPasteboard.general.urls, [URL(string: "https://example.com")!])
        UIPasteboard.general.strings = ["a", "b"]
        XCTAssertEqual(UIPasteboard.general.numberOfItems, 2)
    }

    /// The Settings link is UIKit's `app-settings:`; opening it and
    /// switching icons do nothing in Trellis (no alternate icons: the
    /// handler gets an error, as UIKit's for an app without any).
    func testSettingsLinkAndIcons() {
        let prefs = PreferencesViewController()
        XCTAssertEqual(prefs.openSystemSettings()?.absoluteString, "app-settings:")
        XCTAssertFalse(UIApplication.shared.supportsAlternateIcons)
        prefs.useDarkIcon()
        XCTAssertNotNil(prefs.iconError)
        XCTAssertNil(UIApplication.shared.alternateIconName)
    }
}
