import Foundation

/// The sizes a date picker reports per style and mode (docs/LAYOUT.md,
/// "Pickers"), each with where it comes from.
extension UIDatePicker {
    /// Wheels: the picker view's 320 × 216 (162 in compact height), as
    /// ``UIPickerView``; Interface Builder's default date picker frame is
    /// 320 × 216.
    static let wheelsWidth: CGFloat = 320

    /// Compact: a capsule with the date, one with the time, or both. The
    /// date capsule is 120 wide (measured with `sizeThatFits` on iOS 18.4
    /// and 26.4, ActionSheetPicker-3.0 pull request 595). **Rules:** 36.5
    /// high (an Xcode 15 storyboard stores a self-sized static cell 52.5
    /// high around a compact picker 8 from its top and bottom, Ray
    /// Wenderlich's Checklists); the time capsule 84 wide (its text, about
    /// 62 points of "12:00 PM", and the date capsule's 11 at each side);
    /// the two capsules 6 apart.
    static let compactHeight: CGFloat = 36.5
    static let compactDateWidth: CGFloat = 120
    static let compactTimeWidth: CGFloat = 84
    static let compactGap: CGFloat = 6

    /// Inline: the calendar. **Rules:** 320 × 306.67 (the frame Xcode 14.3
    /// stores for an inline date picker 320 wide); with the time, a 44-point
    /// time row under it (react-native-datetimepicker pull request 830:
    /// `sizeThatFits` leaves out "the bottom 44 height of the time picker
    /// row"). An inline picker of times only shows the time capsule, as the
    /// compact one.
    static let inlineWidth: CGFloat = 320
    static let inlineCalendarHeight: CGFloat = 920.0 / 3
    static let inlineTimeRowHeight: CGFloat = 44

    /// The size for the style the picker shows (``datePickerStyle``).
    func pickerSize(traits: UITraitCollection) -> CGSize {
        let compactTime = CGSize(width: Self.compactTimeWidth, height: Self.compactHeight)
        switch (datePickerStyle, datePickerMode) {
        case (.wheels, _), (.automatic, _):
            return CGSize(width: Self.wheelsWidth, height: UIPickerView.height(for: traits))
        case (.compact, .time), (.inline, .time):
            return compactTime
        case (.compact, .date):
            return CGSize(width: Self.compactDateWidth, height: Self.compactHeight)
        case (.compact, _):
            return CGSize(width: Self.compactDateWidth + Self.compactGap + Self.compactTimeWidth, height: Self.compactHeight)
        case (.inline, .dateAndTime):
            return CGSize(width: Self.inlineWidth, height: Self.inlineCalendarHeight + Self.inlineTimeRowHeight)
        case (.inline, _):
            return CGSize(width: Self.inlineWidth, height: Self.inlineCalendarHeight)
        }
    }
}
