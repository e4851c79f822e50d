/// One edit an editor applies: replace `range` with `newText` (LSP's `TextEdit`).
package struct EditorTextEdit: Sendable, Hashable {
    /// The range replaced (empty: an insertion).
    package var range: EditorRange
    /// The replacement.
    package var newText: String

    /// An edit replacing `range` with `newText`.
    package init(range: EditorRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    /// A Fix-It's edit with its range converted in `text`.
    init(_ edit: TextEdit, in text: TextDocument, encoding: PositionEncoding) {
        self.init(range: text.range(of: edit.range, in: encoding), newText: edit.replacement)
    }
}

extension EditorAnalysis {
    /// `textDocument/formatting`: the formatter's result (what `tabspec format` writes) as one edit replacing
    /// the whole document; no edit when the text is already formatted or the formatter refuses it (language
    /// errors it must not format across); `nil` when the formatter failed (it would have changed the
    /// document's meaning: a bug, which `tabspec format` reports too).
    package func formattingEdits(in encoding: PositionEncoding) -> [EditorTextEdit]? {
        switch SpecFormatter.format(document) {
        case let .formatted(formatted):
            guard Array(formatted.utf8) != text.bytes else { return [] }
            return [EditorTextEdit(range: text.wholeRange(in: encoding), newText: formatted)]
        case .refused:
            return []
        case .failed:
            return nil
        }
    }
}
