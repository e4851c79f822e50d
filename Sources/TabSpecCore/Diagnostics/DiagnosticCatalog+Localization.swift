/// The messages of localization (language.md v1.2): a key without its text, and one key with two texts.
extension Diagnostic {
    /// `tab 'home' sets 'titleKey' without 'title'; …` — a key written without the text it translates.
    static func keyWithoutText(_ key: String, text: String, tab: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .missingKey, message: "tab '\(tab)' sets '\(key)' without '\(text)'; write the text the key translates",
                   range: range)
    }

    /// One localization key given two different source texts in one spec, or in two specs of one String
    /// Catalog (`tabspec strings`); the note points at the other use (in another file: no range, `other`
    /// names the file).
    static func conflictingLocalizationKey(_ key: String, text: String, otherText: String, at range: SourceRange,
                                           other: String, otherRange: SourceRange?) -> Diagnostic {
        Diagnostic(id: .conflictingLocalizationKey,
                   message: "localization key '\(key)' has two source texts, '\(text)' and '\(otherText)'; give one of them another key",
                   range: range,
                   notes: [DiagnosticNote(message: "'\(key)' is also \(other), '\(otherText)'", range: otherRange)])
    }
}
