/// Why a baseline file cannot be used.
package struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Lowercase, no trailing period; the CLI prefixes the file's path.
    package var message: String

    /// An error with `message`.
    init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
