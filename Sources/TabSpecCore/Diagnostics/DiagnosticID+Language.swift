/// The language errors of language.md: never suppressible, always severity error.
extension DiagnosticID {
    public static let invalidUTF8 = DiagnosticID("invalid-utf8")
    public static let invalidCharacter = DiagnosticID("invalid-character")
    public static let unterminatedString = DiagnosticID("unterminated-string")
    public static let invalidEscape = DiagnosticID("invalid-escape")
    public static let invalidNumber = DiagnosticID("invalid-number")
    public static let invalidColorLiteral = DiagnosticID("invalid-color-literal")
    public static let expectedToken = DiagnosticID("expected-token")
    public static let unterminatedBlock = DiagnosticID("unterminated-block")
    public static let unknownBlock = DiagnosticID("unknown-block")
    public static let unknownKey = DiagnosticID("unknown-key")
    public static let duplicateKey = DiagnosticID("duplicate-key")
    public static let invalidValue = DiagnosticID("invalid-value")
    public static let valueOutOfRange = DiagnosticID("value-out-of-range")
    public static let missingKey = DiagnosticID("missing-key")
    public static let invalidIdentifier = DiagnosticID("invalid-identifier")
    public static let duplicateTab = DiagnosticID("duplicate-tab")
    public static let duplicateTabBar = DiagnosticID("duplicate-tabbar")
    public static let unknownTab = DiagnosticID("unknown-tab")
    public static let unknownColor = DiagnosticID("unknown-color")
    public static let emptyTabBar = DiagnosticID("empty-tabbar")

    /// Every language error id, in language.md's order (the order ``LanguageErrorDescriptions`` lists them in).
    public static let languageErrors: [DiagnosticID] = LanguageErrorDescriptions.all.map(\.id)

    /// Whether this id is a language error (as opposed to a lint rule).
    public var isLanguageError: Bool { DiagnosticID.languageErrors.contains(self) }
}
