#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The chat screen trick: the table flipped upside down so the newest
/// message (row 0) sits at the bottom, each cell's content flipped back.
final class FlippedChatViewController: UITableViewController {
    let messages = ["See you at 6?", "Sure, where?", "The usual place"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.rowHeight = 60
        tableView.register(BubbleCell.self, forCellReuseIdentifier: BubbleCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BubbleCell.reuseIdentifier, for: indexPath) as! BubbleCell
        cell.message.text = messages[messages.count - 1 - indexPath.row]
        return cell
    }
}

final class BubbleCell: UITableViewCell {
    static let reuseIdentifier = "bubble"
    let bubble = UIView()
    let message = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.transform = CGAffineTransform(scaleX: 1, y: -1)
        bubble.backgroundColor = .systemBlue
        bubble.layer.cornerRadius = 16
        message.textColor = .white
        bubble.translatesAutoresizingMaskIntoConstraints = false
        message.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(message)
        contentView.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bubble.heightAnchor.constraint(equalToConstant: 40),
            message.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            message.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            message.centerYAnchor.constraint(equalTo: bubble.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
