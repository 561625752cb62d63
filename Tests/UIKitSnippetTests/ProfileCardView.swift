// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A profile header: a custom view with UIKit's initializers, an intrinsic
/// size, `updateConstraints` that swaps constraints when `isCompact`
/// changes, and `layoutSubviews` that reads the laid-out frames.
final class ProfileCardView: UIView {
    let avatar = UIView()
    let nameLabel = UILabel()
    private var regularConstraints: [NSLayoutConstraint] = []
    private var compactConstraints: [NSLayoutConstraint] = []
    private(set) var avatarCornerRadius: CGFloat = 0
    private(set) var updateCount = 0

    var isCompact = false {
        didSet { if isCompact != oldValue { setNeedsUpdateConstraints() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: isCompact ? 64 : 120)
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.text = "Ada"
        nameLabel.font = .systemFont(ofSize: 20)
        addSubview(avatar)
        addSubview(nameLabel)

        // Shared: the avatar is square and sits at the leading margin.
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
        regularConstraints = [
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 88),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ]
        compactConstraints = [
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
        ]
    }

    override func updateConstraints() {
        updateCount += 1
        NSLayoutConstraint.deactivate(isCompact ? regularConstraints : compactConstraints)
        NSLayoutConstraint.activate(isCompact ? compactConstraints : regularConstraints)
        invalidateIntrinsicContentSize()
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarCornerRadius = avatar.bounds.width / 2
    }
}
