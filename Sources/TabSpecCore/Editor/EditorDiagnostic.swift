/// A diagnostic as an editor shows it: the CLI's ``Diagnostic`` with its ranges as editor positions (LSP's
/// `Diagnostic`, with the id as `code` and the notes as `relatedInformation`).
package struct EditorDiagnostic: Sendable, Hashable {
    /// One note, with where it points (the diagnostic's own range when the note points nowhere else).
    package struct Note: Sendable, Hashable {
        /// The note's text.
        package var message: String
        /// Where it points.
        package var range: EditorRange
    }

    /// Where the problem is.
    package var range: EditorRange
    /// How serious it is.
    package var severity: Severity
    /// The stable id (`unknown-key`, `low-contrast`).
    package var id: String
    /// The message, as the CLI prints it.
    package var message: String
    /// The notes, in order.
    package var notes: [Note]

    /// A diagnostic shown at `range`.
    package init(range: EditorRange, severity: Severity, id: String, message: String, notes: [Note]) {
        self.range = range
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
    }

    /// `diagnostic` with its ranges converted in `text`.
    package init(_ diagnostic: Diagnostic, in text: TextDocument, encoding: PositionEncoding) {
        range = text.range(of: diagnostic.range, in: encoding)
        severity = diagnostic.severity
        id = diagnostic.id.rawValue
        message = diagnostic.message
        let own = range
        notes = diagnostic.notes.map { note in
            Note(message: note.message, range: note.range.map { text.range(of: $0, in: encoding) } ?? own)
        }
    }
}

extension EditorAnalysis {
    /// The document's diagnostics as the editor shows them (`textDocument/publishDiagnostics`).
    package func editorDiagnostics(in encoding: PositionEncoding) -> [EditorDiagnostic] {
        diagnostics.map { EditorDiagnostic($0, in: text, encoding: encoding) }
    }
}
