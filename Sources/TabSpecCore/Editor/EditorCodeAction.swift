/// A code action an editor offers (LSP's `CodeAction` with a `WorkspaceEdit` on the one document): a
/// diagnostic's Fix-It, or every Fix-It of the document at once.
package struct EditorCodeAction: Sendable, Hashable {
    /// The kind of a Fix-It's action.
    package static let quickFixKind = "quickfix"
    /// The kind of the action applying every Fix-It.
    package static let fixAllKind = "source.fixAll.tabspec"

    /// The Fix-It's message (`replace 'tintColour' with 'tintColor'`), or what the fix-all does.
    package var title: String
    /// ``quickFixKind`` or ``fixAllKind``.
    package var kind: String
    /// The diagnostics it fixes.
    package var diagnostics: [EditorDiagnostic]
    /// Whether it is the one fix of its diagnostic (editors apply a preferred fix with one key).
    package var isPreferred: Bool
    /// The edits, in document order, none overlapping.
    package var edits: [EditorTextEdit]
}

extension EditorAnalysis {
    /// `textDocument/codeAction` over `range`: a `quickfix` for each Fix-It of each diagnostic touching the range
    /// (`isPreferred` when it is the diagnostic's only one), then `source.fixAll.tabspec` — each diagnostic's
    /// first Fix-It whose edits overlap none already taken — when the document has a Fix-It. `only` (the
    /// client's `context.only`) keeps the actions whose kind is one of its kinds or under one (`source`
    /// covers `source.fixAll.tabspec`).
    package func codeActions(for range: EditorRange, only: [String]? = nil, in encoding: PositionEncoding) -> [EditorCodeAction] {
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        let requested = text.byteRange(of: range, in: encoding)
        var actions: [EditorCodeAction] = []
        if wanted(EditorCodeAction.quickFixKind) {
            for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty && Diagnostic.conflict(diagnostic.range, requested) {
                let shown = EditorDiagnostic(diagnostic, in: text, encoding: encoding)
                for fixIt in diagnostic.fixIts {
                    actions.append(EditorCodeAction(title: fixIt.message, kind: EditorCodeAction.quickFixKind, diagnostics: [shown],
                                                    isPreferred: diagnostic.fixIts.count == 1,
                                                    edits: edits(of: fixIt.edits, encoding: encoding)))
                }
            }
        }
        if wanted(EditorCodeAction.fixAllKind), let fixAll = fixAll(in: encoding) { actions.append(fixAll) }
        return actions
    }

    /// The action applying each diagnostic's first Fix-It that overlaps none taken before (``KeptEdits``, as a
    /// file report keeps Fix-Its), or `nil` when the document has no Fix-It.
    private func fixAll(in encoding: PositionEncoding) -> EditorCodeAction? {
        var kept = KeptEdits()
        var taken: [TextEdit] = []
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let fixIt = diagnostic.fixIts.first, !kept.filter([fixIt.edits.map(\.range)]).isEmpty else { continue }
            taken += fixIt.edits
            fixed.append(diagnostic)
        }
        guard !taken.isEmpty else { return nil }
        let ordered = taken.enumerated().sorted { ($0.element.range, $0.offset) < ($1.element.range, $1.offset) }.map(\.element)
        return EditorCodeAction(title: "apply \(Wording.count(fixed.count, "fix-it"))", kind: EditorCodeAction.fixAllKind,
                                diagnostics: fixed.map { EditorDiagnostic($0, in: text, encoding: encoding) },
                                isPreferred: false, edits: edits(of: ordered, encoding: encoding))
    }

    /// Fix-It edits as editor edits.
    private func edits(of edits: [TextEdit], encoding: PositionEncoding) -> [EditorTextEdit] {
        edits.map { EditorTextEdit($0, in: text, encoding: encoding) }
    }
}
