// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Font helpers as apps write them over `UIFontDescriptor`.
extension UIFont {
    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(traits)) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }

    var bold: UIFont { withTraits(.traitBold) }
    var italic: UIFont { withTraits(.traitItalic) }

    static func rounded(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        let systemFont = UIFont.systemFont(ofSize: size, weight: weight)
        guard let descriptor = systemFont.fontDescriptor.withDesign(.rounded) else { return systemFont }
        return UIFont(descriptor: descriptor, size: size)
    }

    static func preferred(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])
        return UIFont(descriptor: descriptor, size: 0)
    }
}

/// A stats header: a bold headline from the body style's descriptor, a
/// rounded number, a monospaced timer and a scaled caption.
final class StatsHeaderView: UIView {
    let titleLabel = UILabel()
    let scoreLabel = UILabel()
    let timerLabel = UILabel()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        titleLabel.font = UIFont(descriptor: body.withSymbolicTraits(.traitBold) ?? body, size: 0)
        titleLabel.text = "Weekly Stats"
        scoreLabel.font = .rounded(ofSize: 28, weight: .semibold)
        scoreLabel.text = "1,204"
        timerLabel.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
        timerLabel.text = "00:42"
        captionLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12, weight: .medium))
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.text = "Updated today"
        let stack = UIStackView(arrangedSubviews: [titleLabel, scoreLabel, timerLabel, captionLabel])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = UIFontMetrics.default.scaledValue(for: 4)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
