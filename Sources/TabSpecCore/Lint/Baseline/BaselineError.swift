/// Why a baseline file cannot be used.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Lowercase, no trailing period; the CLI prefixes the file's path.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
