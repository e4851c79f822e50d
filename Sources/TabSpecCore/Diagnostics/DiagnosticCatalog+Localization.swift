/// The messages of localization (language.md v1.2): a key without its text, one key with two texts, and a
/// key whose String Catalog entry is the app's (`tabspec strings`).
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

    /// A key of the specs whose entry in the catalog `catalog` (of source language `language`) belongs to the
    /// app's code, at one use of the key (`text`): `tabspec strings` leaves the entry as it is; the note says how
    /// to resolve it.
    static func catalogKeyOwnedByApp(_ key: String, reason: StringCatalog.AppKey.Reason, catalog: String, language: String,
                                     text: LocalizedText, at range: SourceRange) -> Diagnostic {
        let why: String
        let handOver: String
        switch reason {
        case .extracted:
            why = "Xcode extracted it from the app's code"
            handOver = "set its extractionState to 'manual' in the catalog"
        case let .extractionState(state):
            why = "its extractionState is '\(excerpt(state))'"
            handOver = "set its extractionState to 'manual' in the catalog"
        case let .sourceText(value?):
            why = "it was written by hand with the \(language) text '\(excerpt(value))'"
            handOver = "change its \(language) text in the catalog to the spec's"
        case .sourceText(nil):
            why = "it was written by hand with \(language) variations"
            handOver = "replace its \(language) variations in the catalog with the spec's text"
        }
        let textKey = text.role.textKey.name
        let overrideKey = text.role.overrideKey.name
        let rename = "give this \(textKey) \(text.isWritten ? "another key" : "its own key") with '\(overrideKey)'"
        return Diagnostic(id: .catalogKeyOwnedByApp,
                          message: "localization key '\(key)' belongs to the app's code in '\(catalog)' (\(why)); tabspec leaves its entry as it is",
                          range: range,
                          notes: [DiagnosticNote(message: "\(rename), or \(handOver) to hand the key to tabspec")])
    }
}
