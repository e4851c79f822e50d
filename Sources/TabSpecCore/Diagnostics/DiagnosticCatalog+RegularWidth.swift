/// The language diagnostics of iPad and regular width (v1.3, apps.md): `section NAME { … }` blocks.
extension Diagnostic {
    /// `duplicate section 'timeline' in 'AppTab'`: section names in a tab bar must differ (`duplicate-key`).
    static func duplicateSection(_ name: String, tabBar: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateKey, message: "duplicate section '\(name)' in '\(tabBar)'; section names in a tab bar must differ",
                   range: range, notes: [DiagnosticNote(message: "'\(name)' is first declared here", range: first)])
    }

    /// A section's `titleKey` without its `title` (`missing-key`), as for a tab.
    static func sectionKeyWithoutText(section: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .missingKey, message: "section '\(section)' sets 'titleKey' without 'title'; write the text the key translates",
                   range: range)
    }
}
