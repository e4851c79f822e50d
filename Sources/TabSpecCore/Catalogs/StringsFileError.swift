/// Why bytes are not a readable `.strings` file. Lines and columns are 1-based, columns in Unicode scalars;
/// `\n`, `\r\n` and `\r` end lines.
package enum StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not valid text in the encoding their byte order mark (or their first bytes) indicate,
    /// from `line`:`column` of the text before them on.
    case invalidEncoding(String, line: Int, column: Int)
    /// Something else than `expected` at `line`:`column`.
    case unexpected(expected: String, line: Int, column: Int)
    /// A quoted string starting at `line`:`column` has no closing quote.
    case unterminatedString(line: Int, column: Int)
    /// A `/*` comment starting at `line`:`column` has no closing `*/`.
    case unterminatedComment(line: Int, column: Int)
    /// A malformed `\U` escape (not four hex digits, or an unpaired surrogate) at `line`:`column`.
    case invalidEscape(line: Int, column: Int)

    /// Where the problem is.
    package var location: SourceLocation {
        switch self {
        case let .invalidEncoding(_, line, column), let .unexpected(_, line, column), let .unterminatedString(line, column),
             let .unterminatedComment(line, column), let .invalidEscape(line, column):
            SourceLocation(line: line, column: column)
        }
    }

    /// What is wrong, lowercase, without the position: `expected '=' or ';'`.
    package var message: String {
        switch self {
        case .invalidEncoding(let encoding, _, _): "invalid \(encoding) text"
        case .unexpected(let expected, _, _): "expected \(expected)"
        case .unterminatedString: "unterminated string"
        case .unterminatedComment: "unterminated comment"
        case .invalidEscape: "invalid \\U escape"
        }
    }

    /// A lowercase message without trailing period, e.g. `expected '=' or ';' at 3:14`.
    package var description: String {
        switch self {
        case let .invalidEncoding(encoding, line, column):
            "invalid \(encoding) text at \(line):\(column)"
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
