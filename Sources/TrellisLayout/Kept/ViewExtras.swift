import Foundation

/// Kept UIKit properties of views: what app code sets and reads back, with
/// UIKit's defaults, that changes no frame and nothing Trellis draws
/// (docs/LAYOUT.md lists them). They live here, in a side object each view
/// makes on first use, so the view classes' stored layout stays as it is.
final class ViewExtras {
    // UILabel
    var highlightedTextColor: UIColor?
    var labelIsHighlighted = false
    var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    var showsExpansionTextWhenTruncated = false
    var allowsDefaultTighteningForTruncation = false
    // UITextField
    var adjustsFontSizeToFitWidth = false
    var minimumFontSize: CGFloat = 0
    // UIButton
    var backgroundImages: [UInt: UIImage] = [:]
    var adjustsImageWhenHighlighted = true
    var adjustsImageWhenDisabled = true
    var buttonRole = UIButton.Role.normal
    // UIScrollView
    var automaticallyAdjustsScrollIndicatorInsets = true
    var indicatorStyle = UIScrollView.IndicatorStyle.default
    var scrollsToTop = true
    // UITableView
    var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
    var sectionIndexColor: UIColor?
    var sectionIndexBackgroundColor: UIColor?
    var dragInteractionEnabled = false
    var fillerRowHeight: CGFloat = UITableView.automaticDimension
    // UISegmentedControl
    var disabledSegments: Set<Int> = []
    var segmentActions: [Int: UIAction] = [:]
    // UISwitch
    var switchPreferredStyle = UISwitch.Style.automatic
    // UIImageView
    var animationImages: [UIImage]?
    var highlightedAnimationImages: [UIImage]?
    var animationDuration: TimeInterval = 0
    var animationRepeatCount = 0
    var imageViewAnimating = false
    // UIWindow
    var windowLevel = UIWindow.Level.normal
}
