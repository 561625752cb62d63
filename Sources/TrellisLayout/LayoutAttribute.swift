import TrellisSolver

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Attribute`: the twenty attributes and `notAnAttribute`.
    public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// `baseline` is `lastBaseline`, as in UIKit.
        public static let baseline = Attribute.lastBaseline

        public enum Axis: Sendable { case horizontal, vertical, dimension, none }

        /// Which values an attribute can be related to: x with x, y with y,
        /// width and height with each other or a constant.
        public var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .width, .height: .dimension
            case .notAnAttribute: .none
            }
        }

        /// leading/trailing family (direction-dependent) vs left/right family.
        var isDirectional: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }
        var isAbsoluteHorizontal: Bool {
            [.left, .right, .leftMargin, .rightMargin].contains(self)
        }

        /// The attribute on the margins guide that a margin attribute names.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Finds an attribute by its name (`"leading"`, `"baseline"`, …).
        public init?(name: String) {
            if name == "baseline" { self = .lastBaseline; return }
            guard let match = Attribute.allCases.first(where: { $0.description == name }) else { return nil }
            self = match
        }
    }

    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = TrellisSolver.Relation
}

