import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Date pickers and picker views as apps use them, on the default iPhone 15
/// screen (393 × 852, safe area 59 / 34, margins 16). Sizes: docs/LAYOUT.md,
/// "Pickers" (each number's source is named there and in the tests).
final class PickerSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "\(r)", file: file, line: line)
        }
    }

    private func day(_ text: String) -> Date { BirthdayFormViewController.formatter.date(from: text)! }

    /// A wheels date picker as a field's input view: the keyboard's frame is
    /// the picker's 216 (UIKit pins a picker's height to 216) plus the 44-point
    /// toolbar on it (Trellis's input-view rule, docs/LAYOUT.md "Text input").
    func testWheelsPickerAsInputView() {
        let form = BirthdayFormViewController()
        let window = shown.show(form)
        assertRect(form.birthdayField.frame, 16, 79, 361, 103.0 / 3)
        XCTAssertEqual(window.keyboardFrameHeight, 0)
        XCTAssertTrue(form.birthdayField.becomeFirstResponder())
        XCTAssertEqual(window.keyboardFrameHeight, 216 + 44)
        XCTAssertEqual(form.datePicker.intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertEqual(form.datePicker.datePickerStyle, .wheels)
        XCTAssertTrue(form.view.endEditing(true))
        XCTAssertEqual(window.keyboardFrameHeight, 0)
    }

    /// The value-changed action runs for a user's change, not for code's
    /// (Apple, UIControl: actions are sent for user interactions); the date
    /// stays within the minimum and maximum.
    func testValueChangedAndLimits() {
        let form = BirthdayFormViewController()
        _ = shown.show(form)
        form.datePicker.setDate(day("2000-01-01"), animated: false)
        XCTAssertTrue(form.birthdayField.text?.isEmpty ?? true, "code's change sends nothing")
        form.datePicker.choose(day("1990-05-17"))
        XCTAssertEqual(form.birthdayField.text, "1990-05-17")
        form.datePicker.choose(day("2030-01-01"))
        XCTAssertEqual(form.birthdayField.text, "2026-11-28", "clamped to maximumDate")
        form.datePicker.date = day("1850-06-01")
        XCTAssertEqual(form.datePicker.date, day("1900-01-01"), "clamped to minimumDate")
        // Apple, minimumDate: when the minimum is after the maximum, both are ignored.
        form.datePicker.minimumDate = day("2030-01-01")
        XCTAssertEqual(form.datePicker.date, day("1850-06-01"))
    }

    /// A compact picker at the trailing margin (its date capsule is 120
    /// wide: sizeThatFits on iOS 18.4 and 26.4; 36.5 high, Trellis's rule),
    /// an inline calendar with its 44-point time row, and a count-down timer
    /// that is always wheels (Apple: compact and inline can't show it).
    func testReminderEditorFrames() {
        let editor = ReminderEditorViewController()
        _ = shown.show(editor)
        // Frames land on the 3x screen's pixels, as UIKit's: 36.5 is 110 pixels.
        let compactHeight = 110.0 / 3
        assertRect(editor.compactPicker.frame, 393 - 16 - 120, 71, 120, compactHeight)
        XCTAssertEqual(editor.dateLabel.frame.midY, editor.compactPicker.frame.midY, accuracy: 0.34)
        let calendarHeight = 920.0 / 3 + 44
        assertRect(editor.calendarPicker.frame, 110.0 / 3, 71 + compactHeight + 8, 320, calendarHeight)
        assertRect(editor.timerPicker.frame, 0, 71 + compactHeight + 8 + calendarHeight + 8, 393, 216)
        XCTAssertEqual(editor.compactPicker.datePickerStyle, .compact)
        XCTAssertEqual(editor.calendarPicker.datePickerStyle, .inline)
        XCTAssertEqual(editor.timerPicker.datePickerStyle, .wheels)
        XCTAssertEqual(editor.timerPicker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(editor.timerPicker.countDownDuration, 1500)
        XCTAssertEqual(editor.calendarPicker.minuteInterval, 15)
    }

    /// Styles and modes: automatic is compact for dates and times (Apple,
    /// UIDatePickerStyle.automatic); a style change re-sizes the picker.
    func testStyleResolutionAndSizes() {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact)
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 120 + 6 + 84, height: 36.5))
        picker.datePickerMode = .time
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 84, height: 36.5))
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 84, height: 36.5), "inline times show the capsule")
        picker.datePickerMode = .date
        XCTAssertEqual(picker.intrinsicContentSize.height, 920.0 / 3, accuracy: 0.001)
        picker.datePickerMode = .yearAndMonth
        XCTAssertEqual(picker.datePickerStyle, .wheels)
    }

    /// Apple, minuteInterval: a value that doesn't divide 60 gives the
    /// default (1); countDownDuration is at most 23:59 (86,399 seconds).
    func testMinuteIntervalAndCountDownLimits() {
        let picker = UIDatePicker()
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1)
        picker.minuteInterval = 30
        XCTAssertEqual(picker.minuteInterval, 30)
        picker.minuteInterval = 60
        XCTAssertEqual(picker.minuteInterval, 1)
        picker.countDownDuration = 100_000
        XCTAssertEqual(picker.countDownDuration, 86_399)
        XCTAssertNil(picker.locale)
        XCTAssertNil(picker.timeZone)
        XCTAssertEqual(picker.calendar, Calendar.current)
        picker.calendar = Calendar(identifier: .japanese)
        XCTAssertEqual(picker.calendar.identifier, .japanese)
    }

    /// A user's choice lands on the minute interval's grid, as the wheels stop.
    func testChoiceOnMinuteGrid() {
        let picker = UIDatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = utc
        picker.minuteInterval = 15
        var sent = 0
        picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let chosen = utc.date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 9, minute: 44, second: 30))!
        picker.choose(chosen)
        XCTAssertEqual(utc.component(.minute, from: picker.date), 30)
        XCTAssertEqual(utc.component(.second, from: picker.date), 0)
        XCTAssertEqual(sent, 1)
    }

    /// A picker view made with no frame takes 320 × 216 (UIKit: "invalid
    /// height value 0.0 pinned to 216.0"; 320 × 216 is the zero-frame
    /// picker's size), and 162 in compact height (phones in landscape).
    func testPickerViewIntrinsicSize() {
        let screen = CenteredPickerViewController()
        let window = shown.show(screen)
        assertRect(screen.picker.frame, 110.0 / 3, 318, 320, 216) // (393 - 320) / 2 on the 3x screen's pixels
        XCTAssertEqual(screen.picker.numberOfComponents, 1)
        XCTAssertEqual(screen.picker.rowSize(forComponent: 0), CGSize(width: 320 - 18, height: 32))
        window.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        XCTAssertEqual(screen.picker.frame.height, 162)
    }

    /// A picker made without a frame is 320 × 216 at once (UIKit's
    /// `initWithFrame:` with a zero rectangle gives that frame), so code
    /// that only centres it shows it whole.
    func testZeroFramePickerTakesDefaultSize() {
        let picker = UIPickerView()
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216))
        XCTAssertEqual(UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 180)).frame.size, CGSize(width: 300, height: 180))
        let screen = UIViewController()
        _ = shown.show(screen)
        screen.view.addSubview(picker)
        picker.center = CGPoint(x: screen.view.bounds.midX, y: screen.view.bounds.maxY - 108)
        screen.view.layoutIfNeeded()
        XCTAssertEqual(picker.frame.minY, 852 - 216, accuracy: 0.01)
        // UIKit keeps 36.5 as set; Trellis's pass puts the frame on the 3x screen's pixels.
        XCTAssertEqual(picker.frame.minX, (393 - 320) / 2, accuracy: 0.17)
    }

    /// Data source and delegate: titles, attributed titles, row sizes; code's
    /// selection doesn't call `didSelectRow` (Apple: the delegate hears of
    /// the user's selections), a user's spin does.
    func testPickerViewDataAndSelection() {
        let form = ShippingPickerViewController()
        let window = shown.show(form)
        let picker = form.picker
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 4)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 7), -1)
        XCTAssertEqual(form.countryField.text, "Japan")
        XCTAssertEqual(form.selections, [])
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 180, height: 40))
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 110, height: 40))
        XCTAssertEqual(picker.title(forRow: 1, forComponent: 1), "Express")
        XCTAssertEqual((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text, "Canada")
        XCTAssertNil(picker.view(forRow: 9, forComponent: 0))
        picker.selectRow(10, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1, "clamped to the last row")
        picker.spin(toRow: 0, inComponent: 0)
        XCTAssertEqual(form.selections, ["Canada"])
        XCTAssertEqual(form.countryField.text, "Canada")

        XCTAssertTrue(form.countryField.becomeFirstResponder())
        XCTAssertEqual(window.keyboardFrameHeight, 216)
        XCTAssertTrue(form.countryField.resignFirstResponder())
    }
}
