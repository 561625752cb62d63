// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A price row as apps write it: a 60-point row whose title label is pinned
/// to the row's top and bottom (so it is far taller than its text), the
/// price on the title's first baseline at the trailing edge, and a unit
/// label on the title's last baseline just before the price.
final class PriceRowViewController: UIViewController {
    let row = UIView()
    let titleLabel = UILabel()
    let priceLabel = UILabel()
    let unitLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Espresso"
        priceLabel.text = "2.40"
        unitLabel.text = "EUR"
        for label in [titleLabel, priceLabel, unitLabel] {
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 60),
            titleLabel.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: row.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            priceLabel.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            priceLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            unitLabel.trailingAnchor.constraint(equalTo: priceLabel.leadingAnchor, constant: -4),
            unitLabel.lastBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor),
        ])
    }
}
