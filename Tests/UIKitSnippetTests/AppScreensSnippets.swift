// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

// MARK: - Onboarding pager

/// Three pages side by side in a paging scroll view, each the scroll view's
/// width; the page control follows the offset (the scroll view delegate);
/// "Next" scrolls a page on.
final class PagedOnboardingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let nextButton = UIButton(type: .system)
    let titles = ["Welcome", "Stay in touch", "Get started"]
    private(set) var pages: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        let stack = UIStackView()
        stack.axis = .horizontal
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for title in titles {
            let page = UIView()
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: page.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: page.centerYAnchor),
            ])
            stack.addArrangedSubview(page)
            page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
            pages.append(page)
        }

        pageControl.numberOfPages = titles.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)

        nextButton.setTitle("Next", for: .normal)
        nextButton.addAction(UIAction { [weak self] _ in self?.showNextPage() }, for: .touchUpInside)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -16),

            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),

            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -24),

            nextButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nextButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nextButton.heightAnchor.constraint(equalToConstant: 50),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    func showNextPage() {
        let next = min(pageControl.currentPage + 1, titles.count - 1)
        scrollView.setContentOffset(CGPoint(x: CGFloat(next) * scrollView.bounds.width, y: 0), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

// MARK: - A login form that moves with the keyboard

/// The classic keyboard handling: observe the keyboard's will-show and
/// will-hide notifications, read the end frame from the user info, move the
/// form's bottom constraint and lay out inside an animation block with the
/// keyboard's duration.
final class KeyboardLoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let form = UIStackView()
    private var formBottom: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []
    private(set) var animationDurations: [TimeInterval] = []
    private(set) var animationCurves: [UInt] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log In", for: .normal)

        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        [emailField, passwordField, loginButton].forEach(form.addArrangedSubview)
        view.addSubview(form)
        formBottom = form.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
            loginButton.heightAnchor.constraint(equalToConstant: 50),
            formBottom,
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                             queue: .main) { [weak self] note in self?.keyboardWillShow(note) })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                             queue: .main) { [weak self] note in self?.keyboardWillHide(note) })
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let frameValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardFrame = view.convert(frameValue.cgRectValue, from: nil)
        let overlap = view.bounds.maxY - keyboardFrame.minY
        formBottom.constant = -(overlap - view.safeAreaInsets.bottom) - 16
        animate(with: userInfo)
    }

    private func keyboardWillHide(_ notification: Notification) {
        formBottom.constant = -16
        animate(with: notification.userInfo ?? [:])
    }

    private func animate(with userInfo: [AnyHashable: Any]) {
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        animationDurations.append(duration)
        animationCurves.append(curve)
        UIView.animate(withDuration: duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: { self.view.layoutIfNeeded() })
    }
}

/// The same form on iOS 15's keyboard layout guide: no notifications.
final class KeyboardGuideLoginViewController: UIViewController {
    let loginButton = UIButton(type: .system)
    /// A spacing a theme may give (a `CGFloat?`, as app code has them).
    var themeSpacing: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.setTitle("Continue", for: .normal)
        loginButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(loginButton)
        NSLayoutConstraint.activate([
            loginButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            loginButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            loginButton.heightAnchor.constraint(equalToConstant: 50),
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: loginButton.bottomAnchor, constant: themeSpacing ?? 16),
        ])
    }
}

// MARK: - Profile header with a circular avatar

final class ProfileHeaderView: UIView {
    static let avatarSize: CGFloat = 96
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.image = UIImage(systemName: "person.crop.circle.fill")
        avatarView.contentMode = .scaleAspectFill
        avatarView.backgroundColor = .secondarySystemBackground
        avatarView.layer.cornerRadius = Self.avatarSize / 2
        avatarView.clipsToBounds = true
        avatarView.layer.borderWidth = 3
        avatarView.layer.borderColor = UIColor.systemBackground.cgColor

        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        nameLabel.text = "Ada Lovelace"
        handleLabel.font = .systemFont(ofSize: 15)
        handleLabel.textColor = .secondaryLabel
        handleLabel.text = "@ada"

        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.addArrangedSubview(avatarView)
        stack.addArrangedSubview(nameLabel)
        stack.addArrangedSubview(handleLabel)
        stack.setCustomSpacing(12, after: avatarView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: Self.avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// MARK: - Chat bubbles

/// A message bubble at most three quarters of the cell's width, on the
/// trailing side for outgoing messages and the leading side for incoming.
final class ChatBubbleCell: UITableViewCell {
    static let reuseIdentifier = "ChatBubbleCell"
    let bubbleView = UIView()
    let messageLabel = UILabel()
    private var incomingConstraint: NSLayoutConstraint!
    private var outgoingConstraint: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        bubbleView.layer.cornerRadius = 18
        bubbleView.layer.cornerCurve = .continuous
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 17)
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        incomingConstraint = bubbleView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
        outgoingConstraint = bubbleView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
        NSLayoutConstraint.activate([
            bubbleView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubbleView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubbleView.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(text: String, isOutgoing: Bool) {
        messageLabel.text = text
        messageLabel.textColor = isOutgoing ? .white : .label
        bubbleView.backgroundColor = isOutgoing ? .systemBlue : .secondarySystemBackground
        NSLayoutConstraint.deactivate([incomingConstraint, outgoingConstraint])
        (isOutgoing ? outgoingConstraint : incomingConstraint).isActive = true
    }
}

struct ChatMessage {
    let text: String
    let isOutgoing: Bool
}

final class ChatThreadViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var messages = [
        ChatMessage(text: "Hi!", isOutgoing: false),
        ChatMessage(text: "The quick brown fox jumps over the lazy dog and keeps running far away", isOutgoing: true),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.register(ChatBubbleCell.self, forCellReuseIdentifier: ChatBubbleCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ChatBubbleCell.reuseIdentifier, for: indexPath)
        guard let bubble = cell as? ChatBubbleCell else { return cell }
        let message = messages[indexPath.row]
        bubble.configure(text: message.text, isOutgoing: message.isOutgoing)
        return bubble
    }
}

// MARK: - A card grid with shadows

final class ShadowCardCell: UICollectionViewCell {
    static let reuseIdentifier = "ShadowCardCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        layer.masksToBounds = false
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }
}

final class CardGridViewController: UIViewController, UICollectionViewDataSource {
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
    let titles = ["Hiking", "Cycling", "Running", "Swimming", "Climbing"]

    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(180)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView.backgroundColor = .clear
        collectionView.register(ShadowCardCell.self, forCellWithReuseIdentifier: ShadowCardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShadowCardCell.reuseIdentifier, for: indexPath)
        (cell as? ShadowCardCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }
}

// MARK: - A bottom sheet with detents

final class MapViewController: UIViewController {
    let detailsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    func showPlaceDetails() -> PlaceDetailsViewController {
        let details = PlaceDetailsViewController()
        if let sheet = details.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .init("peek")) { context in 0.25 * context.maximumDetentValue },
                .medium(),
                .large(),
            ]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        present(details, animated: true)
        return details
    }
}

final class PlaceDetailsViewController: UIViewController {
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = "Golden Gate Park"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    func expand() {
        sheetPresentationController?.animateChanges {
            sheetPresentationController?.selectedDetentIdentifier = .large
        }
    }
}

// MARK: - A toast

/// A label with padding: the `intrinsicContentSize` override apps write.
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

enum Toast {
    /// Shows `message` above the bottom of the safe area, fades it in, and
    /// after `duration` fades it out and removes it.
    @discardableResult
    static func show(_ message: String, in view: UIView, duration: TimeInterval = 2) -> UILabel {
        let toast = PaddedLabel()
        toast.text = message
        toast.font = .systemFont(ofSize: 15, weight: .medium)
        toast.textColor = .white
        toast.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        toast.textAlignment = .center
        toast.layer.cornerRadius = 12
        toast.clipsToBounds = true
        toast.alpha = 0
        toast.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toast)
        NSLayoutConstraint.activate([
            toast.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toast.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            toast.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -48),
        ])
        UIView.animate(withDuration: 0.25, animations: {
            toast.alpha = 1
        }, completion: { _ in
            UIView.animate(withDuration: 0.25, delay: duration, options: .curveEaseIn, animations: {
                toast.alpha = 0
            }, completion: { _ in
                toast.removeFromSuperview()
            })
        })
        return toast
    }
}

// MARK: - An expanding panel: constraints changed inside an animation

final class ExpandingPanelViewController: UIViewController {
    let panel = UIView()
    private var panelHeight: NSLayoutConstraint!
    private(set) var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.backgroundColor = .secondarySystemBackground
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            panelHeight,
        ])
    }

    func toggle() {
        isExpanded.toggle()
        panelHeight.constant = isExpanded ? 400 : 120
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0.5,
                       options: [.curveEaseInOut, .allowUserInteraction]) {
            self.view.layoutIfNeeded()
        }
    }
}

// MARK: - Notifications, the main queue and the app's windows

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
}

/// A badge that listens for a custom notification and updates on the main
/// queue, as apps do after background work.
final class CartBadgeView: UILabel {
    private var token: NSObjectProtocol?
    private(set) var count = 0

    func startObserving() {
        token = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: nil) { [weak self] note in
            let count = note.userInfo?["count"] as? Int ?? 0
            DispatchQueue.main.async {
                self?.count = count
                self?.text = count > 0 ? "\(count)" : nil
                self?.isHidden = count == 0
            }
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

enum AppWindows {
    /// The key window, found the iOS 15 way: through the connected scenes.
    static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }

    /// The top-most presented controller, for showing alerts from anywhere.
    static func topViewController(from root: UIViewController? = keyWindow?.rootViewController) -> UIViewController? {
        if let nav = root as? UINavigationController { return topViewController(from: nav.visibleViewController) }
        if let tabs = root as? UITabBarController { return topViewController(from: tabs.selectedViewController) }
        if let presented = root?.presentedViewController { return topViewController(from: presented) }
        return root
    }
}

/// The scene delegate of every app template.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: PagedOnboardingViewController())]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

// MARK: - A full-screen player: status bar and orientation overrides, a property animator

final class PlayerViewController: UIViewController {
    let miniPlayer = UIView()
    let headerSpacer = UIView()
    private var playerHeight: NSLayoutConstraint!
    private var spacerHeight: NSLayoutConstraint!
    private(set) var finishedPositions: [UIViewAnimatingPosition] = []
    private(set) var animator: UIViewPropertyAnimator?

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        miniPlayer.backgroundColor = .secondarySystemBackground
        for v in [miniPlayer, headerSpacer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        playerHeight = miniPlayer.heightAnchor.constraint(equalToConstant: 64)
        spacerHeight = headerSpacer.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            headerSpacer.topAnchor.constraint(equalTo: view.topAnchor),
            headerSpacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerSpacer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spacerHeight,
            miniPlayer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            miniPlayer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            miniPlayer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            playerHeight,
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The header reaches under the status bar, as tall as it is.
        spacerHeight.constant = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        setNeedsStatusBarAppearanceUpdate()
    }

    func expand() {
        playerHeight.constant = 400
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {
            self.view.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] position in
            self?.finishedPositions.append(position)
        }
        animator.startAnimation()
        self.animator = animator
    }
}
