// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A contact cell that keeps its model's id in a property named
/// `identifier`, as app cells do: `UIView` has no such property, so no
/// `override` is written.
final class ContactCell: UITableViewCell {
    static let reuseID = "ContactCell"
    var identifier: String = ""
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            nameLabel.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(id: String, name: String) {
        identifier = id
        nameLabel.text = name
    }
}

/// A list of contacts made of ``ContactCell``s.
final class ContactListViewController: UITableViewController {
    let contacts = [("c1", "Ada"), ("c2", "Grace"), ("c3", "Edsger")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseID)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseID, for: indexPath) as! ContactCell
        let (id, name) = contacts[indexPath.row]
        cell.configure(id: id, name: name)
        return cell
    }
}

/// A tag chip with a constant `identifier` of its own type.
final class TagChip: UIView {
    let identifier = UUID()
}
