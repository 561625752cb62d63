#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The padded label apps write: the text inset in `textRect` and `drawText`.
final class InsetTextLabel: UILabel {
    var insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

/// A gradient background view backed by its own layer class.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An overlay that lets touches through except on its own controls.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A small button with a 44-point touch target (Apple's HIG minimum).
final class LargeHitButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(0, 44 - bounds.width) / 2, dy = max(0, 44 - bounds.height) / 2
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}

/// A card that dims its accent when the tint changes, and counts taps.
final class TintTrackingCard: UIView {
    private(set) var tintChanges = 0
    private(set) var tapsEnded = 0

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapsEnded += touches.count
    }
}

/// A two-column grid whose item size follows the collection view's width,
/// worked out in `prepare()` as apps do.
final class TwoColumnFlowLayout: UICollectionViewFlowLayout {
    private(set) var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView = collectionView else { return }
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let width = (collectionView.bounds.width - 32 - 10) / 2
        itemSize = CGSize(width: width.rounded(.down), height: 120)
    }
}

final class GridDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}

/// A controller that handles the shake gesture.
final class ShakeToUndoViewController: UIViewController {
    private(set) var shakes = 0
    override var canBecomeFirstResponder: Bool { true }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { shakes += 1 }
    }
}
