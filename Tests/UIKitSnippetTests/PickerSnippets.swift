// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A profile form as apps write it: the birthday field edits with a wheels
/// date picker as its input view and a Done toolbar on top; the picker's
/// value-changed action writes the field's text.
final class BirthdayFormViewController: UIViewController {
    let birthdayField = UITextField()
    let datePicker = UIDatePicker()
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.maximumDate = Self.formatter.date(from: "2026-11-28")
        datePicker.minimumDate = Self.formatter.date(from: "1900-01-01")
        datePicker.addAction(UIAction { [weak self] _ in self?.dateChanged() }, for: .valueChanged)

        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.view.endEditing(true)
        })
        toolbar.setItems([UIBarButtonItem(systemItem: .flexibleSpace), done], animated: false)

        birthdayField.borderStyle = .roundedRect
        birthdayField.placeholder = "Birthday"
        birthdayField.inputView = datePicker
        birthdayField.inputAccessoryView = toolbar
        birthdayField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(birthdayField)
        NSLayoutConstraint.activate([
            birthdayField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            birthdayField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            birthdayField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func dateChanged() {
        birthdayField.text = Self.formatter.string(from: datePicker.date)
    }
}

/// A reminder editor: a "Date" row with a compact picker at its trailing
/// margin, an inline calendar under it, and a count-down timer in wheels.
final class ReminderEditorViewController: UIViewController {
    let dateLabel = UILabel()
    let compactPicker = UIDatePicker()
    let calendarPicker = UIDatePicker()
    let timerPicker = UIDatePicker()
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        dateLabel.text = "Date"
        dateLabel.font = .preferredFont(forTextStyle: .body)
        compactPicker.datePickerMode = .date
        compactPicker.preferredDatePickerStyle = .compact
        compactPicker.addAction(UIAction { [weak self] _ in self?.changes += 1 }, for: .valueChanged)
        calendarPicker.datePickerMode = .dateAndTime
        calendarPicker.preferredDatePickerStyle = .inline
        calendarPicker.minuteInterval = 15
        timerPicker.datePickerMode = .countDownTimer
        timerPicker.countDownDuration = 25 * 60
        timerPicker.minuteInterval = 5

        for v in [dateLabel, compactPicker, calendarPicker, timerPicker] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            compactPicker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            compactPicker.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            dateLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dateLabel.centerYAnchor.constraint(equalTo: compactPicker.centerYAnchor),
            calendarPicker.topAnchor.constraint(equalTo: compactPicker.bottomAnchor, constant: 8),
            calendarPicker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            timerPicker.topAnchor.constraint(equalTo: calendarPicker.bottomAnchor, constant: 8),
            timerPicker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            timerPicker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// A shipping form: a two-wheel picker (country and speed) as a field's
/// input view, its data source and delegate the controller.
final class ShippingPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let countries = ["Canada", "France", "Japan", "Mexico"]
    let speeds = ["Standard", "Express"]
    let picker = UIPickerView()
    let countryField = UITextField()
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        countryField.borderStyle = .roundedRect
        countryField.inputView = picker
        countryField.text = countries[picker.selectedRow(inComponent: 0)]
        countryField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countryField)
        NSLayoutConstraint.activate([
            countryField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            countryField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            countryField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? countries.count : speeds.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? countries[row] : nil
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard component == 1 else { return nil }
        return NSAttributedString(string: speeds[row], attributes: [.foregroundColor: UIColor.secondaryLabel])
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 180 : 110
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append(component == 0 ? countries[row] : speeds[row])
        if component == 0 { countryField.text = countries[row] }
    }
}

/// A plain picker centred in its screen, made with a zero frame and no
/// size constraints: its intrinsic size places it.
final class CenteredPickerViewController: UIViewController, UIPickerViewDataSource {
    let picker = UIPickerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picker.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
}
