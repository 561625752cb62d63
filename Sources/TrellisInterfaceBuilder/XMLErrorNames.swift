/// Words for libxml2's error numbers (`xmlParserErrors` in libxml2's
/// xmlerror.h, which Foundation's `XMLParser.ErrorCode` repeats), so a
/// malformed document is "an attribute has no value", not "error 41 from
/// the XML parser". Numbers not listed keep the number.
enum XMLErrorNames {
    static func describe(_ code: Int) -> String {
        if let words = names[code] { return "\(words) (XML error \(code))" }
        return "error \(code) from the XML parser"
    }

    static let names: [Int: String] = [
        1: "the parser stopped (an internal limit was reached)",
        2: "the parser ran out of memory",
        3: "the document doesn't start with an element",
        4: "the document is empty",
        5: "the document ends too early",
        6: "a &#x…; character reference is not a valid character",
        7: "a &#…; character reference is not a valid character",
        8: "a character reference is not a valid character",
        9: "a character that XML doesn't allow (a control character or NUL)",
        23: "an entity reference is missing its ';'",
        26: "an entity is used that isn't declared (only &amp; &lt; &gt; &quot; &apos; are known)",
        27: "an entity is used that isn't declared",
        29: "an external entity, which isn't read",
        31: "an encoding the parser doesn't know",
        32: "an encoding the parser doesn't support",
        34: "a quoted string is never closed",
        38: "a '<' inside an attribute value (write &lt;)",
        39: "an attribute is expected here",
        40: "an attribute's value isn't finished",
        41: "an attribute has no value",
        42: "an attribute is given twice on one element",
        44: "a quoted value is never closed",
        45: "a comment is never closed",
        47: "a processing instruction is never closed",
        57: "the XML declaration (<?xml … ?>) isn't finished",
        61: "the DOCTYPE declaration isn't finished",
        63: "a CDATA section is never closed",
        64: "a name starting with 'xml' is reserved",
        65: "a space is required here",
        68: "a name is expected here",
        73: "'>' is expected here",
        74: "'</' is expected here",
        75: "'=' is expected after an attribute name",
        76: "an end tag doesn't match the element it closes",
        77: "an element is never closed",
        81: "the bytes don't match the document's encoding",
        85: "the document's elements don't balance",
        86: "there is more after the document's root element",
        89: "entity expansion refused: entities refer to themselves or expand too far (an entity bomb)",
        96: "the XML declaration has no version",
    ]

    /// libxml2 2.9 stops an attribute value whose entities expand past
    /// 10,000,000 characters (`XML_MAX_TEXT_LENGTH`: a "quadratic blowup",
    /// one large entity referenced thousands of times, which its entity-loop
    /// check lets through) with XML_ERR_ATTRIBUTE_NOT_FINISHED (40), the
    /// code of a value that is simply never closed: "an attribute's value
    /// isn't finished" sent users looking for a missing quote. When the
    /// document declares entities and the line up to the error's column
    /// uses one (`&name;`, not one of XML's five), the words say what
    /// happened. Only the error's line is looked at: the bytes before the
    /// column are what libxml2 read of the value.
    static func entityExpansion(code: Int, sourceLine: Substring, column: Int, declaresEntities: Bool) -> String? {
        guard code == 40, declaresEntities else { return nil }
        let head = sourceLine.utf8.prefix(max(column, 0))
        let predefined: Set<String> = ["amp", "lt", "gt", "quot", "apos"]
        var i = head.startIndex
        while let amp = head[i...].firstIndex(of: UInt8(ascii: "&")) {
            let nameStart = head.index(after: amp)
            guard let semi = head[nameStart...].firstIndex(of: UInt8(ascii: ";")) else { break }
            let name = String(decoding: head[nameStart..<semi], as: UTF8.self)
            if !name.isEmpty, !name.hasPrefix("#"), !predefined.contains(name) {
                return "entity expansion refused: the entities in this attribute's value (&\(name); …) expand past "
                    + "libxml2's 10000000 characters (an entity bomb) (XML error 40)"
            }
            i = head.index(after: semi)
        }
        return nil
    }
}
