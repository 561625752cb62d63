// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A photo card as apps write it: a double tap and a pan that waits for it,
/// a gradient over the bottom, a shadow with an explicit path, top-only
/// rounded corners on the image, a scaled badge, haptics and an
/// accessibility description.
final class PhotoCardView: UIView, UIGestureRecognizerDelegate {
    let imageView = UIImageView()
    let captionLabel = UILabel()
    let badge = UILabel()
    let gradient = CAGradientLayer()
    let doubleTap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let haptics = UIImpactFeedbackGenerator(style: .light)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 16
        imageView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.isUserInteractionEnabled = true
        imageView.tag = 101
        imageView.layer.addSublayer(gradient)
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradient.locations = [0.5, 1]

        captionLabel.text = "Lake Tahoe"
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        badge.text = "NEW"
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)

        addSubview(imageView)
        addSubview(captionLabel)
        addSubview(badge)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 200),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 12),
            captionLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])

        doubleTap.numberOfTapsRequired = 2
        doubleTap.delegate = self
        pan.require(toFail: doubleTap)
        pan.maximumNumberOfTouches = 1
        longPress.minimumPressDuration = 0.3
        longPress.cancelsTouchesInView = false
        imageView.addGestureRecognizer(doubleTap)
        imageView.addGestureRecognizer(pan)
        addGestureRecognizer(longPress)
        haptics.prepare()

        isAccessibilityElement = true
        accessibilityLabel = "Photo, Lake Tahoe"
        accessibilityHint = "Double-tap to like"
        accessibilityTraits = [.image, .button]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = imageView.bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === doubleTap
    }

    func like() {
        haptics.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIAccessibility.post(notification: .announcement, argument: "Liked")
    }
}

/// A label subclass that describes itself to VoiceOver, overriding the
/// accessibility properties as custom views do.
final class PriceLabel: UILabel {
    var amount = 0

    override var accessibilityLabel: String? {
        get { "\(amount) dollars" }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.updatesFrequently) }
        set { super.accessibilityTraits = newValue }
    }
}
