// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A profile screen's header: an avatar symbol drawn large and a filled
/// "Save" button with a checkmark (the lead's settings screen, trimmed).
final class ProfileHeaderViewController: UIViewController {
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let saveButton = UIButton(configuration: .filled())
    let stack = UIStackView()
    private(set) var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        avatar.contentMode = .scaleAspectFit
        avatar.tintColor = .tertiaryLabel
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 64, weight: .light)
        avatar.setContentHuggingPriority(.required, for: .vertical)
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.cornerStyle = .large
        config.buttonSize = .large
        config.image = UIImage(systemName: "checkmark")
        config.imagePadding = 8
        saveButton.configuration = config
        saveButton.addAction(UIAction { [weak self] _ in self?.saves += 1 }, for: .touchUpInside)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        [avatar, saveButton].forEach(stack.addArrangedSubview)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}

/// A follow button that toggles itself and retitles itself for its state
/// (Apple's `configurationUpdateHandler` pattern, WWDC21 "Meet the UIKit
/// button system").
func makeFollowButton() -> UIButton {
    var config = UIButton.Configuration.tinted()
    config.buttonSize = .small
    config.title = "Follow"
    let button = UIButton(configuration: config, primaryAction: nil)
    button.changesSelectionAsPrimaryAction = true
    button.configurationUpdateHandler = { button in
        var updated = button.configuration
        updated?.title = button.isSelected ? "Following" : "Follow"
        updated?.image = button.isSelected ? UIImage(systemName: "checkmark") : nil
        updated?.imagePadding = 4
        button.configuration = updated
    }
    return button
}

/// A two-line button: a bold title from an attributed string, a subtitle,
/// the image above them.
func makeUploadButton() -> UIButton {
    var config = UIButton.Configuration.gray()
    var title = AttributedString("Upload")
    title.font = UIFont.boldSystemFont(ofSize: 20)
    config.attributedTitle = title
    config.subtitle = "Up to 2 GB"
    config.titlePadding = 4
    config.image = UIImage(systemName: "icloud.and.arrow.up")
    config.imagePlacement = .top
    config.imagePadding = 6
    config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .large)
    config.titleAlignment = .center
    return UIButton(configuration: config)
}

/// A "Buy" button whose title font a transformer sets, busy with an
/// activity indicator.
func makeBuyButton(busy: Bool) -> UIButton {
    var config = UIButton.Configuration.borderedProminent()
    config.title = "Buy"
    config.baseBackgroundColor = .systemGreen
    config.baseForegroundColor = .white
    config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing.font = UIFont.systemFont(ofSize: 24, weight: .semibold)
        return outgoing
    }
    config.showsActivityIndicator = busy
    config.imagePadding = 10
    config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 30)
    return UIButton(configuration: config)
}

/// A sort pop-up button: a menu of single-selection actions shown by a
/// tap, its title the chosen one's (iOS 15 pop-up buttons).
final class SortControl {
    private(set) var order = "Name"
    lazy var button: UIButton = {
        let choices = ["Name", "Date Modified", "Size"].map { title in
            UIAction(title: title) { [weak self] action in self?.order = action.title }
        }
        let button = UIButton(configuration: .plain())
        button.menu = UIMenu(title: "Sort By", options: .singleSelection, children: choices)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return button
    }()
}
