import Foundation
import TrellisFormat
import TrellisRender

/// What the person picked on the page: the file, device, orientation,
/// step, focused views, appearance, theme and scroll content, read from the
/// query string.
///
/// Why checked here: these come from a URL anyone on the machine can type,
/// so an unknown device or a step that isn't a number is a 400 naming the
/// parameter, before anything is built.
struct PreviewChoices: Equatable {
    var file: String
    var device: String?
    var orientation: Orientation?
    var step = 0
    var focus: [String] = []
    /// The page's chrome; nil: the screen's appearance (as `trellis render`).
    var theme: Theme?
    /// The screen's appearance (`--appearance`); nil: as the file says.
    var appearance: Appearance?
    var scene: String?
    /// Scroll views as the screen shows them, or with a page of each one's
    /// whole content beside the window (`trellis render --content`).
    var content: ScrollContent = .viewport

    struct Invalid: Error, Equatable {
        var message: String
    }

    init(file: String) { self.file = file }

    init(query: [String: String], defaultFile: String?) throws(Invalid) {
        guard let file = nonEmpty(query["file"]) ?? defaultFile else {
            throw Invalid(message: "missing 'file': name a layout file in the served folder")
        }
        self.file = file
        if let device = nonEmpty(query["device"]) {
            guard Device.named(device) != nil else {
                throw Invalid(message: "unknown device '\(device)'; expected one of \(Device.all.map(\.name).joined(separator: ", "))")
            }
            self.device = device
        }
        if let text = nonEmpty(query["orientation"]) {
            guard let orientation = Orientation(rawValue: text) else {
                throw Invalid(message: "unknown orientation '\(text)'; expected portrait or landscape")
            }
            self.orientation = orientation
        }
        if let text = nonEmpty(query["step"]) {
            guard let step = Int(text), step >= 0 else {
                throw Invalid(message: "step '\(text)' is not a step number; expected 0, 1, 2…")
            }
            self.step = step
        }
        if let text = nonEmpty(query["theme"]) {
            guard let theme = Theme(rawValue: text) else {
                throw Invalid(message: "unknown theme '\(text)'; expected light or dark")
            }
            self.theme = theme
        }
        if let text = nonEmpty(query["appearance"]) {
            guard let appearance = Appearance(rawValue: text) else {
                throw Invalid(message: "unknown appearance '\(text)'; expected light or dark")
            }
            self.appearance = appearance
        }
        if let text = nonEmpty(query["content"]) {
            guard let content = ScrollContent(rawValue: text) else {
                throw Invalid(message: "unknown content '\(text)'; expected viewport or full")
            }
            self.content = content
        }
        focus = (query["focus"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        scene = nonEmpty(query["scene"])
    }

    /// The same choices as `trellis render`'s options, so the preview
    /// builds through the very code the render command does.
    var layoutArguments: [String] {
        var arguments: [String] = []
        if let device { arguments += ["--device", device] }
        if let orientation { arguments += ["--orientation", orientation.rawValue] }
        if let scene { arguments += ["--scene", scene] }
        if let appearance { arguments += ["--appearance", appearance.rawValue] }
        return arguments
    }
}

private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
