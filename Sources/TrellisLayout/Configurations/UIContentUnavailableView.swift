/// `UIContentUnavailableView` (iOS 17): shows a
/// ``UIContentUnavailableConfiguration``: its parts stacked by constraints
/// (identifiers `UIContentUnavailableView-…`), the stack centred
/// vertically in the view's layout margins and as wide as them.
open class UIContentUnavailableView: UIView, UIContentView {
    private var current: UIContentUnavailableConfiguration
    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var buttons: [UIButton] = []

    /// `init(configuration:)`.
    public init(configuration: UIContentUnavailableConfiguration) {
        current = configuration
        super.init(frame: .zero)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let guide = layoutMarginsGuide
        let constraints = [
            stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
        ]
        for (c, name) in zip(constraints, ["centerY", "leading", "trailing", "top"]) { c.identifier = "UIContentUnavailableView-" + name }
        NSLayoutConstraint.activate(constraints)
        apply()
    }

    public required init?(coder: NSCoder) { return nil }

    /// `configuration`.
    public var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let c = newValue as? UIContentUnavailableConfiguration else { return }
            current = c
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply() {
        let c = current
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view); view.removeFromSuperview() }
        directionalLayoutMargins = c.directionalLayoutMargins
        let center = c.alignment == .center
        stack.alignment = center ? .center : .leading
        backgroundColor = c.background.backgroundColor
        var last: UIView?
        func add(_ view: UIView, after padding: CGFloat) {
            stack.addArrangedSubview(view)
            if let last { stack.setCustomSpacing(padding, after: last) }
            last = view
        }
        if c.showsActivityIndicator {
            spinner.startAnimating()
            add(spinner, after: 0)
        } else if let image = c.image {
            imageView.image = image
            imageView.tintColor = c.imageProperties.tintColor
            add(imageView, after: 0)
        }
        for (label, text, attributed, props, padding) in [
            (textLabel, c.text, c.attributedText, c.textProperties, c.imageToTextPadding),
            (secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties, c.textToSecondaryTextPadding),
        ] where text != nil || attributed != nil {
            if let attributed { label.attributedText = attributed } else { label.text = text }
            label.font = props.font
            label.textColor = props.color
            label.numberOfLines = props.numberOfLines
            label.textAlignment = center ? .center : .natural
            add(label, after: padding)
        }
        buttons = []
        for (config, props) in [(c.button, c.buttonProperties), (c.secondaryButton, c.secondaryButtonProperties)]
        where config.title != nil || config.image != nil {
            let button = UIButton(configuration: config, primaryAction: props.primaryAction)
            button.isEnabled = props.isEnabled
            buttons.append(button)
            add(button, after: buttons.count == 1 ? c.textToButtonPadding : c.buttonToSecondaryButtonPadding)
        }
    }
}
