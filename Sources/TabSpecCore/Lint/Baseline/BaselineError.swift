/// Why a baseline file cannot be used.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Lowercase, no trailing period; the CLI prefixes the file's path.
    public var message: String

    /// An error with `message`.
    init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
