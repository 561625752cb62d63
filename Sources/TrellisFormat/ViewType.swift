import TrellisLayout

/// The `type:` names a layout file may give a view. Each names a UIKit class
/// (``ViewFactory`` makes it); the file adds nothing of its own: sizes,
/// baselines and drawing are the classes'.
public enum ViewType: String, Sendable, CaseIterable {
    case view, label, button, imageView, textField, textView
    case `switch`, slider, stepper, progressView, activityIndicator, segmentedControl, pageControl
    case stackView
    case scrollView
    case tableView
    case collectionView, collectionViewCell, collectionReusableView

    /// Types that show text and so accept `text`, `font` and `textColor`.
    public var hasText: Bool { [.label, .button, .textField, .textView].contains(self) }

    /// The class a file's view of this type is.
    public var viewClass: UIView.Type {
        switch self {
        case .view: UIView.self
        case .label: UILabel.self
        case .button: UIButton.self
        case .imageView: UIImageView.self
        case .textField: UITextField.self
        case .textView: UITextView.self
        case .switch: UISwitch.self
        case .slider: UISlider.self
        case .stepper: UIStepper.self
        case .progressView: UIProgressView.self
        case .activityIndicator: UIActivityIndicatorView.self
        case .segmentedControl: UISegmentedControl.self
        case .pageControl: UIPageControl.self
        case .stackView: UIStackView.self
        case .scrollView: UIScrollView.self
        case .tableView: UITableView.self
        case .collectionView: UICollectionView.self
        case .collectionViewCell: UICollectionViewCell.self
        case .collectionReusableView: UICollectionReusableView.self
        }
    }
}
