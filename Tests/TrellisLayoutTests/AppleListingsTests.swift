import XCTest
import TrellisLayout

/// Apple, *Auto Layout Guide*, "Programmatically Creating Constraints":
/// listings 13-1 (anchors), 13-2 (`NSLayoutConstraint(item:…)`) and 13-3
/// (Visual Format Language), compiled as printed. `view` is the view
/// controller's root view and `myView` its subview.
final class AppleListingsTests: XCTestCase {
    func makeScreen() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        let view = window.rootView
        let myView = UIView(identifier: "myView")
        myView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(myView)
        // Not in the listings, which leave the vertical position open: pin the top.
        myView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        return (window, view, myView)
    }

    func testListing13_1Anchors() {
        let (window, view, myView) = makeScreen()
        // Listing 13-1, verbatim:
        // Get the superview's layout
        let margins = view.layoutMarginsGuide

        // Pin the leading edge of myView to the margin's leading edge
        myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true

        // Pin the trailing edge of myView to the margin's trailing edge
        myView.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true

        // Give myView a 1:2 aspect ratio
        myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0).isActive = true

        window.layoutIfNeeded()
        // Root view margins: 16 leading/trailing (compact width); width 375 - 32.
        XCTAssertEqual(myView.frame, CGRect(x: 16, y: 20, width: 343, height: 686))
        XCTAssertFalse(myView.hasAmbiguousLayout)
    }

    func testListing13_2ItemAttribute() {
        let (window, view, myView) = makeScreen()
        // Listing 13-2, verbatim:
        NSLayoutConstraint(item: myView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1.0, constant: 0.0).isActive = true

        NSLayoutConstraint(item: myView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailingMargin, multiplier: 1.0, constant: 0.0).isActive = true

        NSLayoutConstraint(item: myView, attribute: .height, relatedBy: .equal, toItem: myView, attribute:.width, multiplier: 2.0, constant:0.0).isActive = true

        window.layoutIfNeeded()
        XCTAssertEqual(myView.frame, CGRect(x: 16, y: 20, width: 343, height: 686))
    }
}
