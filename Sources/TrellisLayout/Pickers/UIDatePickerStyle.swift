/// `UIDatePickerStyle` (iOS 13.4), with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable, Hashable {
    /// The system's choice: compact for dates and times, wheels for the
    /// count-down timer and year-and-month (Apple, `UIDatePickerStyle`).
    case automatic = 0
    case wheels = 1
    case compact = 2
    /// iOS 14.
    case inline = 3
}

extension UIDatePicker {
    /// `UIDatePicker.Mode`, with UIKit's raw values.
    public enum Mode: Int, Sendable, Hashable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// iOS 17.4: month and year wheels.
        case yearAndMonth = 4
    }
}
