/// Why bytes are not a readable `.strings` file. Lines and columns are 1-based, columns in Unicode scalars.
package enum StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not valid text in the encoding their byte order mark (or their first bytes) indicate.
    case invalidEncoding(String)
    /// Something else than `expected` at `line`:`column`.
    case unexpected(expected: String, line: Int, column: Int)
    /// A quoted string starting at `line`:`column` has no closing quote.
    case unterminatedString(line: Int, column: Int)
    /// A `/*` comment starting at `line`:`column` has no closing `*/`.
    case unterminatedComment(line: Int, column: Int)
    /// A malformed `\U` escape (not four hex digits, or an unpaired surrogate) at `line`:`column`.
    case invalidEscape(line: Int, column: Int)

    /// A lowercase message without trailing period, e.g. `expected '=' or ';' at 3:14`.
    package var description: String {
        switch self {
        case .invalidEncoding(let encoding):
            "invalid \(encoding) text"
        case .unexpected(let expected, let line, let column):
            "expected \(expected) at \(line):\(column)"
        case .unterminatedString(let line, let column):
            "unterminated string starting at \(line):\(column)"
        case .unterminatedComment(let line, let column):
            "unterminated comment starting at \(line):\(column)"
        case .invalidEscape(let line, let column):
            "invalid \\U escape at \(line):\(column)"
        }
    }
}
