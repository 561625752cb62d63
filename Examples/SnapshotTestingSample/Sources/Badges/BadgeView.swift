#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A rounded badge: a label with padding, sized by its text.
public final class BadgeView: UIView {
    public let label = UILabel()

    public init(text: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBlue
        label.text = text
        label.textColor = .white
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
