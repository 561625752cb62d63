import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// UIKit's class hierarchy as app code relies on it: a text view is a
/// scroll view, table and collection views too, their delegates are scroll
/// view delegates, colours are objects that extensions add initializers to,
/// a sheet's controller is a presentation controller (docs/LAYOUT.md,
/// "Class hierarchy"). Text is measured with the fixed-advance measurer: a
/// character is half the point size wide, a line 1.2 × the point size.
final class ClassHierarchySnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// Apple's class declarations: `UITextView: UIScrollView`,
    /// `UITableView: UIScrollView`, `UICollectionView: UIScrollView`,
    /// `UIColor: NSObject`, `UISheetPresentationController:
    /// UIPresentationController`, `UIResponder: NSObject`.
    func testTheClassesAreUIKitsSubclasses() {
        let textView = UITextView()
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let views: [UIView] = [textView, table, collection, UIScrollView()]
        XCTAssertEqual(views.filter { $0 is UIScrollView }.count, 4)
        let color: Any = UIColor.red
        XCTAssertTrue(color is NSObject)
        XCTAssertTrue((UIColor.systemBlue as AnyObject) is UIColor)
        let sheet = UIViewController().presentationController
        XCTAssertTrue(sheet is UISheetPresentationController, "the default style, .automatic, is a sheet on iOS 13+")
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNotNil(full.presentationController)
        XCTAssertFalse(full.presentationController is UISheetPresentationController)
        XCTAssertNil(full.sheetPresentationController)
        XCTAssertTrue(textView.textContainer.isKind(of: NSTextContainer.self))
    }

    /// UIColor is a class: extensions add convenience initializers, which
    /// call the designated `init(red:green:blue:alpha:)`; dynamic colours
    /// resolve by the traits' style.
    func testColorExtensionsWithConvenienceInitializers() {
        let accent = UIColor(hex: "#FF9500")
        XCTAssertEqual(accent.rgbaComponents.red, 1)
        XCTAssertEqual(accent.rgbaComponents.green, 149.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(accent.rgbaComponents.blue, 0)
        XCTAssertEqual(UIColor(hex: "#000000", alpha: 0.5).rgbaComponents.alpha, 0.5)
        XCTAssertEqual(UIColor(red: 52, green: 199, blue: 89), UIColor(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0, alpha: 1))
        let light = UIColor.brandPrimary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.brandPrimary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(light, UIColor(hex: "#1A73E8"))
        XCTAssertEqual(dark, UIColor(hex: "#8AB4F8"))
        // Colours are equal by value (UIKit's isEqual: within a colour space).
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
    }

    /// A scrolling text view (the default) has no intrinsic size; its
    /// content size is its width by its wrapped text's height plus the
    /// 8-point top and bottom `textContainerInset` (Apple's default), lines
    /// being the width less the 5-point `lineFragmentPadding` at each end.
    /// Setting its content offset tells the delegate, which the text view's
    /// delegate is (`UITextViewDelegate` refines `UIScrollViewDelegate`).
    func testScrollingTextViewContentSizeAndDelegate() {
        let vc = NotesEditorViewController()
        _ = shown.show(vc)
        let textView = vc.textView
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertEqual(textView.intrinsicContentSize.height, UIView.noIntrinsicMetric)
        XCTAssertEqual(textView.frame.size, CGSize(width: 393, height: 200))

        // 393 − 2 × 5 = 383 points of line: 47 characters of 8 at 16 points;
        // 20 short paragraphs are 20 lines.
        textView.text = (1...20).map { "Note \($0)" }.joined(separator: "\n")
        vc.view.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.width, 393)
        XCTAssertEqual(textView.contentSize.height, 20 * 19.2 + 16, accuracy: 1e-9)
        XCTAssertTrue(textView.isScrollableVertically)

        textView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        XCTAssertEqual(vc.scrolledOffsets, [100])
        ScrollHelpers.scrollToTop(textView)
        XCTAssertEqual(vc.scrolledOffsets, [100, 0])
        XCTAssertTrue(textView.delegate === vc)
        XCTAssertTrue((textView as UIScrollView).delegate === vc, "one delegate, read as either type")

        XCTAssertTrue(textView.becomeFirstResponder())
        textView.insertText("!")
        XCTAssertEqual(vc.edits, 1)
        textView.resignFirstResponder()
        XCTAssertEqual(ScrollHelpers.scrollViews(in: vc.view).count, 1)
    }

    /// With scrolling off, a text view's intrinsic size is its text wrapped
    /// at the width its constraints give it, plus the insets: pinned at the
    /// sides it grows a line at a time. Here the padding is 0 and the insets
    /// 4, so a 200-point view holds 25 characters of 8 points per line.
    func testSelfSizingTextViewGrowsWithItsText() {
        // At 5× every tenth of a point is a pixel: frames are exact.
        let window = UIWindow(width: 200, height: 400, scale: 5)
        let composer = CommentComposerView()
        composer.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(composer)
        NSLayoutConstraint.activate([
            composer.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            composer.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // Empty: one line of 19.2 + 4 + 4; the hint is 14.4 tall, 4 above it.
        XCTAssertEqual(composer.textView.frame.height, 27.2, accuracy: 1e-9)
        XCTAssertEqual(composer.frame.height, 14.4 + 4 + 27.2, accuracy: 1e-9)

        composer.textView.text = "one two three four five six seven eight nine ten"  // 48 characters
        window.layoutIfNeeded()
        // 25 per line: "one two three four five" (23), "six seven eight nine ten" (24).
        XCTAssertEqual(composer.textView.frame.width, 200)
        XCTAssertEqual(composer.textView.frame.height, 2 * 19.2 + 8, accuracy: 1e-9)
        XCTAssertEqual(composer.textView.contentSize, CGSize(width: 200, height: 2 * 19.2 + 8))
        XCTAssertFalse(composer.textView.isScrollableVertically)
        // The same fit a self-sizing cell asks for.
        let fitted = composer.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted.height, 14.4 + 4 + 2 * 19.2 + 8, accuracy: 1e-9)
    }

    /// `UITableViewController` implements the scroll view delegate's methods
    /// so a subclass overrides them; scrolling near the end loads the next
    /// page. Rows are 60 high: 30 rows are 1,800 points of content.
    func testTableViewControllerOverridesScrollViewDidScroll() {
        let feed = FeedTableViewController()
        _ = shown.show(feed)
        XCTAssertTrue(feed.tableView.delegate === feed)
        XCTAssertTrue((feed.tableView as UIScrollView).delegate === feed)
        XCTAssertEqual(feed.tableView.contentSize.height, 1800)
        feed.tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        XCTAssertEqual(feed.pagesLoaded, 1, "200 is far from the end")
        // Near the end: 1,800 − 1.5 × 852 = 522 is the threshold.
        feed.tableView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        XCTAssertEqual(feed.pagesLoaded, 2)
        feed.view.layoutIfNeeded()
        XCTAssertEqual(feed.tableView.numberOfRows(inSection: 0), 60)
        XCTAssertEqual(feed.tableView.contentSize.height, 3600)
    }

    /// `scrollRectToVisible(_:animated:)` scrolls the least that shows the
    /// rectangle (Apple: "scrolls the content so that the area is just
    /// visible"), within the scrollable range.
    func testScrollRectToVisible() {
        let window = UIWindow(width: 300, height: 400, scale: 2)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 300, height: 1000)
        window.rootView.addSubview(scroll)
        window.layoutIfNeeded()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 300, height: 50), animated: true)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 150), "the rectangle's bottom at the view's bottom")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 300, height: 50), animated: true)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 150), "already visible: no scrolling")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 300, height: 20), animated: true)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 100), "the rectangle's top at the view's top")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 980, width: 300, height: 100), animated: true)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 600), "no further than the content's end")
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(scroll.decelerationRate, .normal)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
    }

    /// A sheet's presentation controller takes the sheet delegate; the
    /// delegate's dismissal questions are for a user's swipe only (never
    /// asked by `dismiss(animated:)`).
    func testSheetPresentationControllerDelegate() {
        let home = UIViewController()
        let window = shown.show(home)
        let filters = FilterSheetViewController()
        filters.presentationController?.delegate = filters
        XCTAssertTrue(filters.sheetPresentationController?.delegate === filters)
        filters.sheetPresentationController?.detents = [.medium()]
        home.present(filters, animated: true)
        window.layoutIfNeeded()
        XCTAssertTrue(filters.presentationController?.presentingViewController === home)
        XCTAssertTrue(filters.presentationController?.presentedView === filters.view)
        XCTAssertTrue(filters.presentationController?.presentedViewController === filters)
        filters.hasChanges = true
        XCTAssertEqual(filters.presentationController.map(filters.presentationControllerShouldDismiss), false)
        filters.dismiss(animated: true)
        XCTAssertNil(home.presentedViewController)
    }

    /// A layout guide is an `NSObject` in UIKit; a Trellis guide is too
    /// (through `UIResponder`, which it shouldn't be: docs/LAYOUT.md,
    /// "Class hierarchy"). What app code does with guides works.
    func testLayoutGuideAsAppsUseIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        view.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 20, y: 0, width: 150, height: 10))
        XCTAssertTrue(guide.owningView === view)
        XCTAssertEqual(view.layoutGuides.map(\.identifier), ["spacer"])
        let asObject: Any = guide
        XCTAssertTrue(asObject is NSObject)
    }

    /// `sizeThatFits(_:)` on a text view answers the height its text needs
    /// at a width, scrolling or not (the way apps size text views by hand):
    /// 200 less 2 × 5 of padding is 23 characters of 8 points, so three lines
    /// ("one two three four five", "six seven eight nine", "ten") of 19.2,
    /// plus 8 above and below.
    func testTextViewSizeThatFitsAndKeptState() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 16)
        textView.text = "one two three four five six seven eight nine ten"
        let fitted = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(fitted.width, 200)
        XCTAssertEqual(fitted.height, 3 * 19.2 + 16, accuracy: 1e-9)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        XCTAssertTrue(textView.dataDetectorTypes.contains(.link))
        XCTAssertEqual((textView.typingAttributes[.font] as? UIFont)?.pointSize, 16)
        textView.typingAttributes = [.foregroundColor: UIColor.systemRed]
        XCTAssertNil(textView.typingAttributes[.font])
        textView.textContainer.maximumNumberOfLines = 2
        XCTAssertEqual(textView.sizeThatFits(CGSize(width: 200, height: 1000)).height, 2 * 19.2 + 16, accuracy: 1e-9)
    }

    /// Typing replaces the selection: the caret is at the end of text set
    /// in code (UIKit moves it there), and moves after what is typed.
    /// `scrollRangeToVisible(_:)` scrolls the least that shows the line
    /// where the range ends: in a 100-point view of 16-point lines (19.2)
    /// below an 8-point inset, line 10 ends at 8 + 10 × 19.2 = 200.
    func testTextViewSelectionAndScrollRangeToVisible() {
        let window = UIWindow(width: 200, height: 300, scale: 5)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 16)
        textView.contentInsetAdjustmentBehavior = .never
        window.rootView.addSubview(textView)
        textView.text = "Hello"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 5, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.insertText("Oh, ")
        XCTAssertEqual(textView.text, "Oh, Hello")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        textView.selectedRange = NSRange(location: 4, length: 5)
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "Oh, ")
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "Oh,")

        textView.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        window.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.height, 20 * 19.2 + 16, accuracy: 1e-9)
        let tenth = (textView.text as NSString).range(of: "Line 10")
        textView.scrollRangeToVisible(tenth)
        XCTAssertEqual(textView.contentOffset.y, 8 + 10 * 19.2 - 100, accuracy: 1e-9)
    }
}
