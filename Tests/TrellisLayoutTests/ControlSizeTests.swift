import XCTest
import TrellisLayout

/// Controls' intrinsic sizes (docs/LAYOUT.md, "Controls"). Text is measured
/// by the fixed-advance measurer: half the point size a character, 1.2 × the
/// point size a line (15 pt: 7.5 a character, 18 tall; 17 pt: 8.5, 20.4).
final class ControlSizeTests: XCTestCase {
    /// A view laid out by constraints at the top-left margin of an SE window.
    @discardableResult
    func place(_ view: UIView, in window: UIWindow) -> UIView {
        let root = window.rootView
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        return view
    }

    // MARK: UIButton

    /// UIButton(type: .system): a 15-point title plus 6 points above and
    /// below while contentEdgeInsets is zero (Interface Builder's 30-point
    /// "Button"); no side padding.
    func testSystemButtonIsItsTitlePlusSixAboveAndBelow() {
        let window = HandLayout.phoneSE()
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        place(button, in: window)
        // 6 × 7.5 = 45 wide; 18 + 12 = 30 tall.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 45, height: 30))
        assertHandFrame(button, 16, 40, 45, 30)
    }

    /// Apple: contentEdgeInsets "add ... around the content"; Trellis's rule:
    /// any non-zero inset replaces the 6-point title padding.
    func testContentEdgeInsetsReplaceThePadding() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        // 2 × 7.5 + 20 = 35; 18 + 8 = 26.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 35, height: 26))
    }

    /// titleEdgeInsets: "The button does not use this property to determine
    /// intrinsicContentSize" (UIButton docs).
    func testTitleEdgeInsetsDontChangeTheSize() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let before = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        XCTAssertEqual(button.intrinsicContentSize, before)
    }

    /// Changing the title label's font re-measures the button.
    func testTitleLabelFontResizesTheButton() {
        let window = HandLayout.phoneSE()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        place(button, in: window)
        assertHandFrame(button, 16, 40, 15, 30)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        window.layoutIfNeeded()
        // 2 × 10 = 20 wide, 24 + 12 = 36 tall.
        assertHandFrame(button, 16, 40, 20, 36)
    }

    /// title(for:) falls back to the normal state's title (UIButton docs:
    /// "If a title is not specified for a state, the default behavior is to
    /// use the title associated with the normal state").
    func testTitleForStateFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        XCTAssertEqual(button.title(for: .highlighted), "Play")
        XCTAssertEqual(button.currentTitle, "Play")
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Pause")
    }

    /// Title colours: a system button's default is its tint colour; a
    /// custom button's is white (UIKit's defaults).
    func testDefaultTitleColours() {
        XCTAssertEqual(UIButton(type: .system).currentTitleColor, .systemBlue)
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
        let tinted = UIButton(type: .system)
        tinted.tintColor = .systemRed
        XCTAssertEqual(tinted.currentTitleColor, .systemRed)
        tinted.setTitleColor(.black, for: .normal)
        XCTAssertEqual(tinted.currentTitleColor, .black)
        XCTAssertEqual(UIButton().buttonType, .custom, "UIButton() is a custom button")
    }

    /// UIButton.Configuration: the title in the 17-point body font plus the
    /// configuration's contentInsets (7 and 12 by default, a Trellis rule).
    func testConfigurationButtonSize() {
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        let button = UIButton(configuration: config)
        // 8 × 8.5 + 24 = 92; 20.4 + 14 = 34.4.
        XCTAssertEqual(button.intrinsicContentSize.width, 92, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, 34.4, accuracy: 1e-9)
        XCTAssertEqual(button.currentTitleColor, .white, "filled: white on the tint")
        XCTAssertEqual(button.configurationBackgroundColor, .systemBlue)
    }

    /// UIAction handlers run when the control sends their events.
    func testActionsRunForTheirEvents() {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction(title: "tap") { action in log.append(action.title) }, for: .touchUpInside)
        button.addAction(UIAction(title: "value") { action in log.append(action.title) }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["tap"])
        XCTAssertEqual(button.allControlEvents, [.touchUpInside, .valueChanged])
        let primary = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in log.append("send") })
        XCTAssertEqual(primary.currentTitle, "Send", "the primary action's title becomes the title")
        primary.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(log, ["tap", "send"])
    }

    // MARK: Text

    /// UITextField: no intrinsic width while empty; rounded rect is the line
    /// height plus 7 above and below, at least 34.
    func testTextFieldSizes() {
        let field = UITextField()
        XCTAssertEqual(field.borderStyle, .none, "fields made in code have no border")
        XCTAssertEqual(field.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(field.intrinsicContentSize.height, 20.4, accuracy: 1e-9)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34.4, accuracy: 1e-9)
        field.font = .systemFont(ofSize: 12)
        XCTAssertEqual(field.intrinsicContentSize.height, 34, "14.4 + 14 = 28.4, raised to 34")
        field.text = "abc"
        // 3 × 6 + 7 + 7 = 32.
        XCTAssertEqual(field.intrinsicContentSize.width, 32)
        field.placeholder = "Name"
        XCTAssertEqual(field.drawnText?.text, "abc")
        field.text = nil
        XCTAssertEqual(field.drawnText?.text, "Name")
        XCTAssertEqual(field.drawnText?.color, .placeholderText)
    }

    /// UITextView: no intrinsic size while it scrolls; otherwise its text
    /// plus textContainerInset (8, 0, 8, 0) and 5-point line padding.
    func testTextViewSizes() {
        let tv = UITextView()
        tv.text = "Hello\nWorld!"
        XCTAssertEqual(tv.intrinsicContentSize, CGSize(width: -1, height: -1))
        tv.isScrollEnabled = false
        // 12 pt: 6 a character; "World!" 36 + 10 = 46 wide; 2 × 14.4 + 16 = 44.8 tall.
        XCTAssertEqual(tv.intrinsicContentSize.width, 46, accuracy: 1e-9)
        XCTAssertEqual(tv.intrinsicContentSize.height, 44.8, accuracy: 1e-9)
    }

    // MARK: Fixed-size controls

    func testFixedSizes() {
        XCTAssertEqual(UISwitch().intrinsicContentSize, CGSize(width: 49, height: 31))
        XCTAssertEqual(UIStepper().intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(UISlider().intrinsicContentSize, CGSize(width: -1, height: 31))
        XCTAssertEqual(UIProgressView(progressViewStyle: .default).intrinsicContentSize, CGSize(width: -1, height: 4))
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
    }

    /// Interface Builder's hugging for switches, steppers and activity
    /// indicators is 750 on both axes; a progress view's vertical is 750.
    func testHuggingPriorities() {
        for view in [UISwitch(), UIStepper(), UIActivityIndicatorView()] as [UIView] {
            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultHigh, "\(type(of: view))")
            XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultHigh, "\(type(of: view))")
        }
        let bar = UIProgressView()
        XCTAssertEqual(bar.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(bar.contentHuggingPriority(for: .vertical), .defaultHigh)
    }

    /// Values are clamped to their ranges, as UIKit documents for
    /// UISlider.value, UIProgressView.progress and UIStepper.value.
    func testValuesAreClamped() {
        let slider = UISlider()
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.maximumValue = 10
        slider.value = 2.5
        XCTAssertEqual(slider.fraction, 0.25, accuracy: 1e-6)
        let bar = UIProgressView()
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
        let stepper = UIStepper()
        stepper.value = 150
        XCTAssertEqual(stepper.value, 100)
    }

    /// UISegmentedControl: 32 tall; equal segments as wide as the widest
    /// 13-point title plus 14.
    func testSegmentedControlSize() {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        XCTAssertEqual(segments.numberOfSegments, 3)
        XCTAssertEqual(segments.selectedSegmentIndex, UISegmentedControl.noSegment)
        // "Month" 5 × 6.5 = 32.5 (+ 14) -> 46.5 a segment, 139.5 in all.
        XCTAssertEqual(segments.intrinsicContentSize, CGSize(width: 139.5, height: 32))
        segments.insertSegment(withTitle: "Year", at: 99, animated: false)
        XCTAssertEqual(segments.titleForSegment(at: 3), "Year", "the index is clamped to the end")
        XCTAssertEqual(segments.intrinsicContentSize.width, 186)
    }

    /// UIPageControl.size(forNumberOfPages:): 7-point dots 9 apart, 37 tall.
    func testPageControlSize() {
        let pages = UIPageControl()
        XCTAssertEqual(pages.size(forNumberOfPages: 3), CGSize(width: 39, height: 37))
        pages.numberOfPages = 5
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 71, height: 37))
        pages.currentPage = 9
        XCTAssertEqual(pages.currentPage, 4, "clamped to the last page")
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        XCTAssertFalse(pages.showsDots)
    }

    /// A stopped activity indicator with hidesWhenStopped (the default) isn't drawn.
    func testActivityIndicatorShowsOnlyWhileAnimating() {
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertFalse(spinner.showsIndicator)
        spinner.startAnimating()
        XCTAssertTrue(spinner.showsIndicator)
        spinner.stopAnimating()
        spinner.hidesWhenStopped = false
        XCTAssertTrue(spinner.showsIndicator)
    }
}
