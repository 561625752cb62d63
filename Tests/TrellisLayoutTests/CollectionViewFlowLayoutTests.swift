import XCTest
@testable import TrellisLayout

/// `UICollectionViewFlowLayout`, as Apple's *Collection View Programming
/// Guide for iOS* ("Using the Flow Layout") describes it: items fill a line
/// across the scrolling axis, at least `minimumInteritemSpacing` apart,
/// then wrap to a line `minimumLineSpacing` further on; `sectionInset`
/// around the lines, the header before them and the footer after. Where
/// items sit inside a line is the rule measured on Xcode's stored frames
/// (docs/INTERFACE-BUILDER.md, "Collection view flow layout"): full lines
/// are justified (a lone item centred), a last line with room for another
/// item is packed at the leading inset. Frames by hand.
final class CollectionViewFlowLayoutTests: XCTestCase {
    func d(_ r: CGRect?) -> String {
        guard let r else { return "nil" }
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }
        return "\(n(r.minX)),\(n(r.minY)),\(n(r.width)),\(n(r.height))"
    }

    func layout(_ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionViewFlowLayout {
        let l = UICollectionViewFlowLayout()
        configure(l)
        return l
    }

    /// UIKit's defaults: 50 × 50 items, 10 and 10, no insets, vertical.
    func testDefaultsAreUIKits() {
        let l = UICollectionViewFlowLayout()
        XCTAssertEqual(l.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(l.minimumLineSpacing, 10)
        XCTAssertEqual(l.minimumInteritemSpacing, 10)
        XCTAssertEqual(l.sectionInset, .zero)
        XCTAssertEqual(l.scrollDirection, .vertical)
    }

    /// Three 100-point items in 375: 320 with minimum spacing, 55 left, no
    /// room for a fourth (110): the line is full and justified, gaps
    /// (375 − 300) / 2 = 37.5. A fourth item wraps to a line 110 down,
    /// the last line, with room for another: packed at the leading edge.
    func testFullLinesAreJustifiedAndAnOpenLastLineIsPacked() {
        let l = layout { $0.itemSize = CGSize(width: 100, height: 100) }
        let size = CGSize(width: 100, height: 100)
        let three = l.layout(itemSizes: Array(repeating: size, count: 3), in: CGSize(width: 375, height: 600))
        XCTAssertEqual(three.items.map(d), ["0,0,100,100", "137.5,0,100,100", "275,0,100,100"])
        let five = l.layout(itemSizes: Array(repeating: size, count: 5), in: CGSize(width: 375, height: 600))
        XCTAssertEqual(five.items.map(d), ["0,0,100,100", "137.5,0,100,100", "275,0,100,100", "0,110,100,100", "110,110,100,100"])
        XCTAssertEqual(five.contentSize, CGSize(width: 375, height: 210))
    }

    /// A lone item no second copy would fit beside is centred between the
    /// insets (Kodeco's 200-point cell in 375: x 87.5; DuckDuckGo's 327 in
    /// 375 less 14 and 14: 24); one with room beside it stays at the
    /// leading inset (155 in 375: x 0), whichever line it is on.
    func testALoneItemIsCentredOnlyWhenAnotherWouldNotFit() {
        let l = UICollectionViewFlowLayout()
        XCTAssertEqual(d(l.layout(itemSizes: [CGSize(width: 200, height: 200)], in: CGSize(width: 375, height: 667)).items[0]),
                       "87.5,0,200,200")
        XCTAssertEqual(d(l.layout(itemSizes: [CGSize(width: 155, height: 255)], in: CGSize(width: 375, height: 667)).items[0]),
                       "0,0,155,255")
        let tabs = layout {
            $0.minimumLineSpacing = 14; $0.minimumInteritemSpacing = 14
            $0.sectionInset = UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
        }
        let f = tabs.layout(itemSizes: [CGSize(width: 327, height: 206), CGSize(width: 327, height: 70)], in: CGSize(width: 375, height: 553.5))
        XCTAssertEqual(f.items.map(d), ["24,14,327,206", "24,234,327,70"])
        XCTAssertEqual(f.contentSize.height, 14 + 206 + 14 + 70 + 14)
    }

    /// An item wider than the space between the insets is centred on it
    /// all the same, reaching past them: 398 in 402 less 16 and 16 is at
    /// 16 + (370 − 398) / 2 = 2 (NetNewsWire's settings cells).
    func testAnItemWiderThanTheInsetsIsCentredPastThem() {
        let l = layout {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            $0.headerReferenceSize = CGSize(width: 50, height: 60)
        }
        let f = l.layout(itemSizes: [CGSize(width: 398, height: 60), CGSize(width: 398, height: 60)], in: CGSize(width: 402, height: 874))
        XCTAssertEqual(d(f.header), "0,0,402,60")
        XCTAssertEqual(f.items.map(d), ["2,60,398,60", "2,130,398,60"])
        XCTAssertNil(f.footer)
    }

    /// The header spans the collection view, the section inset follows it,
    /// the footer comes after the bottom inset: header 44, items at 44 + 8,
    /// footer at 52 + 44 + 8.
    func testHeaderInsetsAndFooter() {
        let l = layout {
            $0.itemSize = CGSize(width: 44, height: 44)
            $0.minimumLineSpacing = 8; $0.minimumInteritemSpacing = 8
            $0.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            $0.headerReferenceSize = CGSize(width: 50, height: 44)
            $0.footerReferenceSize = CGSize(width: 50, height: 30)
        }
        let f = l.layout(itemSizes: [CGSize(width: 44, height: 44)], in: CGSize(width: 320, height: 568))
        XCTAssertEqual(d(f.header), "0,0,320,44")
        XCTAssertEqual(f.items.map(d), ["16,52,44,44"])
        XCTAssertEqual(d(f.footer), "0,104,320,30")
        XCTAssertEqual(f.contentSize, CGSize(width: 320, height: 134))
    }

    /// Items shorter than their line are centred across it: a 40-tall
    /// item beside a 100-tall one sits 30 down.
    func testShortItemsAreCentredInTheirLine() {
        let f = UICollectionViewFlowLayout().layout(itemSizes: [CGSize(width: 100, height: 100), CGSize(width: 100, height: 40)],
                                                    in: CGSize(width: 320, height: 480))
        XCTAssertEqual(f.items.map(d), ["0,0,100,100", "110,30,100,40"])
    }

    /// Horizontal scrolling: lines are columns. Monal's 129 × 128 cells in
    /// a 145-tall view: one per column (two need 266), centred: y 8.5;
    /// columns 129 + 10 apart. A header is as wide as its reference width.
    func testHorizontalLinesAreColumns() {
        let l = layout { $0.scrollDirection = .horizontal; $0.headerReferenceSize = CGSize(width: 20, height: 0) }
        let f = l.layout(itemSizes: [CGSize(width: 129, height: 128), CGSize(width: 129, height: 128)], in: CGSize(width: 398, height: 145))
        XCTAssertEqual(d(f.header), "0,0,20,145")
        XCTAssertEqual(f.items.map(d), ["20,8.5,129,128", "159,8.5,129,128"])
        XCTAssertEqual(f.contentSize, CGSize(width: 288, height: 145))
    }

    /// In a window: the cells, header and footer are the collection view's
    /// subviews, placed by frame; a cell's `itemSize` overrides the
    /// layout's; the content size is the layout's; the cells' own
    /// constraints lay out their content at their placed size.
    func testCollectionViewPlacesItsCells() {
        let window = UIWindow(width: 320, height: 480, scale: 2)
        let layout = self.layout {
            $0.itemSize = CGSize(width: 140, height: 60)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        window.rootView.addSubview(grid)
        let header = UICollectionReusableView()
        header.elementKind = UICollectionView.elementKindSectionHeader
        let a = UICollectionViewCell(), b = UICollectionViewCell(), c = UICollectionViewCell()
        c.itemSize = CGSize(width: 300, height: 40)
        for v in [header, a, b, c] { grid.addSubview(v) }
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: a.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // 140 + 10 + 140 = 290 of 300: full, justified at 10 and 170; the
        // 300-wide cell alone (no room for another): centred, 10.
        XCTAssertEqual(d(header.frame), "0,0,320,30")
        XCTAssertEqual(d(a.frame), "10,40,140,60")
        XCTAssertEqual(d(b.frame), "170,40,140,60")
        XCTAssertEqual(d(c.frame), "10,110,300,40")
        XCTAssertEqual(d(badge.frame), "112,8,20,20")
        XCTAssertEqual(grid.contentSize, CGSize(width: 320, height: 160))
        // Setting a property invalidates the layout, as in UIKit.
        layout.minimumLineSpacing = 20
        window.layoutIfNeeded()
        XCTAssertEqual(d(c.frame), "10,120,300,40")
        XCTAssertEqual(grid.contentSize, CGSize(width: 320, height: 170))
    }
}
