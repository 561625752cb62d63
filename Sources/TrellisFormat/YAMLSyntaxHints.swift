/// What to say after libyaml's own words for the syntax errors people
/// make most: a tab used to indent, a second document, an alias before
/// its anchor (or inside it). Anything else gets the general hint.
enum YAMLSyntaxHints {
    static func hints(_ problem: String, at: SourcePosition, source: SourceFile) -> (expected: String, suggestion: String) {
        let line = Array(source.line(at.line).unicodeScalars)
        let here = at.column >= 1 && at.column <= line.count ? line[at.column - 1] : nil
        if here == "\t" || (problem.contains("cannot start any token") && line.prefix { $0 == " " || $0 == "\t" }.contains("\t")) {
            return ("indentation with spaces", "replace the tab with spaces: YAML doesn't allow tabs for indentation")
        }
        if problem.contains("another document") {
            return ("one layout per file", "remove the '---' and what follows it, or give each layout its own file")
        }
        if problem.contains("undefined alias") {
            return ("an alias (*name) after its anchor (&name) has been defined",
                    "define the anchor before the alias; a mapping or list can't contain an alias to itself")
        }
        return ("YAML (or JSON) text", "check this line and the one before for an unclosed quote or bracket, or indentation")
    }
}
