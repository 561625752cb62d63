import Foundation

/// `UIDatePicker`: a date, a time, both, or a count-down duration, shown
/// as wheels, a compact capsule or an inline calendar.
///
/// The picker keeps UIKit's state (the date within the minimum and
/// maximum, the minute interval, locale, calendar, time zone) and reports
/// the size iOS gives its style and mode (UIDatePicker+Sizes.swift). It
/// draws nothing of its own and nothing spins: a user's change is
/// ``choose(_:)``, which sets the date and sends `.valueChanged`, as a
/// user's does; setting `date` in code sends nothing (UIKit: actions are
/// sent for the user's changes).
open class UIDatePicker: UIControl {
    /// `datePickerMode`: `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime { didSet { styleChanged() } }

    /// `preferredDatePickerStyle` (iOS 13.4): `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { styleChanged() } }

    /// `datePickerStyle`: the style shown. Automatic is compact for dates
    /// and times and wheels for the count-down timer and year-and-month;
    /// the count-down timer and year-and-month are always wheels (Apple:
    /// compact and inline "can't" be used with the count-down timer).
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (_, .countDownTimer), (_, .yearAndMonth): return .wheels
        case (.automatic, _): return .compact
        case (let style, _): return style
        }
    }

    private var storedDate = Date()
    /// `date`: the picker's date (now, when made), kept within
    /// ``minimumDate`` and ``maximumDate`` as the picker shows it.
    open var date: Date {
        get { clamped(storedDate) }
        set { storedDate = newValue }
    }

    /// `minimumDate`, `maximumDate`: nil, no limit. Apple: when the minimum
    /// is after the maximum, both are ignored.
    open var minimumDate: Date?
    open var maximumDate: Date?

    private var storedMinuteInterval = 1
    /// `minuteInterval`: 1 by default; a value from 1 to 30 that divides 60,
    /// else 1 (Apple: "the default value is used").
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    /// `roundsToMinuteInterval` (iOS 15): true by default; recorded.
    open var roundsToMinuteInterval = true

    private var storedCountDownDuration: TimeInterval = 0
    /// `countDownDuration`: seconds, at most 23:59 (86,399 seconds, Apple),
    /// not negative.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set { storedCountDownDuration = min(max(newValue, 0), 86_399) }
    }

    /// `locale`: nil, the app's (read back as set).
    open var locale: Locale?
    private var storedCalendar: Calendar?
    /// `calendar`: the current calendar unless set (setting nil restores it).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue }
    }
    /// `timeZone`: nil, the current time zone (read back as set).
    open var timeZone: TimeZone?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A user's choice (Trellis has no touches): the date, kept within
    /// the limits and on the minute interval's grid as the wheels would
    /// stop, then `.valueChanged`.
    open func choose(_ date: Date) {
        var chosen = date
        if minuteInterval > 1, datePickerMode != .date, datePickerMode != .yearAndMonth {
            let cal = calendar ?? Calendar.current
            var parts = cal.dateComponents(in: timeZone ?? cal.timeZone, from: date)
            if let minute = parts.minute {
                parts.minute = minute - minute % minuteInterval
                parts.second = 0
                parts.nanosecond = 0
                chosen = cal.date(from: parts) ?? date
            }
        }
        self.date = chosen
        sendActions(for: .valueChanged)
    }

    func clamped(_ value: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return value }
        if let minimumDate, value < minimumDate { return minimumDate }
        if let maximumDate, value > maximumDate { return maximumDate }
        return value
    }

    private func styleChanged() { invalidateIntrinsicContentSize() }

    open override var intrinsicContentSize: CGSize { pickerSize(traits: traitCollection) }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { invalidateIntrinsicContentSize() }
    }
}
