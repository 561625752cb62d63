import XCTest
import TrellisLayout

/// Two more screens in the Cookbook's style:
/// - "Views with Intrinsic Content CGSize" (the Cookbook section's own rules:
///   hugging keeps a view at its natural size when there is room to spare,
///   compression resistance decides who gives way when there is not): a
///   centred title and a name/value row whose value is too long to fit.
/// - "Aspect Ratio" (Auto Layout Guide, "Anatomy of a Constraint":
///   a multiplier relates a view's height to its width): a 16:9 video view
///   and a square thumbnail half its width.
final class CookbookIntrinsicSizeAndAspectRatioTests: XCTestCase {

    // MARK: Views with Intrinsic Content CGSize
    // Title UILabel.CenterX = Superview.CenterX
    // Title UILabel.Top = Top Layout Guide.Bottom + 20.0
    // Name UILabel.Leading = Superview.LeadingMargin
    // Value UILabel.Leading = Name UILabel.Trailing + Standard
    // Value UILabel.Trailing = Superview.TrailingMargin
    // Name UILabel.Top = Title UILabel.Bottom + Standard
    // Value UILabel.FirstBaseline = Name UILabel.FirstBaseline
    // Name UILabel: hugging 251, compression resistance 751 (never truncated);
    // Value UILabel: defaults (250 / 750).

    static let value = "Johann Sebastian Bach of Eisenach SX" // 36 characters

    func intrinsicScreen(_ window: UIWindow) -> (title: UILabel, name: UILabel, value: UILabel) {
        let root = window.rootView
        let title = HandLayout.addLabel("Profile Settings", "titleLabel", to: root)
        let name = HandLayout.addLabel("Full name", "nameLabel", to: root, fontSize: 16)
        let value = HandLayout.addLabel(Self.value, "valueLabel", to: root, fontSize: 16)
        name.setContentHuggingPriority(251, for: .horizontal)
        name.setContentCompressionResistancePriority(751, for: .horizontal)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
            value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            name.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            NSLayoutConstraint(item: value, attribute: .firstBaseline, relatedBy: .equal, toItem: name,
                               attribute: .firstBaseline, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        return (title, name, value)
    }

    func testViewsWithIntrinsicContentSizeOnPhoneSE() {
        XCTAssertEqual(Self.value.count, 36)
        let (title, name, value) = intrinsicScreen(HandLayout.phoneSE())
        // Title: 16 x 8.5 = 136 wide, centred on 187.5: x 119.5; 40...60.4 -> 60.5.
        assertHandFrame(title, 119.5, 40, 136, 20.5)
        // Row: name 9 x 8 = 72; value wants 36 x 8 = 288 but only
        // 343 - 72 - 8 = 263 is left: the value (750) gives way, the name (751) doesn't.
        // Top 60.4 + 8 = 68.4 -> 68.5; 16-point line 19.2: bottom 87.6 -> 87.5.
        assertHandFrame(name, 16, 68.5, 72, 19)
        assertHandFrame(value, 96, 68.5, 263, 19)
        XCTAssertFalse(value.hasAmbiguousLayout)
    }

    func testViewsWithIntrinsicContentSizeOnNotchedPhone() {
        let (title, name, value) = intrinsicScreen(HandLayout.notchedPhone())
        // Title centred on 195: x 127; 67...87.4 -> 87.333.
        assertHandFrame(title, 127, 67, 136, 20.333333)
        // Row top 95.4 -> 95.333, bottom 114.6 -> 114.667 at @3x.
        assertHandFrame(name, 16, 95.333333, 72, 19.333333)
        assertHandFrame(value, 96, 95.333333, 278, 19.333333)
    }

    func testViewsWithIntrinsicContentSizeInLandscapeStretchTheValue() {
        let window = HandLayout.phoneSE()
        let (title, name, value) = intrinsicScreen(window)
        // Resize and lose the status bar in two passes: changing both before
        // one pass is testAdaptiveSingleViewAdaptsToLandscapeWithoutStatusBar's subject.
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        window.windowSafeAreaInsets = .zero
        window.layoutIfNeeded()
        // Room to spare: the name hugs at 251, so the value (250) stretches:
        // 667 - 16 - 96 = 555. Title centred on 333.5: x 265.5, top 20.
        assertHandFrame(title, 265.5, 20, 136, 20.5)
        assertHandFrame(name, 16, 48.5, 72, 19)
        assertHandFrame(value, 96, 48.5, 555, 19)
    }

    // MARK: Aspect Ratio
    // Video UIView.Leading = Superview.LeadingMargin
    // Video UIView.Trailing = Superview.TrailingMargin
    // Video UIView.Top = Top Layout Guide.Bottom + 20.0
    // Video UIView.Height = 0.5625 x Video UIView.Width       (9:16)
    // Thumbnail.Leading = Superview.LeadingMargin
    // Thumbnail.Top = Video UIView.Bottom + Standard
    // Thumbnail.Width = 0.5 x Video UIView.Width
    // Thumbnail.Height = 1.0 x Thumbnail.Width

    func aspectRatioScreen(_ window: UIWindow) -> (UIView, UIView) {
        let root = window.rootView
        let video = HandLayout.addView("videoView", to: root)
        let thumbnail = HandLayout.addView("thumbnail", to: root)
        NSLayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            video.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
            thumbnail.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            thumbnail.topAnchor.constraint(equalToSystemSpacingBelow: video.bottomAnchor, multiplier: 1),
            thumbnail.widthAnchor.constraint(equalTo: video.widthAnchor, multiplier: 0.5),
            NSLayoutConstraint(item: thumbnail, attribute: .height, relatedBy: .equal, toItem: thumbnail,
                               attribute: .width, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        return (video, thumbnail)
    }

    func testAspectRatioOnPhoneSE() {
        let (video, thumbnail) = aspectRatioScreen(HandLayout.phoneSE())
        // 343 x 9/16 = 192.9375: 40...232.9375 -> 233 at @2x.
        assertHandFrame(video, 16, 40, 343, 193)
        // Thumbnail 171.5 square from 240.9375 (-> 241) to 412.4375 (-> 412.5).
        assertHandFrame(thumbnail, 16, 241, 171.5, 171.5)
        XCTAssertFalse(video.hasAmbiguousLayout)
        XCTAssertFalse(thumbnail.hasAmbiguousLayout)
    }

    func testAspectRatioOnNotchedPhone() {
        let (video, thumbnail) = aspectRatioScreen(HandLayout.notchedPhone())
        // 358 x 9/16 = 201.375: 67...268.375 -> 268.333 at @3x.
        assertHandFrame(video, 16, 67, 358, 201.333333)
        // Thumbnail 179 square from 276.375 (-> 276.333) to 455.375 (-> 455.333).
        assertHandFrame(thumbnail, 16, 276.333333, 179, 179)
    }
}
