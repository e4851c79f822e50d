/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A stable diagnostic id: a language error (`unknown-key`) or a lint rule (`low-contrast`).
package struct DiagnosticID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }

    package static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One text edit of a Fix-It: replace `range` with `replacement` (an empty range inserts).
package struct TextEdit: Sendable, Hashable {
    package var range: SourceRange
    package var replacement: String

    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A mechanical fix the user (or an editor) can apply.
package struct FixIt: Sendable, Hashable {
    /// What the fix does, lowercase (`replace 'tintColour' with 'tintColor'`).
    package var message: String
    package var edits: [TextEdit]

    package init(message: String, edits: [TextEdit]) {
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
package struct DiagnosticNote: Sendable, Hashable {
    package var message: String
    package var range: SourceRange?

    package init(message: String, range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a spec: what (id, message), where (range), how bad (severity), and how to fix it.
///
/// The same model carries language errors from the lexer, parser and schema, and lint findings.
package struct Diagnostic: Sendable, Hashable {
    package var id: DiagnosticID
    package var severity: Severity
    /// Lowercase, no trailing period; quotes source text with '…'.
    package var message: String
    package var range: SourceRange
    package var notes: [DiagnosticNote]
    package var fixIts: [FixIt]

    package init(
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
