/// Why a picture couldn't be made or written: a missing font, a Cairo
/// error, a file that couldn't be written. The message is for people.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
