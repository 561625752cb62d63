import TrellisLayout

/// "Did you mean" for misspelt ids, keys, attribute names and devices: the
/// same rule the Visual Format Language uses, so suggestions feel alike
/// across the project.
enum Suggestions {
    /// The candidate closest to `name` (``NameSuggestions``' rule).
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        NameSuggestions.closest(to: name, among: candidates)
    }

    /// "did you mean 'x'?", or nil.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }
}
