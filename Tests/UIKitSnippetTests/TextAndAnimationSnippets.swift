// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A card that sets its copy as attributed text with line spacing, draws a
/// custom background in `draw(_:)`, and animates its expansion: the three
/// things that used to keep such views from compiling off iOS.
final class PromoCardView: UIView {
    let headline = UILabel()
    let action = UIButton(type: .system)
    private var collapsed: NSLayoutConstraint!
    private(set) var drawCalls = 0
    private(set) var finished = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        headline.numberOfLines = 0
        headline.attributedText = NSAttributedString(string: "aaaa bbbb cccc", attributes: [
            .font: UIFont.systemFont(ofSize: 10),
            .foregroundColor: UIColor.systemBlue,
            .paragraphStyle: style,
        ])
        action.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]), for: .normal)
        for v in [headline, action] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        collapsed = heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            headline.topAnchor.constraint(equalTo: topAnchor),
            headline.leadingAnchor.constraint(equalTo: leadingAnchor),
            headline.widthAnchor.constraint(equalToConstant: 24),
            action.leadingAnchor.constraint(equalTo: headline.trailingAnchor),
            action.topAnchor.constraint(equalTo: topAnchor),
            collapsed,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        drawCalls += 1
    }

    func expand() {
        collapsed.constant = 120
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.superview?.layoutIfNeeded()
        }, completion: { done in
            self.finished = done
        })
    }
}
