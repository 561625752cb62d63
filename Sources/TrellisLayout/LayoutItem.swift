import TrellisSolver

/// What a constraint can name: a ``UIView`` or a ``UILayoutGuide``. Each has a
/// rectangle the engine solves for: four variables, in window coordinates.
open class LayoutItem: UIResponder {
    /// A name for logs, traces and frames records; layout files' view ids
    /// land here. Not UIKit API. `UIView.accessibilityIdentifier` and
    /// `UILayoutGuide.identifier` read and write it. It isn't called
    /// `identifier` because `UIView` has no such property, so app code
    /// declares its own (`var identifier: String` in a cell, `let
    /// identifier = UUID()`), which a base-class `identifier` would reject.
    public var trellisIdentifier: String?

    /// How references that mustn't keep the item alive name it
    /// (``Unretained``): cleared when the item goes.
    let reference = ItemReference()

    override init() {
        super.init()
        reference.item = self
    }

    deinit {
        reference.item = nil
    }

    /// The view whose coordinate space and constraints the item lives in:
    /// the view itself, or a guide's owning view.
    var hostView: UIView? { nil }

    /// How the item reads in logs: `UILabel:title`.
    var logName: String {
        let kind = LayoutItemTypeNames.name(of: type(of: self))
        return trellisIdentifier.map { "\(kind):\($0)" } ?? kind
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { .init(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { .init(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { .init(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { .init(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { .init(self, .width) }
    public var heightAnchor: NSLayoutDimension { .init(self, .height) }
}

/// The four unknowns of an item's rectangle in window coordinates, plus the
/// baselines of text views (pinned to the top by the engine).
///
/// A class, made once per item and never changed: every constraint side
/// asks the engine for its item's variables, and a struct of six
/// `Variable`s (each holding its name) cost six retains and releases per
/// ask; a reference costs one.
final class ItemVariables {
    let minX, minY, width, height: Variable
    let firstBaseline: Variable?
    let lastBaseline: Variable?

    init(minX: Variable, minY: Variable, width: Variable, height: Variable,
         firstBaseline: Variable? = nil, lastBaseline: Variable? = nil) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
