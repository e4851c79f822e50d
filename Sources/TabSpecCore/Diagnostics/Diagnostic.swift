/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A stable diagnostic id: a language error (`unknown-key`) or a lint rule (`low-contrast`).
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One text edit of a Fix-It: replace `range` with `replacement` (an empty range inserts).
public struct TextEdit: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A mechanical fix the user (or an editor) can apply.
public struct FixIt: Sendable, Hashable {
    /// What the fix does, lowercase (`replace 'tintColour' with 'tintColor'`).
    public var message: String
    public var edits: [TextEdit]

    public init(message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }

    /// A fix replacing `range` with `replacement`.
    static func replace(_ range: SourceRange, with replacement: String, original: String) -> FixIt {
        FixIt(message: "replace '\(original)' with '\(replacement)'", edits: [TextEdit(range: range, replacement: replacement)])
    }

    /// A fix inserting `text` at `offset`.
    static func insert(_ text: String, at offset: Int) -> FixIt {
        let shown = text.trimmingWhitespace()
        return FixIt(message: "insert '\(shown)'", edits: [TextEdit(range: SourceRange(at: offset), replacement: text)])
    }
}

/// Extra information attached to a diagnostic, optionally pointing elsewhere in the file.
public struct DiagnosticNote: Sendable, Hashable {
    public var message: String
    public var range: SourceRange?

    public init(message: String, range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a spec: what (id, message), where (range), how bad (severity), and how to fix it.
///
/// The same model carries language errors from the lexer, parser and schema, and lint findings.
public struct Diagnostic: Sendable, Hashable {
    public var id: DiagnosticID
    public var severity: Severity
    /// Lowercase, no trailing period; quotes source text with '…'.
    public var message: String
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]

    public init(
        id: DiagnosticID,
        severity: Severity = .error,
        message: String,
        range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
