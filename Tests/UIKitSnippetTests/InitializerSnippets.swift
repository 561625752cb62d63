// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The initializers UIKit code writes for custom views and guides. In UIKit
/// `UIView`'s `init()` is a convenience initializer (`initWithFrame:` and
/// `initWithCoder:` are the designated ones), so a subclass declares `init()`
/// without `override` and calls `super.init(frame:)`; `UIView()` on a class
/// that overrides `init(frame:)` runs that override. `UILayoutGuide`'s `init()`
/// is designated, so a subclass overrides it.
final class BadgeView: UIView {
    private(set) var initializedBy = ""

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        initializedBy = "init()"
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initializedBy = "init(frame:)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view with only `init(frame:)`: `SpacerView()` goes through it.
final class SpacerView: UIView {
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A guide subclass, as keyboard-avoidance code writes.
final class ContentGuide: UILayoutGuide {
    private(set) var tag = 0

    override init() {
        super.init()
        tag = 7
        identifier = "ContentGuide"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
