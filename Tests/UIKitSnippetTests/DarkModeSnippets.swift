// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A settings screen written with semantic colours only, as Apple's sample
/// code does since iOS 13, so it follows the appearance: a grouped
/// background, a card in the secondary grouped colour with a hairline
/// border in the separator colour (a `CGColor`, so resolved by hand when
/// the traits change, as apps must), a title and a subtitle label.
final class AppearanceSettingsViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let toggle = UISwitch()
    private(set) var borderUpdates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 1
        titleLabel.text = "Dark Appearance"
        titleLabel.textColor = .label
        subtitleLabel.text = "Follows the system setting"
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        for v in [card, titleLabel, subtitleLabel, toggle] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(subtitleLabel)
        card.addSubview(toggle)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            toggle.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        updateBorder()
        toggle.addAction(UIAction { [weak self] action in
            guard let self, let toggle = action.sender as? UISwitch else { return }
            self.view.window?.overrideUserInterfaceStyle = toggle.isOn ? .dark : .light
        }, for: .valueChanged)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateBorder()
        }
    }

    private func updateBorder() {
        borderUpdates += 1
        card.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}

/// A card that sets its layer's colours in `layoutSubviews()`, where UIKit
/// makes the view's traits current, so `cgColor` takes its appearance.
final class HairlineCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
    }
}
