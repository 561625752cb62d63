import Foundation
import XCTest
@testable import TrellisLayout

/// `UITraitCollection.current` while views lay out on several threads at
/// once, as the snapshot runner lays out its cases (`concurrentPerform`).
/// UIKit has one main thread; Trellis keeps the current traits per thread
/// (Traits/TraitThreadState.swift). A process-wide variable here crashed the
/// snapshot suite (a view retained and released from two threads at once).
final class TraitThreadStateTests: XCTestCase {
    /// Records the style current while it lays out.
    final class StyleRecordingView: UIView {
        var seen: [UIUserInterfaceStyle] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            seen.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    /// What the threads found, behind a lock.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: Bool] = [:]
        var style: UIUserInterfaceStyle?
        subscript(index: Int) -> Bool {
            get { lock.withLock { values[index] ?? false } }
            set { lock.withLock { values[index] = newValue } }
        }
    }

    func testEachThreadLaysOutWithItsOwnViewsTraits() {
        let threads = 8, rounds = 200
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            let style: UIUserInterfaceStyle = index.isMultiple(of: 2) ? .dark : .light
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.overrideUserInterfaceStyle = style
            let views = (0..<20).map { _ in StyleRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            views.forEach(root.addSubview)
            for _ in 0..<rounds {
                views.forEach { $0.setNeedsLayout() }
                root.layoutIfNeeded()
            }
            results[index] = views.allSatisfy { $0.seen.count == rounds && $0.seen.allSatisfy { $0 == style } }
        }
        XCTAssertEqual((0..<threads).map { results[$0] }, Array(repeating: true, count: threads))
    }

    /// Outside a layout pass the thread's own setting (or the screen's) is
    /// current, and one thread's `performAsCurrent` is not another's.
    func testPerformAsCurrentStaysOnItsThread() {
        var dark = UITraitCollection()
        dark.userInterfaceStyle = .dark
        let other = Results()
        dark.performAsCurrent {
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                other.style = UITraitCollection.current.userInterfaceStyle
                done.signal()
            }
            done.wait()
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
        XCTAssertEqual(other.style, UIScreen.main.traitCollection.userInterfaceStyle)
    }
}
