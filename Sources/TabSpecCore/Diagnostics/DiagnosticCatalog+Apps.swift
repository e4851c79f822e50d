/// The messages of the keys of shipping apps (language.md v1.3, apps.md): a tab's icon is a symbol or an
/// image, and an action tab never becomes the selection.
extension Diagnostic {
    /// `'image' conflicts with 'symbol' in tab 'home'; …` (`conflicting-key`): at the later of the two keys,
    /// with a note at the earlier. No Fix-It: which of the two icons the tab should keep is the author's call.
    static func conflictingIconKey(_ key: String, with first: String, tab: String, at range: SourceRange,
                                   firstRange: SourceRange) -> Diagnostic {
        Diagnostic(id: .conflictingKey,
                   message: "'\(key)' conflicts with '\(first)' in tab '\(tab)'; a tab's icon is an SF Symbol or an image, not both",
                   range: range, notes: [DiagnosticNote(message: "'\(first)' is set here", range: firstRange)])
    }

    /// `initial` names an action tab (`invalid-value`): at the tab id, with a note at its `role`.
    static func initialAction(_ id: String, at range: SourceRange, role: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "'initial' cannot be tab '\(id)': an action tab ('role: action') never becomes the selection",
                   range: range, notes: [DiagnosticNote(message: "'\(id)' is an action tab here", range: role)])
    }

    /// Every tab of a bar is an action (`invalid-value`), at the last tab's `role`.
    static func onlyActionTabs(_ tabBar: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "every tab of '\(tabBar)' is an action; a tab bar needs a tab that is not an action", range: range)
    }
}
