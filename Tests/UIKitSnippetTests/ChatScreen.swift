// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A chat feed of self-sizing cells, as Apple's *Working with Self-Sizing
/// Table View Cells* describes: `rowHeight = automaticDimension`, an
/// estimate, and an unbroken chain from the content view's top to its bottom.
final class MessageCell: UITableViewCell {
    let nameLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .boldSystemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        for label in [nameLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell whose chain stops short: nothing ties the body to the bottom.
final class BrokenMessageCell: UITableViewCell {
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        bodyLabel.accessibilityIdentifier = "body"
        contentView.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct Message {
    let name: String
    let body: String
}

final class ChatViewController: UITableViewController {
    var messages = [
        Message(name: "Ada", body: "Hello"),
        Message(name: "Grace", body: "The quick brown fox jumps over the lazy dog and keeps running"),
    ]
    var brokenRow = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.register(BrokenMessageCell.self, forCellReuseIdentifier: "broken")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 85
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count + (brokenRow ? 1 : 0)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == messages.count {
            let cell = tableView.dequeueReusableCell(withIdentifier: "broken", for: indexPath) as! BrokenMessageCell
            cell.bodyLabel.text = "Lost"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
        cell.nameLabel.text = messages[indexPath.row].name
        cell.bodyLabel.text = messages[indexPath.row].body
        return cell
    }
}

/// A settings screen: a grouped table of the predefined cell styles.
final class SettingsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : 1
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Account" : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Name"
            cell.detailTextLabel?.text = "Ada"
            cell.accessoryType = .disclosureIndicator
            return cell
        case (0, 1):
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Email"
            cell.detailTextLabel?.text = "ada@example.com"
            return cell
        default:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Sign out"
            return cell
        }
    }
}
