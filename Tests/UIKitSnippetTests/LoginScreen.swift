// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A sign-in screen built in `viewDidLoad` with anchors, the safe area and
/// the root view's margins.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UIView()
    let passwordField = UIView()
    let loginButton = UIView()
    private(set) var didLayoutCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        titleLabel.text = "Sign in"
        titleLabel.font = UIFont.systemFont(ofSize: 30)
        titleLabel.accessibilityIdentifier = "title"

        [titleLabel, emailField, passwordField, loginButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),

            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),

            loginButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            loginButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loginButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            loginButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayoutCount += 1
    }
}
