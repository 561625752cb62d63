import Foundation
import TrellisFormat
import TrellisLayout
import TrellisRender
import TrellisSnapshot
import TrellisSnapshotTesting
import XCTest

/// Where `assertLayoutSnapshot` puts what it draws: a view controller as the
/// root of a device window, a component at its fitting size, and a view
/// already in a window where it is (never silently on another device).
final class SnapshotPlacementTests: XCTestCase {
    final class FormController: UIViewController {
        let field = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            field.accessibilityIdentifier = "field"
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    func testAViewControllerKeepsTheSystemMinimumMargins() throws {
        let controller = FormController()
        let (window, configuration) = try LayoutSnapshot.window(for: controller.view, device: "iphone-se", orientation: .portrait)
        XCTAssertTrue(window.rootViewController === controller)
        XCTAssertEqual(configuration, "iphone-se-portrait")
        window.layoutIfNeeded()
        // 16 leading and trailing (compact width), below the 20-pt status bar.
        XCTAssertEqual(controller.field.frame, CGRect(x: 16, y: 20, width: 343, height: 44))
    }

    func testAComponentAtItsFittingSize() throws {
        let badge = UILabel()
        badge.text = "New"   // 3 × 8.5 by 20.4 with the fixed-advance measurer
        let card = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        ])
        let (window, configuration) = try LayoutSnapshot.window(for: card, device: "iphone-se", orientation: .portrait,
                                                                layout: .sizeThatFits)
        // Fitted with the measurer the picture uses (Pango, DejaVu Sans):
        // 8 + text + 8 wide and 4 + text + 4 tall, on the 2× grid.
        try Fonts.configure()
        let text = PangoTextMeasurer().layout("New", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil).size
        func grid(_ x: CGFloat) -> CGFloat { (x * 2 + 0.5).rounded(.down) / 2 }
        XCTAssertEqual(window.frame.size, CGSize(width: grid(16 + text.width), height: grid(8 + text.height)))
        XCTAssertGreaterThan(text.width, 25.5, "not the fixed-advance measurer's 3 × 8.5")
        XCTAssertEqual(window.windowSafeAreaInsets, .zero)
        XCTAssertEqual(configuration, "iphone-se-portrait-fits")
        let (wide, wideName) = try LayoutSnapshot.window(for: UIView(), device: "iphone-se", orientation: .portrait,
                                                         layout: .fixed(width: 200, height: 80))
        XCTAssertEqual(wide.frame.size, CGSize(width: 200, height: 80))
        XCTAssertEqual(wideName, "iphone-se-portrait-200x80")
    }

    func testADeviceForAViewAlreadyInAWindowIsAnError() throws {
        let window = UIWindow(width: 320, height: 480, scale: 2)
        let view = UIView()
        window.rootView.addSubview(view)
        XCTAssertThrowsError(try LayoutSnapshot.window(for: view, device: "iphone-15", orientation: .portrait)) { error in
            XCTAssertTrue("\(error)".contains("already in a 320x480@2x window"), "\(error)")
        }
        let (same, configuration) = try LayoutSnapshot.window(for: view, device: nil, orientation: .portrait)
        XCTAssertTrue(same === window)
        XCTAssertEqual(configuration, "320x480@2x")
    }

    func testAnUnknownDeviceSuggestsTheClosest() {
        XCTAssertThrowsError(try LayoutSnapshot.window(for: UIView(), device: "iphone-16", orientation: .portrait)) { error in
            XCTAssertTrue("\(error)".contains("did you mean"), "\(error)")
        }
    }

    /// `userInterfaceStyle:` puts the view on a dark screen and says so in
    /// the configuration; a view already in a window keeps its window's.
    func testADarkScreenIsNamedDark() throws {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let (window, configuration) = try LayoutSnapshot.window(for: view, device: "iphone-se", orientation: .portrait,
                                                                userInterfaceStyle: .dark)
        XCTAssertEqual(configuration, "iphone-se-portrait-dark")
        XCTAssertEqual(window.screenUserInterfaceStyle, .dark)
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        let (_, light) = try LayoutSnapshot.window(for: UIView(), device: "iphone-se", orientation: .portrait)
        XCTAssertEqual(light, "iphone-se-portrait")
        XCTAssertThrowsError(try LayoutSnapshot.window(for: view, device: nil, orientation: .portrait, userInterfaceStyle: .light)) { error in
            XCTAssertTrue("\(error)".contains("already in a window"), "\(error)")
        }
    }
}
