/// Why a picture couldn't be made or written: a missing font, a Cairo
/// error, a file that couldn't be written. The message is for people.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    /// True when the picture's size is what failed (too many pixels, not
    /// enough memory for them): the command then points at the file's
    /// canvas, which decides that size, rather than only naming the file.
    public var concernsPictureSize: Bool
    public init(_ message: String, concernsPictureSize: Bool = false) {
        self.message = message
        self.concernsPictureSize = concernsPictureSize
    }
    public var description: String { message }
}
