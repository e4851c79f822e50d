import TabSpecRuntime

/// What renaming the name under the cursor gives (LSP's `rename`): the edits of every occurrence, or why the
/// new name is refused.
package enum EditorRename: Sendable, Hashable {
    /// One edit per occurrence, in document order.
    case edits([EditorTextEdit])
    /// The rename is refused; the message says why (lowercase, quoting with '…').
    case refused(String)
}

/// The name `prepareRename` found under the cursor: its range and its text as the editor's placeholder.
package struct EditorRenameTarget: Sendable, Hashable {
    /// The name token's range.
    package var range: EditorRange
    /// The name as written.
    package var placeholder: String
}

extension EditorAnalysis {
    /// `textDocument/prepareRename` at `position`: the palette color or tab id under the cursor, or `nil` (a key,
    /// a keyword, a built-in color, an unknown name, a comment or a string).
    package func prepareRename(at position: EditorPosition, in encoding: PositionEncoding) -> EditorRenameTarget? {
        guard let (occurrence, _) = nameOccurrence(at: position, in: encoding) else { return nil }
        return EditorRenameTarget(range: text.range(of: occurrence.range, in: encoding), placeholder: occurrence.name)
    }

    /// `textDocument/rename` at `position` to `newName`: an edit for every occurrence of the name (definitions
    /// and uses), or a refusal when there is nothing to rename there or `newName` is not a name the lexer
    /// reads as one identifier, is one the checker rejects for that kind of name, or is already taken.
    package func rename(at position: EditorPosition, to newName: String, in encoding: PositionEncoding) -> EditorRename {
        guard let (occurrence, all) = nameOccurrence(at: position, in: encoding) else {
            return .refused("there is no palette color or tab id to rename here")
        }
        if let refusal = refusal(renaming: occurrence, to: newName, among: all) { return .refused(refusal) }
        return .edits(all.filter { $0.name == occurrence.name && $0.scope == occurrence.scope }
            .map { EditorTextEdit(range: text.range(of: $0.range, in: encoding), newText: newName) })
    }

    /// Why `occurrence` cannot be renamed to `newName`, or `nil` when it can (renaming to the same name can).
    private func refusal(renaming occurrence: EditorNameOccurrence, to newName: String, among all: [EditorNameOccurrence]) -> String? {
        guard newName != occurrence.name else { return nil }
        let shown = Diagnostic.excerpt(newName)
        guard Tokenizer.isIdentifier(newName) else {
            return "'\(shown)' is not a name: a name starts with a letter or '_' and holds only letters, digits, '_' and '-'"
        }
        switch occurrence.scope {
        case .palette:
            if TabBarColor.named(newName) != nil {
                return "'\(shown)' is a built-in color; a palette color of that name would shadow it"
            }
            if all.contains(where: { $0.scope == .palette && $0.isDefinition && $0.name == newName }) {
                return "the palette already has a color '\(shown)'"
            }
        case let .tabBar(bar):
            guard SwiftIdentifier.isValid(newName) else {
                return "tab id '\(shown)' is not a Swift identifier (letters, digits and '_')"
            }
            let caseName = SwiftIdentifier.caseName(for: newName)
            if SwiftIdentifier.generatedMembers.contains(caseName) {
                return "tab id '\(shown)' clashes with the generated member '\(caseName)' of the tab enum"
            }
            let barName = tree.nameText(bar).map(Diagnostic.excerpt) ?? ""
            let taken = all.first {
                $0.scope == occurrence.scope && $0.isDefinition && $0.name != occurrence.name && SwiftIdentifier.caseName(for: $0.name) == caseName
            }
            if let taken {
                let existing = taken.name == newName ? "" : " (its enum case is '\(caseName)' too)"
                return "tab bar '\(barName)' already has a tab '\(Diagnostic.excerpt(taken.name))'" + existing
            }
        }
        return nil
    }
}
