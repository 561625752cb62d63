import XCTest
import TrellisLayout

/// Issue 8's aim: code written for UIKit compiles with `import UIKit`
/// replaced by `import TrellisLayout` and gives iOS's frames. A sign-in form
/// as a UIKit developer writes it (every line below is UIKit API), laid
/// out on an iPhone SE (375 × 667 @2x, status bar 20, margins 16), frames
/// computed by hand with the fixed-advance measurer.
final class UIKitFormCodeTests: XCTestCase {
    func testSignInFormInUIKitCode() {
        let window = HandLayout.phoneSE()
        let view: UIView = window.rootView
        var tapped = false

        let titleLabel = UILabel()
        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center

        let emailField = UITextField()
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.font = .systemFont(ofSize: 17)

        let rememberSwitch = UISwitch()
        rememberSwitch.isOn = true
        rememberSwitch.onTintColor = .systemGreen
        let rememberLabel = UILabel()
        rememberLabel.text = "Remember me"

        let continueButton = UIButton(type: .system)
        continueButton.setTitle("Continue", for: .normal)
        continueButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        continueButton.tintColor = .systemIndigo
        continueButton.layer.cornerRadius = 8
        continueButton.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        continueButton.tag = 42

        for subview in [titleLabel, emailField, rememberSwitch, rememberLabel, continueButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20),
            emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            rememberSwitch.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 16),
            rememberSwitch.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            rememberLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            rememberLabel.centerYAnchor.constraint(equalTo: rememberSwitch.centerYAnchor),
            continueButton.topAnchor.constraint(equalTo: rememberSwitch.bottomAnchor, constant: 24),
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        window.layoutIfNeeded()

        // title1 is 28 pt: "Sign in" 7 × 14 = 98 wide, 33.6 tall; centred: 187.5 - 49 = 138.5;
        // top 20 + 20 = 40, bottom 73.6 -> 73.5 at @2x.
        assertHandFrame(titleLabel, 138.5, 40, 98, 33.5)
        // Field: 73.6 + 20 = 93.6 (93.5); rounded rect 20.4 + 14 = 34.4 -> bottom 128.
        assertHandFrame(emailField, 16, 93.5, 343, 34.5)
        // Switch: top 128 + 16 = 144; alignment rect 49 wide ending at 359 -> x 310; frame 51.
        assertHandFrame(rememberSwitch, 310, 144, 51, 31)
        // Label centred on 159.5: 149.3...169.7 -> 149.5...169.5; 11 × 8.5 = 93.5 wide.
        assertHandFrame(rememberLabel, 16, 149.5, 93.5, 20)
        // Button: bold 17-point title 8 × 8.5 = 68 wide, 20.4 + 12 = 32.4 tall; top 175 + 24 = 199;
        // centred: 187.5 - 34 = 153.5; bottom 231.4 -> 231.5.
        assertHandFrame(continueButton, 153.5, 199, 68, 32.5)
        for v in [titleLabel, emailField, rememberSwitch, rememberLabel, continueButton] as [UIView] {
            XCTAssertFalse(v.hasAmbiguousLayout, "\(type(of: v))")
        }
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)

        XCTAssertTrue(view.viewWithTag(42) === continueButton)
        XCTAssertEqual(continueButton.currentTitleColor, .systemIndigo, "a system button's title is its tint")
        continueButton.sendActions(for: .touchUpInside)
        XCTAssertTrue(tapped)
    }
}
