import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The share sheet, the document picker and the image picker presented
/// from code on the default iPhone 15 (393 × 852; a sheet's card starts 10
/// below the 53.667-point status bar). Trellis shares, opens and
/// photographs nothing: the tests play the user's choice.
final class SharingSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private let cardTop = 161.0 / 3 + 10

    private func showArticle() -> (UINavigationController, ArticleActionsViewController) {
        let article = ArticleActionsViewController()
        let nav = UINavigationController(rootViewController: article)
        _ = shown.show(nav)
        return (nav, article)
    }

    /// The share sheet is a popover that adapts to a sheet on a phone, at the
    /// medium detent (half the card: WWDC21 "Customize and resize sheets in
    /// UIKit" shows the share sheet as the medium detent's example).
    func testShareSheetIsAMediumSheet() {
        let (nav, article) = showArticle()
        let sheet = article.share()
        nav.view.window!.layoutIfNeeded()
        XCTAssertIdentical(nav.presentedViewController, sheet)
        XCTAssertEqual(sheet.modalPresentationStyle, .popover)
        XCTAssertNil(sheet.sheetPresentationController, "UIKit: popovers have no sheet presentation controller")
        XCTAssertIdentical(sheet.popoverPresentationController?.barButtonItem, article.navigationItem.rightBarButtonItem)
        let half = (852 - cardTop) / 2
        XCTAssertEqual(sheet.view.frame.minY, 852 - half, accuracy: 0.34)
        XCTAssertEqual(sheet.view.frame.height, half, accuracy: 0.34)
        XCTAssertEqual(sheet.view.frame.width, 393)
    }

    /// A system activity finishes at once; an excluded one isn't offered;
    /// an app's own activity performs with the items (Apple, UIActivity:
    /// prepare, perform, activityDidFinish).
    func testShareCompletion() {
        let (nav, article) = showArticle()
        var sheet = article.share()
        XCTAssertEqual(sheet.offeredActivities.map(\.activityTitle), ["Favorite"])
        sheet.complete(with: .print)
        XCTAssertIdentical(nav.presentedViewController, sheet, "print is excluded")
        XCTAssertTrue(article.shareResults.isEmpty)
        sheet.complete(with: .airDrop)
        XCTAssertNil(nav.presentedViewController)
        XCTAssertEqual(article.shareResults.map(\.0), [.airDrop])
        XCTAssertEqual(article.shareResults.map(\.1), [true])

        sheet = article.share()
        sheet.complete(with: UIActivity.ActivityType("com.example.favorite"))
        XCTAssertEqual(article.favorite.favorited, ["Read this"])
        XCTAssertEqual(article.shareResults.last?.0, UIActivity.ActivityType("com.example.favorite"))
        XCTAssertNil(nav.presentedViewController)

        sheet = article.share()
        sheet.complete(with: nil)
        XCTAssertEqual(article.shareResults.last?.1, false, "closed without an activity")
    }

    /// In regular width a popover needs something to point at: UIKit raises,
    /// Trellis logs the same message.
    func testPopoverWithoutSourceInRegularWidthIsLogged() {
        let home = UIViewController()
        let window = shown.show(home)
        window.traitOverrides.horizontalSizeClass = .regular
        shown.expectedLog = ["should have a non-nil sourceView or barButtonItem"]
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        home.present(sheet, animated: false)
        XCTAssertTrue(window.diagnostics.log.contains { $0.contains("non-nil sourceView") })
    }

    /// The document picker is a page sheet on a phone (automatic style);
    /// without multiple selection the delegate gets one URL.
    func testDocumentPicker() {
        let (nav, article) = showArticle()
        let picker = article.importPDF()
        nav.view.window!.layoutIfNeeded()
        XCTAssertEqual(picker.view.frame.minY, cardTop, accuracy: 0.01)
        XCTAssertEqual(picker.view.frame.maxY, 852, accuracy: 0.01)
        XCTAssertEqual(picker.contentTypes, [.pdf])
        XCTAssertTrue(picker.asCopy)
        let a = URL(fileURLWithPath: "/tmp/a.pdf"), b = URL(fileURLWithPath: "/tmp/b.pdf")
        picker.pick([a, b])
        XCTAssertEqual(article.importedURLs, [a])
        XCTAssertNil(nav.presentedViewController)
        XCTAssertTrue(UTType.pdf.conforms(to: .data))
        XCTAssertFalse(UTType.pdf.conforms(to: .image))
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType("public.png")?.preferredFilenameExtension, "png")
    }

    /// No camera on Linux: the app falls back to the library, shown as a
    /// sheet; the delegate dismisses after a pick; a Cancel the delegate
    /// doesn't handle dismisses the picker (UIKit's default).
    func testImagePicker() {
        let (nav, article) = showArticle()
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        let picker = article.pickPhoto()!
        nav.view.window!.layoutIfNeeded()
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertEqual(picker.view.frame.minY, cardTop, accuracy: 0.01)
        picker.pick([.originalImage: UIImage(size: CGSize(width: 4, height: 3))])
        XCTAssertEqual(article.pickedImages, 1)
        XCTAssertNil(nav.presentedViewController)

        let second = article.pickPhoto()!
        second.cancel()
        XCTAssertNil(nav.presentedViewController)
        let camera = UIImagePickerController()
        camera.sourceType = .camera
        XCTAssertEqual(camera.modalPresentationStyle, .fullScreen)
    }
}
