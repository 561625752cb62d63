// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// One onboarding page: a title centred on the margins.
final class OnboardingPageViewController: UIViewController {
    let titleLabel = UILabel()
    let index: Int
    private(set) var appearances = 0

    init(index: Int, title: String) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        titleLabel.text = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

/// The usual onboarding: a scrolling page view controller that is its own
/// data source, with a page indicator.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = [
        OnboardingPageViewController(index: 0, title: "Welcome"),
        OnboardingPageViewController(index: 1, title: "Sync"),
        OnboardingPageViewController(index: 2, title: "Share"),
    ]
    private(set) var currentIndex = 0
    private(set) var turns: [Bool] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal,
                   options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        view.backgroundColor = .systemBackground
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func goToNextPage() {
        guard let current = viewControllers?.first,
              let next = pageViewController(self, viewControllerAfter: current) as? OnboardingPageViewController else { return }
        setViewControllers([next], direction: .forward, animated: true) { [weak self] finished in
            self?.turns.append(finished)
            self?.currentIndex = next.index
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index + 1 < pages.count else { return nil }
        return pages[page.index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let page = viewControllers?.first as? OnboardingPageViewController { currentIndex = page.index }
    }
}

/// A photo carousel embedded as a child in the top half of a screen, with
/// its own page control underneath (no data-source indicator).
final class CarouselScreenViewController: UIViewController {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let pageControl = UIPageControl()
    let photos = [UIViewController(), UIViewController()]

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pager)
        pager.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        pageControl.numberOfPages = photos.count
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pager.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            pager.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.view.heightAnchor.constraint(equalToConstant: 300),
            pageControl.topAnchor.constraint(equalTo: pager.view.bottomAnchor),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        pager.setViewControllers([photos[0]], direction: .forward, animated: false)
    }
}

/// A book: two pages side by side around a spine in the middle.
final class BookViewController: UIPageViewController {
    let left = UIViewController(), right = UIViewController()

    init() {
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                   options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([left, right], direction: .forward, animated: false)
    }
}
