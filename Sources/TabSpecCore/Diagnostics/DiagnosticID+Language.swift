/// The language errors of language.md: never suppressible, always severity error.
extension DiagnosticID {
    package static let invalidUTF8 = DiagnosticID("invalid-utf8")
    package static let invalidCharacter = DiagnosticID("invalid-character")
    package static let unterminatedString = DiagnosticID("unterminated-string")
    package static let invalidEscape = DiagnosticID("invalid-escape")
    package static let invalidNumber = DiagnosticID("invalid-number")
    package static let invalidColorLiteral = DiagnosticID("invalid-color-literal")
    package static let expectedToken = DiagnosticID("expected-token")
    package static let unterminatedBlock = DiagnosticID("unterminated-block")
    package static let unknownBlock = DiagnosticID("unknown-block")
    package static let unknownKey = DiagnosticID("unknown-key")
    package static let duplicateKey = DiagnosticID("duplicate-key")
    package static let invalidValue = DiagnosticID("invalid-value")
    package static let valueOutOfRange = DiagnosticID("value-out-of-range")
    package static let missingKey = DiagnosticID("missing-key")
    package static let invalidIdentifier = DiagnosticID("invalid-identifier")
    package static let duplicateTab = DiagnosticID("duplicate-tab")
    package static let duplicateTabBar = DiagnosticID("duplicate-tabbar")
    package static let unknownTab = DiagnosticID("unknown-tab")
    package static let unknownColor = DiagnosticID("unknown-color")
    package static let emptyTabBar = DiagnosticID("empty-tabbar")
    /// v1.2: one localization key with two different source texts in one spec (localization.md).
    package static let conflictingLocalizationKey = DiagnosticID("conflicting-localization-key")
    /// v1.3: a tab with both a symbol key and an image key (apps.md).
    package static let conflictingKey = DiagnosticID("conflicting-key")

    /// Every language error id, in language.md's order (the order ``LanguageErrorDescriptions`` lists them in).
    package static let languageErrors: [DiagnosticID] = LanguageErrorDescriptions.all.map(\.id)

    /// Whether this id is a language error (as opposed to a lint rule).
    package var isLanguageError: Bool { DiagnosticID.languageErrors.contains(self) }
}
