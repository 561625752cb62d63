/// `UIAlertAction`: a button of an alert or action sheet.
public final class UIAlertAction {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// `UIAlertController`: an alert or an action sheet, presented with
/// `present(_:animated:)` over a dimmed screen.
///
/// What it draws is Trellis's reading of iOS's alert (docs/LAYOUT.md,
/// "Presentation"): an alert is 270 points wide (UIKit's alert width),
/// centred, its title in 17-point semibold and its message in 13 points,
/// centred, 20 from the top and 16 from the sides, then 44-point buttons,
/// side by side when there are exactly two and no text fields, else one
/// above another with the cancel button last; text fields are 24 high, 8
/// apart. An action sheet on a phone is as wide as the screen less 8 at
/// each side, at the bottom above the home indicator (8 from the bottom
/// without one), its buttons 57 high and the cancel button apart, 8 below.
/// `actions` whose handlers run on `tap(_:)`; selectors aside, the API is
/// UIKit's.
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public var preferredAction: UIAlertAction?
    public private(set) var textFields: [UITextField]?
    /// `message`.
    public var message: String?

    /// `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) { return nil }

    /// `addAction(_:)`.
    public func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// `addTextField(configurationHandler:)`: alerts only, as UIKit.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Trellis: runs an action's handler, as tapping its button would, and
    /// dismisses the alert.
    public func tap(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: false)
        action.handler?(action)
    }

    /// The alert's box, inside the controller's clear full-screen view.
    public private(set) var alertView: UIView?

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
        let box = preferredStyle == .alert ? makeAlert() : makeActionSheet()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        alertView = box
        root.isSystemPart = true
        box.markSystemParts()
        if preferredStyle == .alert {
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 270),
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        } else {
            let bottom = box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
            bottom.priority = .defaultHigh
            let margin = box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -8)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                bottom, margin,
            ])
        }
    }

    /// The title and message, centred, 20 from the top and 16 from the sides.
    private func header(titleFont: UIFont) -> UIView? {
        var labels: [UIView] = []
        if let title, !title.isEmpty {
            labels.append(label(title, font: titleFont, color: .label))
        }
        if let message, !message.isEmpty {
            labels.append(label(message, font: .systemFont(ofSize: 13), color: .label))
        }
        let fields: [UIView] = textFields ?? []
        guard !labels.isEmpty || !fields.isEmpty else { return nil }
        for field in fields { field.heightAnchor.constraint(equalToConstant: 24).isActive = true }
        let stack = UIStackView(arrangedSubviews: labels + fields)
        stack.axis = .vertical
        stack.spacing = 4
        if !fields.isEmpty, !labels.isEmpty { stack.setCustomSpacing(16, after: labels[labels.count - 1]) }
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        return stack
    }

    private func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = font
        l.textColor = color
        l.numberOfLines = 0
        l.textAlignment = .center
        return l
    }

    private func button(_ action: UIAlertAction, height: CGFloat) -> UIButton {
        let b = UIButton(type: .system)
        b.setTitle(action.title, for: .normal)
        let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel && preferredStyle == .alert)
        b.titleLabel?.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
        if action.style == .destructive { b.setTitleColor(.systemRed, for: .normal) }
        b.isEnabled = action.isEnabled
        b.heightAnchor.constraint(equalToConstant: height).isActive = true
        return b
    }

    private func separator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        line.heightAnchor.constraint(equalToConstant: 1.0 / UIScreen.main.scale).isActive = true
        return line
    }

    private func box(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.backgroundColor = UIColor(white: 0.97, alpha: 1)
        stack.layer.cornerRadius = preferredStyle == .alert ? 14 : 13
        stack.clipsToBounds = true
        return stack
    }

    private func makeAlert() -> UIView {
        var rows: [UIView] = header(titleFont: .systemFont(ofSize: 17, weight: .semibold)).map { [$0] } ?? []
        let ordered = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        if actions.count == 2 && textFields == nil {
            // Two buttons side by side: cancel on the leading side, as UIKit.
            let pair = actions.sorted { ($0.style == .cancel ? 0 : 1) < ($1.style == .cancel ? 0 : 1) }
            let buttons = UIStackView(arrangedSubviews: pair.map { button($0, height: 44) })
            buttons.distribution = .fillEqually
            rows += [separator(), buttons]
        } else {
            for action in ordered { rows += [separator(), button(action, height: 44)] }
        }
        return box(rows)
    }

    private func makeActionSheet() -> UIView {
        var rows: [UIView] = header(titleFont: .systemFont(ofSize: 13, weight: .semibold)).map { [$0] } ?? []
        for action in actions where action.style != .cancel {
            if !rows.isEmpty { rows.append(separator()) }
            rows.append(button(action, height: 57))
        }
        var groups: [UIView] = []
        if !rows.isEmpty { groups.append(box(rows)) }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            let group = box([button(cancel, height: 57)])
            group.backgroundColor = .white
            groups.append(group)
        }
        let sheet = UIStackView(arrangedSubviews: groups)
        sheet.axis = .vertical
        sheet.spacing = 8
        return sheet
    }
}
