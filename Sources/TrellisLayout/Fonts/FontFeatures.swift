import Foundation

/// Core Text's font feature constants that app code passes in a
/// descriptor's `.featureSettings` (SFNTLayoutTypes.h values), for the
/// feature UIKit apps use most: digits of one width.
public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1

extension UIFontDescriptor {
    /// Whether the feature settings ask for monospaced digits.
    var asksForMonospacedDigits: Bool? {
        guard let settings = fontAttributes[.featureSettings] as? [[FeatureKey: Any]] else { return nil }
        for setting in settings {
            let type = (setting[.type] as? Int) ?? (setting[.type] as? NSNumber)?.intValue
            let selector = (setting[.selector] as? Int) ?? (setting[.selector] as? NSNumber)?.intValue
            if type == kNumberSpacingType, let selector { return selector == kMonospacedNumbersSelector }
        }
        return nil
    }

    static var monospacedDigitsSetting: [[FeatureKey: Any]] { [[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]] }
}
