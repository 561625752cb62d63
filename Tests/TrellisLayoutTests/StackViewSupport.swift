import XCTest
import TrellisLayout

/// Fixtures for the stack view tests: boxes with a fixed intrinsic size, and
/// a 400 x 400 window at @2x (so hand-computed halves survive rounding).
enum StackFixture {
    static func window(direction: UIUserInterfaceLayoutDirection = .leftToRight) -> UIWindow {
        UIWindow(width: 400, height: 400, scale: 2, layoutDirection: direction)
    }

    /// A stack at (10, 20) in the root view; `width`/`height` nil leave that
    /// side to the stack's content.
    static func stack(_ views: [UIView], in window: UIWindow, width: Double? = 300, height: Double? = 100,
                      configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.trellisIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        let root = window.rootView
        root.addSubview(stack)
        var cs = [stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                  stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)]
        if let width { cs.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { cs.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        return stack
    }
}

/// A view whose intrinsic content size is fixed: the arithmetic stays in
/// the test's comments.
final class StackBox: UIView {
    let size: CGSize
    init(_ width: Double, _ height: Double, _ identifier: String) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        self.trellisIdentifier = identifier
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}
