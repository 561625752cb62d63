import XCTest
import TrellisLayout

/// UIKeyboardLayoutGuide.swift. Apple's `UIKeyboardLayoutGuide` (iOS 15;
/// "Adjusting your layout with keyboard layout guide"; WWDC21 "Your guide to
/// keyboard layout"): off screen, the keyboard guide sits at the bottom of
/// the view as tall as the bottom safe area (`usesBottomSafeArea`, iOS 17,
/// default true); with a docked keyboard up it is the keyboard's frame, so a
/// view pinned to its top rides on the keyboard.
final class KeyboardLayoutGuideTests: XCTestCase {
    /// An iPhone 15 (393 × 852, 59 top / 34 bottom unsafe) with a text bar
    /// 44 tall pinned to the sides and to the keyboard guide's top.
    func phoneWithBar() -> (UIWindow, UIView) {
        let window = UIWindow(width: 393, height: 852, scale: 3,
                              safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let root = window.rootView
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, bar)
    }

    /// Keyboard off screen: the guide is the bottom safe-area strip (852 −
    /// 34 = 818), so the bar sits on the home indicator's inset, 774.
    func testWithNoKeyboardTheGuideIsTheBottomSafeArea() {
        let (window, bar) = phoneWithBar()
        XCTAssertEqual(window.rootView.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 818, width: 393, height: 34))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 774, width: 393, height: 44))
        XCTAssertEqual(window.rootView.keyboardLayoutGuide.identifier, "UIViewKeyboardLayoutGuide")
    }

    /// A 336-point docked keyboard comes up: the guide becomes its frame
    /// (852 − 336 = 516) and the bar moves on top of it (472); down again,
    /// back to 774. The same guide object throughout.
    func testADockedKeyboardMovesWhatSitsOnTheGuide() {
        let (window, bar) = phoneWithBar()
        let guide = window.rootView.keyboardLayoutGuide
        window.keyboardHeight = 336
        window.layoutIfNeeded()
        XCTAssertTrue(window.rootView.keyboardLayoutGuide === guide)
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(bar.frame.minY, 472)
        window.keyboardHeight = 0
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame.minY, 774)
    }

    /// `usesBottomSafeArea = false` (iOS 17): with the keyboard off screen
    /// the guide has no height, so the bar reaches the bottom edge (808).
    func testWithoutTheBottomSafeAreaTheGuideIsTheBottomEdge() {
        let (window, bar) = phoneWithBar()
        window.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        XCTAssertEqual(window.rootView.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 852, width: 393, height: 0))
        XCTAssertEqual(bar.frame.minY, 808)
    }

    /// Heights that aren't heights are no keyboard.
    func testANegativeOrNonFiniteKeyboardHeightIsNone() {
        let (window, bar) = phoneWithBar()
        window.keyboardHeight = -5
        XCTAssertEqual(window.keyboardHeight, 0)
        window.keyboardHeight = .nan
        XCTAssertEqual(window.keyboardHeight, 0)
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame.minY, 774)
    }
}
