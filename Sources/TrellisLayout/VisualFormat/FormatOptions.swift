import TrellisSolver

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions` (`NSLayoutFormatOptions`): how the
    /// Visual Format Language aligns the views of a format, which way a
    /// horizontal format runs, and how vertical spacing is measured.
    ///
    /// The raw values are UIKit's, so options stored or logged as numbers
    /// mean the same thing here: each `alignAll…` bit is `1 << attribute`
    /// (the attribute's raw value, which Trellis shares with UIKit), the
    /// direction lives in bits 16–17 and the spacing in bit 19.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        private init(aligning attribute: Attribute) { rawValue = 1 << UInt(attribute.rawValue) }

        public static let alignAllLeft = FormatOptions(aligning: .left)
        public static let alignAllRight = FormatOptions(aligning: .right)
        public static let alignAllTop = FormatOptions(aligning: .top)
        public static let alignAllBottom = FormatOptions(aligning: .bottom)
        public static let alignAllLeading = FormatOptions(aligning: .leading)
        public static let alignAllTrailing = FormatOptions(aligning: .trailing)
        public static let alignAllCenterX = FormatOptions(aligning: .centerX)
        public static let alignAllCenterY = FormatOptions(aligning: .centerY)
        public static let alignAllLastBaseline = FormatOptions(aligning: .lastBaseline)
        public static let alignAllFirstBaseline = FormatOptions(aligning: .firstBaseline)
        /// `alignAllBaseline` is `alignAllLastBaseline`, as `baseline` is `lastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits that hold alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// The default: a horizontal format runs from leading to trailing,
        /// so it follows the layout direction (constraints use leading and trailing).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs left to right whatever the layout
        /// direction (constraints use left and right).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs right to left: its first view is the
        /// rightmost (constraints use right and left).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// The default: spacing is measured between views' edges.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical format, spacing between two views is measured from
        /// the upper view's last baseline to the lower view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes that may be aligned, in attribute order.
        static let alignableAttributes: [Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]

        /// The attributes this option set aligns, in attribute order.
        var alignmentAttributes: [Attribute] {
            Self.alignableAttributes.filter { contains(FormatOptions(aligning: $0)) }
        }

        /// Alignment bits that name no alignable attribute (width, height,
        /// the margin attributes, unused bits).
        var unknownAlignmentBits: UInt {
            let known = Self.alignableAttributes.reduce(UInt(0)) { $0 | (1 << UInt($1.rawValue)) }
            return rawValue & Self.alignmentMask.rawValue & ~known
        }

        /// The options' names, for messages.
        static func name(of attribute: Attribute) -> String {
            let text = attribute.description
            return "alignAll" + text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}
