/// `NSTextAlignment`. `natural` follows the layout direction (left in
/// left-to-right, right in right-to-left); `justified` is drawn as natural
/// (a single line isn't stretched, and wrapped lines are drawn flush).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// `NSLineBreakMode`: recorded on labels. Trellis wraps at words (breaking
/// words longer than a line) and ends cut text with an ellipsis, whichever
/// mode is set (see docs/LAYOUT.md).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
