import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Input views swapped while editing, on the default iPhone 15 (393 × 852,
/// safe area top 59, bottom 34). The keyboard's frame is the input view's
/// height (or the window's `keyboardHeight`) plus the accessory's
/// (docs/LAYOUT.md, "Text input").
final class FormSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// Apple, `reloadInputViews()`: a first responder that changes its
    /// input view calls it to show the new one; the keyboard layout guide
    /// (and the button on it) follows the picker's 216 points plus the
    /// toolbar's 44.
    func testInputViewSwapFollowsTheGuide() {
        let form = DeliveryFormViewController()
        let window = shown.show(form)
        XCTAssertEqual(form.continueButton.frame.maxY, 852 - 34 - 8, accuracy: 0.01, "no keyboard: the bottom safe area")
        window.keyboardHeight = 336
        XCTAssertTrue(form.slotField.becomeFirstResponder())
        window.layoutIfNeeded()
        XCTAssertEqual(form.slotField.inputAccessoryView?.frame.height, 44, "UIToolbar.sizeToFit: 44 on a phone in portrait")
        XCTAssertEqual(window.keyboardFrameHeight, 336 + 44)
        XCTAssertEqual(form.continueButton.frame.maxY, 852 - 380 - 8, accuracy: 0.01)
        form.chooseSlotFromList()
        window.layoutIfNeeded()
        XCTAssertEqual(window.keyboardFrameHeight, 216 + 44)
        XCTAssertEqual(form.continueButton.frame.maxY, 852 - 260 - 8, accuracy: 0.01)
        form.slotPicker.spin(toRow: 2, inComponent: 0)
        XCTAssertEqual(form.slotField.text, "13–15")
        XCTAssertTrue(form.view.endEditing(true))
        XCTAssertEqual(window.keyboardFrameHeight, 336, "the picker and toolbar go; the window's keyboard stays until the test lowers it")
        window.keyboardHeight = 0
        window.layoutIfNeeded()
        XCTAssertEqual(form.continueButton.frame.maxY, 852 - 34 - 8, accuracy: 0.01)
    }

    /// Traits are kept as set (they change no layout); the stack's custom
    /// spacing puts 24 after the password field.
    func testTraitsAndSpacing() {
        let form = DeliveryFormViewController()
        _ = shown.show(form)
        XCTAssertEqual(form.codeField.textContentType, .oneTimeCode)
        XCTAssertEqual(form.codeField.keyboardType, .numberPad)
        XCTAssertEqual(form.passwordField.passwordRules?.passwordRulesDescriptor, "minlength: 8; required: digit;")
        XCTAssertNil(form.codeField.passwordRules)
        XCTAssertEqual(form.slotField.frame.minY - form.passwordField.frame.maxY, 24, accuracy: 0.01)
        XCTAssertEqual(form.passwordField.frame.minY - form.codeField.frame.maxY, 12, accuracy: 0.01)
    }

    /// Trellis's rule: cap and x heights in San Francisco's proportions.
    func testFontHeights() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.capHeight, 14.1, accuracy: 0.001)
        XCTAssertEqual(font.xHeight, 10.52, accuracy: 0.001)
    }
}
