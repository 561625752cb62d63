import Foundation
import XCTest
import TrellisLayout
@testable import TrellisFormat

/// `type: collectionView` with `flowLayout:`, its `collectionViewCell`
/// and `collectionReusableView` subviews (docs/FORMAT.md, "Collection
/// views"): parsed with UIKit's defaults, laid out by the flow layout,
/// valid against the schema, and located errors for keys on other types.
final class CollectionSpecTests: XCTestCase {
    /// 320 wide, insets 10: 300 between them. A 40-tall header, then two
    /// 100 × 100 photos (210 with the 10 spacing; a third would need 320):
    /// the line is full, justified at 10 and 210. The 300-wide banner
    /// wraps 10 below, alone and filling its line: x 10. Its label follows
    /// its constraints inside it.
    static let file = """
        canvas: {width: 320, height: 480, scale: 2}
        root:
          subviews:
            - id: grid
              type: collectionView
              flowLayout: {itemSize: {width: 100, height: 100}, sectionInset: {top: 10, left: 10, bottom: 10, right: 10},
                           headerReferenceSize: {width: 0, height: 40}}
              subviews:
                - {id: title, type: collectionReusableView, elementKind: header}
                - {id: photo, type: collectionViewCell}
                - {id: photo2, type: collectionViewCell}
                - id: banner
                  type: collectionViewCell
                  itemSize: {width: 300, height: 60}
                  subviews:
                    - {id: caption}
        constraints:
          - "H:|[grid]|"
          - "V:|[grid]|"
          - "H:|-12-[caption(50)]"
          - "V:|-5-[caption]-5-|"
        """

    func testFlowLayoutPlacesCellsAndHeader() throws {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(Self.file, file: "c.yaml"))
        XCTAssertEqual(layout.frame("title"), "0,0,320,40")
        XCTAssertEqual(layout.frame("photo"), "10,50,100,100")
        XCTAssertEqual(layout.frame("photo2"), "210,50,100,100")
        XCTAssertEqual(layout.frame("banner"), "10,160,300,60")
        XCTAssertEqual(layout.frame("caption"), "12,5,50,50")
        let grid = try XCTUnwrap(layout.view("grid") as? UICollectionView)
        XCTAssertEqual(grid.contentSize, CGSize(width: 320, height: 230))
        XCTAssertEqual((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing, 10)
    }

    func testTheExampleIsValidAgainstTheSchema() throws {
        let path = NSTemporaryDirectory() + "trellis-collection-\(getpid()).yaml"
        try Self.file.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try SchemaTests.validate([path])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testKeysOnOtherTypesAreLocatedErrors() {
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: a, flowLayout: {}}\n")
            .contains("'flowLayout' applies only to collectionView, not view"))
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: a, type: collectionReusableView, itemSize: {width: 1, height: 1}}\n")
            .contains("'itemSize' applies only to collectionViewCell"))
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: a, type: collectionReusableView, elementKind: side}\n")
            .contains("side"))
        XCTAssertTrue(parseError("root:\n  subviews:\n    - {id: a, type: collectionView, flowLayout: {itemSize: {width: 1}}}\n")
            .contains("height"))
    }
}
