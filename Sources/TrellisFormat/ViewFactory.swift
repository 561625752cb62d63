import TrellisLayout

/// The one place a file's view becomes a UIKit class: the type's class,
/// configured as Interface Builder configures its objects where that
/// differs from code (text fields with a rounded-rect border, system
/// buttons, activity indicators animating so they are drawn), then the
/// file's text, font, colours and control state.
public enum ViewFactory {
    public static func make(_ spec: ViewSpec) -> UIView {
        let view: UIView
        switch spec.type {
        case .view: view = UIView()
        case .label:
            let label = UILabel()
            label.text = spec.text
            if let f = spec.font { label.font = f }
            if let n = spec.lines { label.numberOfLines = n }
            label.textColor = spec.textColor
            view = label
        case .button:
            if let configured = spec.controls.buttonConfiguration {
                // `UIButton(configuration:)`: the configuration decides the
                // title, its font, the image and the insets.
                var c = configured.configuration(title: spec.text, font: spec.font, image: spec.controls.image)
                if let color = spec.textColor { c.baseForegroundColor = color }
                view = UIButton(configuration: c)
                break
            }
            let button = UIButton(type: .system)
            button.setTitle(spec.text, for: .normal)
            if let f = spec.font { button.titleLabel?.font = f }
            if let c = spec.textColor { button.setTitleColor(c, for: .normal) }
            view = button
        case .imageView: view = UIImageView()
        case .textField:
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = spec.text
            if let f = spec.font { field.font = f }
            field.textColor = spec.textColor
            view = field
        case .textView:
            let textView = UITextView()
            textView.text = spec.text ?? ""
            textView.font = spec.font
            textView.textColor = spec.textColor
            view = textView
        case .switch: view = UISwitch()
        case .slider: view = UISlider()
        case .stepper: view = UIStepper()
        case .progressView: view = UIProgressView(progressViewStyle: .default)
        case .activityIndicator:
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            view = spinner
        case .segmentedControl: view = UISegmentedControl(items: [])
        case .pageControl: view = UIPageControl()
        case .stackView:
            let stack = UIStackView()
            spec.stack?.configure(stack)
            view = stack
        case .scrollView: view = UIScrollView()
        case .tableView:
            let table = UITableView(frame: .zero, style: spec.table?.style ?? .plain)
            spec.table?.configure(table)
            view = table
        case .collectionView:
            view = UICollectionView(frame: .zero, collectionViewLayout: (spec.collection ?? CollectionSpec()).layout)
        case .collectionViewCell:
            let cell = UICollectionViewCell()
            cell.itemSize = spec.itemSize
            view = cell
        case .collectionReusableView:
            let reusable = UICollectionReusableView()
            reusable.elementKind = spec.elementKind
            view = reusable
        }
        if let scroll = view as? UIScrollView { spec.scroll?.configure(scroll) }
        spec.controls.apply(to: view)
        view.intrinsicContentSizeOverride = spec.intrinsicSize
        if let insets = spec.alignmentRectInsets { view.alignmentRectInsetsOverride = insets }
        return view
    }

    /// A `text` step: a label's text, a button's title, a field's or text view's text.
    public static func setText(_ text: String?, of view: UIView) {
        switch view {
        case let label as UILabel: label.text = text
        case let button as UIButton where button.configuration != nil: button.configuration?.title = text
        case let button as UIButton: button.setTitle(text, for: .normal)
        case let field as UITextField: field.text = text
        case let textView as UITextView: textView.text = text ?? ""
        default: break
        }
    }
}
