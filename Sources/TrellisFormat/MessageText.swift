/// Error messages and lint findings quote what the file says (an id, a
/// value, the text a scene was imported as), and a file may say 4 MB in
/// one attribute: a storyboard whose label's text, userLabel, multiplier
/// or missing id was one 4,000,000-character attribute printed an error or
/// a finding of 4 MB, in every format (`lint --format json` too), when
/// what helps is the start of the value and the place. A part of a
/// message longer than ``limit`` Unicode scalars keeps its first
/// ``head`` and last ``tail`` and says how much was left out.
public enum MessageText {
    /// The longest part printed whole: ten lines of a terminal.
    public static let limit = 1000
    static let head = 800
    static let tail = 150

    /// `s` when it is at most ``limit`` scalars long; else its start and
    /// end around "… (N characters left out) …".
    public static func clipped(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard scalars.count > limit else { return s }
        let start = String(String.UnicodeScalarView(scalars.prefix(head)))
        let end = String(String.UnicodeScalarView(scalars.suffix(tail)))
        return start + " … (\(scalars.count - head - tail) characters left out) … " + end
    }
}
