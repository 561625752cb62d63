import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// The initializer patterns of `InitializerSnippets.swift` compile and run the
/// initializers UIKit runs (Apple: `init(frame:)` is `UIView`'s designated
/// initializer; `UIView()` is `init(frame: .zero)`).
final class InitializerSnippetTests: XCTestCase {
    func testSubclassInitWithoutOverrideRunsItsOwnBody() {
        let badge = BadgeView()
        XCTAssertEqual(badge.initializedBy, "init()")
        XCTAssertEqual(badge.frame, CGRect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).initializedBy, "init(frame:)")
    }

    func testPlainInitGoesThroughTheOverriddenInitWithFrame() {
        let spacer = SpacerView()
        XCTAssertEqual(spacer.setUpCount, 1)
        XCTAssertEqual(spacer.frame, .zero)
        XCTAssertEqual(UIView().frame, .zero)
    }

    func testGuideSubclassIsAddedAndLaidOut() {
        let guide = ContentGuide()
        XCTAssertEqual(guide.tag, 7)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            probe.topAnchor.constraint(equalTo: guide.bottomAnchor),
            probe.widthAnchor.constraint(equalToConstant: 20),
            probe.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(probe.frame, CGRect(x: 10, y: 45, width: 20, height: 20))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 5, width: 180, height: 40))
        XCTAssertIdentical(guide.owningView, host)
    }
}
