// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A list screen as apps write it: a title, a compose button, content
/// pinned to the safe area.
final class InboxViewController: UIViewController {
    let list = UIView()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
        list.backgroundColor = .secondarySystemBackground
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            list.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("didDisappear")
    }
}

/// A detail screen pushed from the list, hiding the tab bar as detail
/// screens often do.
final class MessageViewController: UIViewController {
    let body = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Message"
        navigationItem.largeTitleDisplayMode = .never
        body.numberOfLines = 0
        body.text = "Hello"
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// The app's scene set-up: tabs of navigation controllers.
enum AppScene {
    static func makeTabs() -> (UITabBarController, InboxViewController, UIViewController) {
        let inbox = InboxViewController()
        let inboxNav = UINavigationController(rootViewController: inbox)
        inboxNav.navigationBar.prefersLargeTitles = true
        inboxNav.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let settings = UIViewController()
        settings.title = "Settings"
        let settingsNav = UINavigationController(rootViewController: settings)
        settingsNav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [inboxNav, settingsNav]
        return (tabs, inbox, settings)
    }
}

/// The most common iOS screen: a table view controller in a navigation
/// controller.
final class ContactsViewController: UITableViewController {
    let names = ["Ada", "Grace", "Linus"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
