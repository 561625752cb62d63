import XCTest
import TrellisLayout

/// UIView's appearance properties and UILabel's text attributes: recorded
/// as UIKit documents them (the renderer's tests check what is drawn).
final class ViewAppearanceTests: XCTestCase {
    /// viewWithTag(_:): "searches the current view and all of its subviews".
    func testViewWithTagSearchesSelfThenSubviewsDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView(), deep = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        deep.tag = 7
        b.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === deep, "depth first: a's subtree before b")
        XCTAssertTrue(b.viewWithTag(7) === b, "the view itself first")
        XCTAssertNil(root.viewWithTag(3))
        XCTAssertTrue(root.viewWithTag(0) === root, "tags default to 0")
    }

    /// tintColor: "the first non-default tint color value in the view's
    /// hierarchy, ascending from and starting with the view itself".
    func testTintColorIsInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemBlue)
        parent.tintColor = .systemRed
        XCTAssertEqual(child.tintColor, .systemRed)
        child.tintColor = .systemGreen
        XCTAssertEqual(child.tintColor, .systemGreen)
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .systemRed, "nil restores inheritance")
    }

    /// clipsToBounds and layer.masksToBounds are one flag; alpha is layer.opacity.
    func testLayerMirrorsViewProperties() {
        let v = UIView()
        XCTAssertFalse(v.clipsToBounds)
        v.clipsToBounds = true
        XCTAssertTrue(v.layer.masksToBounds)
        v.alpha = 0.5
        XCTAssertEqual(v.layer.opacity, 0.5)
        XCTAssertEqual(v.layer.borderColor, UIColor.black.cgColor, "Core Animation's default border colour")
        v.layer.cornerRadius = 8
        v.layer.borderWidth = 1
        v.layer.shadowOpacity = 0.3
        XCTAssertEqual(v.layer.cornerRadius, 8)
        XCTAssertEqual(v.contentMode, .scaleToFill, "UIView's default content mode")
    }

    /// accessibilityIdentifier names the view in logs (Trellis's identifier).
    func testAccessibilityIdentifierIsTheViewsName() {
        let v = UIView()
        v.accessibilityIdentifier = "avatar"
        XCTAssertEqual(v.trellisIdentifier, "avatar")
        let window = HandLayout.phoneSE()
        window.rootView.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        XCTAssertTrue(v.autolayoutTrace().contains("avatar"))
    }

    /// intrinsicContentSizeOverride (a Trellis addition) replaces the
    /// class's intrinsic size in the engine.
    func testIntrinsicContentSizeOverride() {
        let window = HandLayout.phoneSE()
        let label = HandLayout.addLabel("Hello", "l", to: window.rootView)
        label.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: window.rootView.topAnchor).isActive = true
        window.layoutIfNeeded()
        assertHandFrame(label, 0, 0, 42.5, 20.5)
        label.intrinsicContentSizeOverride = CGSize(width: 100, height: 30)
        window.layoutIfNeeded()
        assertHandFrame(label, 0, 0, 100, 30)
        XCTAssertEqual(label.intrinsicContentSize.width, 42.5, "the class's own size is unchanged")
    }

    /// UILabel: font and textColor are implicitly unwrapped; setting nil
    /// restores the default (UILabel docs: "the default value ... is the
    /// system font at a size of 17 points", textColor "defaults to labelColor").
    func testLabelDefaultsRestoreOnNil() {
        let label = UILabel()
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        XCTAssertEqual(label.textColor, .label)
        label.font = .boldSystemFont(ofSize: 20)
        label.font = nil
        XCTAssertEqual(label.font, .systemFont(ofSize: 17))
        label.textColor = .red
        XCTAssertEqual(label.textColor, .red)
        label.textColor = nil
        XCTAssertEqual(label.textColor, .label)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
    }

    /// textAlignment reaches the drawing.
    func testLabelAlignmentIsDrawn() {
        let label = UILabel(text: "Hi")
        label.textAlignment = .right
        XCTAssertEqual(label.drawnText?.alignment, .right)
        label.textAlignment = .center
        XCTAssertTrue(label.drawnText?.centered == true)
    }
}
