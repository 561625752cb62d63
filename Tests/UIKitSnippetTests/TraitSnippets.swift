// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A card with a border in a dynamic colour. Layer colours are `CGColor`s,
/// which don't follow the appearance by themselves, so the card resolves
/// the colour again when the style changes (iOS 17's
/// `registerForTraitChanges`, as Apple's sample code does).
final class ThemedCardView: UIView {
    static let borderColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.3) : UIColor(white: 0, alpha: 0.1)
    }
    private(set) var styleChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        updateBorder()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.styleChanges += 1
            self.updateBorder()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func updateBorder() {
        layer.borderColor = Self.borderColor.resolvedColor(with: traitCollection).cgColor
    }
}

/// A row that stacks its icon and text side by side, and one above the
/// other at accessibility text sizes (Apple, "Scaling fonts automatically":
/// change the layout when the content size category is an accessibility one).
final class AdaptiveRowViewController: UIViewController {
    let stack = UIStackView()
    let icon = UIView()
    let titleLabel = UILabel()
    let fixedLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.text = "Notifications"
        fixedLabel.font = .systemFont(ofSize: 17)
        fixedLabel.adjustsFontForContentSizeCategory = true
        fixedLabel.text = "Fixed"
        stack.addArrangedSubview(icon)
        stack.addArrangedSubview(titleLabel)
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixedLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(fixedLabel)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 29),
            icon.heightAnchor.constraint(equalToConstant: 29),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            fixedLabel.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
            fixedLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
        updateAxis()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateAxis()
        }
    }

    private func updateAxis() {
        stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    }
}
