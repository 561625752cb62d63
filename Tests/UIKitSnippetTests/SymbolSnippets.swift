// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A row of status symbols as apps draw them: one at a text style, one
/// configured on the image, one configured on the view, one template
/// image tinted.
final class StatusSymbolsView: UIView {
    let headline = UIImageView(image: UIImage(systemName: "star.fill",
                                              withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
    let small = UIImageView(image: UIImage(systemName: "bell")?
        .withConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .small)))
    let preferred = UIImageView(image: UIImage(systemName: "heart"))
    let tinted = UIImageView(image: UIImage(systemName: "flag")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal))
    let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        preferred.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            .applying(UIImage.SymbolConfiguration(scale: .large))
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        [headline, small, preferred, tinted].forEach(stack.addArrangedSubview)
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A legacy (unconfigured) button with a symbol sized per state.
func makeShareButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 25.5), forImageIn: .normal)
    return button
}
