extension TextDocument {
    /// One entry of a `didChange` notification's `contentChanges`: the whole new text, or text replacing a range.
    package struct Change: Sendable, Hashable {
        /// The range replaced, in the session's encoding; `nil` replaces the whole document.
        package var range: EditorRange?
        /// The new text.
        package var text: String

        /// A change replacing `range` (or, when `nil`, everything) with `text`.
        package init(range: EditorRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies `changes` in order (each range is read in the text the previous change left, as LSP says), then
    /// takes `version`. Ranges are clamped to the document, so any change applies.
    package mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding) {
        for change in changes {
            if let range = change.range {
                let bytes = byteRange(of: range, in: encoding)
                replace(from: bytes.start, to: bytes.end, with: Array(change.text.utf8))
            } else {
                replaceAll(with: Array(change.text.utf8))
            }
        }
        self.version = version
    }
}
