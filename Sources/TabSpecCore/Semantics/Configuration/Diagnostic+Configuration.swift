/// The messages of configuration-file problems, next to the language catalog's and in its style: lowercase,
/// no trailing period, source text quoted with '…', what was expected, did-you-mean where one is close.
extension Diagnostic {
    /// A property at the top level of a configuration file (replaces the parser's spec-oriented message).
    static func configurationPropertyAtTopLevel(_ key: String, owner: String?, at range: SourceRange) -> Diagnostic {
        var message = "expected a block 'lint { … }', 'compile { … }' or 'app { … }' at the top level of a configuration file, found property '\(key)'"
        if let owner { message += "; '\(key)' belongs in '\(owner) { … }'" }
        return Diagnostic(id: .expectedToken, message: message, range: range)
    }

    /// A block other than `lint`, `compile` and `app` at the top level of a configuration file.
    static func unknownConfigurationBlock(_ keyword: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        let hint = Suggestion.phrase(suggestions, otherwise: "; expected 'lint { … }', 'compile { … }' or 'app { … }'")
        return Diagnostic(id: .unknownBlock, message: "unknown block '\(keyword)' in a configuration file\(hint)", range: range,
                          fixIts: suggestionFixIts(suggestions, replacing: range, original: keyword))
    }

    /// A `,` between the values of a list key, which the syntax reads as the end of the entry.
    static func commaInList(_ key: String, value: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "the values of '\(key)' are separated by spaces, not ','; '\(value)' reads as a new entry",
                   range: range)
    }

    /// A value listed twice in one key.
    static func repeatedValue(_ value: String, key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "'\(value)' is listed twice in '\(key)'", range: range,
                   notes: [DiagnosticNote(message: "'\(value)' is first listed here", range: first)])
    }

    /// A device slug that is not in the catalog.
    static func unknownDevice(_ slug: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        let hint = Suggestion.phrase(suggestions, otherwise: "; expected a device of the catalog such as 'iphone-16' (see 'tabspec devices')")
        return Diagnostic(id: .invalidValue, message: "unknown device '\(slug)' in 'devices'\(hint)", range: range,
                          fixIts: suggestionFixIts(suggestions, replacing: range, original: slug))
    }

    /// A rule id that no rule has.
    static func unknownRule(_ rule: String, key: String, suggestions: [String], at range: SourceRange) -> Diagnostic {
        let hint = Suggestion.phrase(suggestions, otherwise: "; 'tabspec rules' lists every rule")
        return Diagnostic(id: .unknownConfiguredRule, message: "unknown rule '\(rule)' in '\(key)'\(hint)", range: range,
                          fixIts: suggestionFixIts(suggestions, replacing: range, original: rule))
    }

    /// A language error id in `disable`, `error` or `warning`.
    static func languageErrorNotConfigurable(_ id: String, key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "'\(id)' in '\(key)' is a language error, not a lint rule; language errors are always errors and cannot be disabled or changed",
                   range: range)
    }

    /// A rule named in two of `disable`, `error` and `warning`.
    static func conflictingRuleSetting(_ rule: String, key: String, firstKey: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: "rule '\(rule)' is in both '\(firstKey)' and '\(key)'; name each rule once", range: range,
                   notes: [DiagnosticNote(message: "'\(rule)' is first named in '\(firstKey)' here", range: first)])
    }

    /// A `deploymentTarget` (or `app { sdk }`, `key`) that is not a version number.
    static func invalidVersion(_ text: String, for key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue, message: invalidValueMessage(text, for: key, expected: IOSVersion.expectedDescription),
                   range: range)
    }

    /// A `languages` value that is not a language tag.
    static func invalidLanguageTag(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "invalid language tag '\(text)' in 'languages'; expected language tags such as 'de', 'pt-BR' or 'zh-Hans'",
                   range: range)
    }

    /// An extra symbol name that does not match `^[a-z0-9]+(\.[a-z0-9]+)*$`.
    static func invalidExtraSymbol(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: .invalidValue,
                   message: "invalid symbol name \(text) in 'symbols'; expected SF Symbol names such as \"figure.walk.motion\" (lowercase letters and digits separated by '.')",
                   range: range)
    }
}
